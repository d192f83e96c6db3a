import { createSecretKey, randomBytes } from 'node:crypto';
import { Registry } from 'prom-client';
import { loadEnv, WebhookDispatcherEnv } from '@app/config';
import { MetricsService } from '@app/observability';
import { DueSignal } from '../due-signal';
import { webhookDispatcherSettings } from '../webhook-dispatcher-settings';
import { AttemptRunner } from './attempt-runner';
import { CircuitBreaker } from './circuit-breaker';
import { ClaimPlanner } from './claim-planner';
import { ClaimedDelivery, ClaimRequest, ClaimResult, ClaimsRepository } from './claims.repository';
import { DeliveryGauges } from './delivery-gauges';
import { DeliveryLanes } from './delivery-lanes';
import { DeliveryLoop } from './delivery-loop.service';
import { DeliveryMetrics } from './delivery-metrics';
import { DeliverySettings } from './delivery-settings';
import { EndpointDirectory, EndpointEntry } from './endpoint-directory';
import { EndpointHealth } from './endpoint-health.service';
import { EndpointsRepository } from './endpoints.repository';
import { OutcomeRecorder } from './outcome-recorder';
import {
  AttemptRow,
  DeliveryUpdate,
  HealthUpdate,
  OutcomesRepository,
  RecordResult,
} from './outcomes.repository';
import { RetrySchedule } from './retry-schedule';
import { AttemptResult, attemptResult, SendRequest, WebhookSender } from './webhook-sender';

/**
 * The whole delivery engine, wired as DeliveryModule wires it, with the storage, the directory
 * and HTTP replaced by fakes: the specs of the loop and of endpoint health run it for a moment
 * and read what it wrote. Test code only (no spec of its own).
 */

const TEST_KEYS = `k1:${randomBytes(32).toString('base64')}`;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function delivery(
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

export function endpoint(id: string, fields: Partial<EndpointEntry> = {}): EndpointEntry {
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

export function answer(fields: Partial<AttemptResult>): AttemptResult {
  return attemptResult({ attemptedAt: new Date(), durationMs: 5, ...fields });
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

export function harness(
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
    ...webhookDispatcherSettings(
      loadEnv(WebhookDispatcherEnv, {
        WEBHOOK_SECRET_KEYS: TEST_KEYS,
        PRIVACY_HASH_KEY: `${'B'.repeat(43)}=`,
      }),
    ).delivery.engine,
    maxInFlight: 100,
    maxInFlightPerEndpoint: 4,
    claimLeaseMs: 60_000,
    pollMs: 10,
    requestTimeoutMs: 1000,
    disableAfterSeconds: 3600,
    backlogRefreshMs: 60_000,
    ...overrides,
  };
  const schedule = new RetrySchedule([5000, 60_000], 0);
  const claims = repository as unknown as ClaimsRepository;
  const lanes = new DeliveryLanes(settings);
  const recorder = new OutcomeRecorder(repository as unknown as OutcomesRepository, {
    flushMs: 5,
    maxBatch: 100,
  });
  const dir = directory as unknown as EndpointDirectory;
  const health = new EndpointHealth(
    recorder,
    repository as unknown as EndpointsRepository,
    claims,
    dir,
    circuits,
    lanes,
    schedule,
    metrics,
    settings,
  );
  const send = sender as unknown as WebhookSender;
  const loop = new DeliveryLoop(
    new DueSignal(),
    new ClaimPlanner(claims, lanes, circuits, metrics, settings),
    lanes,
    dir,
    new AttemptRunner(send, schedule, recorder, health, metrics),
    health,
    recorder,
    send,
    new DeliveryGauges(claims, circuits, metrics, settings),
    settings,
  );
  const run = async (...batches: ClaimedDelivery[][]) => {
    repository.batches.push(...batches);
    loop.onApplicationBootstrap();
    await sleep(80);
    await loop.beforeApplicationShutdown();
  };
  const update = (messageId: string) => repository.updates.find((u) => u.messageId === messageId);
  return { repository, directory, sent, circuits, metrics, run, update };
}
