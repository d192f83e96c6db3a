import { ADJUSTMENT_DECISION_V1_SCHEMA } from './adjustment-decision.v1';
import { ADJUSTMENT_TYPES, AdjustmentType } from './adjustment-body.v1';

/**
 * conversions.conversion-adjustments.v1: for internal teams who keep revenue numbers from
 * conversions.conversions.v1. One message per adjustment attribution applied to a counted, live
 * conversion: a retraction (it no longer counts; its net value is 0) or a restatement (its net value
 * is now `netValueMinor`). Not-applied adjustments and test traffic never appear here.
 * Key: `${workspaceId}:${campaignId}`, the key of the conversion it adjusts, so a conversion and its
 * adjustments share a partition. Headers: event-id (the adjustment's `id`), event-type
 * `conversion.adjusted`, schema-version 1.
 */
export const CONVERSION_ADJUSTMENT_TYPE = 'conversion.adjusted';
export const CONVERSION_ADJUSTMENT_SCHEMA_VERSION = 1;

export interface ConversionAdjustmentV1 {
  /** The adjustment's platform id: the dedupe key. */
  id: string;
  adjustmentId: string;
  type: AdjustmentType;
  workspaceId: string;
  campaignId: string;
  contactId: string;
  /** The conversion adjusted: its eventId on conversions.conversions.v1. */
  eventId: string;
  externalId: string;
  occurredAt: string;
  receivedAt: string;
  /** The conversion's net value before and after, decimal strings; null when it has no value. */
  previousValueMinor: string | null;
  netValueMinor: string | null;
  currency: string | null;
  decidedAt: string;
}

const { properties: decided } = ADJUSTMENT_DECISION_V1_SCHEMA;
const { properties: event } = decided.event;

/** JSON Schema (draft 2020-12) of the value. */
export const CONVERSION_ADJUSTMENT_V1_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://docs.conversion-platform.dev/schemas/conversions.conversion-adjustments.v1.json',
  title: 'ConversionAdjustmentV1',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'adjustmentId',
    'type',
    'workspaceId',
    'campaignId',
    'contactId',
    'eventId',
    'externalId',
    'occurredAt',
    'receivedAt',
    'previousValueMinor',
    'netValueMinor',
    'currency',
    'decidedAt',
  ],
  properties: {
    id: decided.id,
    adjustmentId: decided.adjustmentId,
    type: { enum: [...ADJUSTMENT_TYPES] },
    workspaceId: decided.workspaceId,
    campaignId: { type: 'string', minLength: 1, maxLength: 128 },
    contactId: event.contactId,
    eventId: event.eventId,
    externalId: event.externalId,
    occurredAt: decided.occurredAt,
    receivedAt: decided.receivedAt,
    previousValueMinor: decided.previousValueMinor,
    netValueMinor: decided.netValueMinor,
    currency: event.currency,
    decidedAt: decided.decidedAt,
  },
  // A retraction leaves a net value of zero (or none, when the conversion had no value).
  if: { type: 'object', properties: { type: { const: 'retraction' } } },
  then: { type: 'object', properties: { netValueMinor: { enum: ['0', null] } } },
} as const;

export function conversionAdjustmentKey(
  adjustment: Pick<ConversionAdjustmentV1, 'workspaceId' | 'campaignId'>,
): string {
  return `${adjustment.workspaceId}:${adjustment.campaignId}`;
}
