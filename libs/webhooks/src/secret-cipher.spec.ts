import { randomBytes } from 'node:crypto';
import { SecretCipher } from './secret-cipher';

const key = () => randomBytes(32).toString('base64');

describe('SecretCipher (AES-256-GCM with key ids)', () => {
  it('seals under the current key and opens again; the sealed form holds no plaintext', () => {
    const cipher = SecretCipher.parse(`k1:${key()}`);
    const sealed = cipher.seal('whsec_c2VjcmV0');
    expect(sealed.startsWith('k1.')).toBe(true);
    expect(sealed).not.toContain('c2VjcmV0');
    expect(cipher.seal('whsec_c2VjcmV0')).not.toEqual(sealed); // a fresh IV each time
    expect(cipher.open(sealed)).toEqual('whsec_c2VjcmV0');
  });

  it('opens what an older key sealed after the current key changed', () => {
    const [k1, k2] = [key(), key()];
    const old = SecretCipher.parse(`k1:${k1}`).seal('whsec_old');
    const rotated = SecretCipher.parse(`k1:${k1},k2:${k2}`, 'k2');
    expect(rotated.keyId).toEqual('k2');
    expect(rotated.open(old)).toEqual('whsec_old');
    expect(rotated.seal('whsec_new').startsWith('k2.')).toBe(true);
  });

  it('refuses a tampered value, a value relabelled with another key id, and a key it lacks', () => {
    const [k1, k2] = [key(), key()];
    const cipher = SecretCipher.parse(`k1:${k1},k2:${k2}`);
    const sealed = cipher.seal('whsec_x');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => cipher.open(`k1.${raw.toString('base64')}`)).toThrow();
    expect(() => cipher.open(`k2.${sealed.slice(3)}`)).toThrow();
    expect(() => SecretCipher.parse(`k2:${k2}`).open(sealed)).toThrow(/no longer holds/);
  });

  it('names the variable when the keys are wrong', () => {
    expect(() => SecretCipher.parse('k1:c2hvcnQ=')).toThrow(/WEBHOOK_SECRET_KEYS/);
    expect(() => SecretCipher.parse(`k1:${key()}`, 'k9')).toThrow(/WEBHOOK_SECRET_KEY_ID/);
  });
});
