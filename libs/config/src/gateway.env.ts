import { IsIP } from 'class-validator';
import { BaseEnv } from './base.env';
import { IntInRange } from './int-in-range.decorator';

/** Variables of the gateway process, on top of the shared ones. */
export class GatewayEnv extends BaseEnv {
  @IsIP(undefined, { message: 'must be an IP address to bind to, such as 127.0.0.1 or 0.0.0.0' })
  HOST = '127.0.0.1';

  @IntInRange(0, 65535)
  PORT = 3000;

  /** Largest request body accepted; larger gets 413 payload_too_large. */
  @IntInRange(1024, 50 * 1024 * 1024, 'bytes')
  HTTP_BODY_LIMIT_BYTES = 1024 * 1024;

  /** How long an authenticated key stays in a replica's memory before it is read again. */
  @IntInRange(1000, 600_000, 'milliseconds')
  API_KEY_CACHE_TTL_MS = 60_000;

  /** How often a replica writes the keys' lastUsedAt it has gathered, in one statement. */
  @IntInRange(1000, 3_600_000, 'milliseconds')
  API_KEY_LAST_USED_FLUSH_MS = 15_000;

  /** How long shutdown waits for in-flight requests before closing anyway. */
  @IntInRange(0, 120_000, 'milliseconds')
  SHUTDOWN_TIMEOUT_MS = 20_000;
}
