import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ConversionClient } from '@app/client';
import { auditSecrets } from '../support/secrets-audit';
import { caughtUp, CheckRow, runChecks, SUBSCRIBED } from './chaos-checks';
import {
  adjustmentBatchSender,
  AdjustmentSource,
  adjustmentSender,
  EventSource,
  Ledger,
  queueSender,
  Sender,
  singleSender,
} from './chaos-load';
import { ChaosReceiver } from './chaos-receiver';
import { FaultLog, faults, Profile } from './chaos-scenario';
import { ChaosPlatform } from './platform';
import { RoundRobinProxy } from './round-robin-proxy';

/**
 * One chaos run, start to end:
 *
 * 1. Start the platform (platform.ts) on a Postgres, Redis and Kafka of its own, a round-robin
 *    balancer in front of its two gateways, and a webhook receiver; make campaign `chaos` and an
 *    endpoint subscribed to every event type.
 * 2. Load: SDK clients send single events and batches at a steady rate, and adjustments of the
 *    events acknowledged at a tenth of that rate, one at a time and in batches (chaos-load.ts).
 * 3. Meanwhile, strike the faults of the profile at their times (chaos-scenario.ts).
 * 4. Stop the load, wait for the platform to catch up (outbox empty, every event and adjustment
 *    decided and reported, every message delivered), within a bound.
 * 5. Check (chaos-checks.ts), print the table, write it to `.chaos/last-run.md`.
 */

const ROOT = join(__dirname, '..', '..');
const DAY = 86_400_000;

export interface ChaosResult {
  rows: CheckRow[];
  markdown: string;
  ok: boolean;
}

const n = (value: number) => value.toLocaleString('en-US');
const progress = (message: string) => process.stderr.write(`[chaos] ${message}\n`);

/** What the apps run with on top of the run's environment: retries and leases sized for a run of minutes. */
const APP_ENV = {
  RATE_LIMIT_REQUESTS: '1000000',
  WEBHOOK_ALLOW_HTTP: 'true',
  WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
  // 5 s, 5 min, 30 min... in production; here the receiver's 20 s outage must end within the run.
  WEBHOOK_RETRY_SCHEDULE: `1s,2s,3s,5s,${Array(16).fill('8s').join(',')}`,
  WEBHOOK_CIRCUIT_OPEN_MS: '1000',
  WEBHOOK_CLAIM_LEASE_MS: '15000',
  WEBHOOK_REQUEST_TIMEOUT_MS: '5000',
  WEBHOOK_CONNECT_TIMEOUT_MS: '2000',
  KAFKA_SESSION_TIMEOUT_MS: '6000',
};

export async function runChaos(profile: Profile, brokers = 1): Promise<ChaosResult> {
  const runId = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(2).toString('hex')}`;
  const dir = join(ROOT, '.chaos', runId);
  mkdirSync(dir, { recursive: true });
  const started = Date.now();
  const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  const crashes: string[] = [];

  progress(`profile ${profile}; ${kafkaShape(brokers)}; logs in ${dir}`);
  const receiver = await ChaosReceiver.start();
  let platform: ChaosPlatform | undefined;
  let proxy: RoundRobinProxy | undefined;
  let senders: Sender[] = [];
  let aborted = false;
  const ledger = new Ledger();
  let report: Omit<Report, 'ok' | 'totalSeconds'>;
  try {
    platform = await ChaosPlatform.start({
      dir,
      env: APP_ENV,
      brokers,
      onUnexpectedExit: (app, how) => {
        crashes.push(`${app.name} (${how})`);
        progress(`${app.name} exited on its own (${how}); restarted`);
      },
    });
    const gateways = platform.gateways;
    proxy = await RoundRobinProxy.start(() => gateways.map((g) => g.url));
    progress(`platform up in ${since()}: 2 gateways behind ${proxy.url}, 2 replicas of each consumer`);

    const { workspaceId, apiKey } = platform;
    const admin = new ConversionClient({ baseUrl: proxy.url, apiKey, workspaceId });
    await admin.campaigns.put('chaos', {
      name: 'chaos',
      status: 'active',
      startsAt: new Date(Date.now() - 30 * DAY).toISOString(),
      goals: ['order_paid'],
    });
    const endpoint = await createEndpoint(proxy.url, workspaceId, apiKey, receiver.url);
    receiver.verifyWith(endpoint.secret);

    const source = new EventSource(runId.slice(-4), ledger);
    const settings = { baseUrl: proxy.url, apiKey, workspaceId, ledger };
    const adjustments = new AdjustmentSource(runId.slice(-4), ledger);
    // Adjustments at about a tenth of the event rate, as a shop's refunds and corrections would be.
    const rate =
      profile === 'full'
        ? { single: 15, queued: 40, adjusted: 6, adjustedInBatches: 5 }
        : { single: 10, queued: 25, adjusted: 4, adjustedInBatches: 3 };
    const { loadSeconds, faults: schedule } = faults(profile, brokers);
    const loadStarted = Date.now();
    senders = [
      singleSender('single-1', settings, source, rate.single),
      singleSender('single-2', settings, source, rate.single),
      queueSender('queue-1', settings, source, rate.queued),
      queueSender('queue-2', settings, source, rate.queued),
      adjustmentSender('adjust-1', settings, adjustments, rate.adjusted),
      adjustmentBatchSender('adjust-batch-1', settings, adjustments, rate.adjustedInBatches),
    ];
    progress(
      `load: ${2 * rate.single + 2 * rate.queued} events/s for ${loadSeconds} s (2 clients one by one, 2 through the SDK queue), ` +
        `${rate.adjusted + rate.adjustedInBatches} adjustments/s (1 client one by one, 1 in batches of 10)`,
    );

    const faultLog: FaultLog[] = [];
    const up = platform;
    const struck = schedule.map(async (fault) => {
      await new Promise((r) => setTimeout(r, loadStarted + fault.at * 1000 - Date.now()));
      if (aborted) return;
      const entry: FaultLog = { what: fault.what, startedAt: (Date.now() - loadStarted) / 1000, endedAt: 0 };
      faultLog.push(entry);
      progress(`t=${entry.startedAt.toFixed(0)} s  ${fault.what}`);
      try {
        await fault.act(up, receiver);
      } catch (err) {
        entry.error = (err as Error).message;
        progress(`t=${((Date.now() - loadStarted) / 1000).toFixed(0)} s  fault failed: ${entry.error}`);
      }
      entry.endedAt = (Date.now() - loadStarted) / 1000;
    });

    await new Promise((r) => setTimeout(r, loadSeconds * 1000));
    progress(`t=${loadSeconds} s  load stops; waiting for the clients' last sends and retries`);
    await Promise.all(senders.map((s) => s.stop()));
    const offered =
      `${n(ledger.sends)} events sent in ${loadSeconds} s (${n(Math.round(ledger.sends / loadSeconds))}/s), ${n(ledger.repeats)} of them repeats; ` +
      `${n(ledger.adjustmentSends + ledger.adjustmentTwins)} adjustments sent, ${n(ledger.adjustmentRepeats)} of them repeats and ${n(ledger.adjustmentTwins)} sent twice at once`;
    progress(offered);
    await Promise.all(struck);

    progress('waiting for the platform to catch up (outbox, decisions, reports, deliveries)');
    const db = new Client({ connectionString: platform.postgres.url });
    await db.connect();
    const settleStarted = Date.now();
    let state = await caughtUp(db, { workspaceId, endpointId: endpoint.id });
    let lastPrinted = 0;
    while (!state.done && Date.now() - settleStarted < 240_000) {
      if (Date.now() - lastPrinted > 10_000) {
        lastPrinted = Date.now();
        progress(
          `  ${state.events} events: outbox ${state.outbox}, decided ${state.decisions}, reported ${state.reported}; ` +
            `${state.adjustments} adjustments: decided ${state.adjustmentsDecided}, reported ${state.adjustmentsReported}, waiting ${state.waiting}; ` +
            `delivered ${state.delivered}/${state.deliveries}`,
        );
      }
      await new Promise((r) => setTimeout(r, 1000));
      state = await caughtUp(db, { workspaceId, endpointId: endpoint.id });
    }
    await db.end();
    const settleSeconds = (Date.now() - settleStarted) / 1000;
    progress(`caught up: ${state.done} after ${settleSeconds.toFixed(0)} s`);

    const rows = await runChecks({
      databaseUrl: platform.postgres.url,
      brokers: platform.kafka.brokers,
      workspaceId,
      endpointId: endpoint.id,
      reports: admin,
      ledger,
      senders,
      receiver,
    });
    rows.push({
      check:
        'The platform caught up after the load (outbox empty, all events and adjustments decided and reported, all delivered)',
      observed: `${state.done ? 'yes' : 'no'}, ${settleSeconds.toFixed(0)} s after the load stopped`,
      ok: state.done,
    });
    // No secret in the clear (docs/architecture.md#guarantee-secrets), over everything this run
    // wrote: its logs, its Postgres and its Redis.
    const audit = await auditSecrets({
      databaseUrl: platform.postgres.url,
      schemaPrefix: process.env.DATABASE_SCHEMA_PREFIX ?? '',
      redisUrl: platform.redis.url,
      redisPrefix: '',
      logFolders: [join(dir, 'logs')],
      secrets: [
        { kind: 'API key', value: apiKey },
        { kind: 'webhook signing secret', value: endpoint.secret },
      ],
    });
    rows.push({
      check: 'No API key or webhook secret in the clear in any log line, table or Redis key',
      observed: `${audit.summary}${
        audit.findings.length
          ? `: ${audit.findings
              .slice(0, 3)
              .map((f) => `${f.kind} in ${f.where}`)
              .join('; ')}`
          : ''
      }`,
      ok: audit.findings.length === 0 && audit.logLines > 0 && audit.rows > 0,
    });
    report = {
      profile,
      brokers,
      runId,
      loadSeconds,
      rate: 2 * rate.single + 2 * rate.queued,
      offered,
      faultLog,
      rows,
      crashes,
      processes: platform.all.map((a) => `${a.name} ${a.kills}/${a.unexpectedExits}`).join(', '),
    };
  } catch (err) {
    // Stop the load and the faults still to come before tearing down, or a fault would restart
    // a process of the torn-down platform and keep the test process alive.
    aborted = true;
    progress(`the run failed: ${(err as Error).message.split('\n')[0]}; stopping everything it started`);
    ledger.aborted = true;
    for (const sender of senders) sender.abort();
    throw err;
  } finally {
    await proxy?.close().catch(() => undefined);
    await receiver.close().catch(() => undefined);
    await platform?.stop().catch(() => undefined);
  }

  const { rows } = report;
  const ok = rows.every((r) => r.ok);
  const markdown = render({ ...report, ok, totalSeconds: (Date.now() - started) / 1000 });
  writeFileSync(join(dir, 'result.md'), markdown);
  mkdirSync(join(ROOT, '.chaos'), { recursive: true });
  writeFileSync(join(ROOT, '.chaos', `last-${profile}-run.md`), markdown);
  process.stderr.write(`\n${markdown}\n`);
  return { rows, markdown, ok };
}

async function createEndpoint(
  baseUrl: string,
  workspaceId: string,
  apiKey: string,
  url: string,
): Promise<{ id: string; secret: string }> {
  const res = await fetch(`${baseUrl}/v1/workspaces/${workspaceId}/webhook-endpoints`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      url,
      description: 'chaos run receiver',
      eventTypes: SUBSCRIBED,
    }),
  });
  if (res.status !== 201) throw new Error(`creating the webhook endpoint: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; secret: string };
}

interface Report {
  profile: Profile;
  brokers: number;
  runId: string;
  loadSeconds: number;
  rate: number;
  offered: string;
  faultLog: FaultLog[];
  rows: CheckRow[];
  crashes: string[];
  processes: string;
  ok: boolean;
  totalSeconds: number;
}

/** "attribution-0 (code 1)" three times -> "attribution-0 3 times (code 1)". */
function exitsByProcess(crashes: string[]): string {
  const counts = new Map<string, number>();
  for (const crash of crashes) counts.set(crash, (counts.get(crash) ?? 0) + 1);
  return [...counts]
    .map(([crash, count]) => (count === 1 ? crash : crash.replace(' (', ` ${count} times (`)))
    .join(', ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** "one broker", or "3 brokers (3 replicas, min.insync.replicas 2)". */
function kafkaShape(brokers: number): string {
  return brokers > 1
    ? `${brokers} brokers (${Math.min(3, brokers)} replicas, min.insync.replicas ${Math.min(2, brokers)})`
    : 'one broker';
}

function render(r: Report): string {
  const faultsTable = [...r.faultLog]
    .sort((a, b) => a.startedAt - b.startedAt)
    .map(
      (f) =>
        `| ${f.startedAt.toFixed(0)} s | ${cell(f.what)} | ${(f.endedAt - f.startedAt).toFixed(0)} s${f.error ? ` (failed: ${cell(f.error)})` : ''} |`,
    );
  const checks = r.rows.map(
    (row) => `| ${cell(row.check)} | ${cell(row.observed)} | ${row.ok ? 'pass' : '**FAIL**'} |`,
  );
  return [
    `### Chaos run ${r.runId} (${r.profile}): ${r.ok ? 'passed' : 'FAILED'}`,
    '',
    `Four SDK clients at ${r.rate} events/s in all and two sending adjustments of them: ${r.offered}. ` +
      `Kafka: ${kafkaShape(r.brokers)}. The whole run took ${r.totalSeconds.toFixed(0)} s (Node ${process.version}, ${cpus().length} cores).`,
    '',
    '| at | fault | took |',
    '| --- | --- | --- |',
    ...faultsTable,
    '',
    '| check | observed | result |',
    '| --- | --- | --- |',
    ...checks,
    '',
    `Processes (killed by the run / exited on their own): ${r.processes}.`,
    r.crashes.length
      ? `Exited on their own, and restarted a second later as an orchestrator would (each log says why): ${exitsByProcess(r.crashes)}.`
      : 'No process exited on its own.',
    '',
  ].join('\n');
}
