import { ADJUSTMENT_DECISION_V1_SCHEMA, AdjustmentDecisionV1 } from './adjustment-decision.v1';
import { ATTRIBUTION_DECISION_V1_SCHEMA, AttributionDecisionV1 } from './attribution-decision.v1';
import { CONTACT_ERASED_V1_SCHEMA, ContactErasedV1 } from './contact-erased.v1';
import { CONVERSION_ADJUSTMENT_V1_SCHEMA, ConversionAdjustmentV1 } from './conversion-adjustment.v1';
import { ERASURE_COMMAND_V1_SCHEMA, ErasureCommandV1 } from './erasure-command.v1';
import { RECORDED_ADJUSTMENT_V1_SCHEMA, RecordedAdjustmentV1 } from './recorded-adjustment.v1';
import { RECORDED_EVENT_V1_SCHEMA, RecordedEventV1 } from './recorded-event.v1';
import { SUBMISSION_NOTICE_V1_SCHEMA, SubmissionNoticeV1 } from './submission-notice.v1';
import { TopicId } from './topics';
import { WEBHOOK_COMMAND_V1_SCHEMA, WebhookCommandV1 } from './webhook-command.v1';

/**
 * The payload type of every topic that has one. Producing goes through this map, so sending a
 * payload to the wrong topic does not compile. Topics join as their producers are built.
 */
export interface TopicPayloads {
  recordedEvents: RecordedEventV1;
  attributionDecisions: AttributionDecisionV1;
  /** Counted decisions only. */
  conversions: AttributionDecisionV1;
  recordedAdjustments: RecordedAdjustmentV1;
  adjustmentDecisions: AdjustmentDecisionV1;
  /** Applied adjustments of counted live conversions only. */
  conversionAdjustments: ConversionAdjustmentV1;
  submissionNotices: SubmissionNoticeV1;
  webhookCommands: WebhookCommandV1;
  erasureCommands: ErasureCommandV1;
  erasures: ContactErasedV1;
}

export type PayloadOf<T extends TopicId & keyof TopicPayloads> = TopicPayloads[T];

/**
 * The JSON Schema of every topic that has a payload: what a consumer validates each message
 * against before any handler sees it (the batch transport in libs/kafka does it for every
 * consumer). Keyed like TopicPayloads, so a topic cannot gain a payload type without a schema.
 */
export const TOPIC_SCHEMAS: { readonly [T in keyof TopicPayloads]: object } = {
  recordedEvents: RECORDED_EVENT_V1_SCHEMA,
  attributionDecisions: ATTRIBUTION_DECISION_V1_SCHEMA,
  conversions: ATTRIBUTION_DECISION_V1_SCHEMA,
  recordedAdjustments: RECORDED_ADJUSTMENT_V1_SCHEMA,
  adjustmentDecisions: ADJUSTMENT_DECISION_V1_SCHEMA,
  conversionAdjustments: CONVERSION_ADJUSTMENT_V1_SCHEMA,
  submissionNotices: SUBMISSION_NOTICE_V1_SCHEMA,
  webhookCommands: WEBHOOK_COMMAND_V1_SCHEMA,
  erasureCommands: ERASURE_COMMAND_V1_SCHEMA,
  erasures: CONTACT_ERASED_V1_SCHEMA,
};
