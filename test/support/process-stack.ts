import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SCOPES } from '@app/auth';
import { CliEnv, loadEnv } from '@app/config';
import { schemaName } from '@app/database';
import { registerSecret } from '@app/testing';
import { AppKind, AppProcess, CONSUMERS } from '../chaos/platform';
import { prepareStack } from './services';
import { freePort } from './throwaway';

const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'apps', 'cli', 'src', 'main.js');
const run = promisify(execFile);

export const APP_KINDS: AppKind[] = ['gateway', ...CONSUMERS];

/** An answer of the gateway's API, read whole. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface ProcessStackOptions {
  /** Names its schemas, topics, Redis keys, consumer groups and log folder, under the run's prefixes. */
  name: string;
  /** For every app, on top of the run's environment. */
  env?: Record<string, string>;
  /** For one kind of app only. */
  apps?: Partial<Record<AppKind, Record<string, string>>>;
}

/**
 * The whole platform as real processes, as `npm start` runs it (the built apps from `dist/`: a
 * gateway, attribution, the report projection and the webhook dispatcher, one of each), on the
 * run's Postgres, Redis and Kafka under prefixes of its own, so that a spec can SIGKILL any of
 * them and scan everything they stored (the erasure specs in test/privacy). The processes are the
 * chaos run's (test/chaos/platform.ts AppProcess): each logs to its own file under the run's log
 * folder, which the audits read; one that exits without being killed is restarted a second later
 * and counted in `unexpectedExits`. Migrated and topics created as `npm start` does; workspaces and
 * keys are made with the operator CLI.
 */
export class ProcessStack {
  readonly apps = {} as Record<AppKind, AppProcess>;
  /** "<app> exited on its own (<how>)", for each exit the spec did not cause. */
  readonly unexpectedExits: string[] = [];
  readonly isolated: Record<'DATABASE_SCHEMA_PREFIX' | 'KAFKA_TOPIC_PREFIX' | 'REDIS_KEY_PREFIX', string>;
  readonly env: CliEnv;
  readonly logDir: string;

  private constructor(readonly options: ProcessStackOptions) {
    this.isolated = {
      DATABASE_SCHEMA_PREFIX: `${process.env.DATABASE_SCHEMA_PREFIX}${options.name}_`,
      KAFKA_TOPIC_PREFIX: `${process.env.KAFKA_TOPIC_PREFIX}${options.name}.`,
      REDIS_KEY_PREFIX: `${process.env.REDIS_KEY_PREFIX}${options.name}:`,
    };
    this.env = loadEnv(CliEnv, { ...process.env, ...this.isolated });
    this.logDir = join(process.env.CVP_TEST_LOG_DIR ?? tmpdir(), options.name);
    mkdirSync(this.logDir, { recursive: true });
  }

  /** Migrates, creates the topics, starts every app one after the other and waits until each is ready. */
  static async start(options: ProcessStackOptions): Promise<ProcessStack> {
    const stack = new ProcessStack(options);
    try {
      await prepareStack(stack.env);
      for (const kind of APP_KINDS) {
        const env: Record<string, string> = {
          ...(process.env as Record<string, string>),
          ...stack.isolated,
          LOG_LEVEL: 'info',
          HOST: '127.0.0.1',
          KAFKA_SESSION_TIMEOUT_MS: '6000',
          ...options.env,
          ...options.apps?.[kind],
        };
        const app = new AppProcess(kind, kind, await freePort(), env, stack.logDir, (crashed, how) =>
          stack.unexpectedExits.push(`${crashed.name} exited on its own (${how})`),
        );
        stack.apps[kind] = app;
        // One at a time: four Nest apps booting at once on two cores time each other out.
        app.start();
        await app.ready();
      }
    } catch (err) {
      await stack.stop();
      throw err;
    }
    return stack;
  }

  get base(): string {
    return this.apps.gateway.url;
  }

  /** The stack's schema of a service, e.g. schema('webhookDispatcher'). */
  schema(service: Parameters<typeof schemaName>[1]): string {
    return schemaName(this.isolated.DATABASE_SCHEMA_PREFIX, service);
  }

  topic(name: string): string {
    return `${this.isolated.KAFKA_TOPIC_PREFIX}${name}`;
  }

  /** The operator CLI against this stack; its JSON answer. */
  async cli<T = Record<string, string>>(args: string[]): Promise<T> {
    const { stdout } = await run(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...this.isolated, LOG_LEVEL: 'warn' },
    });
    return JSON.parse(stdout) as T;
  }

  /** A new workspace and a live key holding every scope (privacy:manage included), made with the CLI. */
  async workspace(name = this.options.name): Promise<{ workspaceId: string; key: string }> {
    const { workspaceId } = await this.cli(['workspace:create', '--name', name]);
    const created = await this.cli<{ key: string }>([
      'key:create',
      '--workspace',
      workspaceId,
      '--name',
      'spec admin',
      ...SCOPES.flatMap((scope) => ['--scope', scope]),
    ]);
    registerSecret('API key', created.key);
    return { workspaceId, key: created.key };
  }

  /** A test key of the workspace (docs/api.md#test-mode), made with `key`; registered as a secret. */
  async testKey(key: string, workspaceId: string): Promise<string> {
    const created = await this.api(key, 'POST', `/v1/workspaces/${workspaceId}/api-keys`, {
      name: 'test traffic',
      scopes: ['events:write', 'events:read'],
      mode: 'test',
    });
    if (created.status !== 201)
      throw new Error(`creating a test key answered ${created.status}: ${JSON.stringify(created.body)}`);
    const testKey = (created.body as { key: string }).key;
    registerSecret('API key', testKey);
    return testKey;
  }

  /** An active campaign counting `order_paid`, started 30 days ago. */
  async activeCampaign(key: string, workspaceId: string, campaignId: string): Promise<void> {
    const put = await this.api(key, 'PUT', `/v1/workspaces/${workspaceId}/campaigns/${campaignId}`, {
      name: campaignId,
      status: 'active',
      startsAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      goals: ['order_paid'],
    });
    if (put.status !== 201)
      throw new Error(`creating campaign ${campaignId} answered ${put.status}: ${JSON.stringify(put.body)}`);
  }

  /** One call of the gateway's API over HTTP, as an integrator makes it. */
  async api(key: string, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }

  /** SIGKILL, as a crash or an evicted pod: no shutdown hook runs, nothing is flushed or committed. */
  async kill(kind: AppKind): Promise<void> {
    await this.apps[kind].kill('SIGKILL');
  }

  /** Starts it again and waits until it is ready. */
  async restart(kind: AppKind): Promise<void> {
    this.apps[kind].start();
    await this.apps[kind].ready();
  }

  async stop(): Promise<void> {
    const apps = Object.values(this.apps);
    for (const app of apps) app.retire();
    await Promise.all(apps.map((app) => app.kill().catch(() => undefined)));
    for (const app of apps) app.close();
  }
}
