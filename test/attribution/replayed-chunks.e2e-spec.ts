import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createWorkspaceWithKey } from '@app/testing';
import { AttributionService } from '../../apps/attribution/src/decisions/attribution.service';
import { startAttribution } from '../support/attribution';
import { startGateway } from '../support/gateway';
import { recordedEvent } from '../support/recorded-events';

const DAY = 86_400_000;

/**
 * Attribution stores a chunk's decisions without reading first whether its events were decided
 * before: the insert tells. These chunks mix events decided before with new ones, so the stored
 * decisions must stand and the new ones be decided after them (docs/attribution.md), as if
 * the first delivery had been the only one. Chunks are handed to the service directly (real
 * Postgres), as the consumer hands them.
 */
describe('attribution: chunks holding events decided before', () => {
  let gateway: NestFastifyApplication;
  let attribution: NestFastifyApplication;
  let service: AttributionService;
  let db: DataSource;
  let ws: string;
  let key: string;

  const putCampaign = async (id: string, status: 'active' | 'paused') =>
    gateway.inject({
      method: 'PUT',
      url: `/v1/workspaces/${ws}/campaigns/${id}`,
      headers: { authorization: `Bearer ${key}` },
      payload: {
        name: 'C',
        status,
        startsAt: new Date(Date.now() - 30 * DAY).toISOString(),
        goals: ['order_paid'],
        countingMode: 'once_per_contact',
      },
    });

  beforeAll(async () => {
    gateway = await startGateway({ RATE_LIMIT_REQUESTS: '100000' });
    attribution = await startAttribution();
    service = attribution.get(AttributionService);
    db = attribution.get(DataSource);
    const setup = await createWorkspaceWithKey(gateway);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => {
    await attribution.close();
    await gateway.close();
  });

  const stored = async (ids: string[]) =>
    new Map(
      (
        (await db.query(
          `SELECT d.event_id AS id, d.counted, d.reason, d.decided_at AS "decidedAt", c.event_id IS NOT NULL AS conversion
             FROM decisions d LEFT JOIN conversions c USING (event_id) WHERE d.event_id = ANY($1::uuid[])`,
          [ids],
        )) as { id: string; counted: boolean; reason: string; decidedAt: Date; conversion: boolean }[]
      ).map((r) => [r.id, r]),
    );

  it('a decision stored before stands, even where deciding again would differ, and the new events are decided after it', async () => {
    expect((await putCampaign('replayed', 'paused')).statusCode).toBe(201);
    const contactId = 'contact-replayed';
    const at = (minutes: number) => new Date(Date.now() - 60 * 60_000 + minutes * 60_000).toISOString();
    const e1 = recordedEvent(ws, { campaignId: 'replayed', contactId, occurredAt: at(1) });
    const e2 = recordedEvent(ws, { campaignId: 'replayed', contactId, occurredAt: at(2) });
    const e3 = recordedEvent(ws, { campaignId: 'replayed', contactId, occurredAt: at(3) });

    const [first] = (await service.decideBatch([e1])).decisions;
    expect(first).toMatchObject({ eventId: e1.eventId, counted: false, reason: 'campaign_not_active' });

    // Decided again now, e1 would count and e2 would not: the stored decision of e1 stands, so e2 counts.
    expect((await putCampaign('replayed', 'active')).statusCode).toBe(200);
    const second = (await service.decideBatch([e1, e2])).decisions;
    expect(second.map((d) => [d.eventId, d.counted, d.reason])).toEqual([
      [e1.eventId, false, 'campaign_not_active'],
      [e2.eventId, true, 'counted'],
    ]);
    expect(second[0].decidedAt).toBe(first.decidedAt);

    // Redelivered with a new event of the same contact: the same answers, and e3 is the second conversion.
    const third = (await service.decideBatch([e1, e2, e3])).decisions;
    expect(third.slice(0, 2)).toEqual(second);
    expect(third[2]).toMatchObject({ eventId: e3.eventId, counted: false, reason: 'already_converted' });

    const rows = await stored([e1.eventId, e2.eventId, e3.eventId]);
    expect([...rows.values()].filter((r) => r.conversion).map((r) => r.id)).toEqual([e2.eventId]);
    expect(rows.get(e1.eventId)?.reason).toBe('campaign_not_active');
  });

  it('a chunk decided twice answers the same decisions and stores each once, with one conversion per counted event', async () => {
    expect((await putCampaign('twice', 'active')).statusCode).toBe(201);
    const events = Array.from({ length: 40 }, (_, i) =>
      recordedEvent(ws, {
        campaignId: 'twice',
        contactId: `contact-twice-${i % 10}`,
        occurredAt: new Date(Date.now() - 60_000 + i).toISOString(),
      }),
    );
    const first = (await service.decideBatch(events)).decisions;
    expect(first.filter((d) => d.counted)).toHaveLength(10);
    // The whole chunk again, and again with half of it plus the same events listed twice.
    expect((await service.decideBatch(events)).decisions).toEqual(first);
    const mixed = [...events.slice(20), ...events.slice(0, 20), events[0]];
    const byId = new Map(first.map((d) => [d.eventId, d]));
    expect((await service.decideBatch(mixed)).decisions).toEqual(mixed.map((e) => byId.get(e.eventId)));

    const rows = await stored(events.map((e) => e.eventId));
    expect(rows.size).toBe(40);
    expect([...rows.values()].filter((r) => r.conversion)).toHaveLength(10);
    for (const d of first) expect(rows.get(d.eventId)?.counted).toBe(d.counted);
  });

  it("once_per_contact: a chunk holding a contact's live and test events reads each mode's own earlier conversion", async () => {
    expect((await putCampaign('modes', 'active')).statusCode).toBe(201);
    const contactId = 'contact-both-modes';
    const live = () => recordedEvent(ws, { campaignId: 'modes', contactId });
    const test = () => recordedEvent(ws, { campaignId: 'modes', contactId, test: true });
    const first = (await service.decideBatch([live(), test()])).decisions;
    expect(first.map((d) => [d.counted, d.test === true])).toEqual([
      [true, false],
      [true, true],
    ]);
    const second = (await service.decideBatch([live(), test()])).decisions;
    expect(second.map((d) => [d.reason, d.test === true])).toEqual([
      ['already_converted', false],
      ['already_converted', true],
    ]);
  });
});
