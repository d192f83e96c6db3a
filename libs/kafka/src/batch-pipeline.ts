import { Logger } from '@nestjs/common';
import { EachBatchPayload, KafkaMessage } from 'kafkajs';
import { Counter } from 'prom-client';
import { TopicSpec } from '@app/contracts';
import { deadLetterCopy, retriable } from './dead-letter';
import { TypedProducer } from './typed-producer.service';

/** A message that cannot be processed, and why (it goes to the dead-letter topic). */
export class Unprocessable {
  constructor(readonly reason: string) {}
}

/** What a consumer does with its messages; the pipeline does the rest. */
export interface PipelineSteps<T, R> {
  /** Decodes and validates one message. */
  parse(message: KafkaMessage, topic: string): T | Unprocessable;
  /** Makes the effects of a chunk durable; one result per value, in order. */
  process(values: T[], topic: string): Promise<R[]>;
  /** Runs after process and before any offset moves (publishing results, say). */
  publish?(done: { message: KafkaMessage; result: R }[]): Promise<void>;
}

export interface PipelineOptions {
  logger: Logger;
  producer: TypedProducer;
  deadLetterTopic: TopicSpec;
  /** Most messages in one process() call. */
  chunkSize: number;
  /** A message failing this many times in a row, for a reason of its own, is dead-lettered. */
  maxAttempts: number;
  /** Whether an error means a dependency is out (retry until it returns) rather than bad work. */
  isTransient: (error: unknown) => boolean;
  /** Fault injection for tests: pause between durable effects and the commit (0: never). */
  pauseBeforeCommitMs?: number;
  processed: Counter<'topic'>;
  deadLettered: Counter<'topic'>;
}

/**
 * The eachBatch loop every consumer shares, so that each keeps the same guarantees:
 * - effects first, offsets after: a chunk is processed (durably), its results published and
 *   its failures dead-lettered, and only then are its offsets resolved and committed, so a crash
 *   anywhere repeats work, which the steps make idempotent;
 * - a chunk goes in one process() call (one transaction, typically); if that fails for a reason
 *   of the work itself, its messages go one by one to find the culprit, which is retried a few
 *   times (kafkajs backs off between) and then dead-lettered while the rest goes on;
 * - a dependency outage is retried until it ends and never uses up a message's attempts;
 * - a message that cannot be decoded or validated goes straight to the dead-letter topic.
 */
export class BatchPipeline<T, R> {
  private readonly attempts = new Map<string, number>();

  constructor(
    private readonly steps: PipelineSteps<T, R>,
    private readonly options: PipelineOptions,
  ) {}

  async handle({
    batch,
    resolveOffset,
    heartbeat,
    commitOffsetsIfNecessary,
    isRunning,
    isStale,
  }: EachBatchPayload): Promise<void> {
    const source = { topic: batch.topic, partition: batch.partition };
    for (let i = 0; i < batch.messages.length; i += this.options.chunkSize) {
      if (!isRunning() || isStale()) break;
      const done: Done<R>[] = [];
      try {
        await this.processChunk(batch.messages.slice(i, i + this.options.chunkSize), source, done);
      } finally {
        // What is done is made final even when the chunk stopped half-way; kafkajs then
        // retries from the first message not resolved.
        await this.finish(done, source);
        await this.faultPause(done.length);
        for (const d of done) resolveOffset(d.message.offset);
        await commitOffsetsIfNecessary();
      }
      await heartbeat();
    }
  }

  private async processChunk(
    messages: KafkaMessage[],
    source: { topic: string; partition: number },
    done: Done<R>[],
  ): Promise<void> {
    const parsed = messages.map((message) => ({ message, value: this.steps.parse(message, source.topic) }));
    const valid = parsed.flatMap((p) => (p.value instanceof Unprocessable ? [] : [p.value]));
    let results: R[] | null = null;
    try {
      results = valid.length > 0 ? await this.steps.process(valid, source.topic) : [];
    } catch (err) {
      if (this.options.isTransient(err)) throw this.retryLater(err);
      this.options.logger.warn(`chunk failed, processing its messages one by one: ${(err as Error).message}`);
    }
    if (results) {
      let next = 0;
      for (const { message, value } of parsed) {
        done.push(
          value instanceof Unprocessable
            ? { message, error: value.reason }
            : { message, result: results[next++] },
        );
      }
      return;
    }
    for (const { message, value } of parsed) {
      if (value instanceof Unprocessable) {
        done.push({ message, error: value.reason });
        continue;
      }
      const attemptKey = `${source.topic}:${source.partition}:${message.offset}`;
      try {
        const [result] = await this.steps.process([value], source.topic);
        done.push({ message, result });
        this.attempts.delete(attemptKey);
      } catch (err) {
        if (this.options.isTransient(err)) throw this.retryLater(err);
        const attempts = (this.attempts.get(attemptKey) ?? 0) + 1;
        this.attempts.set(attemptKey, attempts);
        if (attempts < this.options.maxAttempts) {
          this.options.logger.warn(
            `message ${attemptKey} failed (attempt ${attempts}), will retry: ${(err as Error).message}`,
          );
          throw retriable(err);
        }
        this.attempts.delete(attemptKey);
        done.push({ message, error: `failed ${attempts} times: ${(err as Error).message}` });
      }
    }
  }

  private async faultPause(count: number): Promise<void> {
    const ms = this.options.pauseBeforeCommitMs ?? 0;
    if (ms === 0 || count === 0) return;
    this.options.logger.warn(
      `fault injection: effects of ${count} message(s) are durable; pausing ${ms} ms before committing`,
    );
    await new Promise((resolve) => setTimeout(resolve, ms));
  }

  private retryLater(err: unknown): Error {
    this.options.logger.warn(`dependency unreachable, retrying: ${(err as Error).message}`);
    return retriable(err);
  }

  private async finish(done: Done<R>[], source: { topic: string; partition: number }): Promise<void> {
    if (done.length === 0) return;
    const ok = done.flatMap((d) => ('result' in d ? [{ message: d.message, result: d.result }] : []));
    const dead = done.flatMap((d) => ('error' in d ? [d] : []));
    if (ok.length > 0) await this.steps.publish?.(ok);
    await this.options.producer.sendToDeadLetter(
      this.options.deadLetterTopic,
      dead.map(({ message, error }) => deadLetterCopy(message, source, error)),
    );
    for (const { message, error } of dead) {
      this.options.logger.warn(
        `dead-lettered ${source.topic}[${source.partition}]@${message.offset}: ${error.slice(0, 200)}`,
      );
    }
    this.options.processed.inc({ topic: source.topic }, ok.length);
    this.options.deadLettered.inc({ topic: source.topic }, dead.length);
  }
}

type Done<R> = { message: KafkaMessage; result: R } | { message: KafkaMessage; error: string };
