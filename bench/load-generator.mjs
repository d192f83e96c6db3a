// The open-loop load generator of `npm run bench:system` (scripts/bench-system.mjs): a process of
// its own, so that its CPU is measured apart from the platform's. Not part of the product.
//
// Open loop: request i of a step is due at start + i / rate, whatever happened to the requests
// before it, and its latency counts from that due time to the end of its answer. A request the
// platform is slow to take waits in the client's queue, and that wait is in its latency, as it
// would be for a user's client; a closed-loop tool (autocannon, wrk) would instead send less while
// the server is slow and hide the queueing (coordinated omission). Latencies go to an HDR
// histogram (hdr-histogram-js, microseconds, 3 significant digits).
//
// Written here rather than taken from a tool: autocannon and the other Node load tools are closed
// loop, and the platform's figures need what it answered per event (ids for the end-to-end
// latency, per-item results of a batch), which a generic tool does not hand back.
//
// Started with an IPC channel by the benchmark; it answers each message in turn:
// - { type: 'run', origin, path, authorization, kind, perRequest, rate, seconds, idPrefix,
//     connections, sample } -> { type: 'done', ... } (see run() below). kind: 'new' (every event a new
//   externalId, single or batched) or 'duplicates' (single events, each a body seeded before).
// - { type: 'seed', ..., count } -> sends `count` new single events (64 at a time) and keeps their
//   bodies for the 'duplicates' runs that follow.
// It exits when its parent goes.
import { build } from 'hdr-histogram-js';
import { Pool } from 'undici';

if (!process.send) {
  process.stderr.write(
    'bench/load-generator.mjs takes its orders over IPC: scripts/bench-system.mjs starts it\n',
  );
  process.exit(2);
}

/** How many requests may wait for a connection before the step counts the rest as not sent. */
const MAX_QUEUED_PER_CONNECTION = 64;

let seeded = []; // bodies of recorded events, for the duplicates runs

/** The body of event `n` of a run: template text, cheaper than JSON.stringify at 30,000 a second. */
function eventBody(idPrefix, n, occurredAt) {
  const name = n % 4 === 0 ? 'page_view' : 'order_paid';
  return `{"name":"${name}","occurredAt":"${occurredAt}","contactId":"contact-${n % 5000}","campaignId":"bench","valueMinor":4999,"currency":"EUR","externalId":"${idPrefix}-${n}"}`;
}

/**
 * One step: `rate` events/s for `seconds`, as requests of `perRequest` events. Returns the
 * latency percentiles (ms, from each request's due time), the counts by outcome, the events
 * recorded (new) or answered as duplicates, a sample of at most `sample` recorded events with when
 * their 201/200 arrived (for the end-to-end latencies), and this process's CPU.
 */
async function run(order) {
  const { origin, path, authorization, kind, perRequest, rate, seconds, idPrefix, connections, sample } =
    order;
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const headers = { 'content-type': 'application/json', authorization };
  const histogram = build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000 });
  const requestsPerSecond = rate / perRequest;
  const total = Math.round(requestsPerSecond * seconds);
  const sampleEvery = Math.max(1, Math.floor((total * perRequest) / sample));
  const statuses = {};
  const outcome = { events: 0, rejectedItems: 0, socketErrors: 0, notSent: 0, firstError: null };
  const sampled = []; // [eventId, answered at (ms since epoch)]
  const cpu = process.cpuUsage();
  let inFlight = 0;
  let sent = 0;
  let eventNo = 0;
  let stamp = '';
  let stampMs = 0;

  const started = performance.now();
  const startedAt = Date.now();
  const finished = new Promise((resolve) => {
    let done = 0;
    const settle = () => {
      if (++done === total) resolve();
    };

    async function send(index) {
      const due = started + (index * 1000) / requestsPerSecond;
      const now = Date.now();
      if (now !== stampMs) {
        stampMs = now;
        stamp = new Date(now).toISOString();
      }
      let body;
      const first = eventNo;
      if (kind === 'duplicates') body = seeded[index % seeded.length];
      else if (perRequest === 1) body = eventBody(idPrefix, eventNo++, stamp);
      else {
        const parts = new Array(perRequest);
        for (let i = 0; i < perRequest; i++) parts[i] = eventBody(idPrefix, eventNo++, stamp);
        body = `{"events":[${parts.join(',')}]}`;
      }
      inFlight++;
      try {
        const res = await pool.request({ method: 'POST', path, headers, body });
        const text = await res.body.text();
        const end = performance.now();
        histogram.recordValue(Math.max(1, Math.round((end - due) * 1000)));
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        const expected = perRequest > 1 ? 200 : kind === 'duplicates' ? 200 : 201;
        if (res.statusCode !== expected) {
          outcome.firstError ??= `${res.statusCode} ${text.slice(0, 300)}`;
          return;
        }
        const answeredAt = Date.now();
        if (perRequest === 1) {
          outcome.events++;
          // Duplicates record nothing new, so they have no end-to-end latency to sample.
          if (kind === 'new' && first % sampleEvery === 0 && sampled.length < sample)
            sampled.push([JSON.parse(text).id, answeredAt]);
          return;
        }
        const { results } = JSON.parse(text);
        for (let i = 0; i < results.length; i++) {
          const r = results[i];
          if (r.status === 'recorded') {
            outcome.events++;
            if ((first + i) % sampleEvery === 0 && sampled.length < sample) sampled.push([r.id, answeredAt]);
          } else {
            outcome.rejectedItems++;
            outcome.firstError ??= `batch item ${r.status}: ${JSON.stringify(r).slice(0, 300)}`;
          }
        }
      } catch (err) {
        outcome.socketErrors++;
        outcome.firstError ??= `${err.code ?? ''} ${err.message}`;
      } finally {
        inFlight--;
        settle();
      }
    }

    // Every millisecond or so, send what has fallen due; a late timer sends its backlog at once,
    // and the requests' latency still counts from when each was due.
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * requestsPerSecond) / 1000) + 1);
      while (sent < due) {
        if (inFlight >= connections * MAX_QUEUED_PER_CONNECTION) {
          // The platform is so far behind that the client gives up on this request.
          outcome.notSent++;
          sent++;
          settle();
          continue;
        }
        void send(sent++);
      }
      if (sent < total) setTimeout(tick, 1);
    };
    if (total === 0) resolve();
    else tick();
  });
  await finished;
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  const { user, system } = process.cpuUsage(cpu);
  const ms = (p) => histogram.getValueAtPercentile(p) / 1000;
  return {
    type: 'done',
    requests: total,
    startedAt,
    seconds: elapsed,
    statuses,
    ...outcome,
    p50: ms(50),
    p99: ms(99),
    p999: ms(99.9),
    max: histogram.maxValue / 1000,
    sampled,
    cpuMs: (user + system) / 1000,
  };
}

/** Records `count` new single events, 64 at a time, and keeps their bodies for the duplicates runs. */
async function seed({ origin, path, authorization, idPrefix, count }) {
  const pool = new Pool(origin, { connections: 64 });
  const headers = { 'content-type': 'application/json', authorization };
  const stamp = new Date().toISOString();
  const bodies = Array.from({ length: count }, (_, n) => eventBody(idPrefix, n, stamp));
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const res = await pool.request({ method: 'POST', path, headers, body });
      const text = await res.body.text();
      if (res.statusCode !== 201)
        throw new Error(`seeding answered ${res.statusCode}: ${text.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: 64 }, worker));
  await pool.close();
  seeded = bodies;
  return { type: 'seeded', count };
}

process.on('message', (order) => {
  const job = order.type === 'seed' ? seed(order) : run(order);
  job.then(
    (result) => process.send(result),
    (err) => process.send({ type: 'failed', message: err.stack ?? String(err) }),
  );
});
process.on('disconnect', () => process.exit(0));
// Ctrl-C reaches it too (same process group): the benchmark stops it when done with it.
process.on('SIGINT', () => {});
