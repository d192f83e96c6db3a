import { createSecretKey } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Registry } from 'prom-client';
import { MetricsService } from '@app/observability';
import { CircuitBreaker } from './circuit-breaker';
import {
  AttemptRow,
  ClaimedDelivery,
  ClaimRequest,
  ClaimResult,
  DeliveriesRepository,
  DeliveryUpdate,
  HealthUpdate,
  RecordResult,
} from './deliveries.repository';
import { DeliveryMetrics } from './delivery-metrics';
import { DeliverySettings, DeliveryWorker } from './delivery-worker.service';
import { ONE_ATTEMPT_ROUND } from './delivery-states';
import { DueSignal } from './due-signal';
import { EndpointDirectory, EndpointEntry } from './endpoint-directory';
import { RetrySchedule } from './retry-schedule';
import { AttemptResult, SendRequest, WebhookSender } from './webhook-sender';

// The delivery rules with the storage, the directory and HTTP replaced by fakes.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function delivery(
  endpointId: string,
  messageId: string,
  fields: Partial<ClaimedDelivery> = {},
): ClaimedDelivery {
  return {
    endpointId,
    messageId,
    status: 'pending',
    attemptCount: 0,
    scheduleStep: 0,
    leaseUntil: new Date(Date.now() + 60_000),
    body: `{"id":"${messageId}"}`,
    ...fields,
  };
}

function endpoint(id: string, fields: Partial<EndpointEntry> = {}): EndpointEntry {
  return {
    id,
    url: `https://${id}.example.com/hooks`,
    enabled: true,
    offReason: null,
    enabledChangedAt: new Date(Date.now() - 86_400_000),
    enabledChangedBasis: '2026-11-20 13:00:00.123456+00',
    keys: [{ key: createSecretKey(Buffer.from('secret')), expiresAt: null }],
    keyProblem: null,
    ...fields,
  };
}

function answer(fields: Partial<AttemptResult>): AttemptResult {
  return {
    attemptedAt: new Date(),
    durationMs: 5,
    ok: false,
    refused: false,
    statusCode: null,
    error: null,
    responseBody: null,
    retryAfter: null,
    ...fields,
  };
}

class FakeRepository {
  batches: ClaimedDelivery[][] = [];
  claims: ClaimRequest[] = [];
  updates: DeliveryUpdate[] = [];
  attempts: AttemptRow[] = [];
  disabled: { endpointId: string; reason: string; basis: string }[] = [];
  parked: string[] = [];
  failingSince = new Map<string, Date>();

  async claim(request: ClaimRequest): Promise<ClaimResult> {
    this.claims.push(request);
    const deliveries = this.batches.shift() ?? [];
    return { deliveries, seen: deliveries.length };
  }
  async record(
    attempts: AttemptRow[],
    updates: DeliveryUpdate[],
    health: HealthUpdate[],
  ): Promise<RecordResult> {
    this.attempts.push(...attempts);
    this.updates.push(...updates);
    return {
      updated: updates.length,
      health: health.map((h) => ({
        endpointId: h.endpointId,
        failingSince: h.failingSince ? (this.failingSince.get(h.endpointId) ?? h.failingSince) : null,
      })),
    };
  }
  async disable(endpointId: string, reason: string, basis: string): Promise<boolean> {
    this.disabled.push({ endpointId, reason, basis });
    return true;
  }
  async park(endpointId: string): Promise<number> {
    this.parked.push(endpointId);
    return 0;
  }
  async backlog() {
    return { due: 0, oldestAgeSeconds: 0 };
  }
}

function harness(
  endpoints: Record<string, EndpointEntry | null>,
  answers: Record<string, (req: SendRequest) => AttemptResult | Promise<AttemptResult>>,
  overrides: Partial<DeliverySettings> = {},
) {
  const repository = new FakeRepository();
  const directory = {
    async get(ids: string[]) {
      return new Map(ids.map((id) => [id, endpoints[id] ?? null]));
    },
    peek: (id: string) => endpoints[id] ?? null,
    forget: () => undefined,
  };
  const sent: SendRequest[] = [];
  const sender = {
    async send(req: SendRequest) {
      sent.push(req);
      const id = new URL(req.url).hostname.split('.')[0];
      return answers[id](req);
    },
    close: async () => undefined,
  };
  const circuits = new CircuitBreaker(3, 60_000);
  const metrics = new DeliveryMetrics({ registry: new Registry() } as MetricsService);
  const settings: DeliverySettings = {
    maxInFlight: 100,
    maxInFlightPerEndpoint: 4,
    claimLeaseMs: 60_000,
    pollMs: 10,
    requestTimeoutMs: 1000,
    disableAfterSeconds: 3600,
    backlogRefreshMs: 60_000,
    recordFlushMs: 5,
    recordMaxBatch: 100,
    ...overrides,
  };
  const worker = new DeliveryWorker(
    repository as unknown as DeliveriesRepository,
    directory as unknown as EndpointDirectory,
    sender as unknown as WebhookSender,
    new RetrySchedule([5000, 60_000], 0),
    circuits,
    metrics,
    new DueSignal(),
    settings,
  );
  const run = async (...batches: ClaimedDelivery[][]) => {
    repository.batches.push(...batches);
    worker.onApplicationBootstrap();
    await sleep(80);
    await worker.beforeApplicationShutdown();
  };
  const update = (messageId: string) => repository.updates.find((u) => u.messageId === messageId);
  return { repository, sent, circuits, metrics, run, update };
}

describe('DeliveryWorker', () => {
  beforeAll(() => {
    for (const level of ['log', 'warn', 'error'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
    }
  });
  afterAll(() => jest.restoreAllMocks());

  it('sends a claimed delivery, signed with the endpoint keys, and records it delivered', async () => {
    const h = harness({ ep_a: endpoint('ep_a') }, { ep_a: () => answer({ ok: true, statusCode: 200 }) });
    const d = delivery('ep_a', 'msg_1');
    await h.run([d]);
    expect(h.sent.map(({ keys, ...rest }) => ({ ...rest, keys: keys.map((k) => k.export()) }))).toEqual([
      {
        url: 'https://ep_a.example.com/hooks',
        messageId: 'msg_1',
        body: d.body,
        keys: [Buffer.from('secret')],
      },
    ]);
    expect(h.update('msg_1')).toMatchObject({
      status: 'delivered',
      nextAttemptAt: null,
      lastError: null,
      leaseUntil: d.leaseUntil,
    });
    expect(h.repository.attempts).toHaveLength(1);
  });

  it('schedules a retry after a failure, and gives up when the schedule is used up', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      { ep_a: () => answer({ statusCode: 500, error: 'answered 500' }) },
    );
    const before = Date.now();
    await h.run([
      delivery('ep_a', 'msg_1'),
      delivery('ep_a', 'msg_2', { scheduleStep: 2, status: 'failing' }),
    ]);
    const retry = h.update('msg_1')!;
    expect(retry).toMatchObject({ status: 'failing', scheduleStep: 1, lastError: 'answered 500' });
    expect(retry.nextAttemptAt!.getTime() - before).toBeGreaterThanOrEqual(5000);
    expect(h.update('msg_2')).toMatchObject({
      status: 'failed',
      nextAttemptAt: null,
      lastError: 'answered 500',
    });
  });

  it('ends a redelivery round after its one attempt', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      { ep_a: () => answer({ statusCode: 500, error: 'answered 500' }) },
    );
    await h.run([delivery('ep_a', 'msg_1', { scheduleStep: ONE_ATTEMPT_ROUND })]);
    expect(h.update('msg_1')).toMatchObject({ status: 'failed', scheduleStep: ONE_ATTEMPT_ROUND });
  });

  it('honours Retry-After on a 429', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      { ep_a: () => answer({ statusCode: 429, error: 'answered 429', retryAfter: '30' }) },
    );
    const before = Date.now();
    await h.run([delivery('ep_a', 'msg_1')]);
    const wait = h.update('msg_1')!.nextAttemptAt!.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(30_000);
    expect(wait).toBeLessThan(31_000);
  });

  it('fails a delivery on a 410 and disables its endpoint, saying why', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      { ep_a: () => answer({ statusCode: 410, error: 'answered 410' }) },
    );
    await h.run([delivery('ep_a', 'msg_1')]);
    expect(h.update('msg_1')).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(h.repository.disabled).toEqual([
      {
        endpointId: 'ep_a',
        reason: expect.stringMatching(/^The endpoint answered 410 Gone on /),
        basis: '2026-11-20 13:00:00.123456+00',
      },
    ]);
  });

  it('disables an endpoint that has failed for longer than allowed', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      { ep_a: () => answer({ statusCode: 500, error: 'answered 500' }) },
      { disableAfterSeconds: 60 },
    );
    h.repository.failingSince.set('ep_a', new Date(Date.now() - 61_000));
    await h.run([delivery('ep_a', 'msg_1')]);
    expect(h.repository.disabled).toHaveLength(1);
    expect(h.repository.disabled[0].reason).toMatch(/^Every delivery has failed since .*more than 1 minute/);
  });

  it('ends deliveries of deleted and disabled endpoints without a request', async () => {
    const h = harness(
      { ep_off: endpoint('ep_off', { enabled: false, offReason: 'switched off through the API' }) },
      {},
    );
    await h.run([delivery('ep_gone', 'msg_1'), delivery('ep_off', 'msg_2')]);
    expect(h.sent).toEqual([]);
    expect(h.update('msg_1')).toMatchObject({
      status: 'failed',
      attemptedAt: null,
      lastError: 'not sent: the endpoint was deleted',
    });
    expect(h.update('msg_2')).toMatchObject({
      status: 'failed',
      lastError: 'not sent: the endpoint is disabled (switched off through the API)',
    });
  });

  it('records a refused delivery as a failed attempt with the reason, on the retry schedule', async () => {
    const reason = 'refused: 10.0.0.1 is a private address; deliveries only reach public addresses';
    const h = harness({ ep_a: endpoint('ep_a') }, { ep_a: () => answer({ refused: true, error: reason }) });
    await h.run([delivery('ep_a', 'msg_1')]);
    expect(h.update('msg_1')).toMatchObject({ status: 'failing', scheduleStep: 1, lastError: reason });
    expect(h.repository.attempts[0]).toMatchObject({ error: reason, statusCode: null });
  });

  it('opens the circuit after consecutive failures: the endpoint gets no slot in later claims', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      { ep_a: () => answer({ statusCode: 500, error: 'answered 500' }) },
    );
    await h.run([delivery('ep_a', 'm1'), delivery('ep_a', 'm2'), delivery('ep_a', 'm3')]);
    expect(h.circuits.state('ep_a', Date.now())).toBe('open');
    const last = h.repository.claims[h.repository.claims.length - 1];
    expect(last.caps).toContainEqual({ endpointId: 'ep_a', slots: 0 });
    expect(h.repository.parked).toContain('ep_a');
  });

  it('holds at most the per-endpoint cap in flight; a slow endpoint does not hold up another', async () => {
    let inFlightSlow = 0;
    let maxSlow = 0;
    const fastDone: number[] = [];
    const started = Date.now();
    const h = harness(
      { ep_slow: endpoint('ep_slow'), ep_fast: endpoint('ep_fast') },
      {
        ep_slow: async () => {
          maxSlow = Math.max(maxSlow, ++inFlightSlow);
          await sleep(50);
          inFlightSlow--;
          return answer({ error: 'timeout' });
        },
        ep_fast: () => {
          fastDone.push(Date.now() - started);
          return answer({ ok: true, statusCode: 200 });
        },
      },
    );
    const slow = Array.from({ length: 8 }, (_, i) => delivery('ep_slow', `s${i}`));
    const fast = Array.from({ length: 4 }, (_, i) => delivery('ep_fast', `f${i}`));
    await h.run([...slow, ...fast]);
    expect(maxSlow).toBe(4);
    expect(fastDone).toHaveLength(4);
    expect(Math.max(...fastDone)).toBeLessThan(40);
  });

  it('gives queued deliveries back on shutdown, unattempted', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      {
        ep_a: async () => {
          await sleep(150);
          return answer({ ok: true, statusCode: 200 });
        },
      },
    );
    const claimed = Array.from({ length: 6 }, (_, i) =>
      delivery('ep_a', `m${i}`, { status: 'failing', scheduleStep: 1 }),
    );
    await h.run(claimed);
    expect(h.sent).toHaveLength(4);
    for (const id of ['m4', 'm5']) {
      expect(h.update(id)).toMatchObject({ status: 'failing', scheduleStep: 1, attemptedAt: null });
      expect(h.update(id)!.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    for (const id of ['m0', 'm1', 'm2', 'm3']) expect(h.update(id)).toMatchObject({ status: 'delivered' });
  });
});
