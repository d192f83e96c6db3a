import { MINOR_UNITS_PATTERN } from './event-body.v1';
import { RECORDED_ADJUSTMENT_V1_SCHEMA, RecordedAdjustmentV1 } from './recorded-adjustment.v1';

/**
 * conversions.adjustment-decisions.v1: one outcome per recorded adjustment, applied or not, with a
 * stable reason code and a sentence an integrator understands (docs/attribution.md#adjustments).
 * Published by attribution after the adjusted event's own decision; read by the report projection
 * (net totals, the panel) and the webhook dispatcher (conversion.retracted / conversion.restated).
 * Test adjustments are on it too, marked `test`. Key: `${workspaceId}:${campaignId}` of the
 * adjusted event (`${workspaceId}:` when it named none), the key of its decision.
 * Headers: event-id (the adjustment's `id`), event-type `adjustment.decided`, schema-version 1.
 */
export const ADJUSTMENT_DECISION_TYPE = 'adjustment.decided';
export const ADJUSTMENT_DECISION_SCHEMA_VERSION = 1;

/** Why an adjustment was or was not applied; docs/attribution.md#adjustment-reasons. */
export const ADJUSTMENT_REASONS = [
  'applied',
  'conversion_not_counted',
  'conversion_not_decided',
  'already_retracted',
  'occurred_before_conversion',
  'conversion_has_no_value',
  'currency_mismatch',
] as const;

export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export interface AdjustmentDecisionV1 extends RecordedAdjustmentV1 {
  applied: boolean;
  reason: AdjustmentReason;
  message: string;
  /** When attribution decided (ISO 8601, UTC). */
  decidedAt: string;
  /**
   * The conversion's net value before and after this adjustment, in the event's currency, as
   * decimal strings: what a report's netValueByCurrency moves by. Null when not applied, or when
   * the event had no value (a retraction of it moves only the retracted count).
   */
  previousValueMinor: string | null;
  netValueMinor: string | null;
}

const { properties: recorded, required: recordedRequired } = RECORDED_ADJUSTMENT_V1_SCHEMA;

/** JSON Schema (draft 2020-12) of the value; consumers validate against it before handling. */
export const ADJUSTMENT_DECISION_V1_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://docs.conversion-platform.dev/schemas/conversions.adjustment-decisions.v1.json',
  title: 'AdjustmentDecisionV1',
  type: 'object',
  additionalProperties: false,
  required: [
    ...recordedRequired,
    'applied',
    'reason',
    'message',
    'decidedAt',
    'previousValueMinor',
    'netValueMinor',
  ],
  properties: {
    ...recorded,
    applied: { type: 'boolean' },
    reason: { enum: [...ADJUSTMENT_REASONS] },
    message: { type: 'string', minLength: 1, maxLength: 2000 },
    decidedAt: { type: 'string', format: 'date-time' },
    previousValueMinor: { type: ['string', 'null'], pattern: MINOR_UNITS_PATTERN },
    netValueMinor: { type: ['string', 'null'], pattern: MINOR_UNITS_PATTERN },
  },
  // Applied exactly when the reason is `applied`; only an applied one moves a value. (The rule of
  // a recorded adjustment, value only on a restatement, holds too: it is the same message.)
  allOf: [
    {
      if: { type: 'object', properties: { applied: { const: true } } },
      then: { type: 'object', properties: { reason: { const: 'applied' } } },
      else: {
        type: 'object',
        properties: {
          reason: { not: { const: 'applied' } },
          previousValueMinor: { type: 'null' },
          netValueMinor: { type: 'null' },
        },
      },
    },
    {
      if: RECORDED_ADJUSTMENT_V1_SCHEMA.if,
      then: RECORDED_ADJUSTMENT_V1_SCHEMA.then,
      else: RECORDED_ADJUSTMENT_V1_SCHEMA.else,
    },
  ],
} as const;

/** The adjusted event's decision key, so an adjustment's outcome shares its event's partition. */
export function adjustmentDecisionKey(decision: Pick<AdjustmentDecisionV1, 'workspaceId' | 'event'>): string {
  return `${decision.workspaceId}:${decision.event.campaignId ?? ''}`;
}
