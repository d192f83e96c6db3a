import { hash } from 'node:crypto';
import { AdjustmentBodyV1, AdjustmentType } from '@app/contracts';
import { FieldError } from '@app/http';
import { Validation } from '../recording/submission-intake';
import { SubmissionLimits, isObject, notAnObject, occurredAtError } from '../recording/submission-rules';
import { adjustmentShapeErrors } from './adjustment-body.schema';

/** An adjustment that passed every rule, normalised: UTC time, value as a decimal string. */
export interface NormalizedAdjustment {
  adjustmentId: string;
  /** The externalId of the event it adjusts. */
  externalId: string;
  type: AdjustmentType;
  occurredAt: Date;
  /** A restatement's new value and currency; null on a retraction. */
  valueMinor: string | null;
  currency: string | null;
  /** Sent with a test key (docs/api.md#test-mode): set by the intake from the caller; false as the rules answer. */
  test: boolean;
  /** SHA-256 of the normalised fields: tells a true repeat from a reused adjustmentId. */
  payloadHash: Buffer;
}

type AdjustmentBody = AdjustmentBodyV1 & Record<string, unknown>;

const given = (value: unknown) => value !== undefined && value !== null;

function payloadHash(a: Omit<NormalizedAdjustment, 'payloadHash' | 'adjustmentId' | 'test'>): Buffer {
  const canonical = [a.externalId, a.type, a.occurredAt.toISOString(), a.valueMinor ?? '', a.currency ?? ''];
  return hash('sha256', canonical.join('\u0000'), 'buffer');
}

/** The rules across fields: a restatement carries a value and its currency, a retraction neither. */
function valueErrors(dto: AdjustmentBody, path: string): FieldError[] {
  const errors: FieldError[] = [];
  if (dto.type === 'retraction') {
    for (const field of ['valueMinor', 'currency'] as const) {
      if (given(dto[field])) {
        errors.push({
          field: `${path}${field}`,
          code: 'not_allowed',
          message: `A retraction carries no value; leave ${field} out (a retraction sets the conversion's value to 0).`,
        });
      }
    }
  } else if (dto.type === 'restatement') {
    if (!given(dto.valueMinor)) {
      errors.push({
        field: `${path}valueMinor`,
        code: 'required',
        message:
          'valueMinor is required on a restatement: the new value in minor units, such as 2999 for 29.99.',
      });
    }
    if (!given(dto.currency)) {
      errors.push({
        field: `${path}currency`,
        code: 'required',
        message:
          'currency is required on a restatement: the new value\'s currency, the event\'s own, such as "EUR".',
      });
    }
  }
  return errors;
}

/**
 * Validates one adjustment body against every rule at once (its shape, adjustment-body.schema.ts,
 * then the rules across fields and the clock, which events share for occurredAt), so the
 * integrator sees all that is wrong in one answer. Pure: `now` is given. `path` prefixes field
 * names, as `adjustments[3].` does in a batch. Whether the event exists is the recorder's
 * question (a 404), not a rule of the body.
 */
export function validateAdjustment(
  raw: unknown,
  now: Date,
  limits: SubmissionLimits,
  path = '',
): Validation<NormalizedAdjustment> {
  if (!isObject(raw)) return notAnObject(path, 'An adjustment');
  const dto = raw as AdjustmentBody;
  const errors = adjustmentShapeErrors(dto).map((e) => ({ ...e, field: `${path}${e.field}` }));
  const bad = new Set(errors.map((e) => e.field));
  if (!bad.has(`${path}occurredAt`)) {
    const error = occurredAtError(dto.occurredAt, now, limits, `${path}occurredAt`, 'adjustments');
    if (error) errors.push(error);
  }
  for (const error of valueErrors(dto, path)) if (!bad.has(error.field)) errors.push(error);
  if (errors.length > 0) return { ok: false, errors };

  const fields = {
    externalId: dto.externalId,
    type: dto.type,
    occurredAt: new Date(dto.occurredAt),
    valueMinor: given(dto.valueMinor) ? BigInt(dto.valueMinor as number | string).toString() : null,
    currency: given(dto.currency) ? (dto.currency as string) : null,
  };
  return {
    ok: true,
    value: { adjustmentId: dto.adjustmentId, ...fields, test: false, payloadHash: payloadHash(fields) },
  };
}
