import { DataSource } from 'typeorm';
import {
  ClaimRequest,
  ClaimsRepository,
} from '../../../apps/webhook-dispatcher/src/delivery/claims.repository';
import { deliveryRow, insertDeliveries, uniqueId } from '../../factories/deliveries.factory';
import { dispatcherDatabase } from '../medium-env';

// The claim SQL of the delivery engine (ClaimsRepository) against the real Postgres.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ago = (ms: number) => new Date(Date.now() - ms);

describe('ClaimsRepository (Postgres)', () => {
  let db: DataSource;
  let claims: ClaimsRepository;
  const request = (fields: Partial<ClaimRequest> = {}): ClaimRequest => ({
    limit: 10,
    window: 100,
    skip: [],
    caps: [],
    perEndpoint: 10,
    leaseMs: 60_000,
    ...fields,
  });
  const ids = (claimed: { messageId: string }[]) => claimed.map((d) => d.messageId).sort();

  beforeAll(async () => {
    db = await dispatcherDatabase();
    claims = new ClaimsRepository(db);
  });
  afterAll(() => db.destroy());
  // Each spec sees only its own due rows: what an earlier one left due moves a day away.
  beforeEach(() =>
    db.query(
      `UPDATE deliveries SET next_attempt_at = now() + interval '1 day' WHERE next_attempt_at <= now()`,
    ),
  );

  it('claims due deliveries oldest first, within the limit, and never one not yet due', async () => {
    const ep = uniqueId('ep');
    const rows = await insertDeliveries(db, [
      { endpointId: ep, dueAt: ago(3000) },
      { endpointId: ep, dueAt: ago(5000) },
      { endpointId: ep, dueAt: ago(1000) },
      { endpointId: ep, dueAt: ago(4000) },
      { endpointId: ep, dueAt: new Date(Date.now() + 3_600_000) },
    ]);
    const result = await claims.claim(request({ limit: 2 }));
    expect(ids(result.deliveries)).toEqual(ids([rows[1], rows[3]]));
    expect(result.seen).toBe(4);
    expect(result.deliveries[0]).toMatchObject({
      endpointId: ep,
      status: 'pending',
      attemptCount: 0,
      scheduleStep: 0,
    });
    const byId = new Map(rows.map((r) => [r.messageId, r]));
    for (const d of result.deliveries) expect(d.body).toBe(byId.get(d.messageId)!.body);
  });

  it('moves each claimed row a lease ahead and returns that lease, as stored, as its fence', async () => {
    const ep = uniqueId('ep');
    await insertDeliveries(db, [{ endpointId: ep }, { endpointId: ep }]);
    const before = Date.now();
    const { deliveries } = await claims.claim(request({ leaseMs: 60_000 }));
    expect(deliveries).toHaveLength(2);
    for (const d of deliveries) {
      expect(d.leaseUntil.getTime()).toBeGreaterThanOrEqual(before + 59_000);
      expect(d.leaseUntil.getTime()).toBeLessThan(Date.now() + 61_000);
      const row = await deliveryRow(db, d.endpointId, d.messageId);
      expect(row.next_attempt_at!.getTime()).toBe(d.leaseUntil.getTime());
    }
    expect((await claims.claim(request())).deliveries).toEqual([]);
  });

  it('gives a claimed row to a claim again only when its lease has ended', async () => {
    const ep = uniqueId('ep');
    const [row] = await insertDeliveries(db, [{ endpointId: ep }]);
    expect(ids((await claims.claim(request({ leaseMs: 300 }))).deliveries)).toEqual([row.messageId]);
    expect((await claims.claim(request())).deliveries).toEqual([]);
    await sleep(400);
    expect(ids((await claims.claim(request())).deliveries)).toEqual([row.messageId]);
  });

  it('steps over rows another claimer holds (SKIP LOCKED) instead of waiting for them', async () => {
    const ep = uniqueId('ep');
    const rows = await insertDeliveries(
      db,
      Array.from({ length: 6 }, () => ({ endpointId: ep })),
    );
    const holder = db.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query(
        `SELECT 1 FROM deliveries WHERE endpoint_id = $1 AND message_id = ANY($2::text[]) FOR UPDATE`,
        [ep, [rows[0].messageId, rows[1].messageId]],
      );
      let timer: NodeJS.Timeout | undefined;
      const claimed = await Promise.race([
        claims.claim(request()),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('the claim waited for the locked rows')), 5000);
        }),
      ]).finally(() => clearTimeout(timer));
      expect(ids(claimed.deliveries)).toEqual(ids(rows.slice(2)));
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
  });

  it('two concurrent claimers never take the same row; with a third claim, every row exactly once', async () => {
    const seeds = Array.from({ length: 40 }, (_, i) => ({ endpointId: uniqueId(`ep${i % 8}`) }));
    const rows = await insertDeliveries(db, seeds);
    const [a, b] = await Promise.all([
      claims.claim(request({ limit: 25 })),
      claims.claim(request({ limit: 25 })),
    ]);
    const c = await claims.claim(request({ limit: 40 }));
    const taken = [...a.deliveries, ...b.deliveries, ...c.deliveries].map((d) => d.messageId);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.sort()).toEqual(ids(rows));
  });

  it('takes at most perEndpoint rows of an endpoint, or its cap: none for a cap of 0', async () => {
    const [epA, epB, epC] = [uniqueId('ep_a'), uniqueId('ep_b'), uniqueId('ep_c')];
    await insertDeliveries(
      db,
      [epA, epB, epC].flatMap((endpointId) => Array.from({ length: 4 }, () => ({ endpointId }))),
    );
    const { deliveries } = await claims.claim(
      request({
        perEndpoint: 2,
        caps: [
          { endpointId: epA, slots: 0 },
          { endpointId: epB, slots: 1 },
        ],
      }),
    );
    const count = (ep: string) => deliveries.filter((d) => d.endpointId === ep).length;
    expect([count(epA), count(epB), count(epC)]).toEqual([0, 1, 2]);
  });

  it("reads a window of the oldest due rows; a deep claim steps over a backlog's endpoint to the rows behind", async () => {
    const [slow, other] = [uniqueId('ep_slow'), uniqueId('ep_other')];
    const backlog = await insertDeliveries(
      db,
      Array.from({ length: 5 }, (_, i) => ({ endpointId: slow, dueAt: ago(10_000 - i) })),
    );
    const behind = await insertDeliveries(db, [
      { endpointId: other, dueAt: ago(2000) },
      { endpointId: other, dueAt: ago(1000) },
    ]);
    const fast = await claims.claim(request({ window: 3, perEndpoint: 1 }));
    expect(fast.seen).toBe(3);
    expect(ids(fast.deliveries)).toEqual([backlog[0].messageId]);
    const deep = await claims.claim(
      request({ window: 3, perEndpoint: 1, skip: [slow], caps: [{ endpointId: other, slots: 2 }] }),
    );
    expect(deep.seen).toBe(2);
    expect(ids(deep.deliveries)).toEqual(ids(behind));
  });

  it("parks an endpoint's due rows until a time, a batch at most, leaving other rows alone", async () => {
    const [epA, epB] = [uniqueId('ep_a'), uniqueId('ep_b')];
    const later = new Date(Date.now() + 3_600_000);
    const rows = await insertDeliveries(db, [
      ...Array.from({ length: 5 }, (_, i) => ({
        endpointId: epA,
        dueAt: ago(5000 - i),
        status: 'failing' as const,
        scheduleStep: 2,
      })),
      { endpointId: epA, dueAt: later },
      { endpointId: epB },
    ]);
    const until = new Date(Date.now() + 30_000);
    expect(await claims.park(epA, until, 3)).toBe(3);
    const after = await Promise.all(rows.map((r) => deliveryRow(db, r.endpointId, r.messageId)));
    expect(after.slice(0, 3).map((r) => r.next_attempt_at!.getTime())).toEqual(
      [until, until, until].map((d) => d.getTime()),
    );
    expect(after.slice(0, 3).map((r) => [r.status, r.schedule_step, r.attempt_count])).toEqual(
      Array(3).fill(['failing', 2, 0]),
    );
    expect(after[3].next_attempt_at!.getTime()).toBe(rows[3].dueAt!.getTime());
    expect(after[5].next_attempt_at!.getTime()).toBe(later.getTime());
    expect(after[6].next_attempt_at!.getTime()).toBe(rows[6].dueAt!.getTime());
  });

  it('counts the due backlog and the age of its oldest row', async () => {
    const ep = uniqueId('ep');
    await insertDeliveries(db, [
      { endpointId: ep, dueAt: ago(30_000) },
      { endpointId: ep },
      { endpointId: ep },
    ]);
    const backlog = await claims.backlog();
    expect(backlog.due).toBe(3);
    expect(backlog.oldestAgeSeconds).toBeGreaterThanOrEqual(30);
    expect(backlog.oldestAgeSeconds).toBeLessThan(60);
  });
});
