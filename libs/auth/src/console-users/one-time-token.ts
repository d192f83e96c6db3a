import { createHash, randomBytes } from 'node:crypto';

/**
 * The opaque secrets of the console: session ids, set-password links and invitation links. Each
 * is 32 random bytes (base64url), given out once and stored only as its SHA-256, so a copy of the
 * database holds nothing that works as a cookie or a link. A fast hash is enough here, unlike for
 * passwords: 256 random bits cannot be guessed from their hash.
 */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

export function oneTimeTokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
