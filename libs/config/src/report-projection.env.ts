import { IsIP } from 'class-validator';
import { BaseEnv } from './base.env';
import { IntInRange } from './int-in-range.decorator';

/** Variables of the report projection, on top of the shared ones. */
export class ReportProjectionEnv extends BaseEnv {
  /** Health and metrics only. */
  @IsIP(undefined, { message: 'must be an IP address to bind to, such as 127.0.0.1 or 0.0.0.0' })
  HOST = '127.0.0.1';

  @IntInRange(0, 65535)
  REPORT_PROJECTION_PORT = 3002;

  @IntInRange(0, 120_000, 'milliseconds')
  SHUTDOWN_TIMEOUT_MS = 25_000;
}
