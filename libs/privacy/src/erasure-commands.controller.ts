import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { ErasureCommandV1, TOPICS } from '@app/contracts';
import { ConsumerController, KafkaBatchContext } from '@app/kafka';
import { ConsumerErasure } from './consumer-erasure.service';

/**
 * A consumer service's reader of the gateway's erasure commands (conversions.erasure-commands.v1,
 * docs/privacy.md#erasure). The batch transport hands it commands already validated against
 * ErasureCommandV1; each is carried out to completion in the service's own schema before the
 * offsets are committed (a crash repeats it, which goes on from where it stopped), with heartbeats
 * between batches so that a long erasure keeps the group membership. Every consumer service
 * registers it; what it deletes is the service's own (its ERASURE_STEPS).
 */
@ConsumerController()
export class ErasureCommandsController {
  constructor(private readonly erasure: ConsumerErasure) {}

  @EventPattern(TOPICS.erasureCommands.name)
  async erase(@Payload() commands: ErasureCommandV1[], @Ctx() context: KafkaBatchContext): Promise<[]> {
    await this.erasure.eraseAll(commands, () => context.heartbeat());
    return [];
  }
}
