import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { schemaName } from '@app/database';
import { EventsRepository, NewEventRow } from '../../../apps/gateway/src/events/events.repository';
import { gatewayDatabase, mediumEnv } from '../medium-env';

/**
 * The events repository's insert against Postgres alone (the run's gateway schema, migrated by
 * the medium project's global setup): a row is new or skipped by the unique index, and an event
 * is never committed without its outbox row, in the same statement
 * (docs/architecture.md#guarantee-exactly-once, docs/architecture.md#guarantee-no-lost-events).
 */
describe('EventsRepository.insertMany (Postgres)', () => {
  const env = mediumEnv();
  let db: DataSource;
  let events: EventsRepository;
  const workspaceId = randomUUID();

  beforeAll(async () => {
    db = await gatewayDatabase();
    events = new EventsRepository(db, schemaName(env.DATABASE_SCHEMA_PREFIX, 'attribution'));
  });
  afterAll(() => db?.destroy());

  const row = (externalId: string, traceparent: string | null = null): NewEventRow => ({
    id: uuidv7(),
    workspaceId,
    externalId,
    name: 'order_paid',
    occurredAt: new Date('2026-11-21T13:03:00.000Z'),
    contactId: 'contact_42',
    campaignId: null,
    valueMinor: '4999',
    currency: 'EUR',
    payloadHash: Buffer.from(externalId),
    traceparent,
  });

  const outboxOf = async (ids: string[]): Promise<{ eventId: string; traceparent: string | null }[]> =>
    db.query(
      `SELECT event_id AS "eventId", traceparent FROM outbox WHERE event_id = ANY($1::uuid[]) ORDER BY seq`,
      [ids],
    );

  it('inserts new rows in the order given, each with its outbox row and traceparent', async () => {
    const rows = [row('m-1', '00-aa-bb-01'), row('m-2'), row('m-3')];
    const inserted = await events.insertMany(rows);
    expect(inserted.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    for (const r of inserted) expect(r.receivedAt).toBeInstanceOf(Date);
    expect(await outboxOf(rows.map((r) => r.id))).toEqual([
      { eventId: rows[0].id, traceparent: '00-aa-bb-01' },
      { eventId: rows[1].id, traceparent: null },
      { eventId: rows[2].id, traceparent: null },
    ]);
  });

  it('skips a (workspace, externalId) that exists (ON CONFLICT DO NOTHING): no row, no outbox row', async () => {
    const original = row('m-4');
    await events.insertMany([original]);
    const repeat = row('m-4');
    const fresh = row('m-5');
    const inserted = await events.insertMany([repeat, fresh]);
    expect(inserted.map((r) => r.id)).toEqual([fresh.id]);
    expect(await outboxOf([repeat.id])).toEqual([]);
    const [stored] = await events.findByExternalIds([{ workspaceId, externalId: 'm-4' }]);
    expect(stored).toMatchObject({ id: original.id, externalId: 'm-4', valueMinor: '4999', currency: 'EUR' });
    expect(stored.payloadHash.equals(original.payloadHash)).toBe(true);
  });

  it('the same externalId in another workspace is another event', async () => {
    const other = { ...row('m-6'), workspaceId: randomUUID() };
    await events.insertMany([row('m-6')]);
    expect(await events.insertMany([other])).toHaveLength(1);
  });

  it('an empty list costs no query', async () => {
    const query = jest.spyOn(db, 'query');
    expect(await events.insertMany([])).toEqual([]);
    expect(query).not.toHaveBeenCalled();
    query.mockRestore();
  });
});
