import { CURRENCY_PATTERN, MINOR_UNITS_PATTERN, lengthBounds } from './event-body.v1';

/**
 * conversions.recorded-events.v1: one message per event the gateway recorded (one per 201).
 * Key: `${workspaceId}:${contactId}`. Headers: see headers.ts (event-type `conversion.recorded`).
 */
export const RECORDED_EVENT_TYPE = 'conversion.recorded';
export const RECORDED_EVENT_SCHEMA_VERSION = 1;

export interface RecordedEventV1 {
  /** The platform's id for the event (UUIDv7); the dedupe key for consumers. */
  eventId: string;
  workspaceId: string;
  externalId: string;
  name: string;
  /** ISO 8601, UTC, millisecond precision. */
  occurredAt: string;
  /** When the gateway recorded it (ISO 8601, UTC). */
  receivedAt: string;
  contactId: string;
  campaignId: string | null;
  /** Integer minor units as a decimal string: bigint range does not fit a JSON number. */
  valueMinor: string | null;
  /** ISO 4217, upper case; present exactly when valueMinor is. */
  currency: string | null;
  /**
   * Present, and true, only on test traffic: an event sent with a test key (docs/api.md#test-mode).
   * It is decided and shown on the conversion-test panel, never counted in reports, never put on
   * the conversions topics. Absent on live events, so their messages are what they always were.
   */
  test?: true;
}

/**
 * JSON Schema (draft 2020-12) of the value; consumers validate against it before handling. The
 * fields an integrator sent keep the bounds of the event body's schema (event-body.v1.ts),
 * normalised: the value as a string of digits, the time in UTC.
 */
export const RECORDED_EVENT_V1_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://docs.conversion-platform.dev/schemas/conversions.recorded-events.v1.json',
  title: 'RecordedEventV1',
  type: 'object',
  additionalProperties: false,
  required: [
    'eventId',
    'workspaceId',
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
    eventId: { type: 'string', format: 'uuid' },
    workspaceId: { type: 'string', format: 'uuid' },
    externalId: { type: 'string', ...lengthBounds('externalId') },
    name: { type: 'string', ...lengthBounds('name') },
    occurredAt: { type: 'string', format: 'date-time' },
    receivedAt: { type: 'string', format: 'date-time' },
    contactId: { type: 'string', ...lengthBounds('contactId') },
    campaignId: { type: ['string', 'null'], ...lengthBounds('campaignId') },
    valueMinor: { type: ['string', 'null'], pattern: MINOR_UNITS_PATTERN },
    currency: { type: ['string', 'null'], pattern: CURRENCY_PATTERN },
    test: { const: true },
  },
} as const;

export function recordedEventKey(event: Pick<RecordedEventV1, 'workspaceId' | 'contactId'>): string {
  return `${event.workspaceId}:${event.contactId}`;
}
