import { createHmac, createSecretKey, KeyObject } from 'node:crypto';

/**
 * The keyed hash that stands for a contact wherever the platform must remember one after its data
 * is gone (docs/privacy.md#keyed-hashes): the suppression list and each service's record of erased
 * contacts. HMAC-SHA-256 under PRIVACY_HASH_KEY over the workspace and the contactId, so the same
 * contactId in two workspaces gives two hashes, and a copy of a table without the key cannot be
 * turned back into ids by hashing guesses (contactIds are often short, guessable values).
 *
 * Every service that checks or records erased contacts holds the same key: a hash made by the
 * gateway must match one made by a consumer. Changing the key makes every stored hash unmatchable
 * (suppressions stop suppressing), so it is set once per installation.
 */
export class ContactHasher {
  /**
   * A key object made once: given a Buffer, createHmac makes one on every call, which on Node 24
   * took 20 to 28 µs a hash instead of 6 (docs/performance.md#keyed-hashes-with-a-key-object);
   * every consumer hashes each chunk's contacts.
   */
  private readonly key: KeyObject;

  constructor(base64Key: string) {
    const key = Buffer.from(base64Key, 'base64');
    if (key.length !== 32)
      throw new Error('PRIVACY_HASH_KEY must be 32 random bytes in base64 (openssl rand -base64 32)');
    this.key = createSecretKey(key);
  }

  /** 32 bytes; the NUL between the two parts keeps ("a", "b:c") and ("a:b", "c") apart. */
  hash(workspaceId: string, contactId: string): Buffer {
    return createHmac('sha256', this.key).update(workspaceId).update('\0').update(contactId).digest();
  }

  /** As the API shows a suppression: lower-case hex. */
  hex(workspaceId: string, contactId: string): string {
    return this.hash(workspaceId, contactId).toString('hex');
  }
}
