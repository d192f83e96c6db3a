import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { KafkaMessage } from 'kafkajs';
import { Counter } from 'prom-client';
import {
  ATTRIBUTION_DECISION_SCHEMA_VERSION,
  ATTRIBUTION_DECISION_TYPE,
  AttributionDecisionV1,
  MESSAGE_HEADERS,
  RECORDED_EVENT_V1_SCHEMA,
  RecordedEventV1,
  TOPICS,
} from '@app/contracts';
import { isTransientError } from '@app/database';
import {
  BatchPipeline,
  ConsumerSettings,
  KafkaService,
  ManagedConsumer,
  OutgoingMessage,
  TypedProducer,
  Unprocessable,
} from '@app/kafka';
import { MetricsService } from '@app/observability';
import { AttributionService } from '../decisions/attribution.service';

export const CONSUMER_SETTINGS = Symbol('CONSUMER_SETTINGS');

/** A message that fails this many times in a row is dead-lettered rather than retried forever. */
const MAX_ATTEMPTS = 3;

function decisionMessage(d: AttributionDecisionV1, trace?: string): OutgoingMessage<AttributionDecisionV1> {
  return {
    key: `${d.workspaceId}:${d.campaignId ?? ''}`,
    value: d,
    headers: {
      [MESSAGE_HEADERS.eventId]: d.eventId,
      [MESSAGE_HEADERS.type]: ATTRIBUTION_DECISION_TYPE,
      [MESSAGE_HEADERS.schemaVersion]: String(ATTRIBUTION_DECISION_SCHEMA_VERSION),
      ...(trace ? { [MESSAGE_HEADERS.traceparent]: trace } : {}),
    },
  };
}

/**
 * Thin consumer of the recorded-events topic: decode, validate against the contract's JSON
 * Schema, let AttributionService decide a chunk in one transaction, publish the decisions (and
 * counted ones as conversions), then commit. The shared BatchPipeline holds the guarantees:
 * offsets move only after decisions are stored and published, so a crash anywhere repeats work
 * without changing the result (decisions are keyed by event id); poison messages go to the
 * dead-letter topic with the error in their headers; an outage is retried until it ends.
 */
@Injectable()
export class RecordedEventsConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RecordedEventsConsumer.name);
  private readonly validate = addFormats(new Ajv({ strict: true })).compile<RecordedEventV1>(
    RECORDED_EVENT_V1_SCHEMA,
  );
  private readonly lifecycle: ManagedConsumer;
  private readonly pipeline: BatchPipeline<RecordedEventV1, AttributionDecisionV1>;
  private readonly decided: Counter<'reason'>;

  constructor(
    kafka: KafkaService,
    private readonly producer: TypedProducer,
    private readonly attribution: AttributionService,
    metrics: MetricsService,
    @Inject(CONSUMER_SETTINGS) settings: ConsumerSettings,
  ) {
    this.lifecycle = new ManagedConsumer(kafka, settings, this.logger);
    this.decided = new Counter({
      name: 'attribution_decisions_total',
      help: 'Events decided, by reason.',
      labelNames: ['reason'],
      registers: [metrics.registry],
    });
    this.pipeline = new BatchPipeline(
      {
        parse: (message) => this.parse(message),
        process: (events) => this.attribution.decideBatch(events),
        publish: (done) => this.publish(done),
      },
      {
        logger: this.logger,
        producer,
        deadLetterTopic: TOPICS.attributionDeadLetter,
        chunkSize: settings.batchSize,
        maxAttempts: MAX_ATTEMPTS,
        isTransient: isTransientError,
        pauseBeforeCommitMs: settings.pauseBeforeCommitMs,
        ...metrics.consumerCounters('attribution'),
      },
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.lifecycle.start([TOPICS.recordedEvents], (payload) => this.pipeline.handle(payload));
  }

  /** Graceful shutdown: kafkajs finishes the batch in flight and commits it, then leaves the group. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.lifecycle.stop();
  }

  get running(): boolean {
    return this.lifecycle.running;
  }

  private async publish(done: { message: KafkaMessage; result: AttributionDecisionV1 }[]): Promise<void> {
    const decisions = done.map(({ message, result }) =>
      decisionMessage(result, message.headers?.[MESSAGE_HEADERS.traceparent]?.toString()),
    );
    await this.producer.send('attributionDecisions', decisions);
    await this.producer.send(
      'conversions',
      decisions.filter((d) => d.value.counted),
    );
    for (const d of decisions) this.decided.inc({ reason: d.value.reason });
  }

  private parse(message: KafkaMessage): RecordedEventV1 | Unprocessable {
    let value: unknown;
    try {
      value = JSON.parse(message.value?.toString('utf8') ?? '');
    } catch (err) {
      return new Unprocessable(`not JSON: ${(err as Error).message}`);
    }
    if (!this.validate(value)) {
      return new Unprocessable(
        `not a RecordedEventV1: ${this.validate.errors?.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`,
      );
    }
    return value;
  }
}
