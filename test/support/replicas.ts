import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { Admin } from 'kafkajs';
import { runLogStream } from './run-logs';

/**
 * Consumer replicas as real processes, started from the build (`dist/`, which `npm test` builds
 * first), for tests that kill or stop them the way an orchestrator would.
 */

const DIST = join(__dirname, '..', '..', 'dist', 'apps');
const SERVICES = {
  attribution: { main: join(DIST, 'attribution', 'src', 'main.js'), port: 'ATTRIBUTION_PORT' },
  'report-projection': {
    main: join(DIST, 'report-projection', 'src', 'main.js'),
    port: 'REPORT_PROJECTION_PORT',
  },
  'webhook-dispatcher': {
    main: join(DIST, 'webhook-dispatcher', 'src', 'main.js'),
    port: 'WEBHOOK_DISPATCHER_PORT',
  },
} as const;
export type ConsumerService = keyof typeof SERVICES;

/** What a replica logs when FAULT_PAUSE_BEFORE_COMMIT_MS holds it between effects and commit. */
export const FAULT_LINE = 'fault injection: effects of';

export interface Replica {
  service: ConsumerService;
  process: ChildProcess;
  output: string;
  /** Set to signal the replica the moment it next logs `on`. */
  signalOn?: { on: string; signal: NodeJS.Signals };
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** Starts a replica and waits until it consumes; `env` is the isolated run's environment. */
export async function spawnReplica(
  service: ConsumerService,
  env: Record<string, string | undefined>,
): Promise<Replica> {
  const child = spawn(process.execPath, [SERVICES[service].main], {
    env: {
      ...process.env,
      [SERVICES[service].port]: '0',
      KAFKA_SESSION_TIMEOUT_MS: '6000',
      KAFKA_CLIENT_ID: service,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Also into the run's log folder, for the secrets audit after the run.
  const logFile = runLogStream(`${service}-${child.pid}`);
  child.stdout?.pipe(logFile ?? new PassThrough(), { end: false });
  child.stderr?.pipe(logFile ?? new PassThrough(), { end: false });
  child.once('exit', () => logFile?.end());
  const replica: Replica = {
    service,
    output: '',
    process: child,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  // Checked line by line, as each line completes: a line may arrive split across two chunks,
  // and only a line logged after signalOn was set may trigger it (an older one would kill the
  // replica outside the moment the test aims at).
  let partial = '';
  child.stdout?.on('data', (d) => {
    const chunk = String(d);
    replica.output += chunk;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (replica.signalOn && line.includes(replica.signalOn.on)) {
        child.kill(replica.signalOn.signal);
        replica.signalOn = undefined;
      }
    }
  });
  child.stderr?.on('data', (d) => (replica.output += d));
  for (let i = 0; i < 300 && !replica.output.includes('consuming;'); i++) {
    if (child.exitCode !== null) throw new Error(`${service} exited:\n${replica.output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!replica.output.includes('consuming;')) {
    child.kill('SIGKILL'); // not left behind to keep jest from exiting
    throw new Error(`${service} did not start:\n${replica.output}`);
  }
  return replica;
}

/** How many members a consumer group has once it is stable (0 while it rebalances). */
export async function stableMembers(admin: Admin, groupId: string): Promise<number> {
  const { groups } = await admin.describeGroups([groupId]);
  return groups[0].state === 'Stable' ? groups[0].members.length : 0;
}
