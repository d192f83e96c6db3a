import { ConsumerEnv } from './consumer.env';
import { IntInRange } from './int-in-range.decorator';

/** Variables of the attribution consumer, on top of every consumer's. */
export class AttributionEnv extends ConsumerEnv {
  @IntInRange(0, 65535)
  ATTRIBUTION_PORT = 3001;

  /**
   * Most messages decided in one transaction and published together before their offsets are
   * resolved and committed.
   */
  @IntInRange(1, 10_000)
  ATTRIBUTION_BATCH_SIZE = 500;
}
