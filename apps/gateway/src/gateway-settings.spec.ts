import { GatewayEnv, loadEnv } from '@app/config';
import { gatewaySettings } from './gateway-settings';
import { secretCipher } from './webhooks/webhook-settings';

const KEYS = { WEBHOOK_SECRET_KEYS: `k1:${'A'.repeat(43)}=` };

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
        },
        limits: { maxAgeDays: 90, maxFutureSeconds: 300 },
        attributionSchema: 't_attribution',
      },
      outbox: { schema: 't_gateway', pollMs: 100, batchSize: 1000, lingerMs: 10 },
      rateLimit: { requests: 500, windowSeconds: 1 },
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
      }),
    );
    expect(settings.events.recorder).toEqual({
      leaseMs: 2000,
      retentionSeconds: 60,
      duplicateWaitMs: 0,
      insertBatchMaxRows: 7,
    });
    expect(settings.events.limits).toEqual({ maxAgeDays: 3, maxFutureSeconds: 0 });
    expect(settings.outbox).toMatchObject({ pollMs: 50, batchSize: 20, lingerMs: 0 });
    expect(settings.rateLimit).toEqual({ requests: 6, windowSeconds: 30 });
    expect(settings.reports.stream).toEqual({ maxStreams: 2, heartbeatMs: 1000, pollMs: 2000 });
    expect(settings.webhooks.settings).toEqual({ allowHttp: true, maxEndpoints: 3 });
    expect(secretCipher(settings.webhooks.secrets).keyId).toBe('k1');
  });

  it('builds without the secret keys (the OpenAPI printer has none): the cipher is built at boot', () => {
    expect(() => gatewaySettings(new GatewayEnv())).not.toThrow();
  });
});
