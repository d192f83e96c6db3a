import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, Matches } from 'class-validator';

/**
 * Rules of the webhook variables that the gateway and the dispatcher both read (both seal or
 * open signing secrets, both check endpoint URLs), declared once.
 */

/** `id:base64key[,id:base64key...]`, each key 32 random bytes: `openssl rand -base64 32`. */
export function SecretKeysVar() {
  return Matches(/^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/]{43}=(,[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/]{43}=)*$/, {
    message:
      'must be id:base64key pairs separated by commas, each key 32 random bytes in base64 (make one with: openssl rand -base64 32)',
  });
}

export function KeyIdVar() {
  return Matches(/^([A-Za-z0-9_-]{1,32})?$/, {
    message: 'must be the id of one of WEBHOOK_SECRET_KEYS (letters, digits, _ -), or empty for the first',
  });
}

/** true/false (also 1/0, yes/no), so that `FOO=1` does what its writer meant. */
export function BoolVar() {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const v = value.trim().toLowerCase();
      if (['true', '1', 'yes'].includes(v)) return true;
      if (['false', '0', 'no'].includes(v)) return false;
      return value;
    }),
    IsBoolean({ message: 'must be true or false' }),
  );
}
