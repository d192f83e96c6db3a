import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { RecordedAdjustmentV1, TOPICS } from '@app/contracts';
import { ConsumerController, KafkaBatchContext, messageTraceparent, ProducedMessage } from '@app/kafka';
import { AdjustmentsService } from '../adjustments/adjustments.service';
import { adjustmentMessages } from './decision-messages';

/**
 * An operator's header on a copy of a waiting adjustment: give up waiting for its event's decision
 * and decide it `conversion_not_decided` (docs/attribution.md#waiting-adjustments). Only a copy an
 * operator produces carries it; the gateway never sets it.
 */
export const GIVE_UP_HEADER = 'give-up-waiting';

/**
 * Attribution's consumer of recorded adjustments. The batch transport hands it chunks already
 * validated against RecordedAdjustmentV1; it decides them (one transaction) and returns the
 * outcomes to publish, which the transport publishes before it commits the offsets. An adjustment
 * read before its event's decision waits and publishes nothing now: its outcome goes out with
 * that decision (docs/attribution.md#adjustments).
 */
@ConsumerController()
export class RecordedAdjustmentsController {
  constructor(private readonly adjustments: AdjustmentsService) {}

  @EventPattern(TOPICS.recordedAdjustments.name)
  async decide(
    @Payload() adjustments: RecordedAdjustmentV1[],
    @Ctx() context: KafkaBatchContext,
  ): Promise<ProducedMessage[]> {
    const entries = context.getEntries();
    return adjustmentMessages(
      await this.adjustments.decideBatch(
        adjustments.map((adjustment, i) => {
          const headers = entries[i].message.headers ?? {};
          return {
            adjustment,
            traceparent: messageTraceparent(entries[i]),
            giveUp: headers[GIVE_UP_HEADER]?.toString() === 'true',
          };
        }),
      ),
    );
  }
}
