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

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** The answer to sending one event. */
export interface EventReceipt {
  id: string;
  status: 'recorded' | 'already_received';
  externalId: string;
  receivedAt: string;
  /** Only on already_received: this request's fields differ from the recorded original's. */
  payloadDiffers?: boolean;
  /** true for 201 (recorded now), false for 200 (recorded before). */
  created: boolean;
}

export interface BatchItemResult {
  index: number;
  status: 'recorded' | 'already_received' | 'rejected';
  externalId: string | null;
  id?: string;
  receivedAt?: string;
  payloadDiffers?: boolean;
  errors?: FieldError[];
}

export interface BatchResult {
  results: BatchItemResult[];
  summary: { recorded: number; alreadyReceived: number; rejected: number };
}

export interface AttributionOutcome {
  status: 'pending' | 'counted' | 'not_counted';
  reason?: string;
  message?: string;
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
  counted: number;
  notCounted: { total: number; byReason: Record<string, number> };
  valueByCurrency: { currency: string; valueMinor: string }[];
  daily: { day: string; received: number; counted: number }[];
  updatedAt: string | null;
}

/** What the conversion-test panel shows: the campaign's latest submission and its outcome. */
export interface PanelSubmission {
  submissionId: string;
  kind: 'event' | 'duplicate' | 'rejected';
  eventId: string | null;
  status: 'pending' | 'counted' | 'not_counted' | 'not_recorded';
  reason: string | null;
  message: string | null;
  errors: FieldError[];
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
