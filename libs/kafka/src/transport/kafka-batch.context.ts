import { BaseRpcContext } from '@nestjs/microservices';
import { KafkaMessage } from 'kafkajs';

/** One message of a chunk, with where it came from. */
export interface ChunkEntry {
  /** The runtime topic name (with this deployment's prefix). */
  topic: string;
  partition: number;
  message: KafkaMessage;
}

type ContextArgs = [topic: string, entries: ChunkEntry[], heartbeat: () => Promise<void>];

/**
 * What an `@EventPattern(topic)` handler on the batch transport gets beside its payloads: the
 * topic, the raw Kafka message behind each payload (same order, for headers such as traceparent;
 * a chunk may span several partitions of the topic), and a heartbeat to call during long work.
 */
export class KafkaBatchContext extends BaseRpcContext<ContextArgs> {
  getTopic(): string {
    return this.args[0];
  }

  /** The raw message of each payload, in the payloads' order. */
  getEntries(): ChunkEntry[] {
    return this.args[1];
  }

  heartbeat(): Promise<void> {
    return this.args[2]();
  }
}
