// What every benchmark does before it measures: check Node, install and build when needed, and
// make sure the local services are up, so that none of the platforms it starts owns the broker;
// and the clients a benchmark reads Postgres and the broker with.
import pg from 'pg';
import { Kafka, logLevel } from 'kafkajs';
import { build, checkNode, DEFAULTS, ensureDependencies, ensureServices } from '../stack.mjs';
import { findServices } from '../bench-kit.mjs';

/** The dependencies and the build in place; returns the base env (DEFAULTS, then this process's env). */
export function prepareBuild() {
  checkNode();
  ensureDependencies();
  build();
  return { ...DEFAULTS, ...process.env };
}

/** The services `env` names are up: `stopKafka` stops a broker started here, `services` their pids. */
export async function prepareServices(env) {
  const stopKafka = await ensureServices(env);
  return { stopKafka, services: findServices(env) };
}

/** A connected Postgres client and a (silent) Kafka client for the run's own readings. */
export async function connectClients(env, clientId) {
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const kafka = new Kafka({ clientId, brokers: env.KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING });
  return { db, kafka };
}
