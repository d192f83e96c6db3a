/**
 * The shapes the platform's public API sends and receives (docs/api.md), as the client's users
 * see them. Written out here because the package is published alone; the repository's
 * test/client/contract.e2e-spec.ts keeps them in step with the platform's own declaration of the
 * event (its JSON Schema): every field, type, bound, pattern and format.
 */

/** The body of one conversion event (POST .../events). */
export interface ConversionEvent {
  /** What happened, such as `order_paid`. */
  name: string;
  /** ISO 8601 with an offset; stored in UTC. */
  occurredAt: string;
  contactId: string;
  campaignId?: string | null;
  /**
   * Whole minor units (4999 for 49.99), with `currency`: a number up to 2^53 - 1, or a string of
   * digits up to 9223372036854775807.
   */
  valueMinor?: number | string | null;
  /** ISO 4217, upper case; with `valueMinor`. */
  currency?: string | null;
  /** Your id for the event: the platform records each once per workspace. */
  externalId: string;
}

/**
 * The JSON Schema (draft 2020-12) of one conversion event, the rules the gateway checks first (it
 * also checks the currency against ISO 4217, dates against the calendar and the age bounds).
 */
export const CONVERSION_EVENT_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://docs.conversion-platform.dev/schemas/event-body.v1.json',
  title: 'EventBodyV1',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'occurredAt', 'contactId', 'externalId'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[^\\p{Cc}]*$' },
    occurredAt: {
      type: 'string',
      format: 'date-time',
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$',
    },
    contactId: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[^\\p{Cc}]*$' },
    campaignId: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[^\\p{Cc}]*$' },
    valueMinor: {
      oneOf: [
        { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        { type: 'string', pattern: '^[0-9]{1,19}$' },
      ],
    },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    externalId: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\p{Cc}]*$' },
  },
} as const;

/** Every field a conversion event may have: the gateway rejects any other. */
export const EVENT_FIELDS = [
  'name',
  'occurredAt',
  'contactId',
  'campaignId',
  'valueMinor',
  'currency',
  'externalId',
] as const satisfies readonly (keyof ConversionEvent)[];

/**
 * The body of one conversion adjustment (POST .../adjustments): a `retraction` (the conversion
 * sent with `externalId` no longer counts and its value goes to zero) or a `restatement` (its value
 * is now `valueMinor` in `currency`, the event's own currency).
 */
export interface ConversionAdjustment {
  /** Your idempotency key for the adjustment: the platform records each once per workspace. */
  adjustmentId: string;
  /** The externalId of the event it adjusts. */
  externalId: string;
  type: 'retraction' | 'restatement';
  /** When the refund, cancellation or correction happened: ISO 8601 with an offset. */
  occurredAt: string;
  /** A restatement's new value, in whole minor units (as an event's); never on a retraction. */
  valueMinor?: number | string | null;
  /** A restatement's currency, the event's own (ISO 4217); never on a retraction. */
  currency?: string | null;
}

/** The JSON Schema (draft 2020-12) of one adjustment body, the rules the gateway checks first. */
export const CONVERSION_ADJUSTMENT_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://docs.conversion-platform.dev/schemas/adjustment-body.v1.json',
  title: 'AdjustmentBodyV1',
  type: 'object',
  additionalProperties: false,
  required: ['adjustmentId', 'externalId', 'type', 'occurredAt'],
  properties: {
    adjustmentId: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[^\\p{Cc}]*$' },
    externalId: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\p{Cc}]*$' },
    type: { enum: ['retraction', 'restatement'] },
    occurredAt: CONVERSION_EVENT_SCHEMA.properties.occurredAt,
    valueMinor: CONVERSION_EVENT_SCHEMA.properties.valueMinor,
    currency: CONVERSION_EVENT_SCHEMA.properties.currency,
  },
} as const;

/** Every field an adjustment may have: the gateway rejects any other. */
export const ADJUSTMENT_FIELDS = [
  'adjustmentId',
  'externalId',
  'type',
  'occurredAt',
  'valueMinor',
  'currency',
] as const satisfies readonly (keyof ConversionAdjustment)[];

/**
 * The answer to sending one adjustment: recorded or already received (naming the stored
 * adjustment), or suppressed (nothing recorded). Check `status` before reading `id`.
 */
export type AdjustmentReceipt = StoredAdjustmentReceipt | SuppressedAdjustmentReceipt;

/** An adjustment recorded now (201) or before (200). */
export interface StoredAdjustmentReceipt {
  id: string;
  status: 'recorded' | 'already_received';
  adjustmentId: string;
  externalId: string;
  receivedAt: string;
  /** Only on already_received: this request's fields differ from the recorded original's. */
  payloadDiffers?: boolean;
  /** true for 201 (recorded now), false for 200 (recorded before). */
  created: boolean;
}

/**
 * The adjusted event's contact is on the workspace's suppression list (202, docs/api.md#suppression):
 * nothing was recorded, and the client does not retry it (sending it again changes nothing until
 * the suppression is lifted).
 */
export interface SuppressedAdjustmentReceipt {
  status: 'suppressed';
  adjustmentId: string;
  externalId: string;
  created: false;
}

/** An adjustment's outcome: pending until attribution decides it (docs/attribution.md#adjustments). */
export interface AdjustmentOutcome {
  status: 'pending' | 'applied' | 'not_applied';
  reason: string | null;
  message: string | null;
  decidedAt: string | null;
}

/** A recorded adjustment as the API shows it. */
export interface RecordedAdjustment {
  id: string;
  adjustmentId: string;
  externalId: string;
  eventId: string;
  type: 'retraction' | 'restatement';
  occurredAt: string;
  receivedAt: string;
  valueMinor: string | null;
  currency: string | null;
  outcome: AdjustmentOutcome;
}

export interface AdjustmentFilters {
  /** The adjustments of the event sent with this externalId. */
  externalId?: string;
  /** 1 to 200 per page. */
  limit?: number;
  cursor?: string;
}

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/**
 * The answer to sending one event: recorded or already received (naming the stored event), or
 * suppressed (nothing recorded). Check `status` before reading `id`.
 */
export type EventReceipt = StoredEventReceipt | SuppressedEventReceipt;

/** An event recorded now (201) or before (200). */
export interface StoredEventReceipt {
  id: string;
  status: 'recorded' | 'already_received';
  externalId: string;
  receivedAt: string;
  /** Only on already_received: this request's fields differ from the recorded original's. */
  payloadDiffers?: boolean;
  /** true for 201 (recorded now), false for 200 (recorded before). */
  created: boolean;
}

/**
 * The event's contact is on the workspace's suppression list (202, docs/api.md#suppression):
 * nothing was recorded, and the client does not retry it (sending it again changes nothing until
 * the suppression is lifted; then it is recorded).
 */
export interface SuppressedEventReceipt {
  status: 'suppressed';
  externalId: string;
  created: false;
}

export interface BatchItemResult {
  index: number;
  /** suppressed: the contact is on the suppression list; nothing recorded, never resent. */
  status: 'recorded' | 'already_received' | 'rejected' | 'suppressed';
  externalId: string | null;
  id?: string;
  receivedAt?: string;
  payloadDiffers?: boolean;
  errors?: FieldError[];
}

export interface BatchResult {
  results: BatchItemResult[];
  summary: { recorded: number; alreadyReceived: number; rejected: number; suppressed: number };
}

/** One adjustment's result in a batch: as an event's, or `not_found` (no event with its externalId). */
export interface AdjustmentBatchItemResult extends Omit<BatchItemResult, 'status'> {
  status: BatchItemResult['status'] | 'not_found';
  adjustmentId?: string | null;
}

export interface AdjustmentBatchResult {
  results: AdjustmentBatchItemResult[];
  summary: {
    recorded: number;
    alreadyReceived: number;
    rejected: number;
    notFound?: number;
    suppressed: number;
  };
}

export interface AttributionOutcome {
  status: 'pending' | 'counted' | 'not_counted';
  reason?: string;
  message?: string;
  /** A counted conversion's value now, after restatements ("0" once retracted); null without one. */
  netValueMinor?: string | null;
  /** When a counted conversion was retracted; null while it stands. */
  retractedAt?: string | null;
}

/** A recorded event as the API shows it. */
export interface RecordedEvent {
  id: string;
  externalId: string;
  name: string;
  occurredAt: string;
  receivedAt: string;
  contactId: string;
  campaignId: string | null;
  valueMinor: string | null;
  currency: string | null;
  attribution: AttributionOutcome;
  /** On a single event read (events.get): its adjustments, oldest first. */
  adjustments?: RecordedAdjustment[];
}

export interface EventFilters {
  externalId?: string;
  campaignId?: string;
  contactId?: string;
  /** Received at or after (ISO 8601). */
  from?: string;
  /** Received before (ISO 8601). */
  to?: string;
  /** 1 to 200 per page. */
  limit?: number;
  cursor?: string;
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

export interface CampaignInput {
  name: string;
  status: 'draft' | 'active' | 'paused' | 'ended';
  startsAt: string;
  endsAt?: string | null;
  /** The event names that count as conversions. */
  goals: string[];
  attributionWindowDays?: number;
  countingMode?: 'every_conversion' | 'once_per_contact';
}

export interface Campaign {
  id: string;
  name: string;
  status: string;
  startsAt: string;
  endsAt: string | null;
  endedAt: string | null;
  goals: string[];
  attributionWindowDays: number;
  countingMode: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface CampaignReport {
  campaignId: string;
  received: number;
  /** Gross: every conversion counted, adjusted or not. */
  counted: number;
  /** Counted conversions since retracted (refunds, cancellations). */
  retracted: number;
  /** counted - retracted. */
  netCounted: number;
  notCounted: { total: number; byReason: Record<string, number> };
  /** Gross: the values as counted. */
  valueByCurrency: { currency: string; valueMinor: string }[];
  /** After retractions and restatements, in the same currencies. */
  netValueByCurrency: { currency: string; valueMinor: string }[];
  /** A retraction counts on its conversion's day. */
  daily: { day: string; received: number; counted: number; retracted: number }[];
  updatedAt: string | null;
}

/** What the conversion-test panel shows: the campaign's latest submission and its outcome. */
export interface PanelSubmission {
  submissionId: string;
  /** An event, a duplicate or rejected event, or an adjustment (then `adjustment` says what was sent). */
  kind: 'event' | 'duplicate' | 'rejected' | 'adjustment';
  eventId: string | null;
  /** applied / not_applied: an adjustment's outcome; the others an event's. */
  status: 'pending' | 'counted' | 'not_counted' | 'not_recorded' | 'applied' | 'not_applied';
  reason: string | null;
  message: string | null;
  errors: FieldError[];
  adjustment?: {
    adjustmentId: string;
    type: 'retraction' | 'restatement';
    occurredAt: string;
    valueMinor: string | null;
    currency: string | null;
  } | null;
  [field: string]: unknown;
}

export interface ConversionTest {
  campaignId: string;
  latest: PanelSubmission | null;
}

/** An RFC 9457 problem document, as every error of the API is. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code?: string;
  errors?: FieldError[];
  [member: string]: unknown;
}
