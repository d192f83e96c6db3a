/**
 * conversions.attribution-decisions.v1: one decision per recorded event, counted or not, with a
 * stable reason code and a sentence an integrator understands. Key: `${workspaceId}:${campaignId}`
 * (or `${workspaceId}:` when the event named no campaign).
 */
export const ATTRIBUTION_DECISION_TYPE = 'attribution.decided';
export const ATTRIBUTION_DECISION_SCHEMA_VERSION = 1;

export const DECISION_REASONS = [
  'counted',
  'campaign_not_specified',
  'campaign_not_found',
  'campaign_not_active',
  'outside_campaign_period',
  'not_a_goal_event',
  'already_converted',
] as const;

export type DecisionReason = (typeof DECISION_REASONS)[number];

export interface AttributionDecisionV1 {
  eventId: string;
  workspaceId: string;
  externalId: string;
  campaignId: string | null;
  contactId: string;
  name: string;
  occurredAt: string;
  receivedAt: string;
  valueMinor: string | null;
  currency: string | null;
  counted: boolean;
  reason: DecisionReason;
  message: string;
  /** When attribution decided (ISO 8601, UTC). */
  decidedAt: string;
  /**
   * Present, and true, only on the decision of a test event (docs/api.md#test-mode): such a
   * decision is never counted in reports nor put on conversions.conversions.v1. Absent on live ones.
   */
  test?: true;
}

/** JSON Schema (draft 2020-12) of the value; consumers validate against it before handling. */
export const ATTRIBUTION_DECISION_V1_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://docs.conversion-platform.dev/schemas/conversions.attribution-decisions.v1.json',
  title: 'AttributionDecisionV1',
  type: 'object',
  additionalProperties: false,
  required: [
    'eventId',
    'workspaceId',
    'externalId',
    'campaignId',
    'contactId',
    'name',
    'occurredAt',
    'receivedAt',
    'valueMinor',
    'currency',
    'counted',
    'reason',
    'message',
    'decidedAt',
  ],
  properties: {
    eventId: { type: 'string', format: 'uuid' },
    workspaceId: { type: 'string', format: 'uuid' },
    externalId: { type: 'string', minLength: 1, maxLength: 200 },
    campaignId: { type: ['string', 'null'], minLength: 1, maxLength: 128 },
    contactId: { type: 'string', minLength: 1, maxLength: 128 },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    occurredAt: { type: 'string', format: 'date-time' },
    receivedAt: { type: 'string', format: 'date-time' },
    valueMinor: { type: ['string', 'null'], pattern: '^[0-9]{1,19}$' },
    currency: { type: ['string', 'null'], pattern: '^[A-Z]{3}$' },
    counted: { type: 'boolean' },
    reason: { enum: [...DECISION_REASONS] },
    message: { type: 'string', minLength: 1, maxLength: 2000 },
    decidedAt: { type: 'string', format: 'date-time' },
    test: { const: true },
  },
  // A counted decision always carries the reason `counted`, and only a counted one does.
  if: { type: 'object', properties: { counted: { const: true } } },
  then: { type: 'object', properties: { reason: { const: 'counted' } } },
  else: { type: 'object', properties: { reason: { not: { const: 'counted' } } } },
} as const;
