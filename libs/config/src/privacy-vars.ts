import { Matches } from 'class-validator';

/**
 * PRIVACY_HASH_KEY: 32 random bytes in base64, the key of the contact hashes that outlive a
 * contact's data (docs/privacy.md#keyed-hashes). Every service reads the same one.
 */
export function PrivacyHashKeyVar() {
  return Matches(/^[A-Za-z0-9+/]{43}=$/, {
    message:
      'must be 32 random bytes in base64 (make one with: openssl rand -base64 32), the same in every service',
  });
}
