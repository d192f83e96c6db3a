import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import {
  AdjustmentDecisionV1,
  AttributionDecisionV1,
  ContactErasedV1,
  RecordedEventV1,
  TOPICS,
  WebhookCommandV1,
} from '@app/contracts';
import { ConsumerController, KafkaBatchContext, messageTraceparent } from '@app/kafka';
import { FanOutService } from '../messages/fan-out.service';

/** Each message's trace, kept with the webhook message made from it (docs/operations.md#traces). */
function traceparents(context: KafkaBatchContext): (string | undefined)[] {
  return context.getEntries().map(messageTraceparent);
}

/**
 * The dispatcher's consumer. The batch transport hands it validated chunks; each handler turns
 * one into messages and deliveries in one transaction (FanOutService), and the transport commits
 * the offsets after. Sending happens elsewhere, from the deliveries table (delivery/).
 */
@ConsumerController()
export class DispatchController {
  constructor(private readonly fanOut: FanOutService) {}

  @EventPattern(TOPICS.recordedEvents.name)
  async recorded(@Payload() events: RecordedEventV1[], @Ctx() context: KafkaBatchContext): Promise<[]> {
    await this.fanOut.recordedEvents(events, traceparents(context));
    return [];
  }

  @EventPattern(TOPICS.attributionDecisions.name)
  async decided(
    @Payload() decisions: AttributionDecisionV1[],
    @Ctx() context: KafkaBatchContext,
  ): Promise<[]> {
    await this.fanOut.decisions(decisions, traceparents(context));
    return [];
  }

  @EventPattern(TOPICS.adjustmentDecisions.name)
  async adjusted(
    @Payload() decisions: AdjustmentDecisionV1[],
    @Ctx() context: KafkaBatchContext,
  ): Promise<[]> {
    await this.fanOut.adjustmentDecisions(decisions, traceparents(context));
    return [];
  }

  /** The gateway's notices of erased contacts: contact.erased webhooks (docs/privacy.md#downstream-notices). */
  @EventPattern(TOPICS.erasures.name)
  async erased(@Payload() notices: ContactErasedV1[]): Promise<[]> {
    await this.fanOut.contactsErased(notices);
    return [];
  }

  @EventPattern(TOPICS.webhookCommands.name)
  async commanded(@Payload() commands: WebhookCommandV1[]): Promise<[]> {
    await this.fanOut.commands(commands);
    return [];
  }
}
