import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const GATEWAY = join(__dirname, '../../dist/apps/gateway/src/main.js');

function startGatewayProcess(env: Record<string, string>) {
  return spawnSync(process.execPath, [GATEWAY], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

/** A bad or missing value stops the process at boot with a message naming the variable. */
describe('configuration is validated at boot (the built gateway process)', () => {
  it.each([
    ['PORT', 'not-a-port', /PORT: must be a whole number/],
    ['PORT', '70000', /PORT: must be a whole number from 0 to 65535/],
    ['DATABASE_URL', 'mysql://localhost/db', /DATABASE_URL: must be a postgres:\/\/ URL/],
    ['REDIS_URL', 'localhost:6379', /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/],
    ['KAFKA_BROKERS', 'localhost', /KAFKA_BROKERS: must be a comma-separated list of host:port/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL: must be one of/],
    ['HTTP_BODY_LIMIT_BYTES', '10', /HTTP_BODY_LIMIT_BYTES: must be a whole number of bytes from 1024/],
  ])('%s=%s stops the process, naming the variable', (variable, value, message) => {
    const result = startGatewayProcess({ [variable]: value });
    expect(result.status).toBe(78);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain(`got ${JSON.stringify(value)}`);
    expect(result.stderr).toContain('docs/configuration.md');
  });

  it('names every bad variable at once', () => {
    const result = startGatewayProcess({ PORT: 'x', NODE_ENV: 'staging' });
    expect(result.status).toBe(78);
    expect(result.stderr).toMatch(/PORT:/);
    expect(result.stderr).toMatch(/NODE_ENV:/);
  });
});
