import { Logger } from '@nestjs/common';
import { ProducedMessage } from '../typed-producer.service';
import { traceChunk } from './chunk-tracing';
import { ChunkEntry } from './kafka-batch.context';

/**
 * How one topic's messages are read and handled: its JSON Schema check, and its
 * `@EventPattern(topic)` handler, called with the valid payloads of a chunk.
 */
export interface TopicRoute {
  /** The runtime topic name. */
  topic: string;
  /** JSON-decodes and schema-checks one message: its payload, or why it is unreadable. */
  read(entry: ChunkEntry): { value: unknown } | { error: string };
  /** Runs the handler on payloads (with their entries, same order); what it asks to publish. */
  handle(
    values: unknown[],
    entries: ChunkEntry[],
    heartbeat: () => Promise<void>,
  ): Promise<ProducedMessage[]>;
}

/** What a chunk came to: every entry finished is either handled or dead-lettered. */
export interface ChunkOutcome {
  /** Entries whose work is final, in chunk order: per partition, a prefix of what was taken. */
  finished: ChunkEntry[];
  /** What the handlers asked to publish. */
  produced: ProducedMessage[];
  /** Entries to dead-letter, and why. */
  dead: { entry: ChunkEntry; error: string }[];
}

export interface ChunkControl {
  /** Keeps the consumer's group membership alive during long work. */
  heartbeat(): Promise<void>;
  /** Whether an error means a dependency is out (retry until it returns) rather than bad work. */
  isTransient(error: unknown): boolean;
  /** A message failing this many times in a row, for a reason of its own, is dead-lettered. */
  maxAttempts: number;
  /**
   * Waits before retry number `attempt` (1, 2, ...), heartbeating; throws Stopped on shutdown,
   * Interrupted when the heartbeat fails.
   */
  pause(attempt: number): Promise<void>;
}

/**
 * Thrown out of a wait when the chunk cannot go on for a reason that is not the work's: the
 * heartbeat failed (a rebalance took the partitions, the broker is gone). Never a reason to redo
 * the chunk one by one or to count an attempt.
 */
export class Interrupted extends Error {
  constructor(readonly reason: unknown) {
    super(`chunk interrupted: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

/** Thrown out of a wait when the consumer is stopping: the chunk is left where it is. */
export class Stopped extends Interrupted {
  constructor() {
    super('consumer stopping');
  }
}

/**
 * Handles one chunk, which may span topics and partitions, keeping the transport's guarantees:
 * - messages that are not JSON or fail their topic's schema never reach a handler: dead-lettered;
 * - each topic's valid payloads go to its handler in one call (one transaction, typically);
 * - an outage (a transient error) is retried until it ends and never counts against a message;
 * - a call failing for a reason of its own is redone message by message, in order, so that only
 *   the culprit is retried (maxAttempts in all) and then dead-lettered while the rest goes on.
 * Progress is written into `outcome` as it is made, so that a stop half-way keeps what is final.
 */
export function processChunk(
  entries: ChunkEntry[],
  routes: ReadonlyMap<string, TopicRoute>,
  control: ChunkControl,
  logger: Logger,
  outcome: ChunkOutcome,
): Promise<void> {
  // In the chunk's spans when tracing is on (docs/operations.md#traces); as it is otherwise.
  return traceChunk(
    entries,
    () => outcome.dead,
    () => handleChunk(entries, routes, control, logger, outcome),
  );
}

async function handleChunk(
  entries: ChunkEntry[],
  routes: ReadonlyMap<string, TopicRoute>,
  control: ChunkControl,
  logger: Logger,
  outcome: ChunkOutcome,
): Promise<void> {
  for (const [topic, group] of groupByTopic(entries)) {
    const route = routes.get(topic);
    const valid: { entry: ChunkEntry; value: unknown }[] = [];
    const unreadable = new Set<ChunkEntry>();
    for (const entry of group) {
      const read = route ? route.read(entry) : { error: `no handler for topic ${topic}` };
      if ('error' in read) {
        unreadable.add(entry);
        outcome.dead.push({ entry, error: read.error });
      } else valid.push({ entry, value: read.value });
    }
    if (!route || valid.length === 0) {
      outcome.finished.push(...group);
      continue;
    }
    try {
      outcome.produced.push(
        ...(await untilAvailable(control, logger, () =>
          route.handle(
            valid.map((v) => v.value),
            valid.map((v) => v.entry),
            control.heartbeat,
          ),
        )),
      );
      outcome.finished.push(...group);
      continue;
    } catch (err) {
      if (err instanceof Interrupted) throw err;
      logger.warn(`chunk of ${valid.length} failed, handling its messages one by one: ${message(err)}`);
    }
    const values = new Map(valid.map((v) => [v.entry, v.value]));
    for (const entry of group) {
      if (!unreadable.has(entry)) await oneByOne(route, entry, values.get(entry), control, logger, outcome);
      outcome.finished.push(entry);
    }
  }
}

async function oneByOne(
  route: TopicRoute,
  entry: ChunkEntry,
  value: unknown,
  control: ChunkControl,
  logger: Logger,
  outcome: ChunkOutcome,
): Promise<void> {
  const where = `${entry.topic}[${entry.partition}]@${entry.message.offset}`;
  for (let attempt = 1; ; attempt++) {
    try {
      outcome.produced.push(
        ...(await untilAvailable(control, logger, () => route.handle([value], [entry], control.heartbeat))),
      );
      return;
    } catch (err) {
      if (err instanceof Interrupted) throw err;
      if (attempt >= control.maxAttempts) {
        outcome.dead.push({ entry, error: `failed ${attempt} times: ${message(err)}` });
        return;
      }
      logger.warn(`message ${where} failed (attempt ${attempt}), will retry: ${message(err)}`);
      await control.pause(attempt);
    }
  }
}

/** Runs `work`, retrying through an outage for as long as it lasts (or until the consumer stops). */
export async function untilAvailable<T>(
  control: ChunkControl,
  logger: Logger,
  work: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!control.isTransient(err)) throw err;
      // One line when the outage starts, then one every 10th retry: an outage must not flood logs.
      if (attempt === 1 || attempt % 10 === 0)
        logger.warn(`dependency unreachable (retry ${attempt}), retrying: ${message(err)}`);
      await control.pause(attempt);
    }
  }
}

function groupByTopic(entries: ChunkEntry[]): Map<string, ChunkEntry[]> {
  const groups = new Map<string, ChunkEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.topic);
    if (group) group.push(entry);
    else groups.set(entry.topic, [entry]);
  }
  return groups;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
