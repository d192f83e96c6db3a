import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Admin, Kafka, logLevel } from 'kafkajs';
import { ALL_TOPICS, TopicSpec, topicName } from '@app/contracts';
import { topicCreation } from './topic-creation';
// Before any client connects: kafkajs's request queues would otherwise spin a 1 ms timer each.
import './request-queue-timer-fix';

export interface KafkaSettings {
  KAFKA_BROKERS: string;
  KAFKA_CLIENT_ID: string;
  KAFKA_TOPIC_PREFIX: string;
  /** Replicas of each topic created (0: the broker's default). */
  KAFKA_TOPIC_REPLICATION_FACTOR?: number;
  /** min.insync.replicas of each topic created (0: the broker's default). */
  KAFKA_TOPIC_MIN_INSYNC_REPLICAS?: number;
}

export const KAFKA_SETTINGS = Symbol('KAFKA_SETTINGS');

export interface EnsureTopicsReport {
  created: string[];
  existing: string[];
}

/** The process's Kafka client, topic administration and reachability check. */
@Injectable()
export class KafkaService implements OnApplicationShutdown {
  readonly kafka: Kafka;
  private admin?: Admin;
  private adminReady?: Promise<Admin>;

  constructor(@Inject(KAFKA_SETTINGS) private readonly settings: KafkaSettings) {
    this.kafka = new Kafka({
      clientId: settings.KAFKA_CLIENT_ID,
      brokers: settings.KAFKA_BROKERS.split(','),
      connectionTimeout: 3000,
      requestTimeout: 10_000,
      logLevel: logLevel.NOTHING,
      retry: { retries: 3, initialRetryTime: 200 },
    });
  }

  topic(spec: TopicSpec): string {
    return topicName(this.settings.KAFKA_TOPIC_PREFIX, spec);
  }

  /**
   * Creates every declared topic that does not exist yet, with the partition count declared in
   * @app/contracts and the replication of KAFKA_TOPIC_REPLICATION_FACTOR and
   * KAFKA_TOPIC_MIN_INSYNC_REPLICAS (topicCreation). Existing topics are left alone (a partition
   * count is never lowered, and their replication is the operator's to change).
   */
  async ensureTopics(specs: readonly TopicSpec[] = ALL_TOPICS): Promise<EnsureTopicsReport> {
    const replication = {
      replicationFactor: this.settings.KAFKA_TOPIC_REPLICATION_FACTOR ?? 0,
      minInsyncReplicas: this.settings.KAFKA_TOPIC_MIN_INSYNC_REPLICAS ?? 0,
    };
    const admin = await this.connectedAdmin();
    const existing = new Set(await admin.listTopics());
    const missing = specs.filter((s) => !existing.has(this.topic(s)));
    if (missing.length > 0) {
      // kafkajs' own waitForLeaders gives up on UNKNOWN_TOPIC_OR_PARTITION, which a busy broker
      // answers for a moment after creating a topic; waitForLeaders() below retries it.
      await admin.createTopics({
        waitForLeaders: false,
        topics: missing.map((s) => topicCreation(s, this.topic(s), replication)),
      });
    }
    await this.waitForLeaders(
      admin,
      missing.map((s) => this.topic(s)),
    );
    return {
      created: missing.map((s) => this.topic(s)),
      existing: specs.filter((s) => existing.has(this.topic(s))).map((s) => this.topic(s)),
    };
  }

  /** Waits until every partition of these topics has a leader (a new topic is usable then). */
  private async waitForLeaders(admin: Admin, topics: string[], timeoutMs = 30_000): Promise<void> {
    if (topics.length === 0) return;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const { topics: metadata } = await admin.fetchTopicMetadata({ topics });
        if (metadata.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0)))
          return;
      } catch (err) {
        const type = (err as { type?: string }).type;
        if (type !== 'UNKNOWN_TOPIC_OR_PARTITION' && type !== 'LEADER_NOT_AVAILABLE') throw err;
      }
      if (Date.now() > deadline)
        throw new Error(`topics without a leader after ${timeoutMs} ms: ${topics.join(', ')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Throws unless a broker answers a metadata request within the timeout (connecting included). */
  async ping(timeoutMs = 2000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.connectedAdmin().then((admin) => admin.describeCluster()),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Kafka did not answer within ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.admin?.disconnect();
  }

  private connectedAdmin(): Promise<Admin> {
    this.adminReady ??= (async () => {
      const admin = this.kafka.admin();
      try {
        await admin.connect();
      } catch (err) {
        this.adminReady = undefined;
        throw err;
      }
      this.admin = admin;
      return admin;
    })();
    return this.adminReady;
  }
}
