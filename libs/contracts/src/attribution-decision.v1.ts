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
}
