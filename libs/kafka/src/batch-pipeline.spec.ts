import { Logger } from '@nestjs/common';
import { EachBatchPayload, KafkaMessage } from 'kafkajs';
import { Counter, Registry } from 'prom-client';
import { BatchPipeline, PipelineSteps, Unprocessable } from './batch-pipeline';
import { TypedProducer } from './typed-producer.service';

/** A kafkajs batch of messages whose values are the given strings, and a record of what happened to it. */
function fakeBatch(values: string[]) {
  const resolved: string[] = [];
  let commits = 0;
  const payload = {
    batch: {
      topic: 'in',
      partition: 3,
      messages: values.map((value, i): KafkaMessage => ({
        key: Buffer.from('k'),
        value: Buffer.from(value),
        offset: String(i),
        timestamp: '0',
        attributes: 0,
        headers: { 'event-id': `e${i}` },
      })),
    },
    resolveOffset: (offset: string) => resolved.push(offset),
    commitOffsetsIfNecessary: async () => {
      commits++;
    },
    heartbeat: async () => undefined,
    isRunning: () => true,
    isStale: () => false,
  } as unknown as EachBatchPayload;
  return { payload, resolved, commits: () => commits };
}

class Transient extends Error {
  code = 'ECONNREFUSED';
}

function pipeline(steps: PipelineSteps<string, string>, chunkSize = 10) {
  const deadLetters: { value: string; error: string; offset: string }[] = [];
  const producer = {
    sendToDeadLetter: async (
      _topic: unknown,
      messages: { value: Buffer; headers: Record<string, string> }[],
    ) => {
      for (const m of messages)
        deadLetters.push({
          value: m.value.toString(),
          error: m.headers['dlq-error'],
          offset: m.headers['dlq-source-offset'],
        });
    },
  } as unknown as TypedProducer;
  const registry = new Registry();
  const counter = (name: string) =>
    new Counter({ name, help: name, labelNames: ['topic'], registers: [registry] });
  const logger = new Logger('test');
  jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  return {
    deadLetters,
    pipe: new BatchPipeline(steps, {
      logger,
      producer,
      deadLetterTopic: { name: 'dlq', partitions: 1, key: '', description: '' },
      chunkSize,
      maxAttempts: 3,
      isTransient: (err) => err instanceof Transient,
      processed: counter('processed'),
      deadLettered: counter('dead'),
    }),
  };
}

const parse = (m: KafkaMessage) => {
  const value = m.value?.toString() ?? '';
  return value.startsWith('bad') ? new Unprocessable(`cannot read ${value}`) : value;
};

describe('BatchPipeline', () => {
  it('processes a chunk at a time, publishes results, then resolves and commits every offset', async () => {
    const calls: string[][] = [];
    const published: string[] = [];
    const { pipe, deadLetters } = pipeline(
      {
        parse,
        process: async (values) => {
          calls.push(values);
          return values.map((v) => v.toUpperCase());
        },
        publish: async (done) => {
          published.push(...done.map((d) => d.result));
        },
      },
      2,
    );
    const batch = fakeBatch(['a', 'b', 'bad1', 'c', 'd']);
    await pipe.handle(batch.payload);
    expect(calls).toEqual([['a', 'b'], ['c'], ['d']]);
    expect(published).toEqual(['A', 'B', 'C', 'D']);
    expect(deadLetters).toEqual([{ value: 'bad1', error: 'cannot read bad1', offset: '2' }]);
    expect(batch.resolved).toEqual(['0', '1', '2', '3', '4']);
    expect(batch.commits()).toBe(3);
  });

  it('finds the culprit of a failing chunk: the others go on, it is retried, then dead-lettered', async () => {
    const stored: string[] = [];
    const { pipe, deadLetters } = pipeline({
      parse,
      process: async (values) => {
        if (values.includes('poison')) throw new Error('constraint violated');
        stored.push(...values);
        return values;
      },
    });
    // Attempts 1 and 2: what precedes the culprit is done and resolved, then kafkajs retries.
    for (let attempt = 1; attempt <= 2; attempt++) {
      const batch = fakeBatch(['a', 'poison', 'b']);
      await expect(pipe.handle(batch.payload)).rejects.toThrow(/retrying after: constraint violated/);
      expect(batch.resolved).toEqual(['0']);
    }
    const last = fakeBatch(['a', 'poison', 'b']);
    await pipe.handle(last.payload);
    expect(last.resolved).toEqual(['0', '1', '2']);
    expect(deadLetters).toEqual([
      { value: 'poison', error: 'failed 3 times: constraint violated', offset: '1' },
    ]);
    expect(stored.filter((v) => v === 'b')).toEqual(['b']);
  });

  it('retries an outage for as long as it lasts, never dead-lettering for it', async () => {
    let down = 5;
    const { pipe, deadLetters } = pipeline({
      parse,
      process: async (values) => {
        if (down-- > 0) throw new Transient('connect ECONNREFUSED');
        return values;
      },
    });
    for (let i = 0; i < 5; i++) {
      const batch = fakeBatch(['a']);
      await expect(pipe.handle(batch.payload)).rejects.toThrow(/retrying after/);
      expect(batch.resolved).toEqual([]);
    }
    const batch = fakeBatch(['a']);
    await pipe.handle(batch.payload);
    expect(batch.resolved).toEqual(['0']);
    expect(deadLetters).toEqual([]);
  });

  it('resolves nothing when publishing fails: the chunk is redone (its effects are idempotent)', async () => {
    const { pipe } = pipeline({
      parse,
      process: async (values) => values,
      publish: async () => {
        throw new Error('broker gone');
      },
    });
    const batch = fakeBatch(['a', 'b']);
    await expect(pipe.handle(batch.payload)).rejects.toThrow('broker gone');
    expect(batch.resolved).toEqual([]);
  });
});
