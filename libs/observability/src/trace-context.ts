import { randomUUID } from 'node:crypto';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

/**
 * The W3C trace context for work started by a request: the caller's `traceparent` when it is
 * valid (so our Kafka messages join their trace), otherwise a new one.
 */
export function traceparentFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? TRACEPARENT.exec(value) : null;
  if (match && !/^0+$/.test(match[1]) && !/^0+$/.test(match[2])) return value as string;
  // randomUUID draws from a buffered entropy pool: far cheaper per request than randomBytes.
  return `00-${randomUUID().replace(/-/g, '')}-${randomUUID().replace(/-/g, '').slice(0, 16)}-01`;
}
