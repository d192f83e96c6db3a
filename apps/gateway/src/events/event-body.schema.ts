import Ajv, { ErrorObject } from 'ajv';
import { EVENT_BODY_V1_SCHEMA, EventBodyField } from '@app/contracts';
import { FieldError } from '@app/http';

/**
 * The shape rules of one event body: the event's JSON Schema (EVENT_BODY_V1_SCHEMA in
 * @app/contracts, the one source of its fields), compiled once by ajv with the runtime's currency
 * list, and the message each broken rule gets. This is the rule of record for events (docs/api.md,
 * "Validation rules"); the rules that need the clock or two fields together are in event-rules.ts.
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

interface FieldRule {
  schema: Readonly<Record<string, unknown>>;
  /** Required fields may not be absent or null; optional ones may be either. */
  required: boolean;
  /** The message of each way the field can be wrong. */
  messages: Partial<Record<Code, string>>;
  /** The code of a broken schema keyword, where it is not the default one (KEYWORD_CODES). */
  codes?: Record<string, Code>;
}

const isRequired = (field: EventBodyField) =>
  (EVENT_BODY_V1_SCHEMA.required as readonly string[]).includes(field);

const text = (
  field: 'name' | 'contactId' | 'campaignId' | 'externalId',
  typeMessage: string,
  required?: string,
): FieldRule => ({
  schema: SOURCE[field],
  required: isRequired(field),
  messages: {
    ...(required !== undefined && { required }),
    invalid_type: typeMessage,
    invalid_length: `${field} must be ${SOURCE[field].minLength} to ${SOURCE[field].maxLength} characters.`,
    invalid_format: `${field} must not contain control characters.`,
  },
});

const MINOR_UNITS =
  'valueMinor must be a whole, non-negative number of minor units (4999 for 49.99), at most 9223372036854775807; send it as a string beyond 9007199254740991.';

/** Every field an event may carry, in the order docs/api.md lists them, with its messages. */
export const EVENT_FIELDS: Readonly<Record<EventBodyField, FieldRule>> = {
  name: text(
    'name',
    'name must be a string, such as "order_paid".',
    'name is required: the event name, such as "order_paid".',
  ),
  occurredAt: {
    schema: SOURCE.occurredAt,
    required: isRequired('occurredAt'),
    messages: {
      required: 'occurredAt is required: when the event happened, such as "2026-11-21T14:03:00Z".',
      invalid_type:
        'occurredAt must be a string: an ISO 8601 date-time with an offset, such as "2026-11-21T14:03:00Z".',
      invalid_format:
        'occurredAt must be an ISO 8601 date-time with an offset, such as "2026-11-21T14:03:00Z" or "2026-11-21T15:03:00+01:00".',
    },
  },
  contactId: text(
    'contactId',
    'contactId must be a string.',
    'contactId is required: your id for the person who converted.',
  ),
  campaignId: text('campaignId', 'campaignId must be a string, or left out.'),
  valueMinor: {
    // Strings of digits go up to the bigint maximum, which the schema cannot say (isMinorUnits
    // checks it after the schema).
    schema: SOURCE.valueMinor,
    required: isRequired('valueMinor'),
    messages: { invalid_value: MINOR_UNITS },
    codes: { type: 'invalid_value', pattern: 'invalid_value' },
  },
  currency: {
    // The runtime's list narrows the source's upper-case pattern to real codes.
    schema: { ...SOURCE.currency, enum: CURRENCIES },
    required: isRequired('currency'),
    messages: { invalid_value: 'currency must be an ISO 4217 code in upper case, such as "EUR" or "USD".' },
    codes: { type: 'invalid_value', pattern: 'invalid_value' },
  },
  externalId: text(
    'externalId',
    'externalId must be a string.',
    'externalId is required: your unique id for this event, such as an order number.',
  ),
};

const ACCEPTED = Object.keys(EVENT_FIELDS).sort().join(', ');

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
const check = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: EVENT_BODY_V1_SCHEMA.required,
  properties: Object.fromEntries(
    Object.entries(EVENT_FIELDS).map(([field, rule]) => [
      field,
      rule.required ? rule.schema : nullable(rule.schema),
    ]),
  ),
});

function isMinorUnits(value: unknown): boolean {
  return typeof value !== 'string' || BigInt(value) <= BIGINT_MAX;
}

/** The one error of a field from the keywords it broke (ajv reports the first failing one first). */
function fieldError(field: EventBodyField, broken: ErrorObject[], value: unknown): FieldError {
  const rule = EVENT_FIELDS[field];
  if (rule.required && value === null) {
    return { field, code: 'required', message: rule.messages.required as string };
  }
  // A nullable field's `anyOf` reports the null branch too: the field's own keywords say more.
  const own = broken.find(
    (e) => e.keyword !== 'anyOf' && !(e.keyword === 'type' && e.params.type === 'null'),
  );
  const keyword = own?.keyword ?? 'type';
  const code = rule.codes?.[keyword] ?? KEYWORD_CODES[keyword] ?? 'invalid_value';
  const message = rule.messages[code] ?? rule.messages.invalid_value ?? rule.messages.invalid_type;
  return { field, code, message: message as string };
}

/**
 * The shape errors of one event body that is a JSON object: every field at once, one error per
 * field, named without any batch prefix (the caller adds it).
 */
export function eventShapeErrors(body: Record<string, unknown>): FieldError[] {
  if (check(body)) {
    return isMinorUnits(body.valueMinor)
      ? []
      : [{ field: 'valueMinor', code: 'invalid_value', message: MINOR_UNITS }];
  }
  const byField = new Map<EventBodyField, ErrorObject[]>();
  const errors: FieldError[] = [];
  for (const error of check.errors ?? []) {
    if (error.keyword === 'required') {
      const field = error.params.missingProperty as EventBodyField;
      errors.push({ field, code: 'required', message: EVENT_FIELDS[field].messages.required as string });
    } else if (error.keyword === 'additionalProperties') {
      const field = error.params.additionalProperty as string;
      errors.push({
        field,
        code: 'unknown_field',
        message: `"${field}" is not a known field: remove it or check its spelling (accepted fields: ${ACCEPTED}).`,
      });
    } else {
      const field = error.instancePath.slice(1).split('/')[0] as EventBodyField;
      byField.set(field, [...(byField.get(field) ?? []), error]);
    }
  }
  for (const [field, broken] of byField) errors.push(fieldError(field, broken, body[field]));
  if (!byField.has('valueMinor') && !isMinorUnits(body.valueMinor)) {
    errors.push({ field: 'valueMinor', code: 'invalid_value', message: MINOR_UNITS });
  }
  return errors;
}
