/**
 * The shape of one conversion event as integrators send it (POST .../events, and each item of
 * .../events/batch): the one source of the event's fields, as JSON Schema (draft 2020-12). The
 * gateway validates bodies against it (apps/gateway/src/events/event-body.schema.ts adds the
 * messages, apps/gateway/src/recording/submission-fields.ts the currency list), documents it in
 * OpenAPI (CreateEventDto), and the recorded event's Kafka contract (recorded-event.v1.ts) takes
 * its fields' bounds from it. The client SDK, published alone, keeps its own copy, checked against
 * this one by test/client/contract.e2e-spec.ts.
 * Why each rule is what it is: docs/api.md, "Validation rules".
 */

/** No control characters (Unicode Cc), in any text field; the length is checked on its own. */
export const PRINTABLE_PATTERN = '^[^\\p{Cc}]*$';

/** ISO 8601 date-time with an offset (Z or ±hh:mm): a time without one is ambiguous. */
export const OFFSET_DATE_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';

/** Whole minor units as a string of digits: up to the Postgres bigint maximum, 19 digits. */
export const MINOR_UNITS_PATTERN = '^[0-9]{1,19}$';

/** ISO 4217, upper case. */
export const CURRENCY_PATTERN = '^[A-Z]{3}$';

export const EVENT_BODY_V1_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://docs.conversion-platform.dev/schemas/event-body.v1.json',
  title: 'EventBodyV1',
  type: 'object',
  additionalProperties: false,
  /** Optional fields accept null as "not given". */
  required: ['name', 'occurredAt', 'contactId', 'externalId'],
  /** In the order docs/api.md lists them. */
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: PRINTABLE_PATTERN },
    occurredAt: { type: 'string', format: 'date-time', pattern: OFFSET_DATE_TIME_PATTERN },
    contactId: { type: 'string', minLength: 1, maxLength: 128, pattern: PRINTABLE_PATTERN },
    campaignId: { type: 'string', minLength: 1, maxLength: 128, pattern: PRINTABLE_PATTERN },
    // JSON numbers beyond 2^53 - 1 lose digits, so larger values come as strings.
    valueMinor: {
      oneOf: [
        { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        { type: 'string', pattern: MINOR_UNITS_PATTERN },
      ],
    },
    currency: { type: 'string', pattern: CURRENCY_PATTERN },
    externalId: { type: 'string', minLength: 1, maxLength: 200, pattern: PRINTABLE_PATTERN },
  },
} as const;

export type EventBodyField = keyof typeof EVENT_BODY_V1_SCHEMA.properties;

type Properties = typeof EVENT_BODY_V1_SCHEMA.properties;
type RequiredField = (typeof EVENT_BODY_V1_SCHEMA.required)[number];

/** The TypeScript type of a property's schema, for the few keywords this schema uses. */
type JsonTypeOf<S> = S extends { readonly oneOf: readonly (infer Branch)[] }
  ? JsonTypeOf<Branch>
  : S extends { readonly type: 'string' }
    ? string
    : S extends { readonly type: 'integer' }
      ? number
      : never;

/** One event body as sent, derived from the schema: optional fields may be absent or null. */
export type EventBodyV1 = { [F in RequiredField]: JsonTypeOf<Properties[F]> } & {
  [F in Exclude<EventBodyField, RequiredField>]?: JsonTypeOf<Properties[F]> | null;
};

/** The event's fields in the documented order. */
export const EVENT_BODY_FIELDS = Object.keys(EVENT_BODY_V1_SCHEMA.properties) as EventBodyField[];

/** A field's length bounds, for the schemas and documents derived from this one. */
export function lengthBounds(field: 'name' | 'contactId' | 'campaignId' | 'externalId'): {
  minLength: number;
  maxLength: number;
} {
  const { minLength, maxLength } = EVENT_BODY_V1_SCHEMA.properties[field];
  return { minLength, maxLength };
}
