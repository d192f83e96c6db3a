import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 16 bytes as 22 base62 characters: URL- and log-safe, double-click selectable. */
function base62(bytes: Buffer): string {
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (out.length < 22) {
    out = ALPHABET[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out;
}

export function newEndpointId(): string {
  return `ep_${base62(randomBytes(16))}`;
}

/** A message with no event behind it (webhook.test): random. */
export function newMessageId(): string {
  return `msg_${base62(randomBytes(16))}`;
}

/**
 * The id of the message telling `type` about one event: the same for every replay or
 * redelivery of the Kafka message it comes from, so a second message can never be made.
 */
export function eventMessageId(eventId: string, type: string): string {
  return `msg_${base62(createHash('sha256').update(`${eventId}\n${type}`).digest().subarray(0, 16))}`;
}

export const ENDPOINT_ID_PATTERN = /^ep_[A-Za-z0-9]{22}$/;
export const MESSAGE_ID_PATTERN = /^msg_[A-Za-z0-9]{22}$/;
