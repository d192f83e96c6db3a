import { randomBytes } from 'node:crypto';
import { loadEnv, WebhookDispatcherEnv } from '@app/config';
import { TOPICS } from '@app/contracts';
import { webhookDispatcherSettings } from './webhook-dispatcher-settings';

const KEYS = `k1:${randomBytes(32).toString('base64')}`;

describe('webhookDispatcherSettings', () => {
  it('maps the defaults of a loaded env, with the engine constants', () => {
    const settings = webhookDispatcherSettings(
      loadEnv(WebhookDispatcherEnv, { WEBHOOK_SECRET_KEYS: KEYS, PRIVACY_HASH_KEY: `${'B'.repeat(43)}=` }),
    );
    expect(settings.database).toMatchObject({
      type: 'postgres',
      schema: 'webhook_dispatcher',
      retryAttempts: 3,
      retryDelay: 1000,
    });
    expect({ ...settings, database: undefined }).toEqual({
      database: undefined,
      gatewaySchema: 'gateway',
      consumer: {
        service: 'webhook-dispatcher',
        metricsName: 'webhook_dispatcher',
        chunkSize: 500,
        deadLetterTopic: TOPICS.webhookDispatcherDeadLetter,
      },
      delivery: {
        engine: {
          maxInFlight: 512,
          maxInFlightPerEndpoint: 32,
          claimLeaseMs: 60_000,
          pollMs: 250,
          requestTimeoutMs: 15_000,
          disableAfterSeconds: 5 * 86_400,
          backlogRefreshMs: 5000,
          claimBackoffMinMs: 100,
          claimBackoffMaxMs: 5000,
          claimWindowMax: 512,
          deepClaimMinMs: 100,
          parkEveryMs: 5000,
          parkBatch: 20_000,
          leaseMarginMs: 1000,
          disabledMemoryMs: 60_000,
        },
        recorder: { flushMs: 20, maxBatch: 500 },
        sender: { allowHttp: false, connectTimeoutMs: 5000, requestTimeoutMs: 15_000 },
        allowedCidrs: '',
        retries: { schedule: '5s,5m,30m,2h,5h,10h,10h', jitterPercent: 20 },
        circuits: { failures: 10, openMs: 30_000 },
        endpoints: { cacheMs: 5000, secretKeys: KEYS, secretKeyId: '' },
      },
      testData: {
        days: 7,
        everyMs: 3_600_000,
        batchSize: 1000,
        lockKey: 'webhook_dispatcher:test-data-retention',
      },
      retention: {
        everyMs: 3_600_000,
        batchSize: 1000,
        lockKey: 'retention:webhook_dispatcher',
        metricsName: 'webhook_dispatcher',
      },
      privacy: { hashKey: `${'B'.repeat(43)}=`, metricsName: 'webhook_dispatcher', batchSize: 1000 },
    });
  });

  it('takes each variable set in the env to its feature', () => {
    const settings = webhookDispatcherSettings(
      loadEnv(WebhookDispatcherEnv, {
        WEBHOOK_SECRET_KEYS: KEYS,
        PRIVACY_HASH_KEY: `${'B'.repeat(43)}=`,
        WEBHOOK_SECRET_KEY_ID: 'k1',
        DATABASE_SCHEMA_PREFIX: 't_run_',
        WEBHOOK_DISPATCHER_BATCH_SIZE: '50',
        WEBHOOK_MAX_IN_FLIGHT: '64',
        WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT: '4',
        WEBHOOK_CLAIM_LEASE_MS: '20000',
        WEBHOOK_POLL_MS: '50',
        WEBHOOK_REQUEST_TIMEOUT_MS: '2000',
        WEBHOOK_CONNECT_TIMEOUT_MS: '1000',
        WEBHOOK_DISABLE_AFTER_SECONDS: '3',
        WEBHOOK_ALLOW_HTTP: 'true',
        WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8,::1/128',
        WEBHOOK_RETRY_SCHEDULE: '1s,2s',
        WEBHOOK_RETRY_JITTER_PERCENT: '0',
        WEBHOOK_CIRCUIT_FAILURES: '3',
        WEBHOOK_CIRCUIT_OPEN_MS: '1000',
        WEBHOOK_ENDPOINT_CACHE_MS: '100',
        TEST_DATA_RETENTION_DAYS: '30',
      }),
    );
    expect(settings.testData).toMatchObject({
      days: 30,
      lockKey: 't_run_webhook_dispatcher:test-data-retention',
    });
    expect(settings.gatewaySchema).toBe('t_run_gateway');
    expect(settings.consumer.chunkSize).toBe(50);
    expect(settings.delivery.engine).toMatchObject({
      maxInFlight: 64,
      maxInFlightPerEndpoint: 4,
      claimLeaseMs: 20_000,
      pollMs: 50,
      requestTimeoutMs: 2000,
      disableAfterSeconds: 3,
    });
    expect(settings.delivery.sender).toEqual({
      allowHttp: true,
      connectTimeoutMs: 1000,
      requestTimeoutMs: 2000,
    });
    expect(settings.delivery.allowedCidrs).toBe('127.0.0.0/8,::1/128');
    expect(settings.delivery.retries).toEqual({ schedule: '1s,2s', jitterPercent: 0 });
    expect(settings.delivery.circuits).toEqual({ failures: 3, openMs: 1000 });
    expect(settings.delivery.endpoints).toEqual({ cacheMs: 100, secretKeys: KEYS, secretKeyId: 'k1' });
  });

  it('refuses a test-data retention outside 1..90 days, naming the variable', () => {
    for (const days of ['0', '91', '7.5'])
      expect(() =>
        loadEnv(WebhookDispatcherEnv, {
          WEBHOOK_SECRET_KEYS: KEYS,
          PRIVACY_HASH_KEY: `${'B'.repeat(43)}=`,
          TEST_DATA_RETENTION_DAYS: days,
        }),
      ).toThrow(/TEST_DATA_RETENTION_DAYS.*from 1 to 90/);
  });
});
