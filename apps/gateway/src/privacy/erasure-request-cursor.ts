/**
 * Opaque cursors of the erasure requests list: base64url of the last request's id. Ids are UUIDv7,
 * so newest first by id is the order they were accepted in. Opaque so that the order or key can
 * change without breaking a client.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeErasureCursor(id: string): string {
  return Buffer.from(JSON.stringify({ i: id })).toString('base64url');
}

/** The id to continue after, or null when the cursor is not one encodeErasureCursor made. */
export function decodeErasureCursor(cursor: string): string | null {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { i?: unknown };
    return typeof parsed.i === 'string' && UUID.test(parsed.i) ? parsed.i : null;
  } catch {
    return null;
  }
}
