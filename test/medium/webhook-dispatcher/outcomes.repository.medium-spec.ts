import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutcomeRecorder } from '../../../apps/webhook-dispatcher/src/delivery/outcome-recorder';
import {
  AttemptRow,
  DeliveryUpdate,
  OutcomesRepository,
} from '../../../apps/webhook-dispatcher/src/delivery/outcomes.repository';
import { RESPONSE_BODY_LIMIT } from '../../../apps/webhook-dispatcher/src/delivery/webhook-sender';
import { deliveryRow, insertDeliveries, SeededDelivery, uniqueId } from '../../factories/deliveries.factory';
import { dispatcherDatabase } from '../medium-env';

// The outcome SQL of the delivery engine (OutcomesRepository, as OutcomeRecorder batches it)
// against the real Postgres. Every row here is held under a lease in the future, as a claim
// leaves it, and every retry it schedules is a day away, so the claim specs running beside never
// see one of its rows come due (their backlog count is of the whole table).

describe('OutcomesRepository (Postgres)', () => {
  let db: DataSource;
  let outcomes: OutcomesRepository;

  beforeAll(async () => {
    db = await dispatcherDatabase();
    outcomes = new OutcomesRepository(db);
  });
  afterAll(() => db.destroy());

  /** Deliveries as a claim leaves them: next_attempt_at is the lease, the outcome's fence. */
  async function claimed(
    n: number,
    endpointId = uniqueId('ep'),
  ): Promise<(SeededDelivery & { lease: Date })[]> {
    const lease = new Date(Date.now() + 86_400_000);
    const rows = await insertDeliveries(
      db,
      Array.from({ length: n }, () => ({ endpointId, dueAt: lease, lastError: 'earlier' })),
    );
    return rows.map((r) => ({ ...r, lease }));
  }
  const attempt = (d: SeededDelivery, fields: Partial<AttemptRow> = {}): AttemptRow => ({
    endpointId: d.endpointId,
    messageId: d.messageId,
    attemptedAt: new Date(),
    statusCode: 200,
    durationMs: 12,
    error: null,
    responseBody: 'ok',
    ...fields,
  });
  const update = (
    d: SeededDelivery & { lease: Date },
    fields: Partial<DeliveryUpdate> = {},
  ): DeliveryUpdate => ({
    endpointId: d.endpointId,
    messageId: d.messageId,
    leaseUntil: d.lease,
    status: 'delivered',
    scheduleStep: 0,
    nextAttemptAt: null,
    attemptedAt: new Date(),
    lastError: null,
    ...fields,
  });
  const attemptsOf = (d: SeededDelivery) =>
    db.query(
      `SELECT status_code, duration_ms, error, response_body FROM attempts WHERE endpoint_id = $1 AND message_id = $2 ORDER BY id`,
      [d.endpointId, d.messageId],
    );

  it('writes a batch in one statement: attempt rows, each delivery its new state, and endpoint health', async () => {
    const [ok, retry, released] = await claimed(3);
    const at = new Date(Date.now() - 500);
    const retryAt = new Date(Date.now() + 86_400_000);
    const result = await outcomes.record(
      [
        attempt(ok, { attemptedAt: at }),
        attempt(retry, { attemptedAt: at, statusCode: 500, error: 'answered 500', responseBody: 'boom' }),
      ],
      [
        update(ok, { attemptedAt: at }),
        update(retry, {
          status: 'failing',
          scheduleStep: 1,
          nextAttemptAt: retryAt,
          attemptedAt: at,
          lastError: 'answered 500',
        }),
        update(released, { status: 'pending', nextAttemptAt: retryAt, attemptedAt: null }),
      ],
      [{ endpointId: ok.endpointId, lastSuccessAt: null, failingSince: at }],
    );
    expect(result.updated).toBe(3);
    expect(result.health).toEqual([{ endpointId: ok.endpointId, failingSince: at }]);
    expect(await deliveryRow(db, ok.endpointId, ok.messageId)).toMatchObject({
      status: 'delivered',
      attempt_count: 1,
      next_attempt_at: null,
      last_attempt_at: at,
      last_error: null,
    });
    expect(await deliveryRow(db, retry.endpointId, retry.messageId)).toMatchObject({
      status: 'failing',
      attempt_count: 1,
      schedule_step: 1,
      next_attempt_at: retryAt,
      last_error: 'answered 500',
    });
    // A release moves the due time only: no attempt counted, the last error kept.
    expect(await deliveryRow(db, released.endpointId, released.messageId)).toMatchObject({
      status: 'pending',
      attempt_count: 0,
      next_attempt_at: retryAt,
      last_attempt_at: null,
      last_error: 'earlier',
    });
    expect(await attemptsOf(retry)).toEqual([
      { status_code: 500, duration_ms: 12, error: 'answered 500', response_body: 'boom' },
    ]);
    expect(await attemptsOf(released)).toEqual([]);
  });

  it('stores a response body cut at the 4 KiB limit whole, multi-byte characters included', async () => {
    const [d] = await claimed(1);
    const body = 'é'.repeat(RESPONSE_BODY_LIMIT / 2); // 4096 bytes of UTF-8
    await outcomes.record([attempt(d, { responseBody: body })], [update(d)], []);
    const [row] = await attemptsOf(d);
    expect(Buffer.byteLength(row.response_body)).toBe(RESPONSE_BODY_LIMIT);
    expect(row.response_body).toBe(body);
  });

  it('a second write of an outcome changes nothing: its lease no longer matches (its attempt is kept)', async () => {
    const [d] = await claimed(1);
    const first = update(d, {
      status: 'failing',
      scheduleStep: 1,
      nextAttemptAt: new Date(Date.now() + 86_400_000),
      lastError: 'answered 500',
    });
    expect((await outcomes.record([attempt(d, { statusCode: 500 })], [first], [])).updated).toBe(1);
    const after = await deliveryRow(db, d.endpointId, d.messageId);
    expect((await outcomes.record([attempt(d, { statusCode: 500 })], [first], [])).updated).toBe(0);
    expect(await deliveryRow(db, d.endpointId, d.messageId)).toEqual(after);
    expect(after).toMatchObject({ attempt_count: 1, schedule_step: 1 });
    expect(await attemptsOf(d)).toHaveLength(2);
  });

  it('keeps the earliest failing_since while failures go on; a success clears it', async () => {
    const endpointId = uniqueId('ep');
    const t = (s: number) => new Date(Date.UTC(2026, 10, 21, 13, 0, s));
    const health = (lastSuccessAt: Date | null, failingSince: Date | null) => [
      { endpointId, lastSuccessAt, failingSince },
    ];
    expect((await outcomes.record([], [], health(null, t(1)))).health).toEqual([
      { endpointId, failingSince: t(1) },
    ]);
    expect((await outcomes.record([], [], health(null, t(5)))).health).toEqual([
      { endpointId, failingSince: t(1) },
    ]);
    expect((await outcomes.record([], [], health(t(6), t(7)))).health).toEqual([
      { endpointId, failingSince: t(7) },
    ]);
    expect((await outcomes.record([], [], health(t(8), null))).health).toEqual([
      { endpointId, failingSince: null },
    ]);
  });

  it('OutcomeRecorder batches what arrives together into statements of at most maxBatch outcomes', async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const recorded: number[] = [];
    const record = outcomes.record.bind(outcomes);
    const spy = jest.spyOn(outcomes, 'record').mockImplementation((a, u, h) => {
      recorded.push(u.length);
      return record(a, u, h);
    });
    const recorder = new OutcomeRecorder(outcomes, { flushMs: 20, maxBatch: 2 });
    const rows = await claimed(5);
    for (const d of rows) recorder.add({ update: update(d), attempt: attempt(d), health: 'success' });
    await recorder.close();
    spy.mockRestore();
    expect(recorded).toEqual([2, 2, 1]);
    for (const d of rows) expect((await deliveryRow(db, d.endpointId, d.messageId)).status).toBe('delivered');
  });
});
