import { AttributionDecisionV1 } from './attribution-decision.v1';
import { RecordedEventV1 } from './recorded-event.v1';
import { SubmissionNoticeV1 } from './submission-notice.v1';
import { TopicId } from './topics';

/**
 * The payload type of every topic that has one. Producing goes through this map, so sending a
 * payload to the wrong topic does not compile. Topics join as their producers are built.
 */
export interface TopicPayloads {
  recordedEvents: RecordedEventV1;
  attributionDecisions: AttributionDecisionV1;
  /** Counted decisions only. */
  conversions: AttributionDecisionV1;
  submissionNotices: SubmissionNoticeV1;
}

export type PayloadOf<T extends TopicId & keyof TopicPayloads> = TopicPayloads[T];
