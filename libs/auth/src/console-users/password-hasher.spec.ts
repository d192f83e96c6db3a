import { Algorithm, hash } from '@node-rs/argon2';
import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with Argon2id at OWASP minimum parameters (19 MiB, t=2, p=1), salted', async () => {
    const first = await hasher.hash('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(await hasher.hash('correct horse battery staple')).not.toBe(first);
  });

  it('verifies the right password and refuses any other', async () => {
    const stored = await hasher.hash('correct horse battery staple');
    expect(await hasher.verify(stored, 'correct horse battery staple')).toBe(true);
    expect(await hasher.verify(stored, 'correct horse battery stapl')).toBe(false);
    expect(await hasher.verify(stored, 'Correct horse battery staple')).toBe(false);
  });

  it('needsRehash is false for its own hashes, true for other parameters or algorithms', async () => {
    expect(hasher.needsRehash(await hasher.hash('correct horse battery staple'))).toBe(false);
    const weaker = await hash('x', {
      algorithm: Algorithm.Argon2id,
      memoryCost: 8192,
      timeCost: 2,
      parallelism: 1,
    });
    expect(hasher.needsRehash(weaker)).toBe(true);
    const argon2i = await hash('x', {
      algorithm: Algorithm.Argon2i,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(hasher.needsRehash(argon2i)).toBe(true);
    expect(hasher.needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });
});
