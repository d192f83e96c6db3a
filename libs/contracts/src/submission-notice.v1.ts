/**
 * conversions.submission-notices.v1: what the gateway saw of a submission that was not recorded,
 * for the conversion-test panel: a duplicate (the externalId was already received) or a body
 * rejected by validation that named a campaign. Informational only: a notice is never an event
 * and never counts. Small and sanitised: field names, error codes and messages, never the
 * submitted values (which may hold personal data) beyond the ids the integrator chose.
 * Key: `${workspaceId}:${campaignId}`.
 */
export const SUBMISSION_NOTICE_TYPE = 'submission.not-recorded';
export const SUBMISSION_NOTICE_SCHEMA_VERSION = 1;

export const SUBMISSION_NOTICE_KINDS = ['duplicate', 'rejected'] as const;
export type SubmissionNoticeKind = (typeof SUBMISSION_NOTICE_KINDS)[number];

/** At most this many field errors travel in one notice (the HTTP answer has them all). */
export const SUBMISSION_NOTICE_MAX_ERRORS = 20;

export interface SubmissionNoticeFieldError {
  field: string;
  code: string;
  message: string;
}

export interface SubmissionNoticeV1 {
  /** Unique per notice (UUIDv7); the dedupe key for consumers. */
  noticeId: string;
  workspaceId: string;
  campaignId: string;
  kind: SubmissionNoticeKind;
  /** When the gateway answered (ISO 8601, UTC). */
  receivedAt: string;
  /** As submitted, when it was a valid externalId. */
  externalId: string | null;
  /** As submitted, when it was a valid event name. */
  name: string | null;
  /**
   * As submitted, when it was a valid contactId: so that erasing the contact finds the panel entry
   * this notice makes (docs/privacy.md#erasure). Absent when the body had none that was valid.
   */
  contactId?: string;
  /** For a duplicate: the event first recorded with this externalId. */
  original: { eventId: string; receivedAt: string } | null;
  /** For a rejection: what was wrong, each with its fix. */
  errors: SubmissionNoticeFieldError[];
  /**
   * Present, and true, only when a test key sent it (docs/api.md#test-mode): the panel shows it
   * marked as test. Absent on live submissions, whose notices are what they always were.
   */
  test?: true;
}

/** JSON Schema (draft 2020-12) of the value; consumers validate against it before handling. */
export const SUBMISSION_NOTICE_V1_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://docs.conversion-platform.dev/schemas/conversions.submission-notices.v1.json',
  title: 'SubmissionNoticeV1',
  type: 'object',
  additionalProperties: false,
  required: [
    'noticeId',
    'workspaceId',
    'campaignId',
    'kind',
    'receivedAt',
    'externalId',
    'name',
    'original',
    'errors',
  ],
  properties: {
    noticeId: { type: 'string', format: 'uuid' },
    workspaceId: { type: 'string', format: 'uuid' },
    campaignId: { type: 'string', minLength: 1, maxLength: 128 },
    kind: { enum: [...SUBMISSION_NOTICE_KINDS] },
    receivedAt: { type: 'string', format: 'date-time' },
    externalId: { type: ['string', 'null'], minLength: 1, maxLength: 200 },
    name: { type: ['string', 'null'], minLength: 1, maxLength: 100 },
    contactId: { type: 'string', minLength: 1, maxLength: 128 },
    original: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['eventId', 'receivedAt'],
      properties: {
        eventId: { type: 'string', format: 'uuid' },
        receivedAt: { type: 'string', format: 'date-time' },
      },
    },
    errors: {
      type: 'array',
      maxItems: SUBMISSION_NOTICE_MAX_ERRORS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'code', 'message'],
        properties: {
          field: { type: 'string', maxLength: 200 },
          code: { type: 'string', maxLength: 100 },
          message: { type: 'string', maxLength: 500 },
        },
      },
    },
    test: { const: true },
  },
} as const;
