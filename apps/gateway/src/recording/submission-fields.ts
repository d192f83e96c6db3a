/** The field rules of a recorded kind's body (events, adjustments) and the checker compiled from them. */
import Ajv, { ErrorObject } from 'ajv';
import { EVENT_BODY_V1_SCHEMA, EventBodyField } from '@app/contracts';
import { FieldError } from '@app/http';

/**
 * A kind's body is checked by its JSON Schema (in @app/contracts, the one source of its fields),
 * compiled once by ajv with the runtime's currency list, and each broken rule gets its message.
 * The fields that events and adjustments both carry (occurredAt, valueMinor, currency) have one
 * rule here, so their answers cannot drift apart (docs/api.md, "Adjustments").
 *
 * Why not class-validator, the rule of record of every other body: events are the hot path (one
 * body per request, up to 1,000 per batch), and class-validator cost 9 to 11 µs an event against
 * 0.6 µs for the compiled schema; in the gateway's profile under duplicates it was among the three
 * largest costs (docs/performance.md, "Validation"). The answers are the same: one error per field,
 * every field at once, the same codes and messages.
 */

const SOURCE = EVENT_BODY_V1_SCHEMA.properties;
const BIGINT_MAX = 9223372036854775807n;

/** ISO 4217 codes from the runtime's ICU data: a maintained list, not one typed by hand. */
export const CURRENCIES: readonly string[] = Intl.supportedValuesOf('currency');

type Code = 'required' | 'invalid_type' | 'invalid_length' | 'invalid_format' | 'invalid_value';

/** One field of a body: its schema, and the message of each way it can be wrong. */
export interface FieldRule {
  schema: Readonly<Record<string, unknown>>;
  /** Required fields may not be absent or null; optional ones may be either. */
  required: boolean;
  /** The message of each way the field can be wrong. */
  messages: Partial<Record<Code, string>>;
  /** The code of a broken schema keyword, where it is not the default one (KEYWORD_CODES). */
  codes?: Record<string, Code>;
  /** A message that names what was sent wrong, where one message per code would mislead. */
  explain?: (value: unknown) => string;
}

/** A text field of printable characters within bounds: its rule, named `field`. */
export const textRule = (
  field: string,
  schema: { minLength: number; maxLength: number },
  isRequiredField: boolean,
  typeMessage: string,
  required?: string,
): FieldRule => ({
  schema,
  required: isRequiredField,
  messages: {
    ...(required !== undefined && { required }),
    invalid_type: typeMessage,
    invalid_length: `${field} must be ${schema.minLength} to ${schema.maxLength} characters.`,
    invalid_format: `${field} must not contain control characters.`,
  },
});

export const MINOR_UNITS =
  'valueMinor must be a whole, non-negative number of minor units (4999 for 49.99), at most 9223372036854775807; send it as a string of digits beyond 9007199254740991.';

/**
 * Why a valueMinor was refused, from what was sent: a decimal point is the common mistake (a price
 * sent as it is shown), and a number past 2^53 - 1 is not wrong but arrives without its last digits.
 */
function minorUnitsMessage(value: unknown): string {
  const decimal =
    (typeof value === 'number' && Number.isFinite(value) && !Number.isInteger(value)) ||
    (typeof value === 'string' && /^\s*-?\d*[.,]\d*\s*$/.test(value) && /\d/.test(value));
  if (decimal)
    return "valueMinor is in minor units, so it has no decimal point: send 4999 for 49.99 (the currency's smallest unit, such as cents).";
  if ((typeof value === 'number' && value < 0) || (typeof value === 'string' && /^\s*-\d+\s*$/.test(value)))
    return 'valueMinor must not be negative: send the value of the conversion, 0 or more minor units.';
  if (typeof value === 'number' && Number.isInteger(value))
    return 'valueMinor is beyond 9007199254740991, where JSON numbers lose digits: send it as a string of digits, such as "9007199254740993".';
  if (typeof value === 'string' && /^\d+$/.test(value))
    return 'valueMinor must be at most 9223372036854775807 minor units.';
  if (typeof value === 'string')
    return 'valueMinor must be a whole number of minor units: a number such as 4999, or a string of digits only beyond 9007199254740991.';
  return MINOR_UNITS;
}

const isRequired = (field: EventBodyField) =>
  (EVENT_BODY_V1_SCHEMA.required as readonly string[]).includes(field);

/**
 * The fields events and adjustments share, with their schema (the event's, which the adjustment's
 * repeats) and messages. occurredAt has no "required" message here: each kind adds its own, which
 * says what happened at that time.
 */
export const SHARED_FIELDS: Readonly<Record<'occurredAt' | 'valueMinor' | 'currency', FieldRule>> = {
  occurredAt: {
    schema: SOURCE.occurredAt,
    required: isRequired('occurredAt'),
    messages: {
      invalid_type:
        'occurredAt must be a string: an ISO 8601 date-time with an offset, such as "2026-11-21T14:03:00Z".',
      invalid_format:
        'occurredAt must be an ISO 8601 date-time with an offset, such as "2026-11-21T14:03:00Z" or "2026-11-21T15:03:00+01:00".',
    },
  },
  valueMinor: {
    // Strings of digits go up to the bigint maximum, which the schema cannot say (isMinorUnits
    // checks it after the schema).
    schema: SOURCE.valueMinor,
    required: isRequired('valueMinor'),
    messages: { invalid_value: MINOR_UNITS },
    codes: { type: 'invalid_value', pattern: 'invalid_value' },
    explain: minorUnitsMessage,
  },
  currency: {
    // The runtime's list narrows the source's upper-case pattern to real codes.
    schema: { ...SOURCE.currency, enum: CURRENCIES },
    required: isRequired('currency'),
    messages: { invalid_value: 'currency must be an ISO 4217 code in upper case, such as "EUR" or "USD".' },
    codes: { type: 'invalid_value', pattern: 'invalid_value' },
  },
};

/** What a broken JSON Schema keyword means, in this API's codes. */
const KEYWORD_CODES: Record<string, Code> = {
  type: 'invalid_type',
  minLength: 'invalid_length',
  maxLength: 'invalid_length',
  pattern: 'invalid_format',
  enum: 'invalid_value',
  minimum: 'invalid_value',
  maximum: 'invalid_value',
  oneOf: 'invalid_value',
};

/** Optional fields accept null as "not given"; required ones are reported as missing then. */
const nullable = (schema: Readonly<Record<string, unknown>>) => ({ anyOf: [{ type: 'null' }, schema] });

// `date-time` is documentation here: the source's pattern is the rule (an offset is required).
const ajv = new Ajv({ allErrors: true, strict: true, unicodeRegExp: true, formats: { 'date-time': true } });

function isMinorUnits(value: unknown): boolean {
  return typeof value !== 'string' || BigInt(value) <= BIGINT_MAX;
}

/**
 * The shape errors of a body that is a JSON object, against `fields` (every field it may carry,
 * with its messages): every field at once, one error per field, named without any batch prefix
 * (the caller adds it). A `valueMinor` field is also checked against the bigint maximum, which the
 * schema cannot say. Compiled once per kind of body (events, adjustments), beside its fields.
 */
export function shapeChecker<F extends string>(
  required: readonly F[],
  fields: Readonly<Record<F, FieldRule>>,
): (body: Record<string, unknown>) => FieldError[] {
  const accepted = Object.keys(fields).sort().join(', ');
  const check = ajv.compile({
    type: 'object',
    additionalProperties: false,
    required,
    properties: Object.fromEntries(
      Object.entries<FieldRule>(fields).map(([field, rule]) => [
        field,
        rule.required ? rule.schema : nullable(rule.schema),
      ]),
    ),
  });
  const hasValue = 'valueMinor' in fields;
  const valueError = (body: Record<string, unknown>): FieldError[] =>
    hasValue && !isMinorUnits(body.valueMinor)
      ? [{ field: 'valueMinor', code: 'invalid_value', message: minorUnitsMessage(body.valueMinor) }]
      : [];

  /** The one error of a field from the keywords it broke (ajv reports the first failing one first). */
  function fieldError(field: F, broken: ErrorObject[], value: unknown): FieldError {
    const rule = fields[field];
    if (rule.required && value === null) {
      return { field, code: 'required', message: rule.messages.required as string };
    }
    // A nullable field's `anyOf` reports the null branch too: the field's own keywords say more.
    const own = broken.find(
      (e) => e.keyword !== 'anyOf' && !(e.keyword === 'type' && e.params.type === 'null'),
    );
    const keyword = own?.keyword ?? 'type';
    const code = rule.codes?.[keyword] ?? KEYWORD_CODES[keyword] ?? 'invalid_value';
    const message =
      rule.explain?.(value) ??
      rule.messages[code] ??
      rule.messages.invalid_value ??
      rule.messages.invalid_type;
    return { field, code, message: message as string };
  }

  return (body) => {
    if (check(body)) return valueError(body);
    const byField = new Map<F, ErrorObject[]>();
    const errors: FieldError[] = [];
    for (const error of check.errors ?? []) {
      if (error.keyword === 'required') {
        const field = error.params.missingProperty as F;
        errors.push({ field, code: 'required', message: fields[field].messages.required as string });
      } else if (error.keyword === 'additionalProperties') {
        const field = error.params.additionalProperty as string;
        errors.push({
          field,
          code: 'unknown_field',
          message: `"${field}" is not a known field: remove it or check its spelling (accepted fields: ${accepted}).`,
        });
      } else {
        const field = error.instancePath.slice(1).split('/')[0] as F;
        byField.set(field, [...(byField.get(field) ?? []), error]);
      }
    }
    for (const [field, broken] of byField) errors.push(fieldError(field, broken, body[field]));
    if (!byField.has('valueMinor' as F)) errors.push(...valueError(body));
    return errors;
  };
}
