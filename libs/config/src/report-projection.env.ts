import { ConsumerEnv } from './consumer.env';
import { IntInRange } from './int-in-range.decorator';

/** Variables of the report projection, on top of every consumer's. */
export class ReportProjectionEnv extends ConsumerEnv {
  @IntInRange(0, 65535)
  REPORT_PROJECTION_PORT = 3002;

  /** Most messages applied in one transaction before their offsets are resolved and committed. */
  @IntInRange(1, 10_000)
  REPORT_PROJECTION_BATCH_SIZE = 500;

  /**
   * Rows of test traffic (test events' and adjustments' outcomes and panel entries) older than this are deleted, hourly and at start
   * (docs/attribution.md#test-traffic); live rows are never touched.
   */
  @IntInRange(1, 90, 'days')
  TEST_DATA_RETENTION_DAYS = 7;
}
