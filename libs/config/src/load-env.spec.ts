import { ConfigValidationError } from './config-validation.error';
import { GatewayEnv } from './gateway.env';
import { loadEnv } from './load-env';

// The one variable without a default: the key that seals webhook signing secrets.
const KEYS = { WEBHOOK_SECRET_KEYS: `k1:${'A'.repeat(43)}=`, PRIVACY_HASH_KEY: `${'B'.repeat(43)}=` };

describe('loadEnv', () => {
  it('gives typed local defaults for an environment holding only the secret key', () => {
    const env = loadEnv(GatewayEnv, KEYS);
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(env.KAFKA_BROKERS).toBe('127.0.0.1:9092');
  });

  it('turns numeric strings into numbers, and treats an empty value as unset', () => {
    const env = loadEnv(GatewayEnv, { ...KEYS, PORT: '8080', HTTP_BODY_LIMIT_BYTES: '' });
    expect(env.PORT).toBe(8080);
    expect(env.HTTP_BODY_LIMIT_BYTES).toBe(1024 * 1024);
  });

  it('names every bad variable, with what it got', () => {
    let error: unknown;
    try {
      loadEnv(GatewayEnv, {
        ...KEYS,
        PORT: '3.5',
        REDIS_URL: 'http://x',
        DATABASE_SCHEMA_PREFIX: 'Bad-Prefix',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigValidationError);
    const problems = (error as ConfigValidationError).problems.map((p) => p.variable).sort();
    expect(problems).toEqual(['DATABASE_SCHEMA_PREFIX', 'PORT', 'REDIS_URL']);
    expect((error as Error).message).toContain('PORT: must be a whole number from 0 to 65535 (got "3.5")');
  });

  it('never echoes a password given in a URL', () => {
    expect(() => loadEnv(GatewayEnv, { ...KEYS, DATABASE_URL: 'mysql://app:s3cret@db/prod' })).toThrow(
      'DATABASE_URL: must be a postgres:// URL (got "mysql://app:***@db/prod")',
    );
  });

  it('stops without the webhook secret key, saying how to make one, and never echoes a bad one', () => {
    expect(() => loadEnv(GatewayEnv, {})).toThrow(
      /WEBHOOK_SECRET_KEYS: .*openssl rand -base64 32.*it is not set/,
    );
    expect(() => loadEnv(GatewayEnv, { WEBHOOK_SECRET_KEYS: 'k1:tooshort' })).toThrow(/got a value, hidden/);
    expect(() => loadEnv(GatewayEnv, { WEBHOOK_SECRET_KEYS: 'k1:tooshort' })).not.toThrow(/tooshort/);
  });

  it('reads booleans in their usual spellings', () => {
    expect(loadEnv(GatewayEnv, { ...KEYS, WEBHOOK_ALLOW_HTTP: '1' }).WEBHOOK_ALLOW_HTTP).toBe(true);
    expect(loadEnv(GatewayEnv, { ...KEYS, WEBHOOK_ALLOW_HTTP: 'false' }).WEBHOOK_ALLOW_HTTP).toBe(false);
    expect(() => loadEnv(GatewayEnv, { ...KEYS, WEBHOOK_ALLOW_HTTP: 'maybe' })).toThrow(
      'WEBHOOK_ALLOW_HTTP: must be true or false',
    );
  });
});
