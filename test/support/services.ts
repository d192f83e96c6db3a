import Redis from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import { Client } from 'pg';
import { CliEnv } from '@app/config';
import { allServiceDataSourceOptions, runMigrations } from '@app/database';
import { KafkaService } from '@app/kafka';

function kafkaFor(env: CliEnv): Kafka {
  return new Kafka({
    clientId: 'test-setup',
    brokers: env.KAFKA_BROKERS.split(','),
    logLevel: logLevel.NOTHING,
  });
}

/** Fails fast, naming the service and how to start it, when a real service is not reachable. */
export async function waitForServices(env: CliEnv): Promise<void> {
  const pg = new Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await pg.connect();
    await pg.query('SELECT 1');
  } catch (err) {
    throw new Error(
      `Postgres at ${env.DATABASE_URL} is not reachable (${(err as Error).message}). Start it, or set DATABASE_URL.`,
    );
  } finally {
    await pg.end().catch(() => undefined);
  }
  const redis = new Redis(env.REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(
      `Redis at ${env.REDIS_URL} is not reachable (${(err as Error).message}). Start it, or set REDIS_URL.`,
    );
  } finally {
    redis.disconnect();
  }
  const admin = kafkaFor(env).admin();
  try {
    await admin.connect();
    await admin.describeCluster();
  } catch (err) {
    throw new Error(
      `Kafka at ${env.KAFKA_BROKERS} is not reachable (${(err as Error).message}). Run "npm run kafka:start", or use "npm test", which starts it.`,
    );
  } finally {
    await admin.disconnect();
  }
}

/** Every schema migrated and every topic created, under the env's prefixes (idempotent). */
export async function prepareStack(env: CliEnv): Promise<void> {
  for (const options of allServiceDataSourceOptions(env)) await runMigrations(options);
  await ensureTopics(env);
}

/** The same idempotent topic creation the platform uses, under this run's topic prefix. */
export async function ensureTopics(env: CliEnv): Promise<void> {
  const kafka = new KafkaService(env);
  try {
    await kafka.ensureTopics();
  } finally {
    await kafka.onApplicationShutdown();
  }
}

export async function dropRunData(env: CliEnv): Promise<void> {
  const prefix = env.DATABASE_SCHEMA_PREFIX;
  if (!prefix) return; // never drop the shared, unprefixed schemas
  const pg = new Client({ connectionString: env.DATABASE_URL });
  await pg.connect();
  try {
    const { rows } = await pg.query<{ nspname: string }>(
      `SELECT nspname FROM pg_namespace WHERE nspname LIKE $1`,
      [`${prefix.replace(/_/g, '\\_')}%`],
    );
    for (const { nspname } of rows) await pg.query(`DROP SCHEMA "${nspname}" CASCADE`);
  } finally {
    await pg.end();
  }
  const redis = new Redis(env.REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.REDIS_KEY_PREFIX}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  const admin = kafkaFor(env).admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(env.KAFKA_TOPIC_PREFIX));
    if (topics.length) await admin.deleteTopics({ topics });
  } finally {
    await admin.disconnect();
  }
}
