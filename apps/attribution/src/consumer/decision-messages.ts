import {
  ATTRIBUTION_DECISION_SCHEMA_VERSION,
  ATTRIBUTION_DECISION_TYPE,
  AttributionDecisionV1,
  MESSAGE_HEADERS,
} from '@app/contracts';
import { ProducedMessage } from '@app/kafka';

/**
 * What attribution publishes for its decisions: every decision on the decisions topic, and the
 * counted ones on the conversions topic too, keyed by campaign, each with the traceparent of the
 * recorded event it answers.
 */
export function decisionMessages(
  decisions: AttributionDecisionV1[],
  traceparents: (string | undefined)[],
): ProducedMessage[] {
  return decisions.flatMap((d, i): ProducedMessage[] => {
    const trace = traceparents[i];
    const message = {
      key: `${d.workspaceId}:${d.campaignId ?? ''}`,
      value: d,
      headers: {
        [MESSAGE_HEADERS.eventId]: d.eventId,
        [MESSAGE_HEADERS.type]: ATTRIBUTION_DECISION_TYPE,
        [MESSAGE_HEADERS.schemaVersion]: String(ATTRIBUTION_DECISION_SCHEMA_VERSION),
        ...(trace ? { [MESSAGE_HEADERS.traceparent]: trace } : {}),
      },
    };
    return d.counted
      ? [
          { topic: 'attributionDecisions', ...message },
          { topic: 'conversions', ...message },
        ]
      : [{ topic: 'attributionDecisions', ...message }];
  });
}
