/** Paging of the newest-first lists of recorded items (events, adjustments): opaque cursors and pages. */
import { pageOfRows, resumePosition } from '../paging/cursor-paging';

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

/** The position a `cursor` query parameter resumes after; a 400 naming it when it cannot be decoded. */
export function positionOf(cursor: string | undefined): CursorPosition | undefined {
  return resumePosition(cursor, decodeCursor);
}

/** A page of `limit` rows out of `limit + 1` fetched (one more tells whether there is a next page). */
export function pageOf<R extends CursorPosition, D>(
  rows: R[],
  limit: number,
  toDto: (row: R) => D,
): { data: D[]; nextCursor: string | null } {
  const { page, nextCursor } = pageOfRows(rows, limit, encodeCursor);
  return { data: page.map(toDto), nextCursor };
}
