import { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { GatewayEnv } from '@app/config';
import { gatewayDataSourceOptions, panelChannel, schemaName, STARTUP_CONNECT_RETRY } from '@app/database';
import { EventLimits } from './events/event-rules';
import { RecorderSettings } from './events/event-recorder.service';
import { RelaySettings } from './outbox/outbox-relay.service';
import { RateLimitSettings } from './rate-limit/rate-limit-settings';
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
    limits: EventLimits;
    /** The attribution service's schema, read (never written) for each event's outcome. */
    attributionSchema: string;
  };
  outbox: RelaySettings;
  rateLimit: RateLimitSettings;
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
      },
      limits: { maxAgeDays: env.EVENT_MAX_AGE_DAYS, maxFutureSeconds: env.EVENT_MAX_FUTURE_SECONDS },
      attributionSchema: schemaName(env.DATABASE_SCHEMA_PREFIX, 'attribution'),
    },
    outbox: {
      schema: schemaName(env.DATABASE_SCHEMA_PREFIX, 'gateway'),
      pollMs: env.OUTBOX_POLL_MS,
      batchSize: env.OUTBOX_BATCH_SIZE,
      lingerMs: env.OUTBOX_LINGER_MS,
    },
    rateLimit: { requests: env.RATE_LIMIT_REQUESTS, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
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
