import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import Ajv, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { KafkaMessage } from 'kafkajs';
import {
  ATTRIBUTION_DECISION_V1_SCHEMA,
  RECORDED_EVENT_V1_SCHEMA,
  SUBMISSION_NOTICE_V1_SCHEMA,
  TOPICS,
} from '@app/contracts';
import { isTransientError } from '@app/database';
import {
  BatchPipeline,
  ConsumerSettings,
  KafkaService,
  ManagedConsumer,
  TypedProducer,
  Unprocessable,
} from '@app/kafka';
import { MetricsService } from '@app/observability';
import { ProjectionMessage, ProjectionService } from '../projection/projection.service';

export const PROJECTION_CONSUMER_SETTINGS = Symbol('PROJECTION_CONSUMER_SETTINGS');

const MAX_ATTEMPTS = 3;

/**
 * Thin consumer of recorded events, attribution decisions and submission notices for the read
 * model: decode, validate against each topic's JSON Schema, apply a chunk in one transaction
 * (with the ids of its messages, so applying twice changes nothing), then commit. The shared
 * BatchPipeline dead-letters invalid or repeatedly failing messages and retries outages.
 */
@Injectable()
export class ProjectionConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ProjectionConsumer.name);
  private readonly lifecycle: ManagedConsumer;
  private readonly pipeline: BatchPipeline<ProjectionMessage, void>;
  /** Runtime topic name → how to read its messages. */
  private readonly readers: Map<string, (value: unknown) => ProjectionMessage | Unprocessable>;

  constructor(
    kafka: KafkaService,
    producer: TypedProducer,
    private readonly projection: ProjectionService,
    metrics: MetricsService,
    @Inject(PROJECTION_CONSUMER_SETTINGS) settings: ConsumerSettings,
  ) {
    this.lifecycle = new ManagedConsumer(kafka, settings, this.logger);
    const ajv = addFormats(new Ajv({ strict: true }));
    const reader =
      <T>(title: string, validate: ValidateFunction<T>, wrap: (value: T) => ProjectionMessage) =>
      (value: unknown) =>
        validate(value)
          ? wrap(value)
          : new Unprocessable(
              `not a valid ${title}: ${validate.errors?.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`,
            );
    this.readers = new Map([
      [
        kafka.topic(TOPICS.recordedEvents),
        reader('RecordedEventV1', ajv.compile(RECORDED_EVENT_V1_SCHEMA), (event) => ({
          kind: 'recorded',
          event,
        })),
      ],
      [
        kafka.topic(TOPICS.attributionDecisions),
        reader('AttributionDecisionV1', ajv.compile(ATTRIBUTION_DECISION_V1_SCHEMA), (decision) => ({
          kind: 'decision',
          decision,
        })),
      ],
      [
        kafka.topic(TOPICS.submissionNotices),
        reader('SubmissionNoticeV1', ajv.compile(SUBMISSION_NOTICE_V1_SCHEMA), (notice) => ({
          kind: 'notice',
          notice,
        })),
      ],
    ]);
    this.pipeline = new BatchPipeline(
      {
        parse: (message, topic) => this.parse(message, topic),
        process: async (messages) => {
          await this.projection.apply(messages);
          return messages.map(() => undefined);
        },
      },
      {
        logger: this.logger,
        producer,
        deadLetterTopic: TOPICS.reportProjectionDeadLetter,
        chunkSize: settings.batchSize,
        maxAttempts: MAX_ATTEMPTS,
        isTransient: isTransientError,
        pauseBeforeCommitMs: settings.pauseBeforeCommitMs,
        ...metrics.consumerCounters('projection'),
      },
    );
  }

  get running(): boolean {
    return this.lifecycle.running;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.lifecycle.start(
      [TOPICS.recordedEvents, TOPICS.attributionDecisions, TOPICS.submissionNotices],
      (payload) => this.pipeline.handle(payload),
    );
  }

  /** Graceful shutdown: kafkajs finishes the batch in flight and commits it, then leaves the group. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.lifecycle.stop();
  }

  private parse(message: KafkaMessage, topic: string): ProjectionMessage | Unprocessable {
    const read = this.readers.get(topic);
    if (!read) return new Unprocessable(`no reader for topic ${topic}`);
    try {
      return read(JSON.parse(message.value?.toString('utf8') ?? ''));
    } catch (err) {
      return new Unprocessable(`not JSON: ${(err as Error).message}`);
    }
  }
}
