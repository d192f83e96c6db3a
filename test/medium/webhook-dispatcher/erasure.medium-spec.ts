import { Logger } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ErasureCommandV1 } from '@app/contracts';
import { MetricsService } from '@app/observability';
import {
  ConsumerErasure,
  ConsumerPrivacySettings,
  ContactHasher,
  ErasedContacts,
  ErasureStep,
} from '@app/privacy';
import { OutcomesRepository } from '../../../apps/webhook-dispatcher/src/delivery/outcomes.repository';
import { ErasureRepository } from '../../../apps/webhook-dispatcher/src/privacy/erasure.repository';
import { uniqueId } from '../../factories/deliveries.factory';
import { dispatcherDatabase } from '../medium-env';

// A consumer's erasure (ConsumerErasure, with the dispatcher's steps) and its tombstone check
// (ErasedContacts) against the real Postgres, in batches of 2 so that every path takes several:
// exact counts after a crash half-way, nothing done twice, and what an attempt in flight finds.
// Every delivery here is settled (never due), so the claim specs running beside never take one.

describe('consumer erasure (Postgres, the webhook dispatcher schema)', () => {
  let db: DataSource;
  let metrics: MetricsService;
  let tombstones: ErasedContacts;
  const settings: ConsumerPrivacySettings = {
    hashKey: randomBytes(32).toString('base64'),
    metricsName: 'medium_erasure',
    batchSize: 2,
  };
  const repository = new ErasureRepository();

  beforeAll(async () => {
    db = await dispatcherDatabase();
    metrics = new MetricsService();
    tombstones = new ErasedContacts(new ContactHasher(settings.hashKey), settings, metrics);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await db.destroy();
  });

  const erasure = (steps: ErasureStep[] = repository.erasure.steps) =>
    new ConsumerErasure(db, tombstones, { tables: repository.erasure.tables, steps }, settings);

  /** `n` messages of the contact, each with a delivery to each endpoint and `attempts` attempts of each. */
  async function seed(
    workspaceId: string,
    contactId: string,
    n: number,
    endpoints: string[],
    attempts: number,
  ) {
    const ids = Array.from({ length: n }, () => uniqueId('msg'));
    await db.query(
      `INSERT INTO messages (id, workspace_id, type, body, contact_id)
       SELECT id, $2, 'event.recorded', '{"data":{"contactId":"' || $3 || '"}}', $3 FROM unnest($1::text[]) AS id`,
      [ids, workspaceId, contactId],
    );
    await db.query(
      `INSERT INTO deliveries (endpoint_id, message_id, workspace_id, type, status, next_attempt_at)
       SELECT e, m, $3, 'event.recorded', 'delivered', NULL FROM unnest($1::text[]) AS e, unnest($2::text[]) AS m`,
      [endpoints, ids, workspaceId],
    );
    await db.query(
      `INSERT INTO attempts (endpoint_id, message_id, attempted_at, status_code, duration_ms, response_body)
       SELECT d.endpoint_id, d.message_id, now(), 200, 5, 'thanks'
         FROM deliveries d, generate_series(1, $2)
        WHERE d.message_id = ANY($1::text[])`,
      [ids, attempts],
    );
    return ids;
  }

  const left = async (workspaceId: string, contactId: string) => {
    const [row] = await db.query(
      `SELECT (SELECT count(*)::int FROM messages WHERE workspace_id = $1 AND contact_id = $2) AS messages,
              (SELECT count(*)::int FROM deliveries d JOIN messages m ON m.id = d.message_id
                WHERE m.workspace_id = $1 AND m.contact_id = $2) AS deliveries,
              (SELECT count(*)::int FROM attempts a JOIN messages m ON m.id = a.message_id
                WHERE m.workspace_id = $1 AND m.contact_id = $2) AS attempts`,
      [workspaceId, contactId],
    );
    return row as { messages: number; deliveries: number; attempts: number };
  };
  const recorded = async (requestId: string) =>
    (await db.query(`SELECT removed, completed_at FROM erasures WHERE request_id = $1`, [requestId]))[0] as
      { removed: Record<string, number>; completed_at: Date | null } | undefined;
  const command = (workspaceId: string, contactIds: string[]): ErasureCommandV1 => ({
    requestId: randomUUID(),
    workspaceId,
    contactIds,
    requestedAt: new Date().toISOString(),
  });

  it("deletes the contacts' messages, deliveries and attempts in batches, with exact counts, and nobody else's", async () => {
    const ws = randomUUID();
    const endpoints = [uniqueId('ep'), uniqueId('ep')];
    await seed(ws, 'a', 5, endpoints, 2);
    await seed(ws, 'b', 1, endpoints, 1);
    await seed(ws, 'keep', 2, endpoints, 1);
    const other = randomUUID();
    await seed(other, 'a', 1, endpoints, 1);

    const erase = command(ws, ['a', 'b']);
    expect(await erasure().erase(erase)).toBe('completed');
    expect((await recorded(erase.requestId))?.removed).toEqual({ messages: 6, deliveries: 12, attempts: 22 });
    expect((await recorded(erase.requestId))?.completed_at).toBeInstanceOf(Date);
    for (const contact of ['a', 'b'])
      expect(await left(ws, contact)).toEqual({ messages: 0, deliveries: 0, attempts: 0 });
    expect(await left(ws, 'keep')).toEqual({ messages: 2, deliveries: 4, attempts: 4 });
    // The same contactId in another workspace is another contact.
    expect(await left(other, 'a')).toEqual({ messages: 1, deliveries: 2, attempts: 2 });

    // A command of a completed request does nothing, even if rows naming the contact came since.
    await seed(ws, 'a', 1, endpoints, 1);
    expect(await erasure().erase(erase)).toBe('already-completed');
    expect((await recorded(erase.requestId))?.removed).toEqual({ messages: 6, deliveries: 12, attempts: 22 });
    expect((await left(ws, 'a')).messages).toBe(1);
  });

  it('resumes after a crash half-way with counts that match what is gone, and finishes them exactly', async () => {
    const ws = randomUUID();
    await seed(ws, 'a', 7, [uniqueId('ep')], 1);
    const erase = command(ws, ['a']);
    // Crashes in its third batch: after two committed batches of 2 messages each.
    let batches = 0;
    const crashing: ErasureStep = async (tx, target, limit) => {
      if (++batches === 3) throw new Error('killed');
      return repository.deleteMessages(tx, target, limit);
    };
    await expect(erasure([crashing]).erase(erase)).rejects.toThrow('killed');
    expect(await recorded(erase.requestId)).toEqual({
      removed: { messages: 4, deliveries: 4, attempts: 4 },
      completed_at: null,
    });
    expect(await left(ws, 'a')).toEqual({ messages: 3, deliveries: 3, attempts: 3 });

    // The command again (redelivered, or republished by the gateway): goes on from there.
    expect(await erasure().erase(erase)).toBe('completed');
    expect((await recorded(erase.requestId))?.removed).toEqual({ messages: 7, deliveries: 7, attempts: 7 });
    expect(await left(ws, 'a')).toEqual({ messages: 0, deliveries: 0, attempts: 0 });
  });

  it('keeps a tombstone per contact: a message recorded before the erasure is dropped, one recorded after kept', async () => {
    const ws = randomUUID();
    const erase = command(ws, ['a']);
    const before = new Date(Date.now() - 60_000).toISOString();
    await erasure().erase(erase);
    const after = new Date(Date.now() + 1000).toISOString();
    const mention = (contactId: string, receivedAt: string, workspaceId = ws) => ({
      workspaceId,
      contactId,
      receivedAt,
      topic: 'conversions.recorded-events.v1',
    });
    const items = [
      mention('a', before),
      mention('a', after),
      mention('b', before),
      mention('a', before, randomUUID()),
      null,
    ];
    const kept = await db.transaction((tx) => tombstones.keep(tx, items, (m) => m));
    expect(kept).toEqual([items[1], items[2], items[3], null]);
    const dropped = await metrics.registry
      .getSingleMetric('medium_erasure_erased_contact_messages_dropped_total')
      ?.get();
    expect(dropped?.values).toEqual([{ labels: { topic: 'conversions.recorded-events.v1' }, value: 1 }]);

    // Erased again by a later request: the later time stands (what came between goes too).
    const [{ erased_at: first }] = await db.query(
      `SELECT erased_at FROM erased_contacts WHERE workspace_id = $1`,
      [ws],
    );
    await erasure().erase(command(ws, ['a']));
    const [{ erased_at: second }] = await db.query(
      `SELECT erased_at FROM erased_contacts WHERE workspace_id = $1`,
      [ws],
    );
    expect(second.getTime()).toBeGreaterThan(first.getTime());
  });

  it('an attempt in flight when its delivery was erased is not recorded, and the rest of its batch is', async () => {
    const ws = randomUUID();
    const endpoint = uniqueId('ep');
    const [erased] = await seed(ws, 'a', 1, [endpoint], 0);
    const [kept] = await seed(ws, 'keep', 1, [endpoint], 0);
    await erasure().erase(command(ws, ['a']));
    const attempt = (messageId: string) => ({
      endpointId: endpoint,
      messageId,
      attemptedAt: new Date(),
      statusCode: 200,
      durationMs: 5,
      error: null,
      responseBody: 'thanks',
    });
    await new OutcomesRepository(db).record([attempt(erased), attempt(kept)], [], []);
    const rows: { message_id: string }[] = await db.query(
      `SELECT message_id FROM attempts WHERE endpoint_id = $1`,
      [endpoint],
    );
    expect(rows).toEqual([{ message_id: kept }]);
  });
});
