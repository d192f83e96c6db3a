import { EachBatchPayload } from 'kafkajs';
import { ChunkEntry } from './kafka-batch.context';

/** A partition's batch handed over by kafkajs, and how far through it the chunks have got. */
interface PartitionWork {
  payload: EachBatchPayload;
  /** Messages of the batch taken into chunks so far. */
  taken: number;
  resolve(): void;
  reject(error: unknown): void;
}

/** What the coalescer does with a chunk; the entries it reports finished have their offsets resolved. */
export type ChunkRunner = (
  entries: ChunkEntry[],
  control: { heartbeat(): Promise<void>; isRunning(): boolean },
) => Promise<{ finished: ChunkEntry[] }>;

/**
 * Turns kafkajs's one-call-per-partition `eachBatch` into chunks that span partitions.
 *
 * kafkajs fetches once for every partition it holds and then calls `eachBatch` once per partition
 * that returned messages, all at the same time (the transport sets partitionsConsumedConcurrently
 * to every partition it could hold), and fetches again only when all of them have returned. Each
 * call parks its batch here; on the next turn of the event loop the batches of that fetch are
 * drained together, up to `chunkSize` messages a chunk, so a fetch of 12 partitions holding a few
 * events each costs one transaction, one publish and one offset commit instead of twelve.
 *
 * Each partition still resolves only its own offsets, and only after the chunk that held its
 * messages has finished (effects durable, results published); then one commit covers every
 * partition resolved. A call returns when its own batch is done, or when the consumer stops (the
 * rest is left unresolved, to be fetched again); if a chunk fails, every parked call fails with
 * it and kafkajs fetches again from the resolved offsets.
 */
export class PartitionCoalescer {
  private parked: PartitionWork[] = [];
  private draining = false;

  constructor(
    private readonly chunkSize: number,
    private readonly run: ChunkRunner,
  ) {}

  /** The `eachBatch` callback: resolves when this partition's batch is done (or left for later). */
  add(payload: EachBatchPayload): Promise<void> {
    return new Promise((resolve, reject) => {
      this.parked.push({ payload, taken: 0, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        // The other partitions of the same fetch are handed over in this same turn: wait for them.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        this.settleFinished();
        if (this.parked.length === 0) return;
        const { payload } = this.parked[0];
        if (!payload.isRunning()) {
          // Stopping: what was not taken stays unresolved and is fetched again by whoever comes next.
          this.settleAll();
          return;
        }
        const { entries, owners } = this.nextChunk();
        const { finished } = await this.run(entries, {
          heartbeat: () => payload.heartbeat(),
          isRunning: () => payload.isRunning(),
        });
        const done = new Set(finished);
        const last = new Map<PartitionWork, string>();
        for (let i = 0; i < entries.length; i++)
          if (done.has(entries[i])) last.set(owners[i], entries[i].message.offset);
        for (const [work, offset] of last) work.payload.resolveOffset(offset);
        if (last.size > 0) await payload.commitOffsetsIfNecessary();
        if (finished.length < entries.length) {
          // The run stopped half-way (the consumer is stopping): leave the rest for later.
          this.settleAll();
          return;
        }
        await payload.heartbeat();
      }
    } catch (error) {
      const failed = this.parked;
      this.parked = [];
      for (const work of failed) work.reject(error);
    } finally {
      this.draining = false;
      // A partition handed over while the last chunk ran (kafkajs had more batches than workers).
      if (this.parked.length > 0) {
        this.draining = true;
        setImmediate(() => void this.drain());
      }
    }
  }

  /** Up to chunkSize messages, taken in order from the parked batches (stale ones are skipped). */
  private nextChunk(): { entries: ChunkEntry[]; owners: PartitionWork[] } {
    const entries: ChunkEntry[] = [];
    const owners: PartitionWork[] = [];
    for (const work of this.parked) {
      const { batch } = work.payload;
      while (work.taken < batch.messages.length && entries.length < this.chunkSize) {
        entries.push({
          topic: batch.topic,
          partition: batch.partition,
          message: batch.messages[work.taken++],
        });
        owners.push(work);
      }
      if (entries.length >= this.chunkSize) break;
    }
    return { entries, owners };
  }

  /** Returns the calls whose batches are all taken and finished, or stale (kafkajs seeks them). */
  private settleFinished(): void {
    this.parked = this.parked.filter((work) => {
      const over = work.taken >= work.payload.batch.messages.length || work.payload.isStale();
      if (over) work.resolve();
      return !over;
    });
  }

  private settleAll(): void {
    const all = this.parked;
    this.parked = [];
    for (const work of all) work.resolve();
  }
}
