import { Logger } from '@nestjs/common';
import { Consumer, EachBatchPayload } from 'kafkajs';
import { TopicSpec } from '@app/contracts';
import { KafkaService } from './kafka.service';

/**
 * The lifecycle every consumer service shares: join the group, read the topics from the
 * beginning with offsets resolved by the handler, report a crash kafkajs will not restart from
 * (so readiness fails instead of the service idling silently), and leave on shutdown after the
 * batch in flight is finished and committed.
 */
export interface ConsumerGroupSettings {
  groupId: string;
  /** How long the group waits for a silent member before reassigning its partitions. */
  sessionTimeoutMs: number;
  /** Partitions worked on at once by this member; order holds within each. */
  partitionsConcurrency: number;
}

/** What a consumer service's consumer needs: its group, and how its BatchPipeline works. */
export interface ConsumerSettings extends ConsumerGroupSettings {
  /** Most messages in one chunk (one transaction). */
  batchSize: number;
  /** Fault injection for tests (FAULT_PAUSE_BEFORE_COMMIT_MS); 0 otherwise. */
  pauseBeforeCommitMs: number;
}

export class ManagedConsumer {
  private consumer?: Consumer;
  private consuming = false;

  constructor(
    private readonly kafka: KafkaService,
    private readonly settings: ConsumerGroupSettings,
    private readonly logger: Logger,
  ) {}

  get running(): boolean {
    return this.consuming;
  }

  async start(topics: TopicSpec[], eachBatch: (payload: EachBatchPayload) => Promise<void>): Promise<void> {
    const consumer = this.kafka.kafka.consumer({
      groupId: this.settings.groupId,
      allowAutoTopicCreation: false,
      // How long the broker holds an empty fetch. Shorter than kafkajs' 5 s so that leaving the
      // group on shutdown (which waits for the fetch in flight) is quick; idle cost: a fetch a second.
      maxWaitTimeInMs: 1000,
      sessionTimeout: this.settings.sessionTimeoutMs,
      heartbeatInterval: Math.max(1000, Math.floor(this.settings.sessionTimeoutMs / 3)),
    });
    await consumer.connect();
    await consumer.subscribe({ topics: topics.map((t) => this.kafka.topic(t)), fromBeginning: true });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      this.logger.error(`consumer crashed (${payload.error.message}); restart: ${payload.restart}`);
      if (!payload.restart) this.consuming = false;
    });
    // Commit as soon as a chunk is resolved, not only at the end of each fetched batch: a restart
    // or a rebalance then repeats as little work as possible, and one commit per chunk is cheap
    // next to its transaction.
    await consumer.run({
      eachBatchAutoResolve: false,
      autoCommitThreshold: 1,
      partitionsConsumedConcurrently: this.settings.partitionsConcurrency,
      eachBatch,
    });
    this.consumer = consumer;
    this.consuming = true;
  }

  async stop(): Promise<void> {
    this.consuming = false;
    await this.consumer?.disconnect();
  }
}
