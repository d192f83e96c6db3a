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

  /**
   * Rows of test traffic (test decisions, their conversions and test adjustment decisions) older than this are deleted, hourly and at start
   * (docs/attribution.md#test-traffic); live rows are never touched.
   */
  @IntInRange(1, 90, 'days')
  TEST_DATA_RETENTION_DAYS = 7;
}
