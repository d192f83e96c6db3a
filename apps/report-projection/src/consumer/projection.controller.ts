import { EventPattern, Payload } from '@nestjs/microservices';
import {
  AdjustmentDecisionV1,
  AttributionDecisionV1,
  RecordedAdjustmentV1,
  RecordedEventV1,
  SubmissionNoticeV1,
  TOPICS,
} from '@app/contracts';
import { ConsumerController } from '@app/kafka';
import { ProjectionService } from '../projection/projection.service';

/**
 * The report projection's consumers of recorded events, attribution decisions, submission
 * notices, recorded adjustments and adjustment decisions. The batch transport hands each a chunk
 * already validated against its topic's schema; each chunk is applied in one transaction together
 * with its message ids (applying twice changes nothing), and only then does the transport commit
 * the offsets.
 */
@ConsumerController()
export class ProjectionController {
  constructor(private readonly projection: ProjectionService) {}

  @EventPattern(TOPICS.recordedEvents.name)
  async recorded(@Payload() events: RecordedEventV1[]): Promise<void> {
    await this.projection.apply(events.map((event) => ({ kind: 'recorded', event })));
  }

  @EventPattern(TOPICS.attributionDecisions.name)
  async decided(@Payload() decisions: AttributionDecisionV1[]): Promise<void> {
    await this.projection.apply(decisions.map((decision) => ({ kind: 'decision', decision })));
  }

  @EventPattern(TOPICS.submissionNotices.name)
  async noticed(@Payload() notices: SubmissionNoticeV1[]): Promise<void> {
    await this.projection.apply(notices.map((notice) => ({ kind: 'notice', notice })));
  }

  @EventPattern(TOPICS.recordedAdjustments.name)
  async adjustmentRecorded(@Payload() adjustments: RecordedAdjustmentV1[]): Promise<void> {
    await this.projection.apply(adjustments.map((adjustment) => ({ kind: 'adjustment', adjustment })));
  }

  @EventPattern(TOPICS.adjustmentDecisions.name)
  async adjustmentDecided(@Payload() decisions: AdjustmentDecisionV1[]): Promise<void> {
    await this.projection.apply(decisions.map((decision) => ({ kind: 'adjustment-decision', decision })));
  }
}
