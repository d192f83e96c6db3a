import { Transform } from 'class-transformer';
import { IsInt, IsIP, Max, Min } from 'class-validator';
import { BaseEnv, toInt } from './base.env';

/** Variables of the gateway process, on top of the shared ones. */
export class GatewayEnv extends BaseEnv {
  @IsIP(undefined, { message: 'must be an IP address to bind to, such as 127.0.0.1 or 0.0.0.0' })
  HOST = '127.0.0.1';

  @Transform(toInt)
  @IsInt({ message: 'must be a whole number' })
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Largest request body accepted; larger gets 413 payload_too_large. */
  @Transform(toInt)
  @IsInt({ message: 'must be a whole number of bytes' })
  @Min(1024)
  @Max(50 * 1024 * 1024)
  HTTP_BODY_LIMIT_BYTES = 1024 * 1024;

  /** How long an authenticated key stays in a replica's memory before it is read again. */
  @Transform(toInt)
  @IsInt({ message: 'must be a whole number of milliseconds' })
  @Min(1000)
  @Max(600_000)
  API_KEY_CACHE_TTL_MS = 60_000;

  /** How often a replica writes the keys' lastUsedAt it has gathered, in one statement. */
  @Transform(toInt)
  @IsInt({ message: 'must be a whole number of milliseconds' })
  @Min(1000)
  @Max(3_600_000)
  API_KEY_LAST_USED_FLUSH_MS = 15_000;

  /** How long shutdown waits for in-flight requests before closing anyway. */
  @Transform(toInt)
  @IsInt({ message: 'must be a whole number of milliseconds' })
  @Min(0)
  @Max(120_000)
  SHUTDOWN_TIMEOUT_MS = 20_000;
}
