/**
 * Opaque cursors of the suppression list: base64url of the last row's (createdAt, contactHash),
 * newest first. Opaque, as every list's cursor is, so that the order or key can change without
 * breaking a client.
 */
export interface SuppressionPosition {
  createdAt: Date;
  contactHash: Buffer;
}

const HASH = /^[0-9a-f]{64}$/;

export function encodeSuppressionCursor(position: SuppressionPosition): string {
  return Buffer.from(
    JSON.stringify({ c: position.createdAt.toISOString(), h: position.contactHash.toString('hex') }),
  ).toString('base64url');
}

/** The position to continue after, or null when the cursor is not one encodeSuppressionCursor made. */
export function decodeSuppressionCursor(cursor: string): SuppressionPosition | null {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      c?: unknown;
      h?: unknown;
    };
    if (typeof parsed.c !== 'string' || typeof parsed.h !== 'string' || !HASH.test(parsed.h)) return null;
    const createdAt = new Date(parsed.c);
    if (Number.isNaN(createdAt.getTime())) return null;
    return { createdAt, contactHash: Buffer.from(parsed.h, 'hex') };
  } catch {
    return null;
  }
}
