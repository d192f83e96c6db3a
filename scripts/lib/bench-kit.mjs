// What the benchmark scripts share: child processes that must never outlive the run, medians,
// dropping a run's data (schemas, topics, Redis keys) by its prefixes, free ports, and the CPU
// time and peak memory of the platform's processes read from /proc (Linux).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { log, ROOT } from './stack.mjs';

const children = new Set();
let stopping = false;
// Never leave a server behind, whatever ends this process.
process.on('exit', () => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
});

/**
 * From now on, a child started by startProcess that exits does not end the run: Ctrl-C reached
 * the children too (same process group), and the run is stopping them itself.
 */
export function expectExits() {
  stopping = true;
}

/** Sends SIGTERM to `child` if this process exits first (a failure, an uncaught error). */
export function killOnExit(child) {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Starts a built entry point (or a script) with the given env; the run stops if it dies early. */
export function startProcess(name, entry, env) {
  const child = spawn(process.execPath, [join(ROOT, entry)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  killOnExit(child);
  child.on('exit', (code) => {
    if (!stopping && !child.expectedExit) {
      log(`${name} exited with ${code}; stopping the benchmark`);
      process.exit(1);
    }
  });
  return child;
}

/** Stops a child started by startProcess (SIGTERM: it drains) and waits for it. */
export function stopProcess(child) {
  if (child.exitCode !== null) return Promise.resolve();
  child.expectedExit = true;
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Stops every child still running (each drains on SIGTERM) and waits for them. */
export function stopAll() {
  return Promise.all([...children].map(stopProcess));
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Drops every schema, topic and Redis key whose name starts with one of the run's prefixes. */
export async function dropRunData({
  DATABASE_URL,
  DATABASE_SCHEMA_PREFIX,
  KAFKA_BROKERS,
  KAFKA_TOPIC_PREFIX,
  REDIS_URL,
  REDIS_KEY_PREFIX,
}) {
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const { rows } = await db.query(`SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)`, [
    DATABASE_SCHEMA_PREFIX,
  ]);
  for (const { nspname } of rows) await db.query(`DROP SCHEMA "${nspname}" CASCADE`);
  await db.end();

  const { Kafka, logLevel } = await import('kafkajs');
  const admin = new Kafka({
    clientId: 'bench-cleanup',
    brokers: KAFKA_BROKERS.split(','),
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((t) => t.startsWith(KAFKA_TOPIC_PREFIX));
  if (topics.length) await admin.deleteTopics({ topics });
  await admin.disconnect();

  if (REDIS_URL && REDIS_KEY_PREFIX) {
    const { default: Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_KEY_PREFIX}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    redis.disconnect();
  }
}

/** Resolves when `port` can be listened on at 127.0.0.1, that is when nothing else has it. */
function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * `count` distinct free ports, picked at random from 20000-32767: high enough to stay clear of
 * the usual service ports, and below Linux's ephemeral range (32768+) so that no outgoing
 * connection takes one between the check and the listen.
 */
export async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) {
    const port = 20_000 + Math.floor(Math.random() * 12_768);
    if (!ports.has(port) && (await portFree(port))) ports.add(port);
  }
  return [...ports];
}

/** Clock ticks per second, the unit of CPU times in /proc/<pid>/stat (almost always 100). */
export const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** Reads a /proc file, or returns null if the process has gone (or is not ours to read). */
function readProc(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Every process on the machine: its parent, name (comm), command line, and CPU time in clock
 * ticks, its own (utime + stime, all threads) and that of its children it has waited for
 * (cutime + cstime).
 */
export function readProcesses() {
  const processes = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(`/proc/${entry}/stat`);
    if (!stat) continue;
    // The name is in parentheses and may itself hold spaces or parentheses: split after the last one.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' '); // fields[0] is field 3 of proc(5), the state
    const pid = Number(entry);
    processes.set(pid, {
      pid,
      ppid: Number(fields[1]),
      comm: stat.slice(stat.indexOf('(') + 1, close),
      ticks: Number(fields[11]) + Number(fields[12]),
      childTicks: Number(fields[13]) + Number(fields[14]),
      args: (readProc(`/proc/${entry}/cmdline`) ?? '').split('\0').filter(Boolean),
    });
  }
  return processes;
}

/** The highest resident set size the process ever had (VmHWM), in kB; 0 if unknown. */
export function peakRssKb(pid) {
  const match = /^VmHWM:\s+(\d+) kB/m.exec(readProc(`/proc/${pid}/status`) ?? '');
  return match ? Number(match[1]) : 0;
}

/** Which of `pids` holds a TCP socket listening on `port` (any address), if it can be told. */
function listener(port, pids) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (readProc(table) ?? '').split('\n').slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (state === '0A' && parseInt(local.split(':')[1], 16) === port) inodes.add(`socket:[${inode}]`);
    }
  }
  return pids.find((pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`)));
    } catch {
      return false; // gone, or not ours to inspect
    }
  });
}

/** Of several candidates, the one listening on `port`; all of them when none (or only one) can be told. */
function onPort(candidates, port) {
  if (candidates.length <= 1) return candidates;
  const pid = listener(port, candidates);
  return pid === undefined ? candidates : [pid];
}

/**
 * The pids of the shared services, found once per run by name: the Kafka broker (a java process
 * running kafka.Kafka), Redis (redis-server) and Postgres's postmaster (a postgres process whose
 * parent is not one). When a name matches more than one process (another broker or cluster on
 * this machine), the one listening on the port `env` (DATABASE_URL, REDIS_URL, KAFKA_BROKERS)
 * gives is kept.
 */
export function findServices(env) {
  const postgresPort = Number(new URL(env.DATABASE_URL).port || 5432);
  const redisPort = Number(new URL(env.REDIS_URL).port || 6379);
  const kafkaPort = Number(env.KAFKA_BROKERS.split(',')[0].split(':')[1]);
  const processes = readProcesses();
  const pids = (test) => [...processes.values()].filter(test).map((p) => p.pid);
  return {
    kafka: onPort(
      pids((p) => p.comm === 'java' && p.args.includes('kafka.Kafka')),
      kafkaPort,
    ),
    redis: onPort(
      pids((p) => p.comm === 'redis-server'),
      redisPort,
    ),
    postmasters: onPort(
      pids((p) => p.comm === 'postgres' && processes.get(p.ppid)?.comm !== 'postgres'),
      postgresPort,
    ),
  };
}

/** The app a process runs, from its `dist/apps/<name>/src/main.js` argument. */
const appName = (args) => args.map((a) => /dist\/apps\/([^/]+)\/src\/main\.js$/.exec(a)?.[1]).find(Boolean);

const childrenOf = (processes, ppid) => [...processes.values()].filter((p) => p.ppid === ppid);

/** Every process below `pid`: its children, theirs, and so on. */
function descendants(processes, pid) {
  const found = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of childrenOf(processes, queue.shift())) {
      found.push(child.pid);
      queue.push(child.pid);
    }
  }
  return found;
}

/** The resident set size of a process now (VmRSS), in kB; 0 if it has gone. */
export function rssKb(pid) {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readProc(`/proc/${pid}/status`) ?? '');
  return match ? Number(match[1]) : 0;
}

/**
 * The platform's processes by group, the one grouping that cpuSnapshot and processGroups share:
 * every child of `rootPid` under the name of the app it runs, with the app's own children (the
 * workers of a gateway run with GATEWAY_WORKERS); the root as `rootLabel`; `extra`; the broker;
 * Postgres's postmaster and backends; Redis. `reaped` marks the processes whose exited children's
 * CPU (cutime + cstime) belongs to the group: an app (replaced workers) and the postmaster (backends).
 */
function groupMembers(processes, { rootPid, rootLabel, services, extra = [] }) {
  const groups = new Map();
  const add = (name, pid, reaped = false) => {
    if (!processes.has(pid)) return;
    groups.set(name, [...(groups.get(name) ?? []), { pid, reaped }]);
  };
  if (rootPid !== undefined) {
    for (const { pid, name } of appProcesses(rootPid, processes)) {
      add(name, pid, true);
      for (const member of descendants(processes, pid)) add(name, member);
    }
    add(rootLabel, rootPid);
  }
  for (const { name, pid } of extra) add(name, pid);
  for (const pid of services.kafka) add('Kafka broker', pid);
  for (const postmaster of services.postmasters) {
    add('Postgres', postmaster, true);
    for (const { pid } of childrenOf(processes, postmaster)) add('Postgres', pid);
  }
  for (const pid of services.redis) add('Redis', pid);
  return groups;
}

/** The pids of the platform's processes by group (see groupMembers), for reading their memory. */
export function processGroups(who) {
  return new Map(
    [...groupMembers(readProcesses(), who)].map(([name, members]) => [name, members.map((m) => m.pid)]),
  );
}

/** The children of `rootPid` (as `npm start` runs the apps), each named after the app it runs. */
export function appProcesses(rootPid, processes = readProcesses()) {
  return childrenOf(processes, rootPid).map((p) => ({ pid: p.pid, name: appName(p.args) ?? p.comm }));
}

/**
 * CPU ticks and peak RSS of the platform's processes, grouped by what they are: every child of
 * `rootPid` under the name of the app it runs (so an app added later shows up on its own), the
 * root process itself as `rootLabel`, and the services of findServices(). Postgres is all its
 * processes: the postmaster and its backends, plus the CPU of backends that have exited (the
 * postmaster's cutime + cstime); its peak RSS is that of its largest single process. Without a
 * `rootPid`, only the services; `extra` adds processes of the run's own ({ name, pid }, such as
 * a webhook receiver), each under its name.
 */
export function cpuSnapshot(who) {
  const processes = readProcesses();
  const groups = new Map();
  for (const [name, members] of groupMembers(processes, who)) {
    const group = { ticks: 0, peakRssKb: 0 };
    for (const { pid, reaped } of members) {
      const proc = processes.get(pid);
      group.ticks += proc.ticks + (reaped ? proc.childTicks : 0);
      group.peakRssKb = Math.max(group.peakRssKb, peakRssKb(pid));
    }
    groups.set(name, group);
  }
  return { at: performance.now(), groups };
}

/** Per group: CPU milliseconds between two snapshots, and the peak RSS (MB) at the second. */
export function cpuBetween(before, after) {
  return [...after.groups].map(([name, { ticks, peakRssKb }]) => ({
    name,
    cpuMs: ((ticks - (before.groups.get(name)?.ticks ?? 0)) * 1000) / CLK_TCK,
    peakRssMb: peakRssKb / 1024,
  }));
}

/**
 * A maker of new event bodies (JSON text) for campaign `bench`: every externalId new (under
 * `idPrefix`), a quarter of them not a goal (page_view), contacts cycling over 5,000.
 */
export function eventMaker(idPrefix) {
  let counter = 0;
  return () =>
    JSON.stringify({
      name: counter % 4 === 0 ? 'page_view' : 'order_paid',
      occurredAt: new Date().toISOString(),
      contactId: `contact-${counter % 5000}`,
      campaignId: 'bench',
      valueMinor: 4999,
      currency: 'EUR',
      externalId: `${idPrefix}-${counter++}`,
    });
}
