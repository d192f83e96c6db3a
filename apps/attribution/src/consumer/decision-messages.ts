import {
  ADJUSTMENT_DECISION_SCHEMA_VERSION,
  ADJUSTMENT_DECISION_TYPE,
  adjustmentDecisionKey,
  ATTRIBUTION_DECISION_SCHEMA_VERSION,
  ATTRIBUTION_DECISION_TYPE,
  AttributionDecisionV1,
  CONVERSION_ADJUSTMENT_SCHEMA_VERSION,
  CONVERSION_ADJUSTMENT_TYPE,
  conversionAdjustmentKey,
  ConversionAdjustmentV1,
  MESSAGE_HEADERS,
} from '@app/contracts';
import { ProducedMessage } from '@app/kafka';
import { DecidedAdjustment } from '../decisions/waiting-adjustments.port';

/**
 * What attribution publishes for its decisions: every decision on the decisions topic, and the
 * counted live ones on the conversions topic too (test traffic never goes there,
 * docs/attribution.md#test-traffic), keyed by campaign, each with the traceparent of the
 * recorded event it answers; likewise every adjustment outcome on the adjustment-decisions topic,
 * and the applied live ones on the conversion-adjustments topic, each with its adjustment's trace.
 */
export function decisionMessages(
  decisions: AttributionDecisionV1[],
  traceparents: (string | undefined)[],
): ProducedMessage[] {
  return decisions.flatMap((d, i): ProducedMessage[] => {
    const message = {
      key: `${d.workspaceId}:${d.campaignId ?? ''}`,
      value: d,
      headers: headers(
        d.eventId,
        ATTRIBUTION_DECISION_TYPE,
        ATTRIBUTION_DECISION_SCHEMA_VERSION,
        traceparents[i],
      ),
    };
    return d.counted && !d.test
      ? [
          { topic: 'attributionDecisions', ...message },
          { topic: 'conversions', ...message },
        ]
      : [{ topic: 'attributionDecisions', ...message }];
  });
}

export function adjustmentMessages(outcomes: DecidedAdjustment[]): ProducedMessage[] {
  return outcomes.flatMap(({ decision: d, traceparent }): ProducedMessage[] => {
    const outcome: ProducedMessage = {
      topic: 'adjustmentDecisions',
      key: adjustmentDecisionKey(d),
      value: d,
      headers: headers(d.id, ADJUSTMENT_DECISION_TYPE, ADJUSTMENT_DECISION_SCHEMA_VERSION, traceparent),
    };
    // Applied implies a counted conversion, which has a campaign; test traffic never goes here.
    const campaignId = d.event.campaignId;
    if (!d.applied || d.test || campaignId === null) return [outcome];
    const adjusted: ConversionAdjustmentV1 = {
      id: d.id,
      adjustmentId: d.adjustmentId,
      type: d.type,
      workspaceId: d.workspaceId,
      campaignId,
      contactId: d.event.contactId,
      eventId: d.event.eventId,
      externalId: d.event.externalId,
      occurredAt: d.occurredAt,
      receivedAt: d.receivedAt,
      previousValueMinor: d.previousValueMinor,
      netValueMinor: d.netValueMinor,
      currency: d.event.currency,
      decidedAt: d.decidedAt,
    };
    return [
      outcome,
      {
        topic: 'conversionAdjustments',
        key: conversionAdjustmentKey(adjusted),
        value: adjusted,
        headers: headers(d.id, CONVERSION_ADJUSTMENT_TYPE, CONVERSION_ADJUSTMENT_SCHEMA_VERSION, traceparent),
      },
    ];
  });
}

function headers(
  id: string,
  type: string,
  version: number,
  traceparent: string | undefined,
): Record<string, string> {
  return {
    [MESSAGE_HEADERS.eventId]: id,
    [MESSAGE_HEADERS.type]: type,
    [MESSAGE_HEADERS.schemaVersion]: String(version),
    ...(traceparent ? { [MESSAGE_HEADERS.traceparent]: traceparent } : {}),
  };
}
