import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { EachBatchPayload, KafkaMessage } from 'kafkajs';
import { Counter } from 'prom-client';
import {
  AttributionDecisionV1,
  DECISION_REASONS,
  RECORDED_EVENT_V1_SCHEMA,
  RecordedEventV1,
  TOPICS,
} from '@app/contracts';
import { isTransientError } from '@app/database';
import { deadLetterCopy, KafkaService, ManagedConsumer, retriable, TypedProducer } from '@app/kafka';
import { MetricsService } from '@app/observability';
import { ProjectionService } from '../projection/projection.service';

export const PROJECTION_CONSUMER_SETTINGS = Symbol('PROJECTION_CONSUMER_SETTINGS');
export interface ProjectionConsumerSettings {
  groupId: string;
}

const MAX_ATTEMPTS = 3;

function isDecision(value: unknown): value is AttributionDecisionV1 {
  const d = value as Partial<AttributionDecisionV1> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof d.eventId === 'string' &&
    typeof d.workspaceId === 'string' &&
    (d.campaignId === null || typeof d.campaignId === 'string') &&
    typeof d.counted === 'boolean' &&
    (DECISION_REASONS as readonly unknown[]).includes(d.reason) &&
    typeof d.message === 'string' &&
    typeof d.receivedAt === 'string' &&
    typeof d.occurredAt === 'string'
  );
}

/**
 * Thin consumer of recorded events and attribution decisions for the read model: decode,
 * validate, apply (each message in one transaction with its applied-marker), then resolve the
 * offset. Invalid or repeatedly failing messages go to this consumer's dead-letter topic; an
 * outage of Postgres is retried until it ends.
 */
@Injectable()
export class ProjectionConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ProjectionConsumer.name);
  private readonly validateRecorded = addFormats(new Ajv({ strict: true })).compile<RecordedEventV1>(
    RECORDED_EVENT_V1_SCHEMA,
  );
  private readonly lifecycle: ManagedConsumer;
  private readonly attempts = new Map<string, number>();
  private readonly applied: Counter<'topic'>;

  constructor(
    private readonly kafka: KafkaService,
    private readonly producer: TypedProducer,
    private readonly projection: ProjectionService,
    metrics: MetricsService,
    @Inject(PROJECTION_CONSUMER_SETTINGS) private readonly settings: ProjectionConsumerSettings,
  ) {
    this.lifecycle = new ManagedConsumer(kafka, settings.groupId, this.logger);
    this.applied = new Counter({
      name: 'projection_messages_total',
      help: 'Messages applied to the read model, by topic.',
      labelNames: ['topic'],
      registers: [metrics.registry],
    });
  }

  get running(): boolean {
    return this.lifecycle.running;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.lifecycle.start([TOPICS.recordedEvents, TOPICS.attributionDecisions], (payload) =>
      this.handle(payload),
    );
  }

  /** Graceful shutdown: kafkajs finishes the batch in flight and commits it, then leaves the group. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.lifecycle.stop();
  }

  private async handle({
    batch,
    resolveOffset,
    heartbeat,
    commitOffsetsIfNecessary,
    isRunning,
    isStale,
  }: EachBatchPayload): Promise<void> {
    const isDecisionTopic = batch.topic === this.kafka.topic(TOPICS.attributionDecisions);
    for (const message of batch.messages) {
      if (!isRunning() || isStale()) break;
      const attemptKey = `${batch.topic}:${batch.partition}:${message.offset}`;
      try {
        const problem = await this.apply(isDecisionTopic, message);
        if (problem) await this.deadLetter(batch.topic, batch.partition, message, problem);
        else this.applied.inc({ topic: isDecisionTopic ? 'decisions' : 'recorded' });
        this.attempts.delete(attemptKey);
      } catch (err) {
        // An outage is not the message's fault: it does not use up the message's attempts.
        const attempts = (this.attempts.get(attemptKey) ?? 0) + (isTransientError(err) ? 0 : 1);
        this.attempts.set(attemptKey, attempts);
        if (isTransientError(err) || attempts < MAX_ATTEMPTS) {
          this.logger.warn(
            `message ${attemptKey} failed (attempt ${attempts}), will retry: ${(err as Error).message}`,
          );
          await commitOffsetsIfNecessary();
          throw retriable(err);
        }
        this.attempts.delete(attemptKey);
        await this.deadLetter(
          batch.topic,
          batch.partition,
          message,
          `failed ${attempts} times: ${(err as Error).message}`,
        );
      }
      resolveOffset(message.offset);
      await heartbeat();
    }
    await commitOffsetsIfNecessary();
  }

  /** Applies one message; returns why it cannot be applied, if so. */
  private async apply(isDecisionTopic: boolean, message: KafkaMessage): Promise<string | null> {
    let value: unknown;
    try {
      value = JSON.parse(message.value?.toString('utf8') ?? '');
    } catch (err) {
      return `not JSON: ${(err as Error).message}`;
    }
    if (isDecisionTopic) {
      if (!isDecision(value)) return 'not an AttributionDecisionV1';
      await this.projection.applyDecision(value);
    } else {
      if (!this.validateRecorded(value)) {
        return `not a RecordedEventV1: ${this.validateRecorded.errors?.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`;
      }
      await this.projection.applyRecorded(value);
    }
    return null;
  }

  private async deadLetter(
    topic: string,
    partition: number,
    message: KafkaMessage,
    error: string,
  ): Promise<void> {
    await this.producer.sendToDeadLetter(TOPICS.reportProjectionDeadLetter, [
      deadLetterCopy(message, { topic, partition }, error),
    ]);
    this.logger.warn(`dead-lettered ${topic}[${partition}]@${message.offset}: ${error.slice(0, 200)}`);
  }
}
