import { hash } from 'node:crypto';
import { EventBodyV1 } from '@app/contracts';
import { FieldError } from '@app/http';
import { SubmissionLimits, isObject, notAnObject, occurredAtError } from '../recording/submission-rules';
import { eventShapeErrors } from './event-body.schema';

/** An event that passed every rule, normalised: UTC time, value as a decimal string. */
export interface NormalizedEvent {
  externalId: string;
  name: string;
  occurredAt: Date;
  contactId: string;
  campaignId: string | null;
  valueMinor: string | null;
  currency: string | null;
  /**
   * Sent with a test key (docs/api.md#test-mode): set by the intake from the caller, never from
   * the body; false as the rules answer. Not in the hash: each mode deduplicates on its own.
   */
  test: boolean;
  /** SHA-256 of the normalised fields: tells a true repeat from a reused externalId. */
  payloadHash: Buffer;
}

/** An event body whose shape passed (event-body.schema.ts), as sent. */
type EventBody = EventBodyV1 & Record<string, unknown>;

export type EventValidation = { ok: true; event: NormalizedEvent } | { ok: false; errors: FieldError[] };

function payloadHash(e: Omit<NormalizedEvent, 'payloadHash' | 'test'>): Buffer {
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
export function validateEvent(raw: unknown, now: Date, limits: SubmissionLimits, path = ''): EventValidation {
  if (!isObject(raw)) return notAnObject(path, 'An event');
  const dto = raw as EventBody;
  const errors = eventShapeErrors(dto).map((e) => ({ ...e, field: `${path}${e.field}` }));
  const bad = new Set(errors.map((e) => e.field));

  let occurredAt: Date | null = null;
  if (!bad.has(`${path}occurredAt`)) {
    occurredAt = new Date(dto.occurredAt);
    const error = occurredAtError(dto.occurredAt, now, limits, `${path}occurredAt`, 'events');
    if (error) errors.push(error);
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
  return { ok: true, event: { ...fields, test: false, payloadHash: payloadHash(fields) } };
}
