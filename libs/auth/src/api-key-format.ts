import { hash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { KeyMode } from '@app/contracts';

/**
 * The API key format, owned by this product: `cvk_<id>_<secret><checksum>`, and for test keys
 * (docs/api.md#test-mode) `cvk_test_<id>_<secret><checksum>`.
 *
 * - `cvk_` is a fixed prefix that secret scanners can match
 *   (`cvk_(test_)?[0-9A-Za-z]{16}_[0-9A-Za-z]{38}`); `test_` after it says at a glance, in code
 *   and in logs, that a key sends test traffic.
 * - `id`: 16 base62 characters, public; it names the key in lists and logs and finds its row.
 * - `secret`: 32 base62 characters (about 190 random bits).
 * - `checksum`: 6 base62 characters of CRC-32 over everything before it, so that a mistyped or
 *   truncated key is told apart from a real one without touching the database, and scanners can
 *   check a candidate offline (as GitHub's tokens allow).
 *
 * Keys are stored as SHA-256 of the whole key. A slow password hash buys nothing here: the secret
 * is random with far more entropy than any password, so a leaked hash cannot be brute-forced.
 */
export const API_KEY_PREFIX = 'cvk_';
export const TEST_KEY_MARK = 'test_';
const ID_LENGTH = 16;
const SECRET_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = new RegExp(
  `^${API_KEY_PREFIX}(${TEST_KEY_MARK})?([0-9A-Za-z]{${ID_LENGTH}})_([0-9A-Za-z]{${SECRET_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`,
);

/** Unbiased base62: bytes at or above 248 (= 62 * 4) are dropped rather than folded. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

function base62Fixed(value: number, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

function checksum(body: string): string {
  return base62Fixed(crc32(body), CHECKSUM_LENGTH);
}

export interface GeneratedApiKey {
  id: string;
  key: string;
  /** What lists show: enough to recognise the key, nothing that authenticates. */
  prefix: string;
  secretHash: Buffer;
}

export function generateApiKey(mode: KeyMode = 'live'): GeneratedApiKey {
  const id = randomBase62(ID_LENGTH);
  const body = `${displayPrefix(id, mode)}_${randomBase62(SECRET_LENGTH)}`;
  const key = body + checksum(body);
  return { id, key, prefix: displayPrefix(id, mode), secretHash: hashApiKey(key) };
}

export function displayPrefix(id: string, mode: KeyMode): string {
  return `${API_KEY_PREFIX}${mode === 'test' ? TEST_KEY_MARK : ''}${id}`;
}

/** The key id and mode if the string is shaped like one of our keys with a valid checksum. */
export function parseApiKey(candidate: string): { id: string; mode: KeyMode } | null {
  const match = KEY_PATTERN.exec(candidate);
  if (!match) return null;
  const body = candidate.slice(0, candidate.length - CHECKSUM_LENGTH);
  if (checksum(body) !== match[4]) return null;
  return { id: match[2], mode: match[1] ? 'test' : 'live' };
}

/**
 * Why a bearer token is not one of our keys, for the 401's detail: a truncated copy, a mistyped
 * character (the checksum catches it), or something else entirely. It says only what the format
 * says, which is public; never whether a key with that id exists.
 */
export function malformedKeyHint(candidate: string): string {
  const mark = candidate.startsWith(API_KEY_PREFIX + TEST_KEY_MARK) ? TEST_KEY_MARK.length : 0;
  const length = API_KEY_PREFIX.length + mark + ID_LENGTH + 1 + SECRET_LENGTH + CHECKSUM_LENGTH;
  if (!candidate.startsWith(API_KEY_PREFIX)) {
    return `The bearer token is not an API key of this platform: ours start with ${API_KEY_PREFIX}.`;
  }
  if (candidate.length !== length) {
    return `The API key is ${candidate.length} characters long where keys are ${length}: it was probably cut short or has extra characters. Copy the whole key again.`;
  }
  if (KEY_PATTERN.test(candidate)) {
    return 'The API key fails its checksum: a character was mistyped or changed. Copy the whole key again.';
  }
  return `The API key holds characters keys never have: keys are ${API_KEY_PREFIX}, letters and digits, and one underscore after the id. Copy the whole key again.`;
}

export function hashApiKey(key: string): Buffer {
  return hash('sha256', key, 'buffer');
}
