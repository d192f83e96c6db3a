import { ADJUSTMENT_BODY_V1_SCHEMA, ADJUSTMENT_TYPES, AdjustmentType } from './adjustment-body.v1';
import { CURRENCY_PATTERN, MINOR_UNITS_PATTERN } from './event-body.v1';
import { RECORDED_EVENT_V1_SCHEMA, RecordedEventV1 } from './recorded-event.v1';

/**
 * conversions.recorded-adjustments.v1: one message per adjustment the gateway recorded (one per
 * 201), published through the same outbox as events, after the event it adjusts.
 * Key: `${workspaceId}:${contactId}` of the adjusted event, the key of its recorded event, so one
 * contact's events and adjustments are published in the order they were recorded. Attribution
 * still applies an adjustment only after its event's decision, whatever order the two topics are
 * read in (docs/attribution.md#adjustments). Headers: event-id (the adjustment's `id`),
 * event-type `adjustment.recorded`, schema-version 1.
 */
export const RECORDED_ADJUSTMENT_TYPE = 'adjustment.recorded';
export const RECORDED_ADJUSTMENT_SCHEMA_VERSION = 1;

/** The adjusted event as it was recorded (its fields on conversions.recorded-events.v1). */
export type AdjustedEventV1 = Pick<
  RecordedEventV1,
  | 'eventId'
  | 'externalId'
  | 'name'
  | 'occurredAt'
  | 'receivedAt'
  | 'contactId'
  | 'campaignId'
  | 'valueMinor'
  | 'currency'
>;

export interface RecordedAdjustmentV1 {
  /** The platform's id for the adjustment (UUIDv7); the dedupe key for consumers. */
  id: string;
  /** The integrator's idempotency key, unique in the workspace (and mode). */
  adjustmentId: string;
  type: AdjustmentType;
  workspaceId: string;
  /** When the adjustment happened (ISO 8601, UTC, millisecond precision). */
  occurredAt: string;
  /** When the gateway recorded it (ISO 8601, UTC). */
  receivedAt: string;
  /** A restatement's new value (minor units as a decimal string) and currency; null on a retraction. */
  valueMinor: string | null;
  currency: string | null;
  /** Sent with a test key (docs/api.md#test-mode): decided, shown on the panel, never counted. */
  test: boolean;
  /** The event it adjusts, named by the integrator's externalId. */
  event: AdjustedEventV1;
}

const eventFields = RECORDED_EVENT_V1_SCHEMA.properties;

/** The adjusted event's part of a schema, shared with the adjustment decision's. */
export const ADJUSTED_EVENT_V1_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'eventId',
    'externalId',
    'name',
    'occurredAt',
    'receivedAt',
    'contactId',
    'campaignId',
    'valueMinor',
    'currency',
  ],
  properties: {
    eventId: eventFields.eventId,
    externalId: eventFields.externalId,
    name: eventFields.name,
    occurredAt: eventFields.occurredAt,
    receivedAt: eventFields.receivedAt,
    contactId: eventFields.contactId,
    campaignId: eventFields.campaignId,
    valueMinor: eventFields.valueMinor,
    currency: eventFields.currency,
  },
} as const;

/** JSON Schema (draft 2020-12) of the value; consumers validate against it before handling. */
export const RECORDED_ADJUSTMENT_V1_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://docs.conversion-platform.dev/schemas/conversions.recorded-adjustments.v1.json',
  title: 'RecordedAdjustmentV1',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'adjustmentId',
    'type',
    'workspaceId',
    'occurredAt',
    'receivedAt',
    'valueMinor',
    'currency',
    'test',
    'event',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    adjustmentId: {
      type: 'string',
      minLength: ADJUSTMENT_BODY_V1_SCHEMA.properties.adjustmentId.minLength,
      maxLength: ADJUSTMENT_BODY_V1_SCHEMA.properties.adjustmentId.maxLength,
    },
    type: { enum: [...ADJUSTMENT_TYPES] },
    workspaceId: { type: 'string', format: 'uuid' },
    occurredAt: { type: 'string', format: 'date-time' },
    receivedAt: { type: 'string', format: 'date-time' },
    valueMinor: { type: ['string', 'null'], pattern: MINOR_UNITS_PATTERN },
    currency: { type: ['string', 'null'], pattern: CURRENCY_PATTERN },
    test: { type: 'boolean' },
    event: ADJUSTED_EVENT_V1_SCHEMA,
  },
  // A restatement carries its value and currency; a retraction neither.
  if: { type: 'object', properties: { type: { const: 'restatement' } } },
  then: {
    type: 'object',
    properties: { valueMinor: { type: 'string' }, currency: { type: 'string' } },
  },
  else: { type: 'object', properties: { valueMinor: { type: 'null' }, currency: { type: 'null' } } },
} as const;

/** The adjusted event's recorded-events key, so the two share a partition. */
export function recordedAdjustmentKey(
  adjustment: Pick<RecordedAdjustmentV1, 'workspaceId' | 'event'>,
): string {
  return `${adjustment.workspaceId}:${adjustment.event.contactId}`;
}
