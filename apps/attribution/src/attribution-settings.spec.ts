import { AttributionEnv, loadEnv } from '@app/config';
import { TOPICS } from '@app/contracts';
import { attributionSettings } from './attribution-settings';

describe('attributionSettings', () => {
  it('maps a loaded env to the slices of its features', () => {
    const env = loadEnv(AttributionEnv, {
      DATABASE_URL: 'postgres://app@db:5432/platform',
      DATABASE_SCHEMA_PREFIX: 'run1_',
      DATABASE_POOL_SIZE: '7',
      ATTRIBUTION_BATCH_SIZE: '250',
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
  });

  it('gives the local defaults for an empty environment', () => {
    const settings = attributionSettings(loadEnv(AttributionEnv, {}));
    expect(settings.consumer.chunkSize).toBe(500);
    expect(settings.database).toMatchObject({ schema: 'attribution' });
    expect(settings.decisions.gatewaySchema).toBe('gateway');
  });
});
