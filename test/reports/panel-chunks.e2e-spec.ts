import { randomUUID } from 'node:crypto';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { RecordedEventV1 } from '@app/contracts';
import { ProjectionService } from '../../apps/report-projection/src/projection/projection.service';
import { adjustmentDecision, notApplied } from '../support/adjustment-decisions';
import { recordedAdjustmentOf } from '../support/recorded-adjustments';
import { decisionOf, recordedEvent } from '../support/recorded-events';
import { startReportProjection } from '../support/report-projection';

/**
 * The panel from chunks of many submissions of a few campaigns, whose outcomes were applied before
 * them (the topics have no order between them): each campaign shows its latest submission, with
 * its outcome when one was applied, pending otherwise (docs/architecture.md#report-projection).
 * The projection reads the outcomes of those latest submissions only; what it shows must not
 * depend on that. Chunks are handed to the service directly (real Postgres), as the consumer does.
 */
describe('report projection: the panel from whole chunks', () => {
  let projection: NestFastifyApplication;
  let service: ProjectionService;
  let db: DataSource;
  const ws = randomUUID();

  beforeAll(async () => {
    projection = await startReportProjection();
    service = projection.get(ProjectionService);
    db = projection.get(DataSource);
  });
  afterAll(() => projection.close());

  const panel = async (campaignId: string) => {
    const [row]: { submissionId: string; status: string; reason: string | null }[] = await db.query(
      `SELECT submission_id AS "submissionId", status, reason FROM panel
        WHERE workspace_id = $1 AND campaign_id = $2 AND NOT test`,
      [ws, campaignId],
    );
    return row;
  };
  const minutes = (n: number) => new Date(Date.now() - 3_600_000 + n * 60_000).toISOString();
  const shuffled = <T>(items: T[]) => [...items].sort(() => Math.random() - 0.5);

  it('shows each campaign its latest event, with the outcome applied before it, or pending', async () => {
    const events = (campaignId: string, n: number): RecordedEventV1[] =>
      Array.from({ length: n }, (_, i) => recordedEvent(ws, { campaignId, receivedAt: minutes(i) }));
    const decidedFirst = events('decided-first', 6);
    const pending = events('pending', 4);
    const earlierDecided = events('earlier-decided', 3);
    await service.apply([
      {
        kind: 'decision',
        decision: decisionOf(decidedFirst[5], { counted: false, reason: 'already_converted' }),
      },
      { kind: 'decision', decision: decisionOf(decidedFirst[1]) },
      { kind: 'decision', decision: decisionOf(earlierDecided[0]) },
    ]);
    // The decisions' own entries are on the panel already; the recorded chunk comes after them.
    const chunk = shuffled([...decidedFirst, ...pending, ...earlierDecided]);
    await service.apply(chunk.map((event) => ({ kind: 'recorded' as const, event })));

    expect(await panel('decided-first')).toEqual({
      submissionId: decidedFirst[5].eventId,
      status: 'not_counted',
      reason: 'already_converted',
    });
    expect(await panel('pending')).toEqual({
      submissionId: pending[3].eventId,
      status: 'pending',
      reason: null,
    });
    expect(await panel('earlier-decided')).toEqual({
      submissionId: earlierDecided[2].eventId,
      status: 'pending',
      reason: null,
    });

    // Redelivered, with the decision of the latest pending one applied meanwhile: it shows it.
    await service.apply([{ kind: 'decision', decision: decisionOf(pending[3]) }]);
    await service.apply(shuffled(chunk).map((event) => ({ kind: 'recorded' as const, event })));
    expect(await panel('pending')).toEqual({
      submissionId: pending[3].eventId,
      status: 'counted',
      reason: 'counted',
    });
    expect((await panel('decided-first')).status).toBe('not_counted');
  });

  it('shows each campaign its latest adjustment, with the outcome applied before it', async () => {
    const outcomes = Array.from({ length: 5 }, (_, i) =>
      notApplied(
        adjustmentDecision(ws, {
          receivedAt: minutes(i),
          event: { ...adjustmentDecision(ws).event, campaignId: 'adjusted' },
        }),
        'conversion_not_counted',
      ),
    );
    await service.apply([{ kind: 'adjustment-decision', decision: outcomes[4] }]);
    await service.apply(
      shuffled(outcomes).map((o) => ({ kind: 'adjustment' as const, adjustment: recordedAdjustmentOf(o) })),
    );
    expect(await panel('adjusted')).toEqual({
      submissionId: outcomes[4].id,
      status: 'not_applied',
      reason: 'conversion_not_counted',
    });
  });
});
