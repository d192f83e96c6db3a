import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  BeforeApplicationShutdown,
} from '@nestjs/common';
import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { EachBatchPayload, KafkaMessage } from 'kafkajs';
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
  deadLetterCopy,
  KafkaService,
  ManagedConsumer,
  OutgoingMessage,
  retriable,
  TypedProducer,
} from '@app/kafka';
import { MetricsService } from '@app/observability';
import { AttributionService } from '../decisions/attribution.service';

export const CONSUMER_SETTINGS = Symbol('CONSUMER_SETTINGS');
export interface ConsumerSettings {
  groupId: string;
  batchSize: number;
}

/** A message that fails this many times in a row is dead-lettered rather than retried forever. */
const MAX_ATTEMPTS = 3;

type Parsed = { ok: true; event: RecordedEventV1 } | { ok: false; error: string };

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
 * Schema, let AttributionService decide, publish, then commit. Offsets are resolved only after
 * the decisions are stored and published, so a crash anywhere repeats work without changing the
 * result (decisions are keyed by event id). A message that is not a valid RecordedEventV1, or
 * that keeps failing for a reason of its own, goes to the dead-letter topic with the error in its
 * headers; a dependency outage is retried until it ends, never dead-lettered.
 */
@Injectable()
export class RecordedEventsConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RecordedEventsConsumer.name);
  private readonly validate = addFormats(new Ajv({ strict: true })).compile<RecordedEventV1>(
    RECORDED_EVENT_V1_SCHEMA,
  );
  private readonly lifecycle: ManagedConsumer;
  private readonly attempts = new Map<string, number>();
  private readonly processed: Counter<'reason'>;
  private readonly deadLettered: Counter;

  constructor(
    private readonly kafka: KafkaService,
    private readonly producer: TypedProducer,
    private readonly attribution: AttributionService,
    metrics: MetricsService,
    @Inject(CONSUMER_SETTINGS) private readonly settings: ConsumerSettings,
  ) {
    this.lifecycle = new ManagedConsumer(kafka, settings.groupId, this.logger);
    this.processed = new Counter({
      name: 'attribution_decisions_total',
      help: 'Events decided, by reason.',
      labelNames: ['reason'],
      registers: [metrics.registry],
    });
    this.deadLettered = new Counter({
      name: 'attribution_dead_lettered_total',
      help: 'Messages sent to the dead-letter topic.',
      registers: [metrics.registry],
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.lifecycle.start([TOPICS.recordedEvents], (payload) => this.handle(payload));
  }

  /** Graceful shutdown: kafkajs finishes the batch in flight and commits it, then leaves the group. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.lifecycle.stop();
  }

  get running(): boolean {
    return this.lifecycle.running;
  }

  private async handle({
    batch,
    resolveOffset,
    heartbeat,
    commitOffsetsIfNecessary,
    isRunning,
    isStale,
  }: EachBatchPayload): Promise<void> {
    let pending: {
      offset: string;
      decision?: AttributionDecisionV1;
      trace?: string;
      dead?: { message: KafkaMessage; error: string };
    }[] = [];
    const flush = async () => {
      if (pending.length === 0) return;
      const decisions = pending.flatMap((p) => (p.decision ? [decisionMessage(p.decision, p.trace)] : []));
      await this.producer.send('attributionDecisions', decisions);
      await this.producer.send(
        'conversions',
        decisions.filter((d) => d.value.counted),
      );
      const dead = pending.flatMap((p) => (p.dead ? [p.dead] : []));
      await this.producer.sendToDeadLetter(
        TOPICS.attributionDeadLetter,
        dead.map(({ message, error }) => deadLetterCopy(message, batch, error)),
      );
      for (const { message, error } of dead) {
        this.logger.warn(
          `dead-lettered ${batch.topic}[${batch.partition}]@${message.offset}: ${error.slice(0, 200)}`,
        );
      }
      for (const p of pending) {
        if (p.decision) this.processed.inc({ reason: p.decision.reason });
        resolveOffset(p.offset);
      }
      this.deadLettered.inc(dead.length);
      pending = [];
      await commitOffsetsIfNecessary();
      await heartbeat();
    };

    for (const message of batch.messages) {
      if (!isRunning() || isStale()) break;
      const parsed = this.parse(message);
      const trace = message.headers?.[MESSAGE_HEADERS.traceparent]?.toString();
      if (!parsed.ok) {
        pending.push({ offset: message.offset, dead: { message, error: parsed.error } });
      } else {
        const attemptKey = `${batch.partition}:${message.offset}`;
        try {
          pending.push({
            offset: message.offset,
            decision: await this.attribution.decide(parsed.event),
            trace,
          });
          this.attempts.delete(attemptKey);
        } catch (err) {
          if (isTransientError(err)) {
            // An outage is not the message's fault: never dead-letter for it, retry until it ends.
            await flush();
            this.logger.warn(`dependency unreachable, retrying: ${(err as Error).message}`);
            throw retriable(err);
          }
          const attempts = (this.attempts.get(attemptKey) ?? 0) + 1;
          this.attempts.set(attemptKey, attempts);
          if (attempts < MAX_ATTEMPTS) {
            // Publish what is done, then let kafkajs retry from this message (with backoff).
            await flush();
            this.logger.warn(
              `event at ${attemptKey} failed (attempt ${attempts}): ${(err as Error).message}`,
            );
            throw retriable(err);
          }
          this.attempts.delete(attemptKey);
          pending.push({
            offset: message.offset,
            dead: { message, error: `failed ${attempts} times: ${(err as Error).message}` },
          });
        }
      }
      if (pending.length >= this.settings.batchSize) await flush();
    }
    await flush();
  }

  private parse(message: KafkaMessage): Parsed {
    let value: unknown;
    try {
      value = JSON.parse(message.value?.toString('utf8') ?? '');
    } catch (err) {
      return { ok: false, error: `not JSON: ${(err as Error).message}` };
    }
    if (!this.validate(value)) {
      return {
        ok: false,
        error: `not a RecordedEventV1: ${this.validate.errors?.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`,
      };
    }
    return { ok: true, event: value };
  }
}
