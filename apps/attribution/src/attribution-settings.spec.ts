import { AttributionEnv, loadEnv } from '@app/config';
import { TOPICS } from '@app/contracts';
import { attributionSettings } from './attribution-settings';

const PRIVACY_HASH_KEY = `${'B'.repeat(43)}=`;

describe('attributionSettings', () => {
  it('maps a loaded env to the slices of its features', () => {
    const env = loadEnv(AttributionEnv, {
      PRIVACY_HASH_KEY,
      DATABASE_URL: 'postgres://app@db:5432/platform',
      DATABASE_SCHEMA_PREFIX: 'run1_',
      DATABASE_POOL_SIZE: '7',
      ATTRIBUTION_BATCH_SIZE: '250',
      TEST_DATA_RETENTION_DAYS: '3',
    });
    const settings = attributionSettings(env);

    expect(settings.database).toMatchObject({
      type: 'postgres',
      url: 'postgres://app@db:5432/platform',
      schema: 'run1_attribution',
      retryAttempts: 3,
      retryDelay: 1000,
      extra: { max: 7 },
    });
    expect(settings.consumer).toEqual({
      service: 'attribution',
      metricsName: 'attribution',
      chunkSize: 250,
      deadLetterTopic: TOPICS.attributionDeadLetter,
    });
    expect(settings.decisions).toEqual({ gatewaySchema: 'run1_gateway' });
    expect(settings.testData).toEqual({
      days: 3,
      everyMs: 3_600_000,
      batchSize: 1_000,
      lockKey: 'test-data-retention:run1_attribution',
    });
    expect(settings.retention).toEqual({
      everyMs: 3_600_000,
      batchSize: 1_000,
      lockKey: 'retention:run1_attribution',
      metricsName: 'attribution',
    });
  });

  it('gives the local defaults for an empty environment', () => {
    const settings = attributionSettings(loadEnv(AttributionEnv, { PRIVACY_HASH_KEY }));
    expect(settings.consumer.chunkSize).toBe(500);
    expect(settings.database).toMatchObject({ schema: 'attribution' });
    expect(settings.decisions.gatewaySchema).toBe('gateway');
    expect(settings.testData.days).toBe(7);
  });

  it('refuses a retention outside 1..90 days, naming the variable', () => {
    expect(() => loadEnv(AttributionEnv, { PRIVACY_HASH_KEY, TEST_DATA_RETENTION_DAYS: '0' })).toThrow(
      /TEST_DATA_RETENTION_DAYS.*from 1 to 90/s,
    );
  });
});
