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

/** A message id derived from what the message is about (a platform uuid) and its type. */
function derivedMessageId(subjectId: string, type: string): string {
  return `msg_${base62(createHash('sha256').update(`${subjectId}\n${type}`).digest().subarray(0, 16))}`;
}

/**
 * The id of the message telling `type` about one event: the same for every replay or
 * redelivery of the Kafka message it comes from, so a second message can never be made.
 */
export function eventMessageId(eventId: string, type: string): string {
  return derivedMessageId(eventId, type);
}

/**
 * The id of the message telling `type` about one adjustment (its platform id), derived the same
 * way: one message per (adjustment, type), whatever is replayed. Event and adjustment ids are
 * distinct UUIDv7s, and their types differ too, so the two never share an id.
 */
export function adjustmentMessageId(adjustmentId: string, type: string): string {
  return derivedMessageId(adjustmentId, type);
}

/**
 * The id of the contact.erased message of one contact of one erasure request: derived from both,
 * so the gateway publishing the notice again (after a crash) makes no second message.
 */
export function contactErasedMessageId(erasureId: string, contactId: string): string {
  return derivedMessageId(`${erasureId}\n${contactId}`, 'contact.erased');
}

/**
 * The id of the endpoint.disabled message the dispatcher sends when it disables an endpoint
 * during one enabled period (`enabledChangedBasis`, when the period began, as stored): deciding
 * the disable again after a crash makes no second message.
 */
export function endpointDisabledMessageId(endpointId: string, enabledChangedBasis: string): string {
  return derivedMessageId(`${endpointId}\ndispatcher\n${enabledChangedBasis}`, 'endpoint.disabled');
}

/**
 * The id of the endpoint.enabled, or endpoint.disabled, message of a switch through the API that
 * took effect at `switchedAt` (ISO 8601).
 */
export function endpointSwitchedMessageId(
  endpointId: string,
  switchedAt: string,
  type: 'endpoint.enabled' | 'endpoint.disabled',
): string {
  return derivedMessageId(`${endpointId}\napi\n${switchedAt}`, type);
}

/**
 * The id of the message.attempt.exhausted message of one delivery (a message to an endpoint): at
 * most one per delivery, whatever is written again or redelivered and failing again.
 */
export function attemptExhaustedMessageId(endpointId: string, messageId: string): string {
  return derivedMessageId(`${endpointId}\n${messageId}`, 'message.attempt.exhausted');
}

export const ENDPOINT_ID_PATTERN = /^ep_[A-Za-z0-9]{22}$/;
export const MESSAGE_ID_PATTERN = /^msg_[A-Za-z0-9]{22}$/;
