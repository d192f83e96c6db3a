import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { CliEnv, loadEnv, WebhookDispatcherEnv } from '@app/config';
import { schemaName } from '@app/database';
import { createWorkspaceWithKey } from '@app/testing';
import { eventMessageId } from '@app/webhooks';
import { createWebhookDispatcherApp } from '../../apps/webhook-dispatcher/src/app';
import { startAttribution } from './attribution';
import { specConsumerGroup } from './consumer-group';
import { eventBody, postBatch, postEvent } from './events';
import { startGateway } from './gateway';
import { prepareStack } from './services';
import { until } from './wait';
import { WebhookReceiver } from './webhook-receiver';
import { runLogDestination } from './run-logs';

/**
 * What the webhook tests share: a real dispatcher in-process, an isolated stack per spec file,
 * the endpoint API as integrators call it, and reads of the dispatcher's delivery tables.
 */

/** The loopback ranges the tests' own receivers run under (WEBHOOK_ALLOWED_CIDRS, an operator's allow-list). */
export const LOOPBACK_CIDRS = '127.0.0.0/8,::1/128';

/**
 * Delivery timings shrunk so that a spec takes seconds: two quick retries without jitter, a fast
 * poll, a circuit that probes again soon, an endpoint cache short enough that a rotation or a
 * re-enable is seen at once.
 */
export const TEST_DELIVERY_TIMINGS: Record<string, string> = {
  WEBHOOK_RETRY_SCHEDULE: '200ms,200ms',
  WEBHOOK_RETRY_JITTER_PERCENT: '0',
  WEBHOOK_POLL_MS: '50',
  WEBHOOK_REQUEST_TIMEOUT_MS: '5000',
  WEBHOOK_CONNECT_TIMEOUT_MS: '1000',
  WEBHOOK_CLAIM_LEASE_MS: '10000',
  WEBHOOK_CIRCUIT_OPEN_MS: '500',
  WEBHOOK_ENDPOINT_CACHE_MS: '100',
};

/** The consumer group of the dispatchers this spec file starts (all replicas of it share it). */
export function webhookDispatcherGroup(topicPrefix?: string): string {
  return specConsumerGroup('webhook-dispatcher', topicPrefix);
}

/**
 * A real webhook dispatcher (real Postgres and Kafka, no HTTP listener: tests inject), consuming
 * and delivering. By default it allows plain http and loopback receivers, with test timings;
 * `overrides` wins over both (the SSRF spec sets WEBHOOK_ALLOWED_CIDRS back to empty).
 */
export async function startWebhookDispatcher(
  overrides: Record<string, string> = {},
): Promise<NestFastifyApplication> {
  const app = await createWebhookDispatcherApp(
    loadEnv(WebhookDispatcherEnv, {
      ...process.env,
      WEBHOOK_DISPATCHER_PORT: '0',
      KAFKA_CONSUMER_GROUP: webhookDispatcherGroup(overrides.KAFKA_TOPIC_PREFIX),
      WEBHOOK_ALLOWED_CIDRS: LOOPBACK_CIDRS,
      WEBHOOK_ALLOW_HTTP: 'true',
      ...TEST_DELIVERY_TIMINGS,
      ...overrides,
    }),
    runLogDestination(),
  );
  await app.init();
  await app.startAllMicroservices();
  return app;
}

/**
 * Schema and topic prefixes of the spec file's own, migrated and created. Every dispatcher claims
 * any due delivery of its schema: without this, one file's dispatcher (say, the SSRF spec's, with
 * the default allow-list) would take and refuse another file's deliveries. Global teardown drops
 * them with the run (they start with the run's prefixes).
 */
export async function isolatedStack(name: string): Promise<Record<string, string>> {
  const isolated = {
    DATABASE_SCHEMA_PREFIX: `${process.env.DATABASE_SCHEMA_PREFIX}${name}_`,
    KAFKA_TOPIC_PREFIX: `${process.env.KAFKA_TOPIC_PREFIX}${name}.`,
  };
  await prepareStack(loadEnv(CliEnv, { ...process.env, ...isolated }));
  return isolated;
}

export interface CreatedEndpoint {
  id: string;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  /** Shown once, at creation. */
  secret: string;
  [field: string]: unknown;
}

/** The endpoint API of one workspace, as an integrator calls it (Fastify inject, no socket). */
export class WebhookEndpoints {
  constructor(
    private readonly gateway: NestFastifyApplication,
    readonly workspaceId: string,
    private readonly key: string,
  ) {}

  request(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) {
    return this.gateway.inject({
      method,
      url: `/v1/workspaces/${this.workspaceId}/webhook-endpoints${path}`,
      headers: { authorization: `Bearer ${this.key}` },
      ...(payload ? { payload } : {}),
    });
  }

  /** Creates an endpoint; throws with the API's answer unless it is a 201. */
  async create(body: { url: string; eventTypes?: string[]; description?: string }): Promise<CreatedEndpoint> {
    const res = await this.request('POST', '', body);
    if (res.statusCode !== 201)
      throw new Error(`creating an endpoint answered ${res.statusCode}: ${res.body}`);
    return res.json();
  }

  get(id: string) {
    return this.request('GET', `/${id}`);
  }

  update(id: string, body: object) {
    return this.request('PATCH', `/${id}`, body);
  }

  rotateSecret(id: string, graceSeconds?: number) {
    return this.request('POST', `/${id}/rotate-secret`, graceSeconds === undefined ? {} : { graceSeconds });
  }

  sendTest(id: string) {
    return this.request('POST', `/${id}/test`, {});
  }

  recover(id: string, since: string, until?: string) {
    return this.request('POST', `/${id}/recover`, until ? { since, until } : { since });
  }

  redeliver(id: string, messageId: string) {
    return this.request('POST', `/${id}/messages/${messageId}/redeliver`, {});
  }

  messages(id: string, query = '') {
    return this.request('GET', `/${id}/messages${query ? `?${query}` : ''}`);
  }

  message(id: string, messageId: string) {
    return this.request('GET', `/${id}/messages/${messageId}`);
  }
}

export interface DeliveryRow {
  endpoint_id: string;
  message_id: string;
  type: string;
  status: 'pending' | 'failing' | 'delivered' | 'failed';
  attempt_count: number;
  last_error: string | null;
}

export interface AttemptRow {
  endpoint_id: string;
  message_id: string;
  attempted_at: Date;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response_body: string | null;
}

/**
 * The dispatcher's tables read directly, for what the API does not show: that a row exists once,
 * that nothing new appeared. Reads go through any DataSource of the run (the gateway's is always
 * in-process), naming the isolated dispatcher schema.
 */
export class DeliveryLog {
  private readonly schema: string;

  constructor(
    private readonly db: DataSource,
    schemaPrefix: string,
  ) {
    this.schema = schemaName(schemaPrefix, 'webhookDispatcher');
  }

  deliveries(endpointId: string): Promise<DeliveryRow[]> {
    return this.db.query(
      `SELECT endpoint_id, message_id, type, status, attempt_count, last_error
         FROM "${this.schema}".deliveries WHERE endpoint_id = $1 ORDER BY created_at, message_id`,
      [endpointId],
    );
  }

  attempts(endpointId: string, messageId?: string): Promise<AttemptRow[]> {
    return this.db.query(
      `SELECT endpoint_id, message_id, attempted_at, status_code, duration_ms, error, response_body
         FROM "${this.schema}".attempts
        WHERE endpoint_id = $1 AND ($2::text IS NULL OR message_id = $2)
        ORDER BY id`,
      [endpointId, messageId ?? null],
    );
  }

  /** The messages of these ids, with their creation time (the range `recover` selects on). */
  messages(ids: string[]): Promise<{ id: string; type: string; created_at: Date; body: string }[]> {
    return this.db.query(
      `SELECT id, type, created_at, body FROM "${this.schema}".messages WHERE id = ANY($1::text[]) ORDER BY created_at, id`,
      [ids],
    );
  }

  /** Row counts of the dispatcher's tables, for a workspace. */
  async counts(workspaceId: string): Promise<{ messages: number; deliveries: number; attempts: number }> {
    const [row] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM "${this.schema}".messages WHERE workspace_id = $1) AS messages,
              (SELECT count(*)::int FROM "${this.schema}".deliveries WHERE workspace_id = $1) AS deliveries,
              (SELECT count(*)::int FROM "${this.schema}".attempts a
                 JOIN "${this.schema}".deliveries d USING (endpoint_id, message_id)
                WHERE d.workspace_id = $1) AS attempts`,
      [workspaceId],
    );
    return row;
  }

  /** Waits until every delivery of the endpoint is in one of `statuses` (at least `count` of them). */
  settled(
    endpointId: string,
    count: number,
    statuses: DeliveryRow['status'][] = ['delivered', 'failed'],
    timeoutMs = 20_000,
  ): Promise<DeliveryRow[]> {
    return until(
      () => this.deliveries(endpointId),
      (rows) => rows.length >= count && rows.every((r) => statuses.includes(r.status)),
      timeoutMs,
    );
  }
}

/** The q-th percentile (0..100) of some numbers, nearest rank. */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))];
}

/** One workspace of a webhook stack: its id, an API key, its endpoint API, and events posted to it. */
export class WebhookWorkspace {
  readonly endpoints: WebhookEndpoints;

  constructor(
    readonly gateway: NestFastifyApplication,
    readonly ws: string,
    readonly key: string,
  ) {
    this.endpoints = new WebhookEndpoints(gateway, ws, key);
  }

  // (Arrow properties, so that a spec can destructure them from the workspace.)

  /** Posts one event (asserting the 201); resolves with its event.recorded message id. */
  readonly postEvent = async (): Promise<string> => {
    const res = await postEvent(this.gateway, this.ws, this.key, eventBody());
    expect(res.statusCode).toBe(201);
    return eventMessageId(res.json().id, 'event.recorded');
  };

  /** Posts `n` events in one batch (asserting all were recorded); resolves with their event.recorded message ids. */
  readonly postEvents = async (n: number): Promise<string[]> => {
    const res = await postBatch(this.gateway, this.ws, this.key, {
      events: Array.from({ length: n }, () => eventBody()),
    });
    expect(res.json().summary.recorded).toBe(n);
    return res.json().results.map((r: { id: string }) => eventMessageId(r.id, 'event.recorded'));
  };
}

export interface WebhookStackOptions {
  /** Gateway env over the stack's (isolated, plain http allowed, rate limit out of the way). */
  gateway?: Record<string, string>;
  /**
   * Dispatcher env over the isolated stack's and startWebhookDispatcher's defaults; `false` starts
   * none yet (the spec starts its own with startDispatcher).
   */
  dispatcher?: Record<string, string> | false;
  /** Also run attribution in-process, for the conversion.* messages. */
  attribution?: boolean;
}

/**
 * What a webhook delivery spec runs against: an isolated stack of its own (`isolatedStack(name)`),
 * a gateway, optionally attribution, a dispatcher, a workspace with a key (the stack's own
 * `ws`, `key`, `endpoints`; `workspace()` makes more), the delivery log, and receivers that
 * `close()` shuts along with the rest (receivers, dispatcher, attribution, gateway, in that order).
 */
export class WebhookStack extends WebhookWorkspace {
  dispatcher: NestFastifyApplication | undefined;
  attribution: NestFastifyApplication | undefined;
  readonly log: DeliveryLog;
  private readonly receivers: WebhookReceiver[] = [];

  private constructor(
    readonly isolated: Record<string, string>,
    gateway: NestFastifyApplication,
    ws: string,
    key: string,
    private readonly dispatcherEnv: Record<string, string>,
  ) {
    super(gateway, ws, key);
    this.log = new DeliveryLog(gateway.get(DataSource), isolated.DATABASE_SCHEMA_PREFIX);
  }

  static async start(name: string, options: WebhookStackOptions = {}): Promise<WebhookStack> {
    const isolated = await isolatedStack(name);
    const gateway = await startGateway({
      ...isolated,
      WEBHOOK_ALLOW_HTTP: 'true',
      RATE_LIMIT_REQUESTS: '100000',
      ...options.gateway,
    });
    let attribution: NestFastifyApplication | undefined;
    let dispatcher: NestFastifyApplication | undefined;
    try {
      if (options.attribution) attribution = await startAttribution(isolated);
      const dispatcherEnv = options.dispatcher || {};
      if (options.dispatcher !== false)
        dispatcher = await startWebhookDispatcher({ ...isolated, ...dispatcherEnv });
      const { workspace, key } = await createWorkspaceWithKey(gateway);
      const stack = new WebhookStack(isolated, gateway, workspace.id, key.key, dispatcherEnv);
      stack.attribution = attribution;
      stack.dispatcher = dispatcher;
      return stack;
    } catch (err) {
      await dispatcher?.close();
      await attribution?.close();
      await gateway.close();
      throw err;
    }
  }

  /** Another workspace with a key, on the same gateway. */
  async workspace(): Promise<WebhookWorkspace> {
    const { workspace, key } = await createWorkspaceWithKey(this.gateway);
    return new WebhookWorkspace(this.gateway, workspace.id, key.key);
  }

  /** A receiver (WebhookReceiver.start), closed with the stack. */
  async receiver(...args: Parameters<typeof WebhookReceiver.start>): Promise<WebhookReceiver> {
    const r = await WebhookReceiver.start(...args);
    this.receivers.push(r);
    return r;
  }

  /** Starts the dispatcher (none may be running), with `overrides` over the stack's dispatcher env. */
  async startDispatcher(overrides: Record<string, string> = {}): Promise<NestFastifyApplication> {
    if (this.dispatcher) throw new Error('a dispatcher is running already: stop it first');
    this.dispatcher = await startWebhookDispatcher({ ...this.isolated, ...this.dispatcherEnv, ...overrides });
    return this.dispatcher;
  }

  /** Closes the running dispatcher, if any. */
  async stopDispatcher(): Promise<void> {
    const dispatcher = this.dispatcher;
    this.dispatcher = undefined;
    await dispatcher?.close();
  }

  /**
   * Waits until the deliveries of these messages to the endpoint are all in `status`, and asserts
   * that they are (exactly these messages, each in `status`).
   */
  async waitForStatus(
    endpointId: string,
    messageIds: string[],
    status: DeliveryRow['status'],
  ): Promise<void> {
    const rows = await until(
      async () => (await this.log.deliveries(endpointId)).filter((d) => messageIds.includes(d.message_id)),
      (found) => found.length === messageIds.length && found.every((d) => d.status === status),
    );
    expect(rows.map((d) => [d.message_id, d.status]).sort()).toEqual(
      messageIds.map((id) => [id, status]).sort(),
    );
  }

  async close(): Promise<void> {
    for (const r of this.receivers) await r.close();
    await this.stopDispatcher();
    await this.attribution?.close();
    await this.gateway.close();
  }
}

/** Starts a webhook stack for a spec file (see WebhookStack); `name` names its isolated schema and topics. */
export function startWebhookStack(name: string, options: WebhookStackOptions = {}): Promise<WebhookStack> {
  return WebhookStack.start(name, options);
}
