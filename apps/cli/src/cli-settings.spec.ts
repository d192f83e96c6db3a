import { CliEnv, loadEnv } from '@app/config';
import { cliSettings } from './cli-settings';

describe('cliSettings', () => {
  it("maps a loaded env to the gateway schema's connection, failing at once when unreachable", () => {
    const env = loadEnv(CliEnv, {
      DATABASE_URL: 'postgres://app@db:5432/platform',
      DATABASE_SCHEMA_PREFIX: 'run1_',
      DATABASE_POOL_SIZE: '4',
    });
    expect(cliSettings(env).database).toMatchObject({
      type: 'postgres',
      url: 'postgres://app@db:5432/platform',
      schema: 'run1_gateway',
      retryAttempts: 0,
      extra: { max: 4 },
    });
  });
});
