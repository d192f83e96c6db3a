import { IsIP, Matches } from 'class-validator';
import { BaseEnv } from './base.env';
import { IntInRange } from './int-in-range.decorator';

/** Variables of the attribution consumer, on top of the shared ones. */
export class AttributionEnv extends BaseEnv {
  /** Health and metrics only; the service takes no other HTTP traffic. */
  @IsIP(undefined, { message: 'must be an IP address to bind to, such as 127.0.0.1 or 0.0.0.0' })
  HOST = '127.0.0.1';

  @IntInRange(0, 65535)
  ATTRIBUTION_PORT = 3001;

  /**
   * Most messages decided in one transaction and published together before their offsets are
   * resolved; kafkajs commits resolved offsets at the end of each fetched batch and every few seconds.
   */
  @IntInRange(1, 10_000)
  ATTRIBUTION_BATCH_SIZE = 500;

  /**
   * The consumer group; empty means `${KAFKA_TOPIC_PREFIX}attribution`. Every replica of the service
   * shares it (that is what splits the partitions between them); tests give each suite its own.
   */
  @Matches(/^[A-Za-z0-9._-]{0,100}$/, { message: 'must be at most 100 characters of letters, digits, . _ -' })
  KAFKA_CONSUMER_GROUP = '';

  @IntInRange(0, 120_000, 'milliseconds')
  SHUTDOWN_TIMEOUT_MS = 25_000;
}
