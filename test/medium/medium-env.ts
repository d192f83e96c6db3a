import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CliEnv, loadEnv } from '@app/config';
import { gatewayDataSourceOptions, webhookDispatcherDataSourceOptions } from '@app/database';

/**
 * Isolation for one run of the medium tier (specs against the real Postgres only, no Kafka or
 * Redis): its own schema prefix, set once in global setup and inherited by every jest worker.
 * The prefix is the tier's own (`m_`), apart from the integration tier's, since a whole-suite run
 * runs both tiers' set-ups in one process and tears them down in either order.
 */
export function mediumEnv(): CliEnv {
  process.env.CVP_MEDIUM_RUN_ID ??= `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  return loadEnv(CliEnv, {
    ...process.env,
    DATABASE_SCHEMA_PREFIX: `m_${process.env.CVP_MEDIUM_RUN_ID}_`,
    DATABASE_POOL_SIZE: '4',
  });
}

/** A connection to the webhook dispatcher's schema of this run, as the dispatcher opens it. */
export async function dispatcherDatabase(): Promise<DataSource> {
  return new DataSource(webhookDispatcherDataSourceOptions(mediumEnv())).initialize();
}

/** A connection to the gateway's schema of this run, as the gateway opens it. */
export async function gatewayDatabase(): Promise<DataSource> {
  return new DataSource(gatewayDataSourceOptions(mediumEnv())).initialize();
}
