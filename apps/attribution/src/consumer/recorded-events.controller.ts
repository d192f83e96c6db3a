import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { RecordedEventV1, TOPICS } from '@app/contracts';
import { ConsumerController, KafkaBatchContext, messageTraceparent, ProducedMessage } from '@app/kafka';
import { AttributionService } from '../decisions/attribution.service';
import { adjustmentMessages, decisionMessages } from './decision-messages';

/**
 * Attribution's consumer of recorded events. The batch transport hands it chunks of events
 * already validated against RecordedEventV1; it decides them (one transaction) and returns the
 * decisions to publish, with the outcomes of the events' adjustments (those that waited for these
 * decisions among them). The transport publishes them before it commits the offsets, so a crash
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
    const entries = context.getEntries();
    const traces = new Map(events.map((e, i) => [e.eventId, messageTraceparent(entries[i])]));
    // By event id: an event about an erased contact is dropped, and has no decision.
    const { decisions, adjustments } = await this.attribution.decideBatch(events);
    return [
      ...decisionMessages(
        decisions,
        decisions.map((d) => traces.get(d.eventId)),
      ),
      ...adjustmentMessages(adjustments),
    ];
  }
}
