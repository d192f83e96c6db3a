import { hash } from 'node:crypto';
import { EventBodyV1 } from '@app/contracts';
import { FieldError } from '@app/http';
import { eventShapeErrors } from './event-body.schema';

export interface EventLimits {
  maxAgeDays: number;
  maxFutureSeconds: number;
}

/** An event that passed every rule, normalised: UTC time, value as a decimal string. */
export interface NormalizedEvent {
  externalId: string;
  name: string;
  occurredAt: Date;
  contactId: string;
  campaignId: string | null;
  valueMinor: string | null;
  currency: string | null;
  /** SHA-256 of the normalised fields: tells a true repeat from a reused externalId. */
  payloadHash: Buffer;
}

/** An event body whose shape passed (event-body.schema.ts), as sent. */
type EventBody = EventBodyV1 & Record<string, unknown>;

export type EventValidation = { ok: true; event: NormalizedEvent } | { ok: false; errors: FieldError[] };

/** Date parsing rolls 2026-02-31 over into March; a real calendar date must survive the round trip. */
function isCalendarDate(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function payloadHash(e: Omit<NormalizedEvent, 'payloadHash'>): Buffer {
  const canonical = [
    e.name,
    e.occurredAt.toISOString(),
    e.contactId,
    e.campaignId ?? '',
    e.valueMinor ?? '',
    e.currency ?? '',
  ];
  return hash('sha256', canonical.join('\u0000'), 'buffer');
}

/**
 * Validates one event body against every rule at once (its shape, event-body.schema.ts, then the rules that need the clock
 * or two fields), so the integrator sees all that is wrong in one answer. Pure: `now` is given.
 * `path` prefixes field names, as `events[3].` does in a batch.
 */
export function validateEvent(raw: unknown, now: Date, limits: EventLimits, path = ''): EventValidation {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      ok: false,
      errors: [
        {
          field: path.replace(/\.$/, '') || 'body',
          code: 'invalid_type',
          message: 'An event must be a JSON object.',
        },
      ],
    };
  }
  const dto = raw as EventBody;
  const errors = eventShapeErrors(dto).map((e) => ({ ...e, field: `${path}${e.field}` }));
  const bad = new Set(errors.map((e) => e.field));

  let occurredAt: Date | null = null;
  if (!bad.has(`${path}occurredAt`)) {
    occurredAt = new Date(dto.occurredAt);
    const earliest = now.getTime() - limits.maxAgeDays * 86_400_000;
    const latest = now.getTime() + limits.maxFutureSeconds * 1000;
    if (Number.isNaN(occurredAt.getTime()) || !isCalendarDate(dto.occurredAt)) {
      errors.push({
        field: `${path}occurredAt`,
        code: 'invalid_format',
        message: 'occurredAt is not a real date and time.',
      });
    } else if (occurredAt.getTime() < earliest) {
      errors.push({
        field: `${path}occurredAt`,
        code: 'out_of_range',
        message: `occurredAt is more than ${limits.maxAgeDays} days in the past; events older than that are not accepted.`,
      });
    } else if (occurredAt.getTime() > latest) {
      errors.push({
        field: `${path}occurredAt`,
        code: 'out_of_range',
        message: `occurredAt is more than ${limits.maxFutureSeconds} seconds in the future; check the sender's clock and time zone offset.`,
      });
    }
  }
  const hasValue = dto.valueMinor !== undefined && dto.valueMinor !== null;
  const hasCurrency = dto.currency !== undefined && dto.currency !== null;
  if (hasValue !== hasCurrency) {
    errors.push(
      hasValue
        ? {
            field: `${path}currency`,
            code: 'required',
            message: 'currency is required when valueMinor is given, such as "EUR".',
          }
        : {
            field: `${path}valueMinor`,
            code: 'required',
            message: 'valueMinor is required when currency is given, such as 4999 for 49.99.',
          },
    );
  }
  if (errors.length > 0) return { ok: false, errors };

  const fields = {
    externalId: dto.externalId,
    name: dto.name,
    occurredAt: occurredAt as Date,
    contactId: dto.contactId,
    campaignId: dto.campaignId ?? null,
    valueMinor: hasValue ? BigInt(dto.valueMinor as number | string).toString() : null,
    currency: hasCurrency ? (dto.currency as string) : null,
  };
  return { ok: true, event: { ...fields, payloadHash: payloadHash(fields) } };
}
