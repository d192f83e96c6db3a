import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { TOPICS } from '@app/contracts';
import { KafkaService } from '@app/kafka';
import { createWorkspaceWithKey } from '@app/testing';
import { ProjectionService } from '../../apps/report-projection/src/projection/projection.service';
import { startAttribution } from '../support/attribution';
import { specConsumerGroup } from '../support/consumer-group';
import { replayFromStart } from '../support/consumer-replay';
import { eventBody, postBatch, postEvent, putCampaign } from '../support/events';
import { startGateway } from '../support/gateway';
import { startReportProjection } from '../support/report-projection';
import { until } from '../support/wait';

const DAY = 86_400_000;
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
/** Every topic the report projection consumes. */
const PROJECTION_TOPICS = [
  TOPICS.recordedEvents,
  TOPICS.attributionDecisions,
  TOPICS.submissionNotices,
  TOPICS.recordedAdjustments,
  TOPICS.adjustmentDecisions,
];

/** Campaign report and conversion-test panel, end to end, and a replay that changes nothing. */
describe('report projection', () => {
  let gateway: NestFastifyApplication;
  let attribution: NestFastifyApplication;
  let projection: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    gateway = await startGateway({ RATE_LIMIT_REQUESTS: '100000' });
    attribution = await startAttribution();
    projection = await startReportProjection();
    const setup = await createWorkspaceWithKey(gateway);
    ws = setup.workspace.id;
    key = setup.key.key;
    const put = await putCampaign(gateway, ws, key, 'rep', {
      startsAt: new Date(Date.now() - 10 * DAY).toISOString(),
    });
    expect(put.statusCode).toBe(201);
  });
  afterAll(async () => {
    await projection?.close();
    await attribution.close();
    await gateway.close();
  });

  const get = (path: string) =>
    gateway.inject({
      method: 'GET',
      url: `/v1/workspaces/${ws}/campaigns/rep/${path}`,
      headers: { authorization: `Bearer ${key}` },
    });
  it('reports totals, reasons, value per currency and a daily series; the panel shows the latest submission', async () => {
    const occurredAt = new Date(Date.now() - DAY).toISOString();
    const events = [
      ...Array.from({ length: 5 }, () =>
        eventBody({ campaignId: 'rep', occurredAt, valueMinor: 100, currency: 'EUR' }),
      ),
      eventBody({ campaignId: 'rep', occurredAt, valueMinor: '50', currency: 'USD' }),
      ...Array.from({ length: 3 }, () => eventBody({ campaignId: 'rep', occurredAt, name: 'page_view' })),
      ...Array.from({ length: 2 }, () =>
        eventBody({ campaignId: 'rep', occurredAt: new Date(Date.now() - 20 * DAY).toISOString() }),
      ),
    ];
    expect((await postBatch(gateway, ws, key, { events })).json().summary.recorded).toBe(11);
    const last = await postEvent(gateway, ws, key, eventBody({ campaignId: 'rep', name: 'page_view' }));

    // Received counts recorded events; counted and not counted follow from attribution's
    // decisions, which reach the projection on their own topic, so wait for all twelve decided.
    const report = await until(
      async () => (await get('report')).json(),
      (r) => r.received === 12 && r.counted + r.notCounted.total === 12,
    );
    expect(report).toMatchObject({
      campaignId: 'rep',
      received: 12,
      counted: 6,
      notCounted: { total: 6, byReason: { not_a_goal_event: 4, outside_campaign_period: 2 } },
      valueByCurrency: [
        { currency: 'EUR', valueMinor: '500' },
        { currency: 'USD', valueMinor: '50' },
      ],
    });
    // Nothing adjusted: net is gross.
    expect(report).toMatchObject({ retracted: 0, netCounted: 6, netValueByCurrency: report.valueByCurrency });
    expect(report.daily.reduce((sum: number, d: { received: number }) => sum + d.received, 0)).toBe(12);
    expect(report.daily.every((d: { retracted: number }) => d.retracted === 0)).toBe(true);

    const panel = await until(
      async () => (await get('conversion-test')).json(),
      (p) => p.latest?.status === 'not_counted',
    );
    expect(panel.latest).toMatchObject({
      eventId: last.json().id,
      status: 'not_counted',
      reason: 'not_a_goal_event',
      message: expect.stringContaining('"page_view" is not a goal'),
    });
  });

  it('copes with a decision that arrives before its event: the panel shows the outcome, not pending', async () => {
    const service = projection.get(ProjectionService);
    const eventId = randomUUID();
    const base = {
      eventId,
      workspaceId: ws,
      externalId: `early-${eventId}`,
      campaignId: 'early',
      contactId: 'c',
      name: 'order_paid',
      occurredAt: new Date().toISOString(),
      receivedAt: new Date(Date.now() + DAY).toISOString(),
      valueMinor: null,
      currency: null,
    };
    await service.apply([
      {
        kind: 'decision',
        decision: {
          ...base,
          counted: true,
          reason: 'counted',
          message: 'Counted.',
          decidedAt: new Date().toISOString(),
        },
      },
    ]);
    await service.apply([{ kind: 'recorded', event: base }]);
    await service.apply([{ kind: 'recorded', event: base }]); // a redelivery changes nothing
    const put = await gateway.inject({
      method: 'PUT',
      url: `/v1/workspaces/${ws}/campaigns/early`,
      headers: { authorization: `Bearer ${key}` },
      payload: { name: 'E', status: 'active', startsAt: '2026-01-01T00:00:00Z', goals: ['order_paid'] },
    });
    expect(put.statusCode).toBe(201);
    const panel = (
      await gateway.inject({
        method: 'GET',
        url: `/v1/workspaces/${ws}/campaigns/early/conversion-test`,
        headers: { authorization: `Bearer ${key}` },
      })
    ).json();
    expect(panel.latest).toMatchObject({ eventId, status: 'counted', reason: 'counted' });
    const report = (
      await gateway.inject({
        method: 'GET',
        url: `/v1/workspaces/${ws}/campaigns/early/report`,
        headers: { authorization: `Bearer ${key}` },
      })
    ).json();
    expect(report).toMatchObject({ received: 1, counted: 1 });
  });

  it('rewinding the consumer group to the start and replaying leaves every total exactly as it was', async () => {
    const before = (await get('report')).json();
    expect(before.received).toBe(12);
    const kafkaService = projection.get(KafkaService);
    projection = await replayFromStart({
      brokers: BROKERS,
      groupId: specConsumerGroup('report-projection'),
      topics: PROJECTION_TOPICS.map((t) => kafkaService.topic(t)),
      stop: () => projection.close(),
      start: () => startReportProjection(),
    });
    const after = (await get('report')).json();
    expect({ ...after, updatedAt: undefined }).toEqual({ ...before, updatedAt: undefined });
  }, 90_000);
});
