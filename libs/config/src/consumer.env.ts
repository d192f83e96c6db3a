import { IsIP, Matches } from 'class-validator';
import { BaseEnv } from './base.env';
import { IntInRange } from './int-in-range.decorator';
import { PrivacyHashKeyVar } from './privacy-vars';

/** Variables every Kafka consumer service reads, on top of the shared ones. */
export class ConsumerEnv extends BaseEnv {
  /** Health and metrics only; a consumer takes no other HTTP traffic. */
  @IsIP(undefined, { message: 'must be an IP address to bind to, such as 127.0.0.1 or 0.0.0.0' })
  HOST = '127.0.0.1';

  /**
   * The consumer group; empty means the service's own name under KAFKA_TOPIC_PREFIX
   * (`attribution`, `report-projection`). Every replica of a service shares it: that is what
   * splits the partitions between them. Tests give each suite its own.
   */
  @Matches(/^[A-Za-z0-9._-]{0,100}$/, { message: 'must be at most 100 characters of letters, digits, . _ -' })
  KAFKA_CONSUMER_GROUP = '';

  /**
   * How long the group waits for a silent replica (a crash, a partition of the network) before
   * giving its partitions to the others. Shorter means faster failover, longer tolerates longer
   * pauses. Kafka brokers accept 6 s to 30 min by default (group.min/max.session.timeout.ms).
   */
  @IntInRange(6000, 300_000, 'milliseconds')
  KAFKA_SESSION_TIMEOUT_MS = 10_000;

  /**
   * Fetch sizing: the broker holds a consumer's fetch until this many bytes of messages are there
   * (or KAFKA_FETCH_MAX_WAIT_MS has passed), so that under load each fetch brings a chunk worth a
   * transaction rather than a handful of messages. 1 answers at once, whatever is there.
   */
  @IntInRange(1, 10_485_760, 'bytes')
  KAFKA_FETCH_MIN_BYTES = 262_144;

  /**
   * The longest the broker holds a fetch waiting for KAFKA_FETCH_MIN_BYTES: what a message can wait
   * at each consumer when traffic is light, and the longest a replica waits to leave its group on
   * shutdown. Idle, a replica sends one fetch per this interval. A report is two consumers from
   * the answer, so its p99 is about twice this plus the work (docs/performance.md#fetch-wait).
   */
  @IntInRange(10, 5000, 'milliseconds')
  KAFKA_FETCH_MAX_WAIT_MS = 150;

  /**
   * The key of the keyed contact hashes (suppressions, erased contacts; docs/privacy.md#keyed-hashes).
   * The same value in every service. Required: there is no safe default.
   */
  @PrivacyHashKeyVar()
  PRIVACY_HASH_KEY!: string;

  /**
   * How often the retention sweep deletes the rows that outlived their workspace's retention
   * (docs/privacy.md#retention); one also runs at start.
   */
  @IntInRange(1000, 86_400_000, 'milliseconds')
  RETENTION_SWEEP_EVERY_MS = 3_600_000;

  /** Most rows one statement of the retention sweep deletes (it loops until a batch comes back short). */
  @IntInRange(1, 10_000)
  RETENTION_BATCH_SIZE = 1000;

  /**
   * Fault injection, for tests only; 0 (off) in every real deployment. Pauses this long after a
   * chunk's effects are durable and before its offsets are committed, logging a line first, so
   * that a fault test can kill the process in exactly that window and prove that the repeated
   * work changes nothing.
   */
  @IntInRange(0, 60_000, 'milliseconds')
  FAULT_PAUSE_BEFORE_COMMIT_MS = 0;

  @IntInRange(0, 120_000, 'milliseconds')
  SHUTDOWN_TIMEOUT_MS = 25_000;
}
