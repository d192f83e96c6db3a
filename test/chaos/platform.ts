import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, WriteStream } from 'node:fs';
import { join } from 'node:path';
import {
  freePort,
  ThrowawayKafka,
  ThrowawayKafkaCluster,
  ThrowawayPostgres,
  ThrowawayRedis,
} from '../support/throwaway';

/**
 * The platform as `npm start` runs it (the built apps from `dist/`, migrated and bootstrapped by the
 * operator CLI), on a Postgres, Redis and Kafka of its own that the chaos run may kill: two gateway
 * replicas and two replicas of each consumer, each a real process. Kafka is one broker, or with
 * `brokers` > 1 a local cluster (deploy/local/kafka.sh --brokers N) whose topics the platform
 * creates with 3 replicas and min.insync.replicas 2 (fewer with fewer nodes), as in production
 * (docs/operations.md#kafka-topics).
 *
 * It also plays the orchestrator. A process that exits when the run did not kill it is counted and
 * started again a second later, as Kubernetes would restart a crashed pod; one the run kills stays
 * down until the run starts it again. Every process logs to its own file under the run's folder.
 */

const ROOT = join(__dirname, '..', '..');
const DIST = join(ROOT, 'dist', 'apps');

export type AppKind = 'gateway' | 'attribution' | 'report-projection' | 'webhook-dispatcher';
export const CONSUMERS: AppKind[] = ['attribution', 'report-projection', 'webhook-dispatcher'];

const PORT_VARIABLE: Record<AppKind, string> = {
  gateway: 'PORT',
  attribution: 'ATTRIBUTION_PORT',
  'report-projection': 'REPORT_PROJECTION_PORT',
  'webhook-dispatcher': 'WEBHOOK_DISPATCHER_PORT',
};

export class AppProcess {
  child?: ChildProcess;
  /** Exits the run did not cause: each is a crash the orchestrator answered with a restart. */
  unexpectedExits = 0;
  /** Kills the run caused. */
  kills = 0;
  private expectingExit = false;
  /** Set when the platform stops: a restart still pending (a second after a crash) does nothing. */
  private retired = false;
  private readonly log: WriteStream;

  constructor(
    readonly kind: AppKind,
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    logDir: string,
    private readonly onUnexpectedExit: (app: AppProcess, how: string) => void,
  ) {
    this.log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(): void {
    if (this.running || this.retired) return;
    this.expectingExit = false;
    const child = spawn(process.execPath, [join(DIST, this.kind, 'src', 'main.js')], {
      cwd: ROOT,
      env: { ...this.env, [PORT_VARIABLE[this.kind]]: String(this.port), KAFKA_CLIENT_ID: this.name },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    child.once('exit', (code, signal) => {
      if (this.expectingExit) return;
      this.unexpectedExits += 1;
      const how = signal ?? `code ${code}`;
      this.log.write(`\n[chaos] ${this.name} exited on its own (${how}); restarting it in 1 s\n`);
      this.onUnexpectedExit(this, how);
      setTimeout(() => this.start(), 1000).unref();
    });
    this.child = child;
  }

  /** SIGKILL, as a crash or an evicted pod; it stays down until start(). */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    this.expectingExit = true;
    this.kills += 1;
    this.log.write(`\n[chaos] ${signal} sent by the chaos run\n`);
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill(signal);
    });
  }

  async ready(timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.url}/health/ready`, { signal: AbortSignal.timeout(2000) })).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs} ms (its log: ${this.name}.log)`);
  }

  /** No more starts, restarts included; kill() it first if it runs. */
  retire(): void {
    this.retired = true;
  }

  close(): void {
    this.log.end();
  }
}

export interface PlatformOptions {
  /** Where logs go. */
  dir: string;
  /** Variables for every app on top of the run's own (retry schedules shortened, say). */
  env: Record<string, string>;
  onUnexpectedExit: (app: AppProcess, how: string) => void;
  /** Kafka nodes: 1 (one broker, the default) or a cluster of up to 5. */
  brokers?: number;
}

export class ChaosPlatform {
  readonly gateways: AppProcess[] = [];
  readonly consumers: AppProcess[] = [];
  workspaceId = '';
  apiKey = '';
  private env: Record<string, string> = {};
  private logDir = '';

  private constructor(
    readonly postgres: ThrowawayPostgres,
    readonly redis: ThrowawayRedis,
    readonly kafka: ThrowawayKafka | ThrowawayKafkaCluster,
    private readonly options: PlatformOptions,
  ) {}

  static async start(options: PlatformOptions): Promise<ChaosPlatform> {
    const started = await Promise.allSettled([
      ThrowawayPostgres.start(),
      ThrowawayRedis.start(),
      (options.brokers ?? 1) > 1 ? ThrowawayKafkaCluster.start(options.brokers) : ThrowawayKafka.start(),
    ]);
    const [postgres, redis, kafka] = started;
    if (postgres.status === 'rejected' || redis.status === 'rejected' || kafka.status === 'rejected') {
      // Stop what did start: a Postgres or Redis left running would keep the test process alive.
      await Promise.all([
        postgres.status === 'fulfilled' && postgres.value.destroy(),
        redis.status === 'fulfilled' && redis.value.stop(),
        kafka.status === 'fulfilled' && kafka.value.destroy(),
      ]);
      throw started.map((s) => (s.status === 'rejected' ? s.reason : undefined)).find(Boolean);
    }
    const platform = new ChaosPlatform(postgres.value, redis.value, kafka.value, options);
    try {
      await platform.boot();
    } catch (err) {
      await platform.stop();
      throw err;
    }
    return platform;
  }

  get all(): AppProcess[] {
    return [...this.gateways, ...this.consumers];
  }

  private async boot(): Promise<void> {
    this.logDir = join(this.options.dir, 'logs');
    mkdirSync(this.logDir, { recursive: true });
    this.env = {
      ...(process.env as Record<string, string>),
      DATABASE_URL: this.postgres.url,
      REDIS_URL: this.redis.url,
      KAFKA_BROKERS: this.kafka.brokers,
      ...(this.kafka instanceof ThrowawayKafkaCluster
        ? {
            KAFKA_TOPIC_REPLICATION_FACTOR: String(Math.min(3, this.kafka.size)),
            KAFKA_TOPIC_MIN_INSYNC_REPLICAS: String(Math.min(2, this.kafka.size)),
          }
        : {}),
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      ...this.options.env,
    };
    // As `npm start` does: migrate, create the topics, bootstrap a workspace and a key.
    this.cli(['migrate']);
    this.cli(['topics:create']);
    const bootstrap = this.cli(['bootstrap']) as { workspaceId: string; key: { key: string } };
    this.workspaceId = bootstrap.workspaceId;
    this.apiKey = bootstrap.key.key;

    for (let i = 0; i < 2; i++) this.gateways.push(await this.app('gateway', `gateway-${i}`));
    for (const kind of CONSUMERS) for (let i = 0; i < 2; i++) await this.addConsumer(kind);
    // Started one after the other: eight Nest apps booting at once on two cores time each other out.
    for (const app of this.all) {
      app.start();
      await app.ready();
    }
  }

  private async app(kind: AppKind, name: string): Promise<AppProcess> {
    return new AppProcess(kind, name, await freePort(), this.env, this.logDir, this.options.onUnexpectedExit);
  }

  /** A new replica of a consumer (a scale-out when the platform runs); started by the caller. */
  async addConsumer(kind: AppKind): Promise<AppProcess> {
    const index = this.consumers.filter((c) => c.kind === kind).length;
    const app = await this.app(kind, `${kind}-${index}`);
    this.consumers.push(app);
    return app;
  }

  cli(args: string[]): unknown {
    const result = spawnSync(process.execPath, [join(DIST, 'cli', 'src', 'main.js'), ...args], {
      cwd: ROOT,
      env: this.env,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed: ${result.stderr.trim()}`);
    return JSON.parse(result.stdout);
  }

  async stop(): Promise<void> {
    for (const app of this.all) app.retire();
    await Promise.all(this.all.map((app) => app.kill().catch(() => undefined)));
    for (const app of this.all) app.close();
    await Promise.all([
      this.postgres.destroy().catch(() => undefined),
      this.redis.stop().catch(() => undefined),
      this.kafka.destroy().catch(() => undefined),
    ]);
  }
}
