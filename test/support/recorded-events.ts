import { INestApplicationContext } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import {
  ATTRIBUTION_DECISION_SCHEMA_VERSION,
  ATTRIBUTION_DECISION_TYPE,
  AttributionDecisionV1,
  MESSAGE_HEADERS,
  RECORDED_EVENT_SCHEMA_VERSION,
  RECORDED_EVENT_TYPE,
  recordedEventKey,
  RecordedEventV1,
} from '@app/contracts';
import { TypedProducer } from '@app/kafka';

/**
 * Recorded events (conversions.recorded-events.v1) and their decisions
 * (conversions.attribution-decisions.v1) as the gateway and attribution publish them, for the
 * specs of their consumers: factories of valid values, and producers that publish them with their
 * producers' keys and headers through the TypedProducer of any app of the spec's stack (so under
 * its topic prefix).
 */

/** A live event worth 49.99 EUR for campaign spring-sale, recorded now; override any field. */
export function recordedEvent(
  workspaceId: string,
  overrides: Partial<RecordedEventV1> = {},
): RecordedEventV1 {
  const now = Date.now();
  return {
    eventId: uuidv7(),
    workspaceId,
    externalId: `order-${uuidv7()}`,
    name: 'order_paid',
    occurredAt: new Date(now - 60_000).toISOString(),
    receivedAt: new Date(now).toISOString(),
    contactId: `contact-${uuidv7().slice(-8)}`,
    campaignId: 'spring-sale',
    valueMinor: '4999',
    currency: 'EUR',
    ...overrides,
  };
}

/** The event's decision: counted, decided now (test traffic stays test); override any field. */
export function decisionOf(
  event: RecordedEventV1,
  overrides: Partial<AttributionDecisionV1> = {},
): AttributionDecisionV1 {
  return {
    ...event,
    counted: true,
    reason: 'counted',
    message: `Counted as a conversion for campaign "${event.campaignId}".`,
    decidedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Publishes the events, in order, with the gateway's key and headers. */
export async function publishRecordedEvents(
  app: INestApplicationContext,
  events: RecordedEventV1[],
): Promise<void> {
  await app.get(TypedProducer).send(
    'recordedEvents',
    events.map((event) => ({
      key: recordedEventKey(event),
      value: event,
      headers: {
        [MESSAGE_HEADERS.eventId]: event.eventId,
        [MESSAGE_HEADERS.type]: RECORDED_EVENT_TYPE,
        [MESSAGE_HEADERS.schemaVersion]: String(RECORDED_EVENT_SCHEMA_VERSION),
      },
    })),
  );
}

/** Publishes the decisions, in order, with attribution's key (`${workspaceId}:${campaignId ?? ''}`) and headers. */
export async function publishDecisions(
  app: INestApplicationContext,
  decisions: AttributionDecisionV1[],
): Promise<void> {
  await app.get(TypedProducer).send(
    'attributionDecisions',
    decisions.map((decision) => ({
      key: `${decision.workspaceId}:${decision.campaignId ?? ''}`,
      value: decision,
      headers: {
        [MESSAGE_HEADERS.eventId]: decision.eventId,
        [MESSAGE_HEADERS.type]: ATTRIBUTION_DECISION_TYPE,
        [MESSAGE_HEADERS.schemaVersion]: String(ATTRIBUTION_DECISION_SCHEMA_VERSION),
      },
    })),
  );
}
