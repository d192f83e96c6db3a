/** The body rules every recorded kind applies alike: a JSON object, an occurredAt within bounds. */
import { FieldError } from '@app/http';

/** How far in the past and the future an occurredAt may be (EVENT_MAX_AGE_DAYS, EVENT_MAX_FUTURE_SECONDS). */
export interface SubmissionLimits {
  maxAgeDays: number;
  maxFutureSeconds: number;
}

/** Date parsing rolls 2026-02-31 over into March; a real calendar date must survive the round trip. */
function isCalendarDate(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether a body (or batch item) is a JSON object, the first rule of every kind. */
export function isObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

/** The one error of a body that is not an object: on `body`, or on the batch item itself. */
export function notAnObject(path: string, what: string): { ok: false; errors: FieldError[] } {
  const field = path.replace(/\.$/, '') || 'body';
  return { ok: false, errors: [{ field, code: 'invalid_type', message: `${what} must be a JSON object.` }] };
}

/**
 * The rules of an occurredAt that has the right shape and needs the clock: a real calendar date,
 * within maxAgeDays in the past and maxFutureSeconds in the future. Pure: `now` is given. Shared
 * by every body that carries one (events, adjustments); `what` names them in the message.
 */
export function occurredAtError(
  text: string,
  now: Date,
  limits: SubmissionLimits,
  field: string,
  what: string,
): FieldError | null {
  const occurredAt = new Date(text);
  const earliest = now.getTime() - limits.maxAgeDays * 86_400_000;
  const latest = now.getTime() + limits.maxFutureSeconds * 1000;
  if (Number.isNaN(occurredAt.getTime()) || !isCalendarDate(text)) {
    return { field, code: 'invalid_format', message: 'occurredAt is not a real date and time.' };
  }
  if (occurredAt.getTime() < earliest) {
    return {
      field,
      code: 'out_of_range',
      message: `occurredAt is more than ${limits.maxAgeDays} days in the past; ${what} older than that are not accepted.`,
    };
  }
  if (occurredAt.getTime() > latest) {
    return {
      field,
      code: 'out_of_range',
      message: `occurredAt is more than ${limits.maxFutureSeconds} seconds in the future; check the sender's clock and time zone offset.`,
    };
  }
  return null;
}
