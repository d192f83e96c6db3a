import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Webhook signing secrets at rest: AES-256-GCM under a key from config. Every sealed value names
 * the key it was sealed with, so the operator can add a new key, make it current, and still open
 * what the old one sealed (docs/operations.md, "Rotating the webhook secret key").
 *
 * Config: WEBHOOK_SECRET_KEYS is `id:base64key[,id:base64key...]` (32-byte keys), and
 * WEBHOOK_SECRET_KEY_ID names the one that seals new secrets (default: the first listed).
 *
 * Sealed form: `${keyId}.${base64(iv[12] | tag[16] | ciphertext)}`. The key id is also bound into
 * the tag as associated data, so a sealed value cannot be passed off under another key's name.
 */
export class SecretCipher {
  private constructor(
    private readonly keys: ReadonlyMap<string, Buffer>,
    private readonly currentId: string,
  ) {}

  static parse(keysSpec: string, currentId = ''): SecretCipher {
    const keys = new Map<string, Buffer>();
    for (const entry of keysSpec.split(',').filter(Boolean)) {
      const at = entry.indexOf(':');
      const id = entry.slice(0, at);
      const key = Buffer.from(entry.slice(at + 1), 'base64');
      if (at < 1 || !/^[A-Za-z0-9_-]{1,32}$/.test(id) || key.length !== 32) {
        throw new Error(
          'WEBHOOK_SECRET_KEYS must be id:base64key pairs separated by commas, each key 32 bytes (openssl rand -base64 32)',
        );
      }
      keys.set(id, key);
    }
    if (keys.size === 0) throw new Error('WEBHOOK_SECRET_KEYS is empty');
    const current = currentId || [...keys.keys()][0];
    if (!keys.has(current))
      throw new Error(`WEBHOOK_SECRET_KEY_ID "${current}" is not one of WEBHOOK_SECRET_KEYS`);
    return new SecretCipher(keys, current);
  }

  get keyId(): string {
    return this.currentId;
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentId)!, iv);
    cipher.setAAD(Buffer.from(this.currentId));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${this.currentId}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  open(sealed: string): string {
    const dot = sealed.indexOf('.');
    const keyId = sealed.slice(0, dot);
    const key = this.keys.get(keyId);
    if (!key) throw new Error(`sealed under key "${keyId}", which WEBHOOK_SECRET_KEYS no longer holds`);
    const raw = Buffer.from(sealed.slice(dot + 1), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(keyId));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
