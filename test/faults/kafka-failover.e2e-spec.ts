import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import { ConversionClient } from '@app/client';
import { TOPICS } from '@app/contracts';
import { registerSecret } from '@app/testing';
import { ChaosReceiver } from '../chaos/chaos-receiver';
import { ProcessStack } from '../support/process-stack';
import { ThrowawayKafkaCluster } from '../support/throwaway';

/**
 * Broker failover under steady load (docs/operations.md#kafka-failover): the whole platform, as
 * real processes, on a throwaway cluster of three Kafka nodes (deploy/local/kafka.sh --brokers 3;
 * every topic with 3 replicas and min.insync.replicas 2, docs/operations.md#kafka-topics), while an
 * SDK client sends events at a fixed rate, one in ten a repeat of one already sent. First the node
 * leading the recorded events is killed (SIGKILL) and brought back, then, once it is in sync again,
 * the node that is the active KRaft controller. The load never pauses.
 *
 * Nothing may be lost or counted twice: every event answered 201 (or, when the SDK retried a send
 * whose answer came too late, 200 naming it) is stored once, answered 201 at most once, decided
 * once, counted once in the campaign report (whose totals must equal what was acknowledged), and
 * each of its webhook messages is delivered, again only after an attempt the dispatcher saw fail
 * (webhooks are at least once, docs/webhooks.md). Per phase, the p99 of the ingest answers (as the
 * client sees them, its retries included) and of the pipeline (received to decided) are printed,
 * with the time after each kill until the p99 of a sliding window is back under its bound; that
 * recovery must stay within RECOVERY_LIMIT_S (measured on this machine, times three: see the docs).
 */

/** Events offered per second (open loop: a late answer does not slow the load). */
const RATE = 60;
/**
 * Seconds of load: a warm-up (connections, JIT, the consumer groups' first fetches; not part of the
 * baseline), the baseline, each node's time down, and after each kill at least until its recovery
 * limit has passed (and IN_SYNC_MARGIN_S after the node is back in sync), so that a recovery
 * later than the limit shows as one.
 */
const WARM_UP_S = 10;
const BASELINE_S = 20;
const DOWN_S = 10;
const IN_SYNC_MARGIN_S = 10;
/** The sliding window of the recovery measure, and its step. */
const WINDOW_MS = 5_000;
const STEP_MS = 500;
/**
 * The longest recovery allowed after a kill, in seconds (docs/operations.md#kafka-failover). The
 * pipeline's: about three times what this machine measured (18 to 25 s), so CI's noise does not
 * fail it. The ingest answers do not wait for Kafka (the gateway answers once the event and its
 * outbox row are in Postgres), so theirs only covers the CPU a node's restart takes on two cores:
 * 30 s from the kill, or INGEST_AFTER_IN_SYNC_S after the node is back in sync if that is later
 * (its JVM's start and its catch-up share the two cores with the gateway; a CI run saw the ingest
 * p99 at 2 s for 10 s from 20 s after the kill, with the node in sync after 36 s).
 */
const RECOVERY_LIMIT_S = { ingest: 30, pipeline: 60 };
const INGEST_AFTER_IN_SYNC_S = 10;

const DAY = 86_400_000;
const progress = (message: string) => process.stderr.write(`[kafka-failover] ${message}\n`);

interface Send {
  externalId: string;
  valueMinor: number;
  sentAt: number;
  ms?: number;
  created?: boolean;
  id?: string;
  failed?: string;
}

interface Phase {
  name: string;
  from: number;
  to: number;
  /** The kill that opens the phase, if one does. */
  kill?: { node: number; what: string; inSyncAfterS: number };
}

/** The nearest-rank percentile of `values` (ms), or 0 when there are none. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The p99 of the samples (by their time) in the window of WINDOW_MS from `start`, or undefined if none. */
function windowP99(samples: { at: number; ms: number }[], start: number): number | undefined {
  const inWindow = samples.filter((s) => s.at >= start && s.at < start + WINDOW_MS).map((s) => s.ms);
  return inWindow.length > 0 ? percentile(inWindow, 99) : undefined;
}

/**
 * Seconds from a kill at `from` until the p99 of the sliding window is back under `bound`: the end
 * of the first window under it after the first over it, 0 when none was over it, Infinity when
 * none is back under it before `to`. A later spike (the machine's other work) does not count: the
 * question is how long the failover holds the pipeline up.
 */
function recoverySeconds(samples: { at: number; ms: number }[], from: number, to: number, bound: number) {
  let wasOver = false;
  for (let start = from; start + WINDOW_MS <= to; start += STEP_MS) {
    const p99 = windowP99(samples, start);
    if (p99 === undefined) continue;
    if (p99 > bound) wasOver = true;
    else if (wasOver) return (start + WINDOW_MS - from) / 1000;
  }
  return wasOver ? Infinity : 0;
}

/** The p99 of each 5 s from `from` to `to`, in seconds, for the progress lines: "0.4 12.1 3.0 ...". */
function timeline(samples: { at: number; ms: number }[], from: number, to: number): string {
  const cells: string[] = [];
  for (let start = from; start + WINDOW_MS <= to; start += WINDOW_MS) {
    const p99 = windowP99(samples, start);
    cells.push(p99 === undefined ? '-' : (p99 / 1000).toFixed(1));
  }
  return cells.join(' ');
}

describe('Kafka broker failover under steady load (three nodes, the whole platform)', () => {
  const saved: Record<string, string | undefined> = {};
  let cluster: ThrowawayKafkaCluster;
  let stack: ProcessStack;
  let receiver: ChaosReceiver;
  let db: Pool;

  beforeAll(async () => {
    cluster = await ThrowawayKafkaCluster.start(3);
    progress(`cluster of 3 up: ${cluster.brokers}`);
    // The stack, its CLI (migrations, topics) and its apps read the run's environment: point it
    // at every node of the cluster, with the replication production asks for.
    const env = {
      KAFKA_BROKERS: cluster.brokers,
      KAFKA_TOPIC_REPLICATION_FACTOR: '3',
      KAFKA_TOPIC_MIN_INSYNC_REPLICAS: '2',
    };
    for (const [name, value] of Object.entries(env)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    receiver = await ChaosReceiver.start();
    stack = await ProcessStack.start({
      name: 'kafka_failover',
      env: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8' },
      apps: {
        gateway: { RATE_LIMIT_REQUESTS: '1000000' },
        'webhook-dispatcher': { WEBHOOK_RETRY_SCHEDULE: '1s,2s,3s,5s,8s,8s,8s,8s', WEBHOOK_POLL_MS: '100' },
      },
    });
    db = new Pool({ connectionString: stack.env.DATABASE_URL, max: 2 });
    progress('platform up on the cluster');
  }, 300_000);

  afterAll(async () => {
    await stack?.stop();
    await receiver?.close().catch(() => undefined);
    await db?.end();
    await cluster?.destroy();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }, 120_000);

  it('loses and double-counts nothing while the partition leader and then the active controller crash', async () => {
    const { workspaceId, key } = await stack.workspace();
    const campaignId = 'failover';
    const client = new ConversionClient({
      baseUrl: stack.base,
      apiKey: key,
      workspaceId,
      timeoutMs: 10_000,
      // Long enough to outlast a failover; a send that still fails is reported, never counted.
      retry: { maxAttempts: 40, maxElapsedMs: 90_000, baseDelayMs: 200, maxDelayMs: 2_000 },
    });
    await client.campaigns.put(campaignId, {
      name: campaignId,
      status: 'active',
      startsAt: new Date(Date.now() - 30 * DAY).toISOString(),
      goals: ['order_paid'],
    });
    const endpoint = await stack.api(key, 'POST', `/v1/workspaces/${workspaceId}/webhook-endpoints`, {
      url: receiver.url,
      eventTypes: ['event.recorded', 'conversion.counted'],
    });
    expect(endpoint.status).toBe(201);
    registerSecret('webhook secret', endpoint.body.secret);
    receiver.verifyWith(endpoint.body.secret);

    const topics = Object.values(TOPICS).map((t) => stack.topic(t.name));
    const recorded = stack.topic(TOPICS.recordedEvents.name);

    // The load: every event a goal with a value, each of its own contact, so that each one stored
    // is counted once and the report's totals are known from the answers alone.
    const sends: Send[] = [];
    const made: { externalId: string; valueMinor: number }[] = [];
    const inFlight = new Set<Promise<void>>();
    let counter = 0;
    const sendOne = () => {
      const repeat = made.length > 20 && Math.random() < 0.1;
      const body = repeat
        ? made[randomInt(made.length)]
        : { externalId: `fo-${++counter}`, valueMinor: 100 + randomInt(10_000) };
      if (!repeat) made.push(body);
      const send: Send = { externalId: body.externalId, valueMinor: body.valueMinor, sentAt: Date.now() };
      sends.push(send);
      const done = client.events
        .send({
          name: 'order_paid',
          occurredAt: new Date(Date.now() - 60_000).toISOString(),
          contactId: `contact-${body.externalId}`,
          campaignId,
          valueMinor: String(body.valueMinor),
          currency: 'EUR',
          externalId: body.externalId,
        })
        .then((receipt) => {
          send.ms = Date.now() - send.sentAt;
          send.created = receipt.created;
          if (receipt.status !== 'suppressed') send.id = receipt.id;
        })
        .catch((err: Error) => {
          send.failed = `${err.name}: ${err.message}`;
        });
      inFlight.add(done);
      void done.finally(() => inFlight.delete(done));
    };
    const loadStarted = Date.now();
    let due = 0;
    const timer = setInterval(() => {
      const target = Math.floor(((Date.now() - loadStarted) * RATE) / 1000);
      for (; due < target; due++) sendOne();
    }, 20);
    const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
    const at = () => `t=${((Date.now() - loadStarted) / 1000).toFixed(1)} s`;

    const phases: Phase[] = [];
    const strike = async (what: string, node: number, role: string): Promise<Phase> => {
      const from = Date.now();
      progress(`${at()}  kill node ${node} (${role}) with SIGKILL`);
      await cluster.kill(node);
      await sleep(DOWN_S);
      progress(`${at()}  node ${node} started again`);
      await cluster.start(node);
      await cluster.awaitInSync(topics);
      const inSyncAfterS = (Date.now() - from) / 1000;
      progress(
        `${at()}  node ${node} back in sync on every topic, ${inSyncAfterS.toFixed(1)} s after its kill`,
      );
      const until = Math.max(
        Date.now() + IN_SYNC_MARGIN_S * 1000,
        from + RECOVERY_LIMIT_S.pipeline * 1000 + WINDOW_MS,
      );
      await sleep((until - Date.now()) / 1000);
      return { name: `${what} killed`, from, to: Date.now(), kill: { node, what, inSyncAfterS } };
    };
    try {
      await sleep(WARM_UP_S);
      phases.push({ name: 'warm-up', from: loadStarted, to: Date.now() });
      await sleep(BASELINE_S);
      phases.push({ name: 'baseline', from: phases[0].to, to: Date.now() });
      const leader = await cluster.leaderOf(recorded);
      phases.push(await strike('partition leader', leader, 'it leads most recorded-events partitions'));
      const controller = cluster.activeController();
      phases.push(await strike('active controller', controller, 'it leads the KRaft metadata quorum'));
    } finally {
      clearInterval(timer);
    }
    progress(
      `${at()}  load stops: ${sends.length} sends in ${((Date.now() - loadStarted) / 1000).toFixed(0)} s`,
    );
    while (inFlight.size > 0) await Promise.all([...inFlight]);

    // The platform catches up: every event decided and reported, every message delivered.
    const ws = workspaceId;
    const gateway = stack.schema('gateway');
    const attribution = stack.schema('attribution');
    const projection = stack.schema('reportProjection');
    const dispatcher = stack.schema('webhookDispatcher');
    const state = async () =>
      (
        await db.query(
          `SELECT
             (SELECT count(*)::int FROM ${gateway}.events WHERE workspace_id = $1) AS events,
             (SELECT count(*)::int FROM ${attribution}.decisions WHERE workspace_id = $1) AS decisions,
             (SELECT coalesce(sum(received), 0)::int FROM ${projection}.campaign_reports WHERE workspace_id = $1) AS reported,
             (SELECT count(*)::int FROM ${dispatcher}.deliveries d JOIN ${dispatcher}.messages m ON m.id = d.message_id
                WHERE m.workspace_id = $1 AND d.status = 'delivered') AS delivered`,
          [ws],
        )
      ).rows[0] as { events: number; decisions: number; reported: number; delivered: number };
    const settleStarted = Date.now();
    let s = await state();
    while (
      !(s.decisions === s.events && s.reported === s.events && s.delivered === 2 * s.events) &&
      Date.now() - settleStarted < 180_000
    ) {
      await sleep(1);
      s = await state();
    }
    progress(
      `caught up in ${((Date.now() - settleStarted) / 1000).toFixed(0)} s: ${s.events} events, ${s.decisions} decided, ` +
        `${s.reported} reported, ${s.delivered} messages delivered`,
    );

    // What the client was told. An event is acknowledged by a 201, or by a 200 alone when the SDK
    // retried a send whose first attempt had recorded it but whose answer came too late (its
    // timeout) or not at all: the 200 names the stored event.
    const failed = sends.filter((x) => x.failed);
    const answered = sends.filter((x) => x.ms !== undefined);
    const acknowledged = new Map<string, Send[]>();
    for (const x of answered) acknowledged.set(x.externalId, [...(acknowledged.get(x.externalId) ?? []), x]);
    const answers201 = answered.filter((x) => x.created).length;
    const answers200 = answered.length - answers201;
    const onlyBy200 = [...acknowledged.values()].filter((acks) => !acks.some((a) => a.created)).length;

    // What the platform stored and decided.
    const rows = (
      await db.query<{
        external_id: string;
        id: string;
        value_minor: string;
        decisions: number;
        counted: boolean;
      }>(
        `SELECT e.external_id, e.id, e.value_minor::text,
           (SELECT count(*)::int FROM ${attribution}.decisions d WHERE d.event_id = e.id) AS decisions,
           (SELECT bool_and(d.counted) FROM ${attribution}.decisions d WHERE d.event_id = e.id) AS counted
         FROM ${gateway}.events e WHERE e.workspace_id = $1`,
        [ws],
      )
    ).rows;
    const stored = new Map<string, typeof rows>();
    for (const r of rows) stored.set(r.external_id, [...(stored.get(r.external_id) ?? []), r]);
    const problems: string[] = [];
    for (const [externalId, acks] of acknowledged) {
      const copies = stored.get(externalId) ?? [];
      const created = acks.filter((a) => a.created).length;
      if (created > 1) problems.push(`${externalId} answered 201 ${created} times`);
      if (copies.length !== 1) problems.push(`${externalId} acknowledged, stored ${copies.length} times`);
      else if (acks.some((a) => a.id !== copies[0].id))
        problems.push(`${externalId} answered with another id than the stored event's`);
      else if (copies[0].decisions !== 1 || !copies[0].counted)
        problems.push(`${externalId}: ${copies[0].decisions} decisions, counted ${copies[0].counted}`);
    }
    for (const externalId of stored.keys())
      if (!acknowledged.has(externalId))
        problems.push(`${externalId} stored, never acknowledged to the client`);

    // The report, as an integrator reads it: exactly what was answered 201.
    const report = await client.reports.get(campaignId);
    const valueSent = [...acknowledged.values()].reduce((sum, [x]) => sum + x.valueMinor, 0);

    // How often a producer was replaced after a failed send (libs/kafka TypedProducer, so that no
    // sequence number is used twice): a figure of the failover, not a failure.
    let renewals = 0;
    for (const file of readdirSync(stack.logDir))
      renewals +=
        readFileSync(join(stack.logDir, file), 'utf8').split('the next one goes out through a new producer')
          .length - 1;

    // Webhooks: two messages per event (recorded, counted), each received, and received again only
    // as delivery is at least once (docs/webhooks.md): after an attempt the dispatcher saw fail (a
    // receiver slow to answer on a busy machine times out, and the retry arrives too). A message
    // received more times than the dispatcher attempted it would be a second delivery it never
    // knew of.
    const messages = (
      await db.query<{ id: string; attempts: number }>(
        `SELECT m.id, d.attempt_count AS attempts
           FROM ${dispatcher}.messages m JOIN ${dispatcher}.deliveries d ON d.message_id = m.id
          WHERE m.workspace_id = $1`,
        [ws],
      )
    ).rows;
    const receipts = new Map<string, number>();
    for (const r of receiver.receipts) receipts.set(r.webhookId, (receipts.get(r.webhookId) ?? 0) + 1);
    const receivedTwice = [...receipts.values()].filter((n) => n > 1).length;
    const neverReceived = messages.filter((m) => !receipts.has(m.id)).length;
    const receivedUnattempted = messages.filter((m) => (receipts.get(m.id) ?? 0) > m.attempts).length;

    // The figures: per phase, the p99 of the ingest answers (by send time) and of the pipeline,
    // received to decided (by receive time), and after each kill the recovery of both.
    // An event still undecided counts as never decided (Infinity), so that a pipeline that stops
    // shows as one that did not recover rather than as windows without samples.
    const pipeline = (
      await db.query<{ at: string; ms: string | null }>(
        `SELECT (extract(epoch FROM e.received_at) * 1000)::bigint::text AS at,
                (extract(epoch FROM d.decided_at - e.received_at) * 1000)::bigint::text AS ms
         FROM ${gateway}.events e LEFT JOIN ${attribution}.decisions d ON d.event_id = e.id
         WHERE e.workspace_id = $1`,
        [ws],
      )
    ).rows.map((r) => ({ at: Number(r.at), ms: r.ms === null ? Infinity : Number(r.ms) }));
    const ingest = answered.map((x) => ({ at: x.sentAt, ms: x.ms! }));
    const inPhase = (samples: { at: number; ms: number }[], p: Phase) =>
      samples.filter((x) => x.at >= p.from && x.at < p.to).map((x) => x.ms);
    const baseline = phases[1];
    const bounds = {
      // At least 1 s for the answers: on two cores shared with three brokers, four apps and the
      // load, a node's restart alone (a JVM starting) holds requests up that long, Kafka or not.
      ingest: Math.max(2 * percentile(inPhase(ingest, baseline), 99), 1000),
      pipeline: Math.max(2 * percentile(inPhase(pipeline, baseline), 99), 1500),
    };
    const recoveries: { phase: string; ingest: number; ingestLimit: number; pipeline: number }[] = [];
    progress(
      `bounds of the sliding ${WINDOW_MS / 1000} s window's p99: ingest ${bounds.ingest} ms, pipeline ${bounds.pipeline} ms ` +
        '(twice the baseline p99, at least 1 s and 1.5 s)',
    );
    for (const p of phases) {
      const i = inPhase(ingest, p);
      const d = inPhase(pipeline, p);
      let line =
        `${p.name}: ${i.length} answers, ingest p50 ${percentile(i, 50)} ms p99 ${percentile(i, 99)} ms max ${Math.max(0, ...i)} ms; ` +
        `pipeline p50 ${percentile(d, 50)} ms p99 ${percentile(d, 99)} ms max ${Math.max(0, ...d)} ms`;
      if (p.kill) {
        const r = {
          phase: p.name,
          ingest: recoverySeconds(ingest, p.from, p.to, bounds.ingest),
          ingestLimit: Math.max(RECOVERY_LIMIT_S.ingest, p.kill.inSyncAfterS + INGEST_AFTER_IN_SYNC_S),
          pipeline: recoverySeconds(pipeline, p.from, p.to, bounds.pipeline),
        };
        recoveries.push(r);
        line +=
          `; node ${p.kill.node} back in sync after ${p.kill.inSyncAfterS.toFixed(1)} s; ` +
          `p99 back under its bound after: ingest ${r.ingest.toFixed(1)} s, pipeline ${r.pipeline.toFixed(1)} s` +
          `\n    p99 per 5 s from the kill (s): ingest ${timeline(ingest, p.from, p.to)}` +
          `\n    pipeline ${timeline(pipeline, p.from, p.to)}`;
      }
      progress(line);
    }
    progress(
      `sent ${sends.length} (${sends.length - made.length} repeats): ${answers201} answered 201, ${answers200} answered 200, ` +
        `${acknowledged.size} events acknowledged (${onlyBy200} only by a 200 to an SDK retry), ` +
        `${failed.length} failed; report received ${report.received}, counted ${report.counted}, value EUR ${report.valueByCurrency.find((v) => v.currency === 'EUR')?.valueMinor}; ` +
        `${messages.length} webhook messages, ${receiver.receipts.length} receipts, ${receivedTwice} received twice (${receivedUnattempted} more often than attempted), ${neverReceived} never; ` +
        `apps that exited on their own: ${stack.unexpectedExits.join(', ') || 'none'}; ` +
        `producers replaced after a failed send: ${renewals}`,
    );

    expect(failed.map((x) => x.failed).slice(0, 5)).toEqual([]);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(acknowledged.size).toBeGreaterThan(RATE * (WARM_UP_S + BASELINE_S));
    expect(answers200).toBeGreaterThan(0);
    expect(rows.length).toBe(acknowledged.size);
    expect({
      received: report.received,
      counted: report.counted,
      notCounted: report.notCounted.total,
      value: report.valueByCurrency,
    }).toEqual({
      received: acknowledged.size,
      counted: acknowledged.size,
      notCounted: 0,
      value: [{ currency: 'EUR', valueMinor: String(valueSent) }],
    });
    expect(messages.length).toBe(2 * acknowledged.size);
    expect({ receivedUnattempted, neverReceived, badSignatures: receiver.badSignatures }).toEqual({
      receivedUnattempted: 0,
      neverReceived: 0,
      badSignatures: 0,
    });
    for (const r of recoveries) {
      expect({ phase: r.phase, ingest: r.ingest <= r.ingestLimit }).toEqual({
        phase: r.phase,
        ingest: true,
      });
      expect({ phase: r.phase, pipeline: r.pipeline <= RECOVERY_LIMIT_S.pipeline }).toEqual({
        phase: r.phase,
        pipeline: true,
      });
    }
  }, 900_000);
});
