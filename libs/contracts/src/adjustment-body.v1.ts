import {
  CURRENCY_PATTERN,
  EVENT_BODY_V1_SCHEMA,
  MINOR_UNITS_PATTERN,
  OFFSET_DATE_TIME_PATTERN,
  PRINTABLE_PATTERN,
} from './event-body.v1';

/**
 * The shape of one conversion adjustment as integrators send it (POST .../adjustments, and each
 * item of .../adjustments/batch), as JSON Schema (draft 2020-12): a `retraction` (the conversion
 * no longer counts, its value goes to zero) or a `restatement` (a new value) of the event sent
 * with `externalId`. The gateway validates bodies against it and adds the rules across fields
 * (valueMinor and currency required for a restatement, refused for a retraction); the recorded
 * adjustment's Kafka contract takes its bounds from it. Why each rule is what it is: docs/api.md,
 * "Adjustments".
 */
export const ADJUSTMENT_TYPES = ['retraction', 'restatement'] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

export const ADJUSTMENT_BODY_V1_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://docs.conversion-platform.dev/schemas/adjustment-body.v1.json',
  title: 'AdjustmentBodyV1',
  type: 'object',
  additionalProperties: false,
  required: ['adjustmentId', 'externalId', 'type', 'occurredAt'],
  /** In the order docs/api.md lists them. */
  properties: {
    adjustmentId: { type: 'string', minLength: 1, maxLength: 255, pattern: PRINTABLE_PATTERN },
    externalId: EVENT_BODY_V1_SCHEMA.properties.externalId,
    type: { enum: [...ADJUSTMENT_TYPES] },
    occurredAt: { type: 'string', format: 'date-time', pattern: OFFSET_DATE_TIME_PATTERN },
    valueMinor: {
      oneOf: [
        { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        { type: 'string', pattern: MINOR_UNITS_PATTERN },
      ],
    },
    currency: { type: 'string', pattern: CURRENCY_PATTERN },
  },
} as const;

export type AdjustmentBodyField = keyof typeof ADJUSTMENT_BODY_V1_SCHEMA.properties;

/** One adjustment body as sent: valueMinor and currency only on a restatement. */
export interface AdjustmentBodyV1 {
  adjustmentId: string;
  externalId: string;
  type: AdjustmentType;
  occurredAt: string;
  valueMinor?: number | string | null;
  currency?: string | null;
}

/** The adjustment's fields in the documented order. */
export const ADJUSTMENT_BODY_FIELDS = Object.keys(
  ADJUSTMENT_BODY_V1_SCHEMA.properties,
) as AdjustmentBodyField[];
