import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Counter, Gauge } from 'prom-client';
import { DataSource, QueryRunner } from 'typeorm';
import {
  MESSAGE_HEADERS,
  RECORDED_ADJUSTMENT_SCHEMA_VERSION,
  RECORDED_ADJUSTMENT_TYPE,
  RECORDED_EVENT_SCHEMA_VERSION,
  RECORDED_EVENT_TYPE,
  RecordedAdjustmentV1,
  RecordedEventV1,
  recordedAdjustmentKey,
  recordedEventKey,
  TopicPayloads,
  TOPICS,
} from '@app/contracts';
import { OutgoingMessage, TypedProducer } from '@app/kafka';
import { MetricsService, SpanKind, startItemSpans, tracingEnabled } from '@app/observability';
import { BackgroundLoop, Doorbell } from '@app/runtime';
import { OutboxLinger } from './outbox-linger';
import { OutboxEntry, OutboxRepository } from './outbox.repository';
import { OutboxSignal } from './outbox-signal';

export interface RelaySettings {
  schema: string;
  pollMs: number;
  batchSize: number;
  /** After a wake-up, how long to gather rows before publishing them (0: publish at once). */
  lingerMs: number;
}
export const RELAY_SETTINGS = Symbol('RELAY_SETTINGS');

const LEADER_RETRY_MS = 1000;
const MIN_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 5000;

export function toRecordedEventMessage(entry: OutboxEntry): OutgoingMessage<RecordedEventV1> {
  const value: RecordedEventV1 = {
    eventId: entry.id,
    workspaceId: entry.workspaceId,
    externalId: entry.externalId,
    name: entry.name,
    occurredAt: entry.occurredAt.toISOString(),
    receivedAt: entry.receivedAt.toISOString(),
    contactId: entry.contactId,
    campaignId: entry.campaignId,
    valueMinor: entry.valueMinor,
    currency: entry.currency,
    // Present only on test traffic, so live messages are what they always were (docs/api.md#test-mode).
    ...(entry.test ? { test: true as const } : {}),
  };
  return {
    key: recordedEventKey(value),
    value,
    headers: {
      [MESSAGE_HEADERS.eventId]: entry.id,
      [MESSAGE_HEADERS.type]: RECORDED_EVENT_TYPE,
      [MESSAGE_HEADERS.schemaVersion]: String(RECORDED_EVENT_SCHEMA_VERSION),
      ...(entry.traceparent ? { [MESSAGE_HEADERS.traceparent]: entry.traceparent } : {}),
    },
  };
}

/** An adjustment's entry as its conversions.recorded-adjustments.v1 message, keyed like its event's. */
export function toRecordedAdjustmentMessage(entry: OutboxEntry): OutgoingMessage<RecordedAdjustmentV1> {
  const adjustment = entry.adjustment;
  if (!adjustment) throw new Error(`outbox entry ${entry.seq} is an event, not an adjustment`);
  const { eventId, externalId, name, occurredAt, receivedAt, contactId, campaignId, valueMinor, currency } =
    toRecordedEventMessage(entry).value;
  const value: RecordedAdjustmentV1 = {
    id: adjustment.id,
    adjustmentId: adjustment.adjustmentId,
    type: adjustment.type,
    workspaceId: entry.workspaceId,
    occurredAt: adjustment.occurredAt.toISOString(),
    receivedAt: adjustment.receivedAt.toISOString(),
    valueMinor: adjustment.valueMinor,
    currency: adjustment.currency,
    test: adjustment.test,
    event: { eventId, externalId, name, occurredAt, receivedAt, contactId, campaignId, valueMinor, currency },
  };
  return {
    key: recordedAdjustmentKey(value),
    value,
    headers: {
      [MESSAGE_HEADERS.eventId]: adjustment.id,
      [MESSAGE_HEADERS.type]: RECORDED_ADJUSTMENT_TYPE,
      [MESSAGE_HEADERS.schemaVersion]: String(RECORDED_ADJUSTMENT_SCHEMA_VERSION),
      ...(entry.traceparent ? { [MESSAGE_HEADERS.traceparent]: entry.traceparent } : {}),
    },
  };
}

/**
 * Publishes what Postgres holds and Kafka has not acknowledged: nothing acknowledged is lost on
 * its way to Kafka (docs/architecture.md#guarantee-no-lost-events).
 *
 * One relay leads at a time across all gateway replicas: the leader holds a Postgres advisory
 * lock on its own connection, and if it dies the lock dies with its session and another replica
 * takes over within a second. A single leader keeps the outbox order (so one contact's events
 * stay in order on their partition) and never publishes a row twice in normal operation; row
 * claims with SKIP LOCKED would spread the work but let two replicas reorder one key's events.
 *
 * The outbox carries events (to conversions.recorded-events.v1) and adjustments (to
 * conversions.recorded-adjustments.v1, with the adjusted event's fields read by join); an
 * adjustment is recorded only after its event, so its row comes after the event's. A row whose
 * event or adjustment was erased before it went out (docs/privacy.md#erasure) is deleted without
 * publishing anything, and counted: it never holds up the rows after it.
 *
 * Rows are deleted only after Kafka acknowledged them (acks=all). A crash between the two
 * republishes that batch: consumers deduplicate by event id, so the effect stays exactly once.
 * While Kafka is down, sends fail, rows stay, and the relay retries with growing delays; the
 * backlog gauges show the size and age of what is waiting.
 *
 * How much a round carries: a round that read a full batch (OUTBOX_BATCH_SIZE) starts the next
 * at once, as there is a backlog. Otherwise the relay waits for a wake-up from this replica's
 * write path (or the OUTBOX_POLL_MS poll for other replicas' rows), then lingers up to
 * OUTBOX_LINGER_MS, or until a full batch was signalled, so that under a trickle of single events
 * one produce request and one delete carry the rows of several requests instead of one or two
 * each (OutboxLinger). The linger delays publishing only, never an answer: every row it holds is
 * already committed. OUTBOX_LINGER_MS=0 starts a round on every wake-up, and right after any
 * non-empty round.
 *
 * The rounds run on a BackgroundLoop (`@app/runtime`) over one Doorbell, which the write path's
 * signals ring: a failed round is backed off (100 ms doubling to 5 s), and a signal ends the
 * back-off early, as new rows are reason enough to try again.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly repository: OutboxRepository;
  private runner?: QueryRunner;
  private leading = false;
  private readonly bell = new Doorbell();
  private readonly loop: BackgroundLoop;
  private readonly linger: OutboxLinger;
  /** Whether rows may be waiting right now, so the next round starts without waiting. */
  private backlog = true;
  private kafkaFailing = false;
  private lastBacklogCheck = 0;
  private readonly published: Counter;
  private readonly erasedSkipped: Counter;
  private readonly failures: Counter<'stage'>;
  private readonly backlogSize: Gauge;
  private readonly backlogAge: Gauge;
  private readonly leader: Gauge;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly producer: TypedProducer,
    signal: OutboxSignal,
    metrics: MetricsService,
    @Inject(RELAY_SETTINGS) private readonly settings: RelaySettings,
  ) {
    this.repository = new OutboxRepository(`outbox:${settings.schema}`);
    this.linger = new OutboxLinger(this.bell, settings.lingerMs, settings.batchSize);
    this.loop = new BackgroundLoop(this.bell, () => this.round(), {
      backoff: { firstMs: MIN_BACKOFF_MS, maxMs: MAX_BACKOFF_MS },
      ringEndsBackoff: true,
      onFailure: () => undefined, // round() reports its own failures, by stage
    });
    // Only the leader has work to be woken for; others wait out their leadership retry.
    signal.onWake((rows) => {
      if (this.leading) this.linger.signal(rows);
    });
    const registers = [metrics.registry];
    this.published = new Counter({
      name: 'outbox_published_total',
      help: 'Events published to Kafka by the outbox relay.',
      registers,
    });
    this.erasedSkipped = new Counter({
      name: 'outbox_erased_rows_skipped_total',
      help: 'Outbox rows whose event or adjustment was erased before it was published: deleted, not published.',
      registers,
    });
    this.failures = new Counter({
      name: 'outbox_failures_total',
      help: 'Outbox relay failures, by stage (kafka, postgres).',
      labelNames: ['stage'],
      registers,
    });
    this.backlogSize = new Gauge({
      name: 'outbox_backlog_events',
      help: 'Events recorded and not yet acknowledged by Kafka.',
      registers,
    });
    this.backlogAge = new Gauge({
      name: 'outbox_backlog_oldest_age_seconds',
      help: 'Age of the oldest unpublished event.',
      registers,
    });
    this.leader = new Gauge({
      name: 'outbox_relay_leader',
      help: '1 on the replica whose relay is publishing.',
      registers,
    });
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  /**
   * Before the database closes: finish the batch in flight, publish what was signalled while it
   * ran (a round in flight when the stop came ends the loop, and those rows would otherwise wait
   * for the next leader), give up the lead, release.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.loop.stop();
    if (this.leading && this.linger.pending > 0 && !this.kafkaFailing) {
      await this.round().catch(() => undefined); // its failures are counted and logged by round()
    }
    await this.dropConnection(true);
  }

  /** Publishes until the outbox is empty; for tests and tools that need it drained now. */
  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      this.bell.ring();
      const [row] = await this.db.query(`SELECT count(*)::int AS n FROM outbox`);
      if (row.n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('outbox did not drain in time');
  }

  /**
   * One turn of the loop: take the lead if nobody has it, wait for the next round (unless rows may
   * be waiting already: on taking the lead, after a full round, after a failure, or after any
   * non-empty round without a linger), publish it, delete it. True when a batch went out.
   */
  private async round(): Promise<boolean> {
    let stage: 'postgres' | 'kafka' = 'postgres';
    try {
      const runner = await this.connection();
      if (!this.leading) {
        this.leading = await this.repository.tryLead(runner);
        this.leader.set(this.leading ? 1 : 0);
        if (!this.leading) {
          await this.loop.idle(LEADER_RETRY_MS);
          return false;
        }
        this.logger.log('this replica now leads the outbox relay');
        this.backlog = true;
      }
      if (!this.backlog) {
        if (this.loop.running) await this.linger.nextRound(this.settings.pollMs);
        // Shutting down: rows still lingering are published now rather than left for the next
        // leader, unless Kafka is down (the send would only hold up the shutdown).
        if (!this.loop.running && (this.linger.pending === 0 || this.kafkaFailing)) return false;
      }
      this.linger.startRound();
      const { entries, orphans } = await this.repository.next(runner, this.settings.batchSize);
      const rows = entries.length + orphans.length;
      await this.reportBacklog(runner, rows === 0);
      this.backlog = rows === this.settings.batchSize || (this.settings.lingerMs === 0 && rows > 0);
      if (rows === 0) return false;
      stage = 'kafka';
      // Events first, then adjustments, each in outbox order: an adjustment's event is then
      // acknowledged no later than the adjustment (its row is earlier, in this round or before).
      const events = entries.filter((e) => !e.adjustment);
      const adjustments = entries.filter((e) => e.adjustment);
      if (events.length) await this.send('recordedEvents', events, toRecordedEventMessage);
      if (adjustments.length)
        await this.send('recordedAdjustments', adjustments, toRecordedAdjustmentMessage);
      stage = 'postgres';
      // The rows of erased events and adjustments go with the published ones: nothing to publish,
      // and left in place they would count in the backlog for ever.
      await this.repository.remove(runner, [...entries.map((e) => e.seq), ...orphans]);
      this.published.inc(entries.length);
      if (orphans.length) {
        this.erasedSkipped.inc(orphans.length);
        this.logger.log(`skipped ${orphans.length} outbox row(s) whose event or adjustment was erased`);
      }
      if (this.kafkaFailing) {
        this.kafkaFailing = false;
        this.logger.log('Kafka is reachable again: publishing the outbox backlog');
      }
      return true;
    } catch (err) {
      this.failures.inc({ stage });
      if (stage === 'postgres') {
        this.logger.warn(`outbox relay lost Postgres: ${(err as Error).message}`);
        await this.dropConnection(false, err as Error);
      } else if (!this.kafkaFailing) {
        this.kafkaFailing = true;
        this.logger.warn(
          `Kafka unreachable (${(err as Error).message}): events stay in the outbox until it returns`,
        );
      }
      this.backlog = true;
      throw err; // the loop backs off
    }
  }

  /**
   * Publishes entries to one topic. With tracing on (docs/operations.md#traces), each entry's send
   * is a span whose parent is the traceparent stored with its row (the request that recorded it),
   * and its message carries that span's traceparent, so the consumers' spans continue the trace.
   */
  private async send<T extends 'recordedEvents' | 'recordedAdjustments'>(
    topic: T,
    entries: OutboxEntry[],
    toMessage: (entry: OutboxEntry) => OutgoingMessage<TopicPayloads[T]>,
  ): Promise<void> {
    if (!tracingEnabled()) {
      await this.producer.send(topic, entries.map(toMessage));
      return;
    }
    const spans = startItemSpans(
      `send ${TOPICS[topic].name}`,
      SpanKind.PRODUCER,
      entries.map((e) => e.traceparent),
      () => ({ 'messaging.system': 'kafka', 'messaging.operation.type': 'send' }),
    );
    try {
      await this.producer.send(
        topic,
        entries.map((e, i) => toMessage({ ...e, traceparent: spans.traceparents[i] })),
      );
      spans.end();
    } catch (err) {
      spans.end(err);
      throw err;
    }
  }

  private async reportBacklog(runner: QueryRunner, empty: boolean): Promise<void> {
    if (empty) {
      this.backlogSize.set(0);
      this.backlogAge.set(0);
      return;
    }
    if (Date.now() - this.lastBacklogCheck < 1000) return;
    this.lastBacklogCheck = Date.now();
    const { size, oldestAgeSeconds } = await this.repository.backlog(runner);
    this.backlogSize.set(size);
    this.backlogAge.set(oldestAgeSeconds);
  }

  private async connection(): Promise<QueryRunner> {
    if (!this.runner) {
      const runner = this.db.createQueryRunner();
      await runner.connect();
      this.runner = runner;
    }
    return this.runner;
  }

  /**
   * Gives the connection up. After an error it is destroyed, not returned to the pool: it may
   * still hold the leader lock, which would then live on in the pool and block every replica.
   */
  private async dropConnection(resign: boolean, error?: Error): Promise<void> {
    const runner = this.runner;
    this.runner = undefined;
    if (this.leading && resign && runner && !error)
      await this.repository.resign(runner).catch(() => undefined);
    this.leading = false;
    this.leader.set(0);
    this.backlogSize.set(0);
    this.backlogAge.set(0);
    if (!runner) return;
    // TypeORM's public release() always returns the client to the pool; its internal
    // releasePostgresConnection(err) hands pg the error, and pg then destroys the client.
    const destroy = (runner as unknown as { releasePostgresConnection?: (err: Error) => Promise<void> })
      .releasePostgresConnection;
    await (error && destroy ? destroy.call(runner, error) : runner.release()).catch(() => undefined);
  }
}
