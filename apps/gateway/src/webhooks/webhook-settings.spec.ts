import { randomBytes } from 'node:crypto';
import { ConfigValidationError } from '@app/config';
import { secretCipher } from './webhook-settings';

const env = (keys: string, keyId = '') => ({
  WEBHOOK_ALLOW_HTTP: false,
  WEBHOOK_MAX_ENDPOINTS: 20,
  WEBHOOK_SECRET_KEYS: keys,
  WEBHOOK_SECRET_KEY_ID: keyId,
  DATABASE_SCHEMA_PREFIX: '',
});

describe('secretCipher (built at boot)', () => {
  const key = randomBytes(32).toString('base64');

  it('seals with the named key', () => {
    const cipher = secretCipher(env(`a:${key},b:${randomBytes(32).toString('base64')}`, 'b'));
    expect(cipher.keyId).toBe('b');
    expect(cipher.open(cipher.seal('whsec_x'))).toBe('whsec_x');
  });

  it('stops the boot naming the variable, never echoing a key', () => {
    const thrown = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return err as ConfigValidationError;
      }
      throw new Error('expected a failure');
    };
    const unknownId = thrown(() => secretCipher(env(`a:${key}`, 'zz')));
    expect(unknownId).toBeInstanceOf(ConfigValidationError);
    expect(unknownId.problems[0].variable).toBe('WEBHOOK_SECRET_KEY_ID');
    const short = thrown(() => secretCipher(env(`a:${randomBytes(16).toString('base64')}`)));
    expect(short.problems[0].variable).toBe('WEBHOOK_SECRET_KEYS');
    expect(short.message).not.toContain(key);
  });
});
