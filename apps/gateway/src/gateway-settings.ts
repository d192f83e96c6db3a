import { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { GatewayEnv } from '@app/config';
import { gatewayDataSourceOptions, panelChannel, schemaName, STARTUP_CONNECT_RETRY } from '@app/database';
import { TestDataRetentionSettings, WorkspaceRetentionSettings } from '@app/runtime';
import { RelaySettings } from './outbox/outbox-relay.service';
import { ErasureSettings, PrivacySchemas } from './privacy/privacy-settings';
import { RateLimitSettings } from './rate-limit/rate-limit-settings';
import { RecorderSettings } from './recording/claim-recorder';
import { SubmissionLimits } from './recording/submission-rules';
import { PanelListenerSettings } from './reports/panel-changes.listener';
import { PanelStreamSettings } from './reports/panel-stream.service';
import {
  SecretKeysEnv,
  WebhookSettings,
  dispatcherSchema,
  webhookSettings,
} from './webhooks/webhook-settings';

/**
 * The gateway's settings, grouped by feature: the one place that maps the validated env
 * (GatewayEnv, every variable documented in docs/configuration.md) to typed values, and the one
 * place that holds the gateway's constants. GatewayModule.forRoot builds them once and hands
 * each feature its slice (GatewaySettingsModule).
 */
export interface GatewaySettings {
  /** The connection, with the start-up retries every service shares. */
  database: TypeOrmModuleOptions;
  events: {
    recorder: RecorderSettings;
    limits: SubmissionLimits;
    /** The attribution service's schema, read (never written) for each event's outcome. */
    attributionSchema: string;
    /** How old test traffic is swept (docs/api.md#test-mode). */
    testData: TestDataRetentionSettings;
  };
  outbox: RelaySettings;
  privacy: {
    erasure: ErasureSettings;
    /** The schemas of the services holding copies of contacts' data, read (never written). */
    schemas: PrivacySchemas;
    /** PRIVACY_HASH_KEY: the ContactHasher is built from it at boot. */
    hashKey: string;
  };
  rateLimit: RateLimitSettings;
  /** How each workspace's old events and adjustments are swept (docs/privacy.md#retention). */
  retention: WorkspaceRetentionSettings;
  reports: {
    listener: PanelListenerSettings;
    stream: PanelStreamSettings;
    /** The report projection's schema, read (never written) for reports and panels. */
    schema: string;
  };
  webhooks: {
    settings: WebhookSettings;
    /** The webhook dispatcher's schema, read (never written) for the delivery log. */
    dispatcherSchema: string;
    /** What the secret cipher is built from, at boot (so a bad key stops the gateway, named). */
    secrets: SecretKeysEnv;
  };
}

export function gatewaySettings(env: GatewayEnv): GatewaySettings {
  const reportSchema = schemaName(env.DATABASE_SCHEMA_PREFIX, 'reportProjection');
  return {
    database: { ...gatewayDataSourceOptions(env), ...STARTUP_CONNECT_RETRY },
    events: {
      recorder: {
        leaseMs: env.DEDUPE_LEASE_MS,
        retentionSeconds: env.DEDUPE_RETENTION_SECONDS,
        duplicateWaitMs: env.DUPLICATE_WAIT_MS,
        insertBatchMaxRows: env.INSERT_BATCH_MAX_ROWS,
        insertMaxInFlight: env.INSERT_MAX_IN_FLIGHT,
      },
      limits: { maxAgeDays: env.EVENT_MAX_AGE_DAYS, maxFutureSeconds: env.EVENT_MAX_FUTURE_SECONDS },
      attributionSchema: schemaName(env.DATABASE_SCHEMA_PREFIX, 'attribution'),
      testData: {
        days: env.TEST_DATA_RETENTION_DAYS,
        everyMs: 3600_000,
        batchSize: 1000,
        lockKey: `test-data:${schemaName(env.DATABASE_SCHEMA_PREFIX, 'gateway')}`,
      },
    },
    outbox: {
      schema: schemaName(env.DATABASE_SCHEMA_PREFIX, 'gateway'),
      pollMs: env.OUTBOX_POLL_MS,
      batchSize: env.OUTBOX_BATCH_SIZE,
      lingerMs: env.OUTBOX_LINGER_MS,
    },
    privacy: {
      erasure: {
        startDelayMs: env.ERASURE_START_DELAY_MS,
        republishMs: env.ERASURE_COMMAND_REPUBLISH_MS,
        pollMs: 1000,
        batchSize: 1000,
        lockKey: `erasure-coordinator:${schemaName(env.DATABASE_SCHEMA_PREFIX, 'gateway')}`,
      },
      schemas: {
        attribution: schemaName(env.DATABASE_SCHEMA_PREFIX, 'attribution'),
        reportProjection: reportSchema,
        webhookDispatcher: schemaName(env.DATABASE_SCHEMA_PREFIX, 'webhookDispatcher'),
      },
      hashKey: env.PRIVACY_HASH_KEY,
    },
    rateLimit: { requests: env.RATE_LIMIT_REQUESTS, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
    retention: {
      everyMs: env.RETENTION_SWEEP_EVERY_MS,
      batchSize: env.RETENTION_BATCH_SIZE,
      lockKey: `retention:${schemaName(env.DATABASE_SCHEMA_PREFIX, 'gateway')}`,
      metricsName: 'gateway',
    },
    reports: {
      listener: { databaseUrl: env.DATABASE_URL, channel: panelChannel(reportSchema) },
      stream: {
        maxStreams: env.PANEL_STREAM_MAX,
        heartbeatMs: env.PANEL_STREAM_HEARTBEAT_MS,
        pollMs: env.PANEL_STREAM_POLL_MS,
      },
      schema: reportSchema,
    },
    webhooks: {
      settings: webhookSettings(env),
      dispatcherSchema: dispatcherSchema(env),
      secrets: {
        WEBHOOK_SECRET_KEYS: env.WEBHOOK_SECRET_KEYS,
        WEBHOOK_SECRET_KEY_ID: env.WEBHOOK_SECRET_KEY_ID,
      },
    },
  };
}
