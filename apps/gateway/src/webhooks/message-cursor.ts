/**
 * Opaque cursors of the delivery log: base64url of the last row's (created_at, message id), newest
 * first. created_at travels as Postgres wrote it, to the microsecond: a millisecond Date would
 * skip or repeat rows created within the same millisecond.
 */
import { MESSAGE_ID_PATTERN } from '@app/webhooks';

export interface MessageCursor {
  /** ISO 8601 in UTC with microseconds, as the repository reads it. */
  createdAt: string;
  messageId: string;
}

const MICRO_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeMessageCursor(position: MessageCursor): string {
  return Buffer.from(JSON.stringify({ c: position.createdAt, m: position.messageId })).toString('base64url');
}

export function decodeMessageCursor(cursor: string): MessageCursor | null {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      c?: unknown;
      m?: unknown;
    };
    if (typeof parsed.c !== 'string' || typeof parsed.m !== 'string') return null;
    if (!MICRO_ISO.test(parsed.c) || Number.isNaN(Date.parse(parsed.c))) return null;
    if (!MESSAGE_ID_PATTERN.test(parsed.m)) return null;
    return { createdAt: parsed.c, messageId: parsed.m };
  } catch {
    return null;
  }
}
