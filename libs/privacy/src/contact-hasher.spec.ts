import { randomBytes } from 'node:crypto';
import { ContactHasher } from './contact-hasher';

describe('ContactHasher', () => {
  const key = randomBytes(32).toString('base64');

  it('gives the same 32-byte hash for the same workspace and contact, under the same key', () => {
    const a = new ContactHasher(key).hash('ws-1', 'contact-1');
    expect(a).toHaveLength(32);
    expect(new ContactHasher(key).hash('ws-1', 'contact-1').equals(a)).toBe(true);
  });

  it('tells workspaces, contacts, keys and split points apart', () => {
    const h = new ContactHasher(key);
    const base = h.hex('ws-1', 'contact-1');
    expect(h.hex('ws-2', 'contact-1')).not.toBe(base);
    expect(h.hex('ws-1', 'contact-2')).not.toBe(base);
    expect(new ContactHasher(randomBytes(32).toString('base64')).hex('ws-1', 'contact-1')).not.toBe(base);
    expect(h.hex('a', 'b:c')).not.toBe(h.hex('a:b', 'c'));
  });

  it('refuses a key that is not 32 bytes, saying how to make one', () => {
    expect(() => new ContactHasher(randomBytes(16).toString('base64'))).toThrow(
      /32 random bytes.*openssl rand -base64 32/,
    );
  });
});
