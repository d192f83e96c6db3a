import { DataSource, EntityManager } from 'typeorm';
import { MessagesRepository } from '../../../apps/webhook-dispatcher/src/messages/messages.repository';
import { MessageDraft } from '../../../apps/webhook-dispatcher/src/messages/webhook-payloads';
import { uniqueId } from '../../factories/deliveries.factory';
import { dispatcherDatabase } from '../medium-env';

// The fan-out's write (MessagesRepository.insertMessagesAndDeliveries) against the real Postgres:
// messages and their deliveries in one statement, and a replay that adds nothing. Every spec runs
// in a transaction it rolls back, so the claim specs running beside never see these due rows.

const workspaceId = '00000000-0000-4000-8000-000000000001';
const draft = (id: string): MessageDraft => ({
  id,
  workspaceId,
  type: 'event.recorded',
  eventId: null,
  body: `{"id":"${id}"}`,
  test: false,
  contactId: null,
  occurredAt: new Date().toISOString(),
});
const key = (endpointId: string, messageId: string) => ({
  endpointId,
  messageId,
  workspaceId,
  type: 'event.recorded',
});

describe('MessagesRepository fan-out write (Postgres)', () => {
  let db: DataSource;
  let messages: MessagesRepository;

  beforeAll(async () => {
    db = await dispatcherDatabase();
    messages = new MessagesRepository(db, 'unused');
  });
  afterAll(() => db.destroy());

  async function rolledBack(work: (tx: EntityManager) => Promise<void>): Promise<void> {
    const runner = db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await work(runner.manager);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  const stored = async (tx: EntityManager, messageIds: string[]) => ({
    messages: Number(
      (await tx.query(`SELECT count(*) AS n FROM messages WHERE id = ANY($1)`, [messageIds]))[0].n,
    ),
    deliveries: (
      await tx.query(
        `SELECT endpoint_id, message_id, status, next_attempt_at IS NOT NULL AS due
           FROM deliveries WHERE message_id = ANY($1) ORDER BY endpoint_id, message_id`,
        [messageIds],
      )
    ).map((r: { endpoint_id: string; message_id: string; status: string; due: boolean }) => r),
  });

  it('writes messages and their deliveries, due and pending, and counts the new deliveries', async () => {
    await rolledBack(async (tx) => {
      const [m1, m2] = [uniqueId('msg'), uniqueId('msg')];
      const [a, b] = [uniqueId('ep'), uniqueId('ep')].sort();
      const created = await messages.insertMessagesAndDeliveries(
        tx,
        [draft(m1), draft(m2)],
        [key(a, m1), key(b, m1), key(a, m2)],
      );
      expect(created).toBe(3);
      const rows = await stored(tx, [m1, m2]);
      expect(rows.messages).toBe(2);
      expect(rows.deliveries).toHaveLength(3);
      for (const d of rows.deliveries) expect(d).toMatchObject({ status: 'pending', due: true });
    });
  });

  it('adds nothing on a replay, and only the new deliveries of a message already stored', async () => {
    await rolledBack(async (tx) => {
      const m1 = uniqueId('msg');
      const [a, b] = [uniqueId('ep'), uniqueId('ep')].sort();
      expect(await messages.insertMessagesAndDeliveries(tx, [draft(m1)], [key(a, m1)])).toBe(1);
      expect(await messages.insertMessagesAndDeliveries(tx, [draft(m1)], [key(a, m1)])).toBe(0);
      expect(await messages.insertMessagesAndDeliveries(tx, [draft(m1)], [key(a, m1), key(b, m1)])).toBe(1);
      const rows = await stored(tx, [m1]);
      expect(rows.messages).toBe(1);
      expect(rows.deliveries.map((d: { endpoint_id: string }) => d.endpoint_id)).toEqual([a, b]);
    });
  });

  it('refuses a delivery whose message is neither written nor stored (the foreign key holds)', async () => {
    await rolledBack(async (tx) => {
      await expect(
        messages.insertMessagesAndDeliveries(tx, [], [key(uniqueId('ep'), uniqueId('msg'))]),
      ).rejects.toThrow(/foreign key/);
    });
  });
});
