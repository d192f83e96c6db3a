import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { schemaName } from '@app/database';
import { ContactHasher } from '@app/privacy';
import { EventsRepository, NewEventRow } from '../../../apps/gateway/src/events/events.repository';
import { gatewayDatabase, mediumEnv } from '../medium-env';

/**
 * The events repository's insert against Postgres alone (the run's gateway schema, migrated by
 * the medium project's global setup): a row is new or skipped by the unique index, and an event
 * is never committed without its outbox row, in the same statement
 * (docs/architecture.md#guarantee-exactly-once, docs/architecture.md#guarantee-no-lost-events);
 * a row whose contact is suppressed is refused by that statement and answered as such
 * (docs/privacy.md#suppression).
 */
describe('EventsRepository.insertMany (Postgres)', () => {
  const env = mediumEnv();
  let db: DataSource;
  let events: EventsRepository;
  const workspaceId = randomUUID();
  const hasher = new ContactHasher(Buffer.alloc(32, 5).toString('base64'));

  beforeAll(async () => {
    db = await gatewayDatabase();
    events = new EventsRepository(db, schemaName(env.DATABASE_SCHEMA_PREFIX, 'attribution'));
  });
  afterAll(() => db?.destroy());

  const row = (
    externalId: string,
    traceparent: string | null = null,
    contactId = 'contact_42',
    ws = workspaceId,
  ): NewEventRow => ({
    id: uuidv7(),
    workspaceId: ws,
    externalId,
    name: 'order_paid',
    occurredAt: new Date('2026-11-21T13:03:00.000Z'),
    contactId,
    campaignId: null,
    valueMinor: '4999',
    currency: 'EUR',
    payloadHash: Buffer.from(externalId),
    traceparent,
    contactHash: hasher.hash(ws, contactId),
  });

  const suppress = (ws: string, contactId: string) =>
    db.query(`INSERT INTO suppressions (workspace_id, contact_hash, reason) VALUES ($1, $2, 'manual')`, [
      ws,
      hasher.hash(ws, contactId),
    ]);

  const outboxOf = async (ids: string[]): Promise<{ eventId: string; traceparent: string | null }[]> =>
    db.query(
      `SELECT event_id AS "eventId", traceparent FROM outbox WHERE event_id = ANY($1::uuid[]) ORDER BY seq`,
      [ids],
    );

  it('inserts new rows in the order given, each with its outbox row and traceparent', async () => {
    const rows = [row('m-1', '00-aa-bb-01'), row('m-2'), row('m-3')];
    const inserted = await events.insertMany(rows);
    expect(inserted.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    for (const r of inserted) expect(r).toMatchObject({ receivedAt: expect.any(Date), suppressed: false });
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

  it('refuses a suppressed contact in the same statement: answered suppressed, no row, no outbox row; the rest inserted', async () => {
    await suppress(workspaceId, 'contact_gone');
    const gone = row('m-7', null, 'contact_gone');
    const fresh = row('m-8');
    const decided = await events.insertMany([gone, fresh]);
    expect(decided).toEqual(
      expect.arrayContaining([
        { id: fresh.id, receivedAt: expect.any(Date), suppressed: false },
        { id: gone.id, receivedAt: null, suppressed: true },
      ]),
    );
    expect(decided).toHaveLength(2);
    expect(await events.findByExternalIds([{ workspaceId, externalId: 'm-7' }])).toEqual([]);
    expect(await outboxOf([gone.id])).toEqual([]);
  });

  it('a repeat of an externalId recorded before the suppression is skipped as any repeat, not suppressed', async () => {
    const original = row('m-9', null, 'contact_later_gone');
    await events.insertMany([original]);
    await suppress(workspaceId, 'contact_later_gone');
    expect(await events.insertMany([row('m-9', null, 'contact_later_gone')])).toEqual([]);
  });

  it('a suppression is per workspace: the same contactId elsewhere is recorded', async () => {
    await suppress(workspaceId, 'contact_here');
    const elsewhere = row('m-10', null, 'contact_here', randomUUID());
    expect(await events.insertMany([elsewhere])).toEqual([
      { id: elsewhere.id, receivedAt: expect.any(Date), suppressed: false },
    ]);
  });
});
