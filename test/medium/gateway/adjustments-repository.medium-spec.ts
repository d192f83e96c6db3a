import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { schemaName } from '@app/database';
import { ContactHasher } from '@app/privacy';
import {
  AdjustedContact,
  AdjustmentsRepository,
  NewAdjustmentRow,
} from '../../../apps/gateway/src/adjustments/adjustments.repository';
import { EventsRepository } from '../../../apps/gateway/src/events/events.repository';
import { gatewayDatabase, mediumEnv } from '../medium-env';

/**
 * The adjustments repository's insert against Postgres alone: an adjustment is stored only with
 * its event, and refused in the same statement when that event's contact is suppressed
 * (docs/privacy.md#suppression). The contact's hash is the one the caller read and hashed
 * (eventContacts); the join holds the event to that contact.
 */
describe('AdjustmentsRepository.insertMany (Postgres)', () => {
  const env = mediumEnv();
  let db: DataSource;
  let adjustments: AdjustmentsRepository;
  let events: EventsRepository;
  const workspaceId = randomUUID();
  const hasher = new ContactHasher(Buffer.alloc(32, 6).toString('base64'));

  beforeAll(async () => {
    db = await gatewayDatabase();
    const attribution = schemaName(env.DATABASE_SCHEMA_PREFIX, 'attribution');
    adjustments = new AdjustmentsRepository(db, attribution);
    events = new EventsRepository(db, attribution);
  });
  afterAll(() => db?.destroy());

  async function recordEvent(externalId: string, contactId: string): Promise<void> {
    await events.insertMany([
      {
        id: uuidv7(),
        workspaceId,
        externalId,
        name: 'order_paid',
        occurredAt: new Date(),
        contactId,
        campaignId: null,
        valueMinor: '4999',
        currency: 'EUR',
        payloadHash: Buffer.from(externalId),
        traceparent: null,
        contactHash: hasher.hash(workspaceId, contactId),
      },
    ]);
  }

  const adjustment = (adjustmentId: string, externalId: string): NewAdjustmentRow => ({
    id: uuidv7(),
    workspaceId,
    adjustmentId,
    externalId,
    type: 'retraction',
    occurredAt: new Date(),
    valueMinor: null,
    currency: null,
    test: false,
    payloadHash: Buffer.from(adjustmentId),
    traceparent: null,
  });

  /** The contacts of the rows' events as the recorder reads and hashes them. */
  async function contactsOf(rows: NewAdjustmentRow[]): Promise<(AdjustedContact | null)[]> {
    const found = await adjustments.eventContacts(
      rows.map((r) => ({ workspaceId, test: false, externalId: r.externalId })),
    );
    return rows.map((r) => {
      const contactId = found.find((f) => f.externalId === r.externalId)?.contactId;
      return contactId ? { contactId, contactHash: hasher.hash(workspaceId, contactId) } : null;
    });
  }

  const suppress = (contactId: string) =>
    db.query(`INSERT INTO suppressions (workspace_id, contact_hash, reason) VALUES ($1, $2, 'manual')`, [
      workspaceId,
      hasher.hash(workspaceId, contactId),
    ]);

  const stored = async (rows: NewAdjustmentRow[]) => {
    const [row] = await db.query(
      `SELECT (SELECT count(*) FROM adjustments WHERE id = ANY($1::uuid[]))::int AS adjustments,
              (SELECT count(*) FROM outbox WHERE adjustment_id = ANY($1::uuid[]))::int AS outbox`,
      [rows.map((r) => r.id)],
    );
    return row;
  };

  it("refuses an adjustment whose event's contact is suppressed, and says so; the others are stored", async () => {
    await recordEvent('a-1', 'contact_kept');
    await recordEvent('a-2', 'contact_gone');
    await suppress('contact_gone');
    const kept = adjustment('r-1', 'a-1');
    const gone = adjustment('r-2', 'a-2');
    const decided = await adjustments.insertMany([kept, gone], await contactsOf([kept, gone]));
    expect(decided).toHaveLength(2);
    expect(decided).toEqual(
      expect.arrayContaining([
        { id: kept.id, receivedAt: expect.any(Date), suppressed: false },
        { id: gone.id, receivedAt: null, suppressed: true },
      ]),
    );
    expect(await stored([gone])).toEqual({ adjustments: 0, outbox: 0 });
    expect(await stored([kept])).toEqual({ adjustments: 1, outbox: 1 });
  });

  it('no event read (null), or an event whose contact is not the one hashed: not joined, nothing answered (not_found)', async () => {
    await recordEvent('a-3', 'contact_3');
    const unknown = adjustment('r-3', 'a-missing');
    const changed = adjustment('r-4', 'a-3');
    const decided = await adjustments.insertMany(
      [unknown, changed],
      [null, { contactId: 'someone_else', contactHash: hasher.hash(workspaceId, 'someone_else') }],
    );
    expect(decided).toEqual([]);
    expect(await stored([unknown, changed])).toEqual({ adjustments: 0, outbox: 0 });
  });

  it('a repeat of an adjustmentId recorded before the suppression is skipped as any repeat', async () => {
    await recordEvent('a-5', 'contact_5');
    const first = adjustment('r-5', 'a-5');
    await adjustments.insertMany([first], await contactsOf([first]));
    await suppress('contact_5');
    const repeat = adjustment('r-5', 'a-5');
    expect(await adjustments.insertMany([repeat], await contactsOf([repeat]))).toEqual([]);
  });
});
