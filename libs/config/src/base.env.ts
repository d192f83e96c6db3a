import { IsIn, IsString, Matches } from 'class-validator';
import { IntInRange } from './int-in-range.decorator';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Variables every process of the platform reads. Defaults are the local machine's services, so
 * that a fresh checkout runs with no configuration at all. Documented in docs/configuration.md.
 */
export class BaseEnv {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @IsIn(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

  /** Prepended to every schema name (`gateway` becomes `${prefix}gateway`); tests isolate runs with it. */
  @Matches(/^[a-z0-9_]{0,30}$/, { message: 'must be lower-case letters, digits and _ (at most 30)' })
  DATABASE_SCHEMA_PREFIX = '';

  @IntInRange(1, 200)
  DATABASE_POOL_SIZE = 10;

  @Matches(/^rediss?:\/\/\S+$/, { message: 'must be a redis:// or rediss:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  @Matches(/^[A-Za-z0-9:_.-]{1,64}$/, { message: 'must be 1-64 characters of letters, digits, : _ . -' })
  REDIS_KEY_PREFIX = 'cvp:';

  /**
   * How long a Redis command on the request path (dedupe claims, rate limits) may take before the
   * gateway stops waiting and falls back (Postgres decides; the in-memory limiter counts).
   * Short, so a slow Redis never slows answers down; raise it on a Redis far away.
   */
  @IntInRange(10, 10_000, 'milliseconds')
  REDIS_COMMAND_TIMEOUT_MS = 250;

  @Matches(/^[^\s,]+:\d+(,[^\s,]+:\d+)*$/, { message: 'must be a comma-separated list of host:port' })
  KAFKA_BROKERS = '127.0.0.1:9092';

  @IsString()
  @Matches(/^[A-Za-z0-9._-]{1,64}$/, { message: 'must be 1-64 characters of letters, digits, . _ -' })
  KAFKA_CLIENT_ID = 'conversion-platform';

  /** Prepended to every topic name; tests isolate runs with it. */
  @Matches(/^[A-Za-z0-9._-]{0,40}$/, { message: 'must be at most 40 characters of letters, digits, . _ -' })
  KAFKA_TOPIC_PREFIX = '';

  /**
   * Replicas of each topic the platform creates (topics:create, npm start); 0 leaves the broker's
   * default.replication.factor. 3 on a real cluster (deploy/), 1 on the local broker.
   */
  @IntInRange(0, 10)
  KAFKA_TOPIC_REPLICATION_FACTOR = 0;

  /**
   * min.insync.replicas of each topic created: with acks=all, how many replicas must have a write
   * before it is acknowledged; 0 leaves the broker's own setting. 2 with 3 replicas (deploy/).
   */
  @IntInRange(0, 10)
  KAFKA_TOPIC_MIN_INSYNC_REPLICAS = 0;
}
