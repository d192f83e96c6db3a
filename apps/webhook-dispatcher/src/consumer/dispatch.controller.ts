import { EventPattern, Payload } from '@nestjs/microservices';
import { AttributionDecisionV1, RecordedEventV1, TOPICS, WebhookCommandV1 } from '@app/contracts';
import { ConsumerController } from '@app/kafka';
import { FanOutService } from '../messages/fan-out.service';

/**
 * The dispatcher's consumer. The batch transport hands it validated chunks; each handler turns
 * one into messages and deliveries in one transaction (FanOutService), and the transport commits
 * the offsets after. Sending happens elsewhere, from the deliveries table (delivery/).
 */
@ConsumerController()
export class DispatchController {
  constructor(private readonly fanOut: FanOutService) {}

  @EventPattern(TOPICS.recordedEvents.name)
  async recorded(@Payload() events: RecordedEventV1[]): Promise<[]> {
    await this.fanOut.recordedEvents(events);
    return [];
  }

  @EventPattern(TOPICS.attributionDecisions.name)
  async decided(@Payload() decisions: AttributionDecisionV1[]): Promise<[]> {
    await this.fanOut.decisions(decisions);
    return [];
  }

  @EventPattern(TOPICS.webhookCommands.name)
  async commanded(@Payload() commands: WebhookCommandV1[]): Promise<[]> {
    await this.fanOut.commands(commands);
    return [];
  }
}
