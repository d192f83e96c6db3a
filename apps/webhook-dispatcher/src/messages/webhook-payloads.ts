import {
  AdjustedEventV1,
  AdjustmentDecisionV1,
  AttributionDecisionV1,
  ContactErasedV1,
  RecordedEventV1,
} from '@app/contracts';
import {
  adjustmentMessageId,
  contactErasedMessageId,
  eventMessageId,
  WebhookEventData,
  WebhookEventType,
  WebhookPayload,
} from '@app/webhooks';

/**
 * What the dispatcher sends, as pure functions of what it consumes: the payload of each webhook
 * event type (libs/webhooks event-types.ts holds their schemas), its message id, and the time an
 * endpoint must have existed by to receive it. The body is serialised once, here, and stored:
 * every attempt sends and signs the same bytes. Test traffic (docs/webhooks.md#test-traffic) makes
 * the same payloads with `"test": true` beside `type`; live payloads never carry the field.
 */
export interface MessageDraft {
  id: string;
  workspaceId: string;
  type: WebhookEventType;
  eventId: string | null;
  /**
   * The contact the body names (messages.contact_id), so that erasing the contact finds the
   * message (docs/privacy.md#erasure); null for a webhook.test.
   */
  contactId: string | null;
  body: string;
  /** Endpoints created after this do not receive the message (nor on a replay). */
  occurredAt: string;
  /** Test traffic: only endpoints with includeTestEvents receive it, and retention deletes it. */
  test: boolean;
}

/** The event's fields as the events API shows them (recorded events, decisions and adjusted events all carry them). */
function eventData(e: AdjustedEventV1): Omit<WebhookEventData, 'attribution'> {
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

/**
 * A message about one event; its id is derived from the event and type unless given. `test`
 * marks test traffic: the payload carries `"test": true` right after `timestamp`, and a live one
 * is the exact bytes it always was.
 */
function draft<T extends WebhookEventType>(
  type: T,
  workspaceId: string,
  eventId: string,
  contactId: string,
  test: boolean,
  { type: _type, timestamp, data }: Omit<WebhookPayload<T>, 'test'>,
  id = eventMessageId(eventId, type),
): MessageDraft {
  const payload: WebhookPayload<T> = test ? { type, timestamp, test: true, data } : { type, timestamp, data };
  return {
    id,
    workspaceId,
    type,
    eventId,
    contactId,
    body: JSON.stringify(payload),
    occurredAt: timestamp,
    test,
  };
}

export function recordedMessage(event: RecordedEventV1): MessageDraft {
  return draft('event.recorded', event.workspaceId, event.eventId, event.contactId, event.test === true, {
    type: 'event.recorded',
    timestamp: event.receivedAt,
    data: { ...eventData(event), attribution: { status: 'pending' } },
  });
}

export function decisionMessage(decision: AttributionDecisionV1): MessageDraft {
  const type = decision.counted ? 'conversion.counted' : 'conversion.not_counted';
  return draft(type, decision.workspaceId, decision.eventId, decision.contactId, decision.test === true, {
    type,
    timestamp: decision.decidedAt,
    data: {
      event: {
        ...eventData(decision),
        attribution: {
          status: decision.counted ? 'counted' : 'not_counted',
          reason: decision.reason,
          message: decision.message,
          // Just decided: a conversion's net value is its own value until an adjustment changes it.
          netValueMinor: decision.counted ? decision.valueMinor : null,
          retractedAt: null,
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

export type AdjustmentWebhookType = 'conversion.retracted' | 'conversion.restated';

/**
 * Which webhook an adjustment's outcome sends, if any (docs/webhooks.md#payloads-and-event-types):
 * only an applied adjustment changes a conversion, so only it is told; a not-applied one is
 * shown by the adjustments API with its reason, and sends nothing. A test adjustment's outcome is
 * told the same way, to the endpoints that include test events (adjustmentMessage marks it).
 */
export function adjustmentWebhookType(decision: AdjustmentDecisionV1): AdjustmentWebhookType | null {
  if (!decision.applied) return null;
  return decision.type === 'retraction' ? 'conversion.retracted' : 'conversion.restated';
}

/**
 * The message of an adjustment's outcome, or null when it sends none (adjustmentWebhookType). Its
 * id is derived from the adjustment and type, so a replay finds it; it is about the adjusted
 * event (messages.event_id), and dated when attribution decided, as a conversion.counted is.
 */
export function adjustmentMessage(decision: AdjustmentDecisionV1): MessageDraft | null {
  const type = adjustmentWebhookType(decision);
  if (!type) return null;
  const { event } = decision;
  return draft(
    type,
    decision.workspaceId,
    event.eventId,
    event.contactId,
    decision.test,
    {
      type,
      timestamp: decision.decidedAt,
      data: {
        // As this adjustment left it. Applied means the event was counted
        // (docs/attribution.md#adjustments); its decision's sentence came with its
        // conversion.counted and is not on this topic.
        event: {
          ...eventData(event),
          attribution: {
            status: 'counted',
            reason: 'counted',
            netValueMinor: decision.netValueMinor,
            retractedAt: type === 'conversion.retracted' ? decision.decidedAt : null,
          },
        },
        campaignId: event.campaignId,
        adjustment: {
          id: decision.id,
          adjustmentId: decision.adjustmentId,
          type: decision.type,
          occurredAt: decision.occurredAt,
          receivedAt: decision.receivedAt,
          valueMinor: decision.valueMinor,
          currency: decision.currency,
        },
        effect: {
          previousValueMinor: decision.previousValueMinor,
          netValueMinor: decision.netValueMinor,
          // The net value is in the event's currency (a restatement in another is not applied).
          currency: decision.netValueMinor === null ? null : event.currency,
          decidedAt: decision.decidedAt,
        },
      },
    },
    adjustmentMessageId(decision.id, type),
  );
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
    contactId: null,
    body: JSON.stringify(payload),
    occurredAt: requestedAt,
    // Asked for one endpoint through the API: live, whatever the endpoint includes.
    test: false,
  };
}

/**
 * The contact.erased message of one contact of a completed erasure request (the gateway's
 * ContactErasedV1): its id derived from the request and the contact, so a notice published again
 * makes no second message; dated when the contact was erased. Live, always: it tells of live data
 * erased, so every endpoint subscribed to the type gets it, whatever its includeTestEvents. It names
 * the contact (a receiver needs that to erase its copies), so it is kept under the contact too:
 * a later erasure of the same contact deletes it.
 */
export function contactErasedMessage(notice: ContactErasedV1): MessageDraft {
  const payload: WebhookPayload<'contact.erased'> = {
    type: 'contact.erased',
    timestamp: notice.erasedAt,
    data: {
      erasureId: notice.erasureId,
      contactId: notice.contactId,
      requestedAt: notice.requestedAt,
      erasedAt: notice.erasedAt,
    },
  };
  return {
    id: contactErasedMessageId(notice.erasureId, notice.contactId),
    workspaceId: notice.workspaceId,
    type: 'contact.erased',
    eventId: null,
    contactId: notice.contactId,
    body: JSON.stringify(payload),
    occurredAt: notice.erasedAt,
    test: false,
  };
}
