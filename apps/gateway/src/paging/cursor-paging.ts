/**
 * Paging of the newest-first lists, each with an opaque cursor it encodes its own way (events and
 * adjustments by recording/page-cursor.ts, erasure requests, the suppression list): the `cursor`
 * query parameter read back, and a page cut from the rows fetched. docs/api.md#read-events-and-pagination describes the paging every list shares.
 */
import { ProblemException } from '@app/http';

/**
 * The position a `cursor` query parameter resumes after, decoded by the list's own `decode` (null
 * when the cursor is not one it made); undefined without a cursor; a 400 naming it otherwise.
 */
export function resumePosition<P>(
  cursor: string | undefined,
  decode: (cursor: string) => P | null,
): P | undefined {
  if (cursor === undefined) return undefined;
  const after = decode(cursor);
  if (after === null) {
    throw ProblemException.validation([
      {
        field: 'cursor',
        code: 'invalid_format',
        message: 'cursor must be a nextCursor value from a previous page, unchanged.',
      },
    ]);
  }
  return after;
}

/**
 * The page of `limit` rows out of the `limit + 1` fetched (one more than asked tells whether there
 * is a next page), and the cursor of the next page, made from the page's last row by `encode`.
 */
export function pageOfRows<R>(
  rows: R[],
  limit: number,
  encode: (last: R) => string,
): { page: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last !== undefined ? encode(last) : null };
}
