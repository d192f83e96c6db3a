// What the benchmark scripts share: child processes that must never outlive the run, medians,
// and dropping a run's data (schemas, topics, Redis keys) by its prefixes.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { log, ROOT } from './stack.mjs';

const children = new Set();
let stopping = false;
// Never leave a server behind, whatever ends this process.
process.on('exit', () => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
});

/** Starts a built entry point (or a script) with the given env; the run stops if it dies early. */
export function startProcess(name, entry, env) {
  const child = spawn(process.execPath, [join(ROOT, entry)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.on('exit', (code) => {
    children.delete(child);
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
