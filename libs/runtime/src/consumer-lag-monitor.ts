import { Logger } from '@nestjs/common';
import type { Admin } from 'kafkajs';
import { Gauge } from 'prom-client';
import { KafkaBatchTransport, KafkaService } from '@app/kafka';
import { MetricsService } from '@app/observability';
import { consumedTopics } from './consumed-topics';
import { LagAgeClock } from './lag-age-clock';

/** How often the group's offsets are read: a few requests to Kafka, none on the consuming path. */
const POLL_MS = 5000;

/**
 * A consumer service's lag, from its own process: every POLL_MS it reads its group's committed
 * offsets (admin fetchOffsets) and each partition's high watermark (fetchTopicOffsets) and sets
 * `<metricsName>_consumer_lag_messages{group, topic, partition}` (high watermark minus committed
 * offset) and `<metricsName>_consumer_lag_age_seconds` (LagAgeClock: how long the oldest
 * unconsumed message has waited, to within one poll). Off the consuming path: it has its own
 * admin client and never touches the batch transport's consumer; it starts when the transport
 * first joins its group and stops when it closes (the transport's close() waits for a poll in
 * flight and the admin's disconnect). Every replica reports the same group, so the rules take the
 * max across replicas (docs/operations.md#consumer-metrics). A poll Kafka does not
 * answer keeps the last lag and ages it on.
 */
export class ConsumerLagMonitor {
  private readonly log = new Logger(ConsumerLagMonitor.name);
  private readonly lag: Gauge<'group' | 'topic' | 'partition'>;
  private readonly age: Gauge<'group' | 'topic' | 'partition'>;
  private readonly clocks = new Map<
    string,
    { clock: LagAgeClock; labels: Record<'group' | 'topic' | 'partition', string> }
  >();
  private admin?: Admin;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  private failing = false;

  constructor(
    private readonly kafka: KafkaService,
    private readonly transport: KafkaBatchTransport,
    metrics: MetricsService,
    metricsName: string,
    private readonly groupId: string,
  ) {
    this.lag = new Gauge({
      name: `${metricsName}_consumer_lag_messages`,
      help: "Messages of each partition its consumer group has not committed yet (high watermark minus the group's offset).",
      labelNames: ['group', 'topic', 'partition'],
      aggregator: 'max',
      registers: [metrics.registry],
    });
    this.age = new Gauge({
      name: `${metricsName}_consumer_lag_age_seconds`,
      help: 'How long the oldest message of each partition its consumer group has not committed has waited (0 with no lag), to within one poll of 5 s.',
      labelNames: ['group', 'topic', 'partition'],
      aggregator: 'max',
      registers: [metrics.registry],
    });
    transport.status.subscribe((status) => {
      if (status === 'consuming' && !this.timer && !this.stopped) this.schedule(0);
    });
    transport.onClose(() => this.stop());
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => {
      this.running = this.poll().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(POLL_MS);
      });
    }, ms);
    this.timer.unref();
  }

  private async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.admin?.disconnect().catch(() => undefined);
  }

  private async poll(): Promise<void> {
    const now = Date.now();
    try {
      const admin = await this.connected();
      const topics = consumedTopics(this.kafka, this.transport);
      const committed = await admin.fetchOffsets({ groupId: this.groupId, topics });
      for (const { topic, partitions } of committed) {
        const ends = new Map((await admin.fetchTopicOffsets(topic)).map((e) => [e.partition, e]));
        for (const { partition, offset } of partitions) {
          const end = ends.get(partition);
          if (!end) continue;
          // Nothing committed yet (-1): the group starts from the beginning (fromBeginning).
          const from = Number(offset) < 0 ? Number(end.low) : Number(offset);
          const high = Number(end.high);
          const { clock, labels } = this.partition(topic, partition);
          clock.observe(now, high, from);
          this.lag.set(labels, Math.max(0, high - from));
          this.age.set(labels, clock.ageSeconds(now));
        }
      }
      if (this.failing) this.log.log('reading the consumer lag works again');
      this.failing = false;
    } catch (err) {
      if (!this.failing)
        this.log.warn(`reading the consumer lag failed (${(err as Error).message}); retrying`);
      this.failing = true;
      await this.admin?.disconnect().catch(() => undefined);
      this.admin = undefined;
      // The lag it last read still waits: its age goes on.
      for (const { clock, labels } of this.clocks.values()) this.age.set(labels, clock.ageSeconds(now));
    }
  }

  private partition(topic: string, partition: number) {
    const key = `${topic}/${partition}`;
    let entry = this.clocks.get(key);
    if (!entry) {
      entry = {
        clock: new LagAgeClock(),
        labels: { group: this.groupId, topic, partition: String(partition) },
      };
      this.clocks.set(key, entry);
    }
    return entry;
  }

  private async connected(): Promise<Admin> {
    if (!this.admin) {
      const admin = this.kafka.kafka.admin();
      try {
        await admin.connect();
      } catch (err) {
        await admin.disconnect().catch(() => undefined);
        throw err;
      }
      this.admin = admin;
    }
    return this.admin;
  }
}
