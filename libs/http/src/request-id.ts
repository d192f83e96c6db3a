import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept if it is short and plain enough to be safe in logs and headers. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}
