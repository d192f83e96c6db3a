import { loadEnv, ReportProjectionEnv } from '@app/config';
import { TOPICS } from '@app/contracts';
import { reportProjectionSettings } from './report-projection-settings';

describe('reportProjectionSettings', () => {
  it('maps a loaded env to the slices of its features', () => {
    const env = loadEnv(ReportProjectionEnv, {
      DATABASE_URL: 'postgres://app@db:5432/platform',
      DATABASE_SCHEMA_PREFIX: 'run1_',
      DATABASE_POOL_SIZE: '7',
      REPORT_PROJECTION_BATCH_SIZE: '250',
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
  });

  it('gives the local defaults for an empty environment', () => {
    const settings = reportProjectionSettings(loadEnv(ReportProjectionEnv, {}));
    expect(settings.consumer.chunkSize).toBe(500);
    expect(settings.projection.panelChannel).toBe('report_projection.panel');
  });
});
