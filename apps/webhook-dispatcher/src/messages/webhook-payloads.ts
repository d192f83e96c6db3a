import { AttributionDecisionV1, RecordedEventV1 } from '@app/contracts';
import { eventMessageId, WebhookEventData, WebhookEventType, WebhookPayload } from '@app/webhooks';

/**
 * What the dispatcher sends, as pure functions of what it consumes: the payload of each webhook
 * event type (libs/webhooks event-types.ts holds their schemas), its message id, and the time an
 * endpoint must have existed by to receive it. The body is serialised once, here, and stored:
 * every attempt sends and signs the same bytes.
 */
export interface MessageDraft {
  id: string;
  workspaceId: string;
  type: WebhookEventType;
  eventId: string | null;
  body: string;
  /** Endpoints created after this do not receive the message (nor on a replay). */
  occurredAt: string;
}

function eventData(e: RecordedEventV1 | AttributionDecisionV1): Omit<WebhookEventData, 'attribution'> {
  return {
    id: e.eventId,
    externalId: e.externalId,
    name: e.name,
    occurredAt: e.occurredAt,
    receivedAt: e.receivedAt,
    contactId: e.contactId,
    campaignId: e.campaignId,
    valueMinor: e.valueMinor,
    currency: e.currency,
  };
}

function draft<T extends WebhookEventType>(
  type: T,
  workspaceId: string,
  eventId: string,
  payload: WebhookPayload<T>,
): MessageDraft {
  return {
    id: eventMessageId(eventId, type),
    workspaceId,
    type,
    eventId,
    body: JSON.stringify(payload),
    occurredAt: payload.timestamp,
  };
}

export function recordedMessage(event: RecordedEventV1): MessageDraft {
  return draft('event.recorded', event.workspaceId, event.eventId, {
    type: 'event.recorded',
    timestamp: event.receivedAt,
    data: { ...eventData(event), attribution: { status: 'pending' } },
  });
}

export function decisionMessage(decision: AttributionDecisionV1): MessageDraft {
  const type = decision.counted ? 'conversion.counted' : 'conversion.not_counted';
  return draft(type, decision.workspaceId, decision.eventId, {
    type,
    timestamp: decision.decidedAt,
    data: {
      event: {
        ...eventData(decision),
        attribution: {
          status: decision.counted ? 'counted' : 'not_counted',
          reason: decision.reason,
          message: decision.message,
        },
      },
      campaignId: decision.campaignId,
      decision: {
        counted: decision.counted,
        reason: decision.reason,
        message: decision.message,
        decidedAt: decision.decidedAt,
      },
    },
  });
}

export function testMessage(
  messageId: string,
  workspaceId: string,
  endpointId: string,
  requestedAt: string,
): MessageDraft {
  const payload: WebhookPayload<'webhook.test'> = {
    type: 'webhook.test',
    timestamp: requestedAt,
    data: { endpointId, message: 'This is a test message from the conversion platform.' },
  };
  return {
    id: messageId,
    workspaceId,
    type: 'webhook.test',
    eventId: null,
    body: JSON.stringify(payload),
    occurredAt: requestedAt,
  };
}
