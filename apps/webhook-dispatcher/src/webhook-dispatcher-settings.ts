import { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { WebhookDispatcherEnv } from '@app/config';
import { TOPICS } from '@app/contracts';
import { schemaName, STARTUP_CONNECT_RETRY, webhookDispatcherDataSourceOptions } from '@app/database';
import { ConsumerPrivacySettings } from '@app/privacy';
import { ConsumerSettings, TestDataRetentionSettings, WorkspaceRetentionSettings } from '@app/runtime';
import { DeliveryFeatureSettings } from './delivery/delivery-settings';

/** The webhook dispatcher's typed settings, grouped by feature. */
export interface WebhookDispatcherSettings {
  /** The connection, with the start-up retries every service shares. */
  database: TypeOrmModuleOptions;
  /** The gateway's schema, where endpoints and their sealed secrets are read. */
  gatewaySchema: string;
  consumer: ConsumerSettings;
  delivery: DeliveryFeatureSettings;
  /** How old test traffic is swept (docs/webhooks.md#test-traffic). */
  testData: TestDataRetentionSettings;
  /** How each workspace's delivery log is swept after its webhookLogRetentionDays (docs/privacy.md#retention). */
  retention: WorkspaceRetentionSettings;
  /** Erasure and the erased contacts' tombstones (docs/privacy.md#erasure). */
  privacy: ConsumerPrivacySettings;
}

/**
 * Maps the validated env to the dispatcher's settings, once, in one place: every constant of the
 * app is here, with why it has its value.
 */
export function webhookDispatcherSettings(env: WebhookDispatcherEnv): WebhookDispatcherSettings {
  return {
    database: { ...webhookDispatcherDataSourceOptions(env), ...STARTUP_CONNECT_RETRY },
    gatewaySchema: schemaName(env.DATABASE_SCHEMA_PREFIX, 'gateway'),
    consumer: {
      // The group is `<KAFKA_TOPIC_PREFIX>webhook-dispatcher`: the service's name keys its offsets.
      service: 'webhook-dispatcher',
      metricsName: 'webhook_dispatcher',
      chunkSize: env.WEBHOOK_DISPATCHER_BATCH_SIZE,
      deadLetterTopic: TOPICS.webhookDispatcherDeadLetter,
    },
    delivery: {
      engine: {
        maxInFlight: env.WEBHOOK_MAX_IN_FLIGHT,
        maxInFlightPerEndpoint: env.WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT,
        claimLeaseMs: env.WEBHOOK_CLAIM_LEASE_MS,
        pollMs: env.WEBHOOK_POLL_MS,
        requestTimeoutMs: env.WEBHOOK_REQUEST_TIMEOUT_MS,
        disableAfterSeconds: env.WEBHOOK_DISABLE_AFTER_SECONDS,
        // A scaling signal (KEDA) read every few seconds; a count over the due index each time.
        backlogRefreshMs: 5000,
        // A claim failing means Postgres is away: retry soon, then no more than every 5 s.
        claimBackoffMinMs: 100,
        claimBackoffMaxMs: 5000,
        // One claim reads at most this many due rows, whatever the backlog: its cost stays flat.
        claimWindowMax: 512,
        // Fruitless deep claims (stepping over backlogs) take at most a tenth of the time, and
        // never run more than ten times a second.
        deepClaimMinMs: 100,
        // An open circuit's newly due rows leave the head of the due index within 5 s, in
        // batches small enough for one statement to stay short.
        parkEveryMs: 5000,
        parkBatch: 20_000,
        // Time for a queued delivery's outcome to be written before its lease ends.
        leaseMarginMs: 1000,
        // Longer than the endpoint cache (WEBHOOK_ENDPOINT_CACHE_MS) by far: by then the
        // directory reads the endpoint disabled.
        disabledMemoryMs: 60_000,
      },
      recorder: {
        // Outcomes wait at most 20 ms for their batch: short next to any attempt, long enough
        // to gather a busy replica's outcomes into one statement.
        flushMs: 20,
        // A batch of 500 is one statement of a few milliseconds.
        maxBatch: 500,
      },
      sender: {
        allowHttp: env.WEBHOOK_ALLOW_HTTP,
        connectTimeoutMs: env.WEBHOOK_CONNECT_TIMEOUT_MS,
        requestTimeoutMs: env.WEBHOOK_REQUEST_TIMEOUT_MS,
      },
      allowedCidrs: env.WEBHOOK_ALLOWED_CIDRS,
      retries: { schedule: env.WEBHOOK_RETRY_SCHEDULE, jitterPercent: env.WEBHOOK_RETRY_JITTER_PERCENT },
      circuits: { failures: env.WEBHOOK_CIRCUIT_FAILURES, openMs: env.WEBHOOK_CIRCUIT_OPEN_MS },
      endpoints: {
        cacheMs: env.WEBHOOK_ENDPOINT_CACHE_MS,
        secretKeys: env.WEBHOOK_SECRET_KEYS,
        secretKeyId: env.WEBHOOK_SECRET_KEY_ID,
      },
    },
    testData: {
      days: env.TEST_DATA_RETENTION_DAYS,
      // Hourly: test data lives a day at least, so an hour late is little; a sweep of nothing
      // is one index probe.
      everyMs: 3_600_000,
      // 1,000 messages per transaction (with their deliveries and attempts): short locks, and
      // the delivery loop's statements never wait long behind one.
      batchSize: 1000,
      // Per schema, so suites (or deployments) sharing a database do not skip each other.
      lockKey: `${schemaName(env.DATABASE_SCHEMA_PREFIX, 'webhookDispatcher')}:test-data-retention`,
    },
    retention: {
      everyMs: env.RETENTION_SWEEP_EVERY_MS,
      // Messages per transaction, with their deliveries and attempts (RETENTION_BATCH_SIZE).
      batchSize: env.RETENTION_BATCH_SIZE,
      // Its own lock, beside the test-data sweep's: the two delete disjoint batches, and neither waits.
      lockKey: `retention:${schemaName(env.DATABASE_SCHEMA_PREFIX, 'webhookDispatcher')}`,
      // `webhook_dispatcher_retention_deleted_total{table}`, beside its other consumer counters.
      metricsName: 'webhook_dispatcher',
    },
    privacy: {
      hashKey: env.PRIVACY_HASH_KEY,
      // `webhook_dispatcher_erased_contact_messages_dropped_total`, beside its other consumer counters.
      metricsName: 'webhook_dispatcher',
      // 1,000 messages per transaction (with their deliveries and attempts), as the retention
      // sweep does: the delivery loop's statements never wait long behind one.
      batchSize: 1000,
    },
  };
}
