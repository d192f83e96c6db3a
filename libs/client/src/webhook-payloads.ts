import { RecordedEvent } from './types';

/**
 * The payloads of the platform's webhooks, one type per event type of the catalog
 * (GET /v1/webhook-event-types; docs/webhooks.md). `contract.spec.ts` keeps the list in step.
 */

export const WEBHOOK_EVENT_TYPES = [
  'event.recorded',
  'conversion.counted',
  'conversion.not_counted',
  'conversion.retracted',
  'conversion.restated',
  'contact.erased',
  'webhook.test',
  'endpoint.disabled',
  'endpoint.enabled',
  'message.attempt.exhausted',
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

/** A retraction or restatement as it was sent (docs/api.md#adjustments). */
export interface AdjustmentSent {
  id: string;
  adjustmentId: string;
  type: 'retraction' | 'restatement';
  occurredAt: string;
  receivedAt: string;
  /** A restatement's value; null on a retraction. */
  valueMinor: string | null;
  currency: string | null;
  [field: string]: unknown;
}

/**
 * What an applied adjustment did to the conversion: its net value before and after, in the
 * event's currency ("0" after a retraction; all null when the event had no value).
 */
export interface AdjustmentEffect {
  previousValueMinor: string | null;
  netValueMinor: string | null;
  currency: string | null;
  decidedAt: string;
  [field: string]: unknown;
}

export interface ConversionAdjustmentData {
  /** The event as the events API shows it, its attribution as the adjustment left it. */
  event: RecordedEvent;
  campaignId: string | null;
  adjustment: AdjustmentSent;
  effect: AdjustmentEffect;
  [field: string]: unknown;
}

interface Envelope<T extends WebhookEventType, D> {
  type: T;
  /** ISO 8601, UTC: when what the message tells happened. */
  timestamp: string;
  /**
   * Present, and true, only on test traffic (events and adjustments sent with a test key, and
   * their outcomes), sent to endpoints that include test events; absent on live messages.
   */
  test?: true;
  data: D;
}

export type EventRecordedMessage = Envelope<'event.recorded', RecordedEvent>;
export type ConversionCountedMessage = Envelope<'conversion.counted', ConversionData>;
export type ConversionNotCountedMessage = Envelope<'conversion.not_counted', ConversionData>;
export type ConversionRetractedMessage = Envelope<'conversion.retracted', ConversionAdjustmentData>;
export type ConversionRestatedMessage = Envelope<'conversion.restated', ConversionAdjustmentData>;
/**
 * The platform erased a contact (an erasure request of the workspace completed): erase your own
 * copies of its data, found by `contactId`. Never test traffic.
 */
export interface ContactErasedData {
  erasureId: string;
  contactId: string;
  requestedAt: string;
  erasedAt: string;
  [field: string]: unknown;
}

export type ContactErasedMessage = Envelope<'contact.erased', ContactErasedData>;
export type WebhookTestMessage = Envelope<'webhook.test', { endpointId: string; message: string }>;

/** The endpoint an operational webhook is about (docs/webhooks.md#operational-webhooks). */
export interface EndpointRef {
  id: string;
  /** Without user name, password, query or fragment. */
  url: string;
  description: string;
  [field: string]: unknown;
}

/** An endpoint of the workspace was disabled (`gone`: 410; `failing`: failed too long; `api`: switched off). */
export type EndpointDisabledMessage = Envelope<
  'endpoint.disabled',
  {
    endpoint: EndpointRef;
    trigger: 'gone' | 'failing' | 'api';
    reason: string;
    disabledAt: string;
    [field: string]: unknown;
  }
>;

/** A disabled endpoint of the workspace was enabled again. */
export type EndpointEnabledMessage = Envelope<
  'endpoint.enabled',
  { endpoint: EndpointRef; enabledAt: string; [field: string]: unknown }
>;

/** A message's delivery to an endpoint of the workspace failed for good: its last attempt failed. */
export type MessageAttemptExhaustedMessage = Envelope<
  'message.attempt.exhausted',
  {
    endpoint: EndpointRef;
    message: { id: string; type: WebhookEventType };
    attempts: number;
    lastAttempt: { attemptedAt: string; statusCode: number | null; error: string | null };
    [field: string]: unknown;
  }
>;

/** Any message the platform sends; narrow it on `type`. */
export type WebhookMessage =
  | EventRecordedMessage
  | ConversionCountedMessage
  | ConversionNotCountedMessage
  | ConversionRetractedMessage
  | ConversionRestatedMessage
  | ContactErasedMessage
  | WebhookTestMessage
  | EndpointDisabledMessage
  | EndpointEnabledMessage
  | MessageAttemptExhaustedMessage;
