import { loadEnv, ReportProjectionEnv } from '@app/config';
import { TOPICS } from '@app/contracts';
import { reportProjectionSettings } from './report-projection-settings';

const PRIVACY_HASH_KEY = `${'B'.repeat(43)}=`;

describe('reportProjectionSettings', () => {
  it('maps a loaded env to the slices of its features', () => {
    const env = loadEnv(ReportProjectionEnv, {
      PRIVACY_HASH_KEY,
      DATABASE_URL: 'postgres://app@db:5432/platform',
      DATABASE_SCHEMA_PREFIX: 'run1_',
      DATABASE_POOL_SIZE: '7',
      REPORT_PROJECTION_BATCH_SIZE: '250',
      TEST_DATA_RETENTION_DAYS: '30',
    });
    const settings = reportProjectionSettings(env);

    expect(settings.database).toMatchObject({
      type: 'postgres',
      url: 'postgres://app@db:5432/platform',
      schema: 'run1_report_projection',
      retryAttempts: 3,
      retryDelay: 1000,
      extra: { max: 7 },
    });
    expect(settings.consumer).toEqual({
      service: 'report-projection',
      metricsName: 'projection',
      chunkSize: 250,
      deadLetterTopic: TOPICS.reportProjectionDeadLetter,
    });
    expect(settings.projection).toEqual({ panelChannel: 'run1_report_projection.panel' });
    expect(settings.testData).toEqual({
      days: 30,
      everyMs: 3_600_000,
      batchSize: 1_000,
      lockKey: 'test-data-retention:run1_report_projection',
    });
    expect(settings.retention).toEqual({
      everyMs: 3_600_000,
      batchSize: 1_000,
      lockKey: 'retention:run1_report_projection',
      metricsName: 'projection',
      gatewaySchema: 'run1_gateway',
    });
  });

  it('gives the local defaults for an empty environment', () => {
    const settings = reportProjectionSettings(loadEnv(ReportProjectionEnv, { PRIVACY_HASH_KEY }));
    expect(settings.consumer.chunkSize).toBe(500);
    expect(settings.projection.panelChannel).toBe('report_projection.panel');
    expect(settings.testData.days).toBe(7);
  });

  it('refuses a retention outside 1..90 days, naming the variable', () => {
    expect(() => loadEnv(ReportProjectionEnv, { PRIVACY_HASH_KEY, TEST_DATA_RETENTION_DAYS: '91' })).toThrow(
      /TEST_DATA_RETENTION_DAYS.*from 1 to 90/s,
    );
  });
});
