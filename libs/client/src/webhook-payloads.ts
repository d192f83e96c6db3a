import { RecordedEvent } from './types';

/**
 * The payloads of the platform's webhooks, one type per event type of the catalog
 * (GET /v1/webhook-event-types; docs/webhooks.md). `contract.spec.ts` keeps the list in step.
 */

export const WEBHOOK_EVENT_TYPES = [
  'event.recorded',
  'conversion.counted',
  'conversion.not_counted',
  'webhook.test',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export interface AttributionDecision {
  counted: boolean;
  /** A stable code (counted, not_a_goal_event, ...): branch on it, never on the sentence. */
  reason: string;
  message: string;
  decidedAt: string;
  [field: string]: unknown;
}

export interface ConversionData {
  event: RecordedEvent;
  campaignId: string | null;
  decision: AttributionDecision;
  [field: string]: unknown;
}

interface Envelope<T extends WebhookEventType, D> {
  type: T;
  /** ISO 8601, UTC: when what the message tells happened. */
  timestamp: string;
  data: D;
}

export type EventRecordedMessage = Envelope<'event.recorded', RecordedEvent>;
export type ConversionCountedMessage = Envelope<'conversion.counted', ConversionData>;
export type ConversionNotCountedMessage = Envelope<'conversion.not_counted', ConversionData>;
export type WebhookTestMessage = Envelope<'webhook.test', { endpointId: string; message: string }>;

/** Any message the platform sends; narrow it on `type`. */
export type WebhookMessage =
  EventRecordedMessage | ConversionCountedMessage | ConversionNotCountedMessage | WebhookTestMessage;
