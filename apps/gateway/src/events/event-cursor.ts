/**
 * Opaque list cursors: base64url of the last row's (receivedAt, id). Opaque so that clients do
 * not build them, and the order or key can change without breaking anyone.
 */
export interface CursorPosition {
  receivedAt: Date;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify({ r: position.receivedAt.toISOString(), i: position.id })).toString(
    'base64url',
  );
}

export function decodeCursor(cursor: string): CursorPosition | null {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      r?: unknown;
      i?: unknown;
    };
    if (typeof parsed.r !== 'string' || typeof parsed.i !== 'string') return null;
    const receivedAt = new Date(parsed.r);
    if (Number.isNaN(receivedAt.getTime()) || !/^[0-9a-f-]{36}$/.test(parsed.i)) return null;
    return { receivedAt, id: parsed.i };
  } catch {
    return null;
  }
}
