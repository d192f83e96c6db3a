import { GatewayEnv, loadEnv } from '@app/config';
import { gatewaySettings } from './gateway-settings';
import { secretCipher } from './webhooks/webhook-settings';

const KEYS = { WEBHOOK_SECRET_KEYS: `k1:${'A'.repeat(43)}=`, PRIVACY_HASH_KEY: `${'B'.repeat(43)}=` };

describe('gatewaySettings', () => {
  it('maps the default env to each feature', () => {
    const settings = gatewaySettings(loadEnv(GatewayEnv, { ...KEYS, DATABASE_SCHEMA_PREFIX: 't_' }));
    expect(settings.database).toMatchObject({
      type: 'postgres',
      schema: 't_gateway',
      retryAttempts: 3,
      retryDelay: 1000,
    });
    expect({ ...settings, database: undefined }).toEqual({
      database: undefined,
      events: {
        recorder: {
          leaseMs: 10_000,
          retentionSeconds: 86_400,
          duplicateWaitMs: 1000,
          insertBatchMaxRows: 500,
          insertMaxInFlight: 2,
        },
        limits: { maxAgeDays: 90, maxFutureSeconds: 300 },
        attributionSchema: 't_attribution',
        testData: { days: 7, everyMs: 3_600_000, batchSize: 1000, lockKey: 'test-data:t_gateway' },
      },
      outbox: { schema: 't_gateway', pollMs: 100, batchSize: 1000, lingerMs: 10 },
      privacy: {
        erasure: {
          startDelayMs: 10_000,
          republishMs: 60_000,
          pollMs: 1000,
          batchSize: 1000,
          lockKey: 'erasure-coordinator:t_gateway',
        },
        schemas: {
          attribution: 't_attribution',
          reportProjection: 't_report_projection',
          webhookDispatcher: 't_webhook_dispatcher',
        },
        hashKey: KEYS.PRIVACY_HASH_KEY,
      },
      rateLimit: { requests: 500, windowSeconds: 1 },
      retention: {
        everyMs: 3_600_000,
        batchSize: 1000,
        lockKey: 'retention:t_gateway',
        metricsName: 'gateway',
      },
      reports: {
        listener: {
          databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
          channel: 't_report_projection.panel',
        },
        stream: { maxStreams: 1000, heartbeatMs: 15_000, pollMs: 30_000 },
        schema: 't_report_projection',
      },
      webhooks: {
        settings: { allowHttp: false, maxEndpoints: 20 },
        dispatcherSchema: 't_webhook_dispatcher',
        secrets: { WEBHOOK_SECRET_KEYS: KEYS.WEBHOOK_SECRET_KEYS, WEBHOOK_SECRET_KEY_ID: '' },
      },
    });
  });

  it('takes each variable that is set', () => {
    const settings = gatewaySettings(
      loadEnv(GatewayEnv, {
        ...KEYS,
        DEDUPE_LEASE_MS: '2000',
        DEDUPE_RETENTION_SECONDS: '60',
        DUPLICATE_WAIT_MS: '0',
        INSERT_BATCH_MAX_ROWS: '7',
        INSERT_MAX_IN_FLIGHT: '3',
        EVENT_MAX_AGE_DAYS: '3',
        EVENT_MAX_FUTURE_SECONDS: '0',
        OUTBOX_POLL_MS: '50',
        OUTBOX_BATCH_SIZE: '20',
        OUTBOX_LINGER_MS: '0',
        RATE_LIMIT_REQUESTS: '6',
        RATE_LIMIT_WINDOW_SECONDS: '30',
        PANEL_STREAM_MAX: '2',
        PANEL_STREAM_HEARTBEAT_MS: '1000',
        PANEL_STREAM_POLL_MS: '2000',
        WEBHOOK_ALLOW_HTTP: 'true',
        WEBHOOK_MAX_ENDPOINTS: '3',
        WEBHOOK_SECRET_KEY_ID: 'k1',
        TEST_DATA_RETENTION_DAYS: '30',
        ERASURE_START_DELAY_MS: '0',
        ERASURE_COMMAND_REPUBLISH_MS: '5000',
        RETENTION_SWEEP_EVERY_MS: '60000',
        RETENTION_BATCH_SIZE: '50',
      }),
    );
    expect(settings.events.testData.days).toBe(30);
    expect(settings.privacy.erasure).toMatchObject({ startDelayMs: 0, republishMs: 5000 });
    expect(settings.retention).toMatchObject({ everyMs: 60_000, batchSize: 50 });
    expect(settings.events.recorder).toEqual({
      leaseMs: 2000,
      retentionSeconds: 60,
      duplicateWaitMs: 0,
      insertBatchMaxRows: 7,
      insertMaxInFlight: 3,
    });
    expect(settings.events.limits).toEqual({ maxAgeDays: 3, maxFutureSeconds: 0 });
    expect(settings.outbox).toMatchObject({ pollMs: 50, batchSize: 20, lingerMs: 0 });
    expect(settings.rateLimit).toEqual({ requests: 6, windowSeconds: 30 });
    expect(settings.reports.stream).toEqual({ maxStreams: 2, heartbeatMs: 1000, pollMs: 2000 });
    expect(settings.webhooks.settings).toEqual({ allowHttp: true, maxEndpoints: 3 });
    expect(secretCipher(settings.webhooks.secrets).keyId).toBe('k1');
  });

  it('refuses a TEST_DATA_RETENTION_DAYS outside 1..90 at boot, naming it', () => {
    for (const days of ['0', '91', 'seven']) {
      expect(() => loadEnv(GatewayEnv, { ...KEYS, TEST_DATA_RETENTION_DAYS: days })).toThrow(
        /TEST_DATA_RETENTION_DAYS/,
      );
    }
  });

  it('refuses a RETENTION_SWEEP_EVERY_MS or RETENTION_BATCH_SIZE out of range at boot, naming it', () => {
    expect(() => loadEnv(GatewayEnv, { ...KEYS, RETENTION_SWEEP_EVERY_MS: '999' })).toThrow(
      /RETENTION_SWEEP_EVERY_MS/,
    );
    expect(() => loadEnv(GatewayEnv, { ...KEYS, RETENTION_BATCH_SIZE: '0' })).toThrow(/RETENTION_BATCH_SIZE/);
  });

  it('refuses an ERASURE_START_DELAY_MS or ERASURE_COMMAND_REPUBLISH_MS out of range at boot, naming it', () => {
    expect(() => loadEnv(GatewayEnv, { ...KEYS, ERASURE_START_DELAY_MS: '-1' })).toThrow(
      /ERASURE_START_DELAY_MS/,
    );
    expect(() => loadEnv(GatewayEnv, { ...KEYS, ERASURE_COMMAND_REPUBLISH_MS: '999' })).toThrow(
      /ERASURE_COMMAND_REPUBLISH_MS/,
    );
  });

  it('builds without the secret keys (the OpenAPI printer has none): the cipher is built at boot', () => {
    expect(() => gatewaySettings(new GatewayEnv())).not.toThrow();
  });
});
