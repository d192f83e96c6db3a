import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { MESSAGE_HEADERS, RecordedEventV1, TOPICS } from '@app/contracts';
import { ConsumerController, KafkaBatchContext, ProducedMessage } from '@app/kafka';
import { AttributionService } from '../decisions/attribution.service';
import { decisionMessages } from './decision-messages';

/**
 * Attribution's consumer of recorded events. The batch transport hands it chunks of events
 * already validated against RecordedEventV1; it decides them (one transaction) and returns the
 * decisions to publish. The transport publishes them before it commits the offsets, so a crash
 * anywhere repeats work, which finds the stored decisions and republishes the same ones.
 */
@ConsumerController()
export class RecordedEventsController {
  constructor(private readonly attribution: AttributionService) {}

  @EventPattern(TOPICS.recordedEvents.name)
  async decide(
    @Payload() events: RecordedEventV1[],
    @Ctx() context: KafkaBatchContext,
  ): Promise<ProducedMessage[]> {
    return decisionMessages(
      await this.attribution.decideBatch(events),
      context.getEntries().map((e) => e.message.headers?.[MESSAGE_HEADERS.traceparent]?.toString()),
    );
  }
}
