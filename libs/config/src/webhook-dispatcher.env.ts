import { Matches } from 'class-validator';
import { ConsumerEnv } from './consumer.env';
import { IntInRange } from './int-in-range.decorator';
import { BoolVar, KeyIdVar, SecretKeysVar } from './webhook-vars';

/** Variables of the webhook dispatcher, on top of every consumer's. */
export class WebhookDispatcherEnv extends ConsumerEnv {
  @IntInRange(0, 65535)
  WEBHOOK_DISPATCHER_PORT = 3003;

  /** Most Kafka messages turned into messages and deliveries in one transaction. */
  @IntInRange(1, 10_000)
  WEBHOOK_DISPATCHER_BATCH_SIZE = 500;

  /** The same list the gateway seals signing secrets with (docs/configuration.md). */
  @SecretKeysVar()
  WEBHOOK_SECRET_KEYS!: string;

  @KeyIdVar()
  WEBHOOK_SECRET_KEY_ID = '';

  /** Deliver to plain-http URLs (local development); otherwise such a delivery fails, saying why. */
  @BoolVar()
  WEBHOOK_ALLOW_HTTP = false;

  /**
   * Address ranges deliveries may reach although they are not public (loopback, private, ...):
   * comma-separated CIDRs, such as `10.20.0.0/16,127.0.0.0/8`. Empty: public addresses only.
   */
  @Matches(/^([0-9a-fA-F:.]+\/\d{1,3}(,[0-9a-fA-F:.]+\/\d{1,3})*)?$/, {
    message: 'must be comma-separated CIDRs such as 10.0.0.0/8,fd00::/8, or empty',
  })
  WEBHOOK_ALLOWED_CIDRS = '';

  /**
   * The waits before each retry, comma-separated, each a number with s, m, h or d. Each wait is
   * jittered by WEBHOOK_RETRY_JITTER_PERCENT; after the last one fails, the delivery is failed.
   */
  @Matches(/^\d+(ms|s|m|h|d)(,\d+(ms|s|m|h|d)){0,19}$/, {
    message: 'must be 1 to 20 comma-separated waits such as 5s,5m,30m,2h (units ms, s, m, h, d)',
  })
  WEBHOOK_RETRY_SCHEDULE = '5s,5m,30m,2h,5h,10h,10h';

  @IntInRange(0, 50, 'percent')
  WEBHOOK_RETRY_JITTER_PERCENT = 20;

  /** An endpoint that has failed without one success for this long is disabled. */
  @IntInRange(1, 90 * 86_400, 'seconds')
  WEBHOOK_DISABLE_AFTER_SECONDS = 5 * 86_400;

  /** An attempt that has not had a full answer within this long has failed. */
  @IntInRange(100, 60_000, 'milliseconds')
  WEBHOOK_REQUEST_TIMEOUT_MS = 15_000;

  @IntInRange(100, 60_000, 'milliseconds')
  WEBHOOK_CONNECT_TIMEOUT_MS = 5_000;

  /** Most attempts in flight in one replica. */
  @IntInRange(1, 10_000)
  WEBHOOK_MAX_IN_FLIGHT = 512;

  /** Most attempts in flight to one endpoint from one replica: what one slow endpoint can hold. */
  @IntInRange(1, 1000)
  WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT = 32;

  /**
   * How long a claimed delivery stays a replica's before it is due again for anyone: longer than
   * an attempt can take, so that only a dead replica's claims come back.
   */
  @IntInRange(1000, 3_600_000, 'milliseconds')
  WEBHOOK_CLAIM_LEASE_MS = 60_000;

  /** How often an idle replica looks for due deliveries it was not told about. */
  @IntInRange(10, 60_000, 'milliseconds')
  WEBHOOK_POLL_MS = 250;

  /** Consecutive failed attempts to one endpoint that open its circuit (no attempts for a while). */
  @IntInRange(1, 1000)
  WEBHOOK_CIRCUIT_FAILURES = 10;

  /** How long an open circuit waits before one probe attempt; doubles while probes fail (to 16x). */
  @IntInRange(100, 3_600_000, 'milliseconds')
  WEBHOOK_CIRCUIT_OPEN_MS = 30_000;

  /** How long a replica trusts what it read of an endpoint (URL, secrets, enabled) before reading again. */
  @IntInRange(100, 600_000, 'milliseconds')
  WEBHOOK_ENDPOINT_CACHE_MS = 5_000;

  /**
   * Messages of test traffic (and their deliveries and attempts) older than this are deleted
   * (docs/webhooks.md#test-traffic); live messages are never touched.
   */
  @IntInRange(1, 90, 'days')
  TEST_DATA_RETENTION_DAYS = 7;
}
