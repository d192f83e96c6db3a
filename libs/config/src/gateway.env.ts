import { IsIP, IsNotEmpty, IsString } from 'class-validator';
import { BaseEnv } from './base.env';
import { ConsoleBaseUrlVar, DEFAULT_CONSOLE_BASE_URL } from './console-vars';
import { IntInRange } from './int-in-range.decorator';
import { PrivacyHashKeyVar } from './privacy-vars';
import { BoolVar, KeyIdVar, SecretKeysVar } from './webhook-vars';
import { WorkersVar } from './workers-var';

/** Variables of the gateway process, on top of the shared ones. */
export class GatewayEnv extends BaseEnv {
  @IsIP(undefined, { message: 'must be an IP address to bind to, such as 127.0.0.1 or 0.0.0.0' })
  HOST = '127.0.0.1';

  @IntInRange(0, 65535)
  PORT = 3000;

  /**
   * Gateway processes sharing PORT on this machine (node:cluster): 1 runs the gateway in this
   * process; more, or `auto` (one per CPU), makes this process their supervisor.
   */
  @WorkersVar()
  GATEWAY_WORKERS = 1;

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
  SHUTDOWN_TIMEOUT_MS = 25_000;

  /**
   * Most access-log lines of successful requests written per second; the rest are counted, and
   * the count logged. Errors are always logged. Set it above the peak rate to log every request.
   */
  @IntInRange(0, 1_000_000, 'lines per second')
  LOG_ACCESS_SUCCESS_PER_SECOND = 100;

  /**
   * Log lines gather in memory until this many bytes wait, then go to stdout in one write (0: each
   * line is written at once). Flushed at exit, whatever the cause.
   */
  @IntInRange(0, 16_000, 'bytes')
  LOG_BUFFER_BYTES = 4096;

  /** The longest a buffered log line waits before it is written. */
  @IntInRange(10, 60_000, 'milliseconds')
  LOG_FLUSH_MS = 200;

  /** Largest body of POST .../events/batch (up to 1,000 events); larger gets 413. */
  @IntInRange(64 * 1024, 100 * 1024 * 1024, 'bytes')
  BATCH_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

  /**
   * How long Redis remembers a recorded externalId (the fast path); Postgres remembers it as long as
   * the event is kept (its workspace's eventRetentionDays, at least 30 days, this at most).
   */
  @IntInRange(60, 30 * 24 * 3600, 'seconds')
  DEDUPE_RETENTION_SECONDS = 24 * 3600;

  /** How long an in-flight claim holds before it expires on its own (a crashed request's claim). */
  @IntInRange(1000, 120_000, 'milliseconds')
  DEDUPE_LEASE_MS = 10_000;

  /** How long a duplicate waits for the in-flight original before answering 409. */
  @IntInRange(0, 10_000, 'milliseconds')
  DUPLICATE_WAIT_MS = 1000;

  /** Oldest accepted occurredAt, in days before now. */
  @IntInRange(1, 3650, 'days')
  EVENT_MAX_AGE_DAYS = 90;

  /** How far in the future occurredAt may be (senders' clock skew). */
  @IntInRange(0, 86_400, 'seconds')
  EVENT_MAX_FUTURE_SECONDS = 300;

  /**
   * Test events and test adjustments (sent with test keys) older than this are deleted, hourly and
   * at start (docs/api.md#test-mode); live rows are never touched.
   */
  @IntInRange(1, 90, 'days')
  TEST_DATA_RETENTION_DAYS = 7;

  /**
   * How often the retention sweep deletes events and adjustments older than their workspace's
   * eventRetentionDays (docs/privacy.md#retention); one also runs at start.
   */
  @IntInRange(1000, 86_400_000, 'milliseconds')
  RETENTION_SWEEP_EVERY_MS = 3_600_000;

  /** Most rows one statement of the retention sweep deletes (it loops until a batch comes back short). */
  @IntInRange(1, 10_000)
  RETENTION_BATCH_SIZE = 1000;

  /** Most rows one grouped insert carries (concurrent requests share one statement). */
  @IntInRange(1, 5000)
  INSERT_BATCH_MAX_ROWS = 500;

  /**
   * Most grouped inserts of one kind running at once in a process; inserts asked for meanwhile
   * wait for the first to finish and go together (docs/performance.md#group-commit).
   */
  @IntInRange(1, 100)
  INSERT_MAX_IN_FLIGHT = 2;

  /** How often an idle outbox relay looks for new rows written by other replicas. */
  @IntInRange(10, 60_000, 'milliseconds')
  OUTBOX_POLL_MS = 100;

  /** Most events the relay publishes in one Kafka send. */
  @IntInRange(1, 10_000)
  OUTBOX_BATCH_SIZE = 1000;

  /**
   * After a wake-up, how long the relay gathers rows (or until OUTBOX_BATCH_SIZE wait) before it
   * publishes them in one send; 0 publishes at once. Delays publishing, never the answer.
   */
  @IntInRange(0, 1000, 'milliseconds')
  OUTBOX_LINGER_MS = 10;

  /** Requests per API key per window, across all replicas. */
  @IntInRange(1, 1_000_000)
  RATE_LIMIT_REQUESTS = 500;

  @IntInRange(1, 3600, 'seconds')
  RATE_LIMIT_WINDOW_SECONDS = 1;

  /** Most live conversion-test streams (Server-Sent Events) one gateway process holds open. */
  @IntInRange(1, 100_000)
  PANEL_STREAM_MAX = 1000;

  /** How often an idle stream sends a comment, so proxies and load balancers keep it open. */
  @IntInRange(1000, 300_000, 'milliseconds')
  PANEL_STREAM_HEARTBEAT_MS = 15_000;

  /**
   * How often a stream re-reads its panel even without a change notice: the safety net for a
   * notice lost while the gateway's LISTEN connection to Postgres was down.
   */
  @IntInRange(1000, 600_000, 'milliseconds')
  PANEL_STREAM_POLL_MS = 30_000;

  /**
   * The keys that seal webhook signing secrets at rest (AES-256-GCM): `id:base64key` pairs. The
   * dispatcher needs the same list to open them. Required: there is no safe default.
   */
  @SecretKeysVar()
  WEBHOOK_SECRET_KEYS!: string;

  /**
   * The key of the keyed contact hashes (suppressions, erased contacts; docs/privacy.md#keyed-hashes).
   * The same value in every service. Required: there is no safe default.
   */
  @PrivacyHashKeyVar()
  PRIVACY_HASH_KEY!: string;

  /**
   * How long after an erasure request is accepted its erasure starts (docs/privacy.md#erasure):
   * longer than any insert statement, so an event whose insert began before the contacts were
   * suppressed has committed, and is erased with the rest.
   */
  @IntInRange(0, 3_600_000, 'milliseconds')
  ERASURE_START_DELAY_MS = 10_000;

  /** How often an erasure command is published again while a service has not completed it. */
  @IntInRange(1000, 86_400_000, 'milliseconds')
  ERASURE_COMMAND_REPUBLISH_MS = 60_000;

  /** Which of WEBHOOK_SECRET_KEYS seals new secrets; empty means the first listed. */
  @KeyIdVar()
  WEBHOOK_SECRET_KEY_ID = '';

  /** Accept endpoint URLs with plain http (local development); https only otherwise. */
  @BoolVar()
  WEBHOOK_ALLOW_HTTP = false;

  /** Most webhook endpoints one workspace may have. */
  @IntInRange(1, 1000)
  WEBHOOK_MAX_ENDPOINTS = 20;

  /** The console's public origin: links it prints, the origin changes must come from, cookie flags. */
  @ConsoleBaseUrlVar()
  CONSOLE_BASE_URL = DEFAULT_CONSOLE_BASE_URL;

  /** Where the built console (static files) is; /console serves it. */
  @IsString()
  @IsNotEmpty({ message: 'must be the directory of the built console, such as dist/console' })
  CONSOLE_DIR = 'dist/console';

  /** A console session ends after this long without a request. */
  @IntInRange(1, 24 * 60, 'minutes')
  CONSOLE_SESSION_IDLE_MINUTES = 30;

  /** A console session ends this long after sign-in, however active. */
  @IntInRange(1, 30 * 24, 'hours')
  CONSOLE_SESSION_MAX_HOURS = 12;

  /** Failed sign-ins per email within the window before that email is held off (429). */
  @IntInRange(1, 1000)
  CONSOLE_LOGIN_MAX_FAILURES_PER_EMAIL = 5;

  /** Failed sign-ins per client IP within the window before that IP is held off (429). */
  @IntInRange(1, 100_000)
  CONSOLE_LOGIN_MAX_FAILURES_PER_IP = 50;

  /** The window of the two counts above. */
  @IntInRange(1, 24 * 3600, 'seconds')
  CONSOLE_LOGIN_WINDOW_SECONDS = 15 * 60;
}
