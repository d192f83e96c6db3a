import { ConversionRejectedError, EventQueue } from './event-queue';
import { BatchResult, ConversionEvent } from './types';

/** The queue with a fake sender: batching, bounded memory, flush and close, and nothing lost silently. */

const event = (i: number): ConversionEvent => ({
  name: 'order_paid',
  occurredAt: '2026-11-25T10:00:00Z',
  contactId: 'c',
  externalId: `e${i}`,
});
const recorded = (events: ConversionEvent[]): BatchResult => ({
  results: events.map((e, index) => ({
    index,
    status: 'recorded',
    externalId: e.externalId,
    id: `id-${index}`,
  })),
  summary: { recorded: events.length, alreadyReceived: 0, rejected: 0, suppressed: 0 },
});

function sender(answer: (events: ConversionEvent[]) => Promise<BatchResult> = async (e) => recorded(e)) {
  const batches: ConversionEvent[][] = [];
  return {
    batches,
    send: async (events: ConversionEvent[]) => {
      batches.push(events);
      return answer(events);
    },
  };
}

describe('EventQueue', () => {
  const queues: EventQueue[] = [];
  const make = (...args: ConstructorParameters<typeof EventQueue>) => {
    const q = new EventQueue(args[0], { flushOnExit: false, ...args[1] });
    queues.push(q);
    return q;
  };
  afterEach(async () => {
    for (const q of queues.splice(0)) await q.close().catch(() => undefined);
  });

  it('sends a batch as soon as it is full, and the rest after flushIntervalMs', async () => {
    const s = sender();
    const q = make(s.send, { maxBatchSize: 3, flushIntervalMs: 100 });
    for (let i = 0; i < 4; i++) await q.enqueue(event(i));
    await new Promise((r) => setTimeout(r, 20));
    expect(s.batches.map((b) => b.length)).toEqual([3]);
    await new Promise((r) => setTimeout(r, 150));
    expect(s.batches.map((b) => b.map((e) => e.externalId))).toEqual([['e0', 'e1', 'e2'], ['e3']]);
    expect(q.stats()).toMatchObject({ enqueued: 4, sent: 4, recorded: 4, queued: 0, batches: 2 });
  });

  it('flush() and close() wait until everything enqueued is answered', async () => {
    const s = sender(async (e) => {
      await new Promise((r) => setTimeout(r, 30));
      return recorded(e);
    });
    const q = make(s.send, { maxBatchSize: 10, flushIntervalMs: 60_000 });
    for (let i = 0; i < 25; i++) await q.enqueue(event(i));
    await q.flush();
    expect(q.stats()).toMatchObject({ enqueued: 25, recorded: 25, queued: 0 });
    await q.enqueue(event(99));
    await q.close();
    expect(q.stats().recorded).toBe(26);
    await expect(q.enqueue(event(100))).rejects.toThrow(/closed/);
  });

  it("when full, 'drop' drops the new event, counts it and reports it", async () => {
    const s = sender(() => new Promise(() => undefined)); // the platform never answers
    const errors: [Error, ConversionEvent[]][] = [];
    const q = new EventQueue(s.send, {
      maxBatchSize: 2,
      maxQueued: 2,
      overflow: 'drop',
      flushOnExit: false,
      onError: (e, events) => errors.push([e, events]),
    });
    for (let i = 0; i < 6; i++) await q.enqueue(event(i));
    // 2 went out in the first batch (never answered), 2 wait, 2 were dropped.
    expect(q.stats()).toMatchObject({ enqueued: 4, dropped: 2, queued: 2, sent: 2 });
    expect(errors.map(([e, ev]) => [e.name, ev[0].externalId])).toEqual([
      ['ConversionQueueFullError', 'e4'],
      ['ConversionQueueFullError', 'e5'],
    ]);
  });

  it("when full, 'block' makes enqueue wait for room, and loses nothing", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const s = sender(async (e) => {
      await gate;
      return recorded(e);
    });
    const q = make(s.send, { maxBatchSize: 2, maxQueued: 2, overflow: 'block', flushIntervalMs: 10 });
    await q.enqueue(event(0));
    await q.enqueue(event(1)); // full batch: out, held at the gate
    await q.enqueue(event(2));
    await q.enqueue(event(3)); // the queue holds 2 now
    let fifthIn = false;
    const fifth = q.enqueue(event(4)).then(() => (fifthIn = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(fifthIn).toBe(false);
    release();
    await fifth;
    await q.flush();
    expect(q.stats()).toMatchObject({ enqueued: 5, recorded: 5, dropped: 0, queued: 0 });
  });

  it('hands a batch that failed after every retry, and rejected items, to onError, and counts them', async () => {
    let call = 0;
    const s = sender(async (events) => {
      call += 1;
      if (call === 1) throw new Error('platform down');
      return {
        results: events.map((e, index) =>
          index === 0
            ? {
                index,
                status: 'rejected' as const,
                externalId: e.externalId,
                errors: [{ field: 'currency', code: 'invalid_value', message: 'must be ISO 4217' }],
              }
            : { index, status: 'already_received' as const, externalId: e.externalId, id: 'x' },
        ),
        summary: { recorded: 0, alreadyReceived: events.length - 1, rejected: 1, suppressed: 0 },
      };
    });
    const errors: [Error, string[]][] = [];
    const q = make(s.send, {
      maxBatchSize: 2,
      onError: (e, events) => errors.push([e, events.map((x) => x.externalId)]),
    });
    for (let i = 0; i < 4; i++) await q.enqueue(event(i));
    await q.flush();
    expect(q.stats()).toMatchObject({ enqueued: 4, sent: 4, failed: 2, rejected: 1, alreadyReceived: 1 });
    expect(errors[0][0].message).toBe('platform down');
    expect(errors[0][1]).toEqual(['e0', 'e1']);
    expect(errors[1][0]).toBeInstanceOf(ConversionRejectedError);
    expect(errors[1][0].message).toContain('currency must be ISO 4217');
    expect(errors[1][1]).toEqual(['e2']);
  });

  it('counts suppressed items on their own, and tells onError nothing of them (refused on purpose, never resent)', async () => {
    const s = sender(async (events) => ({
      results: events.map((e, index) =>
        index % 2
          ? { index, status: 'suppressed' as const, externalId: e.externalId }
          : { index, status: 'recorded' as const, externalId: e.externalId, id: `id-${index}` },
      ),
      summary: { recorded: 2, alreadyReceived: 0, rejected: 0, suppressed: 2 },
    }));
    const errors: Error[] = [];
    const q = make(s.send, { maxBatchSize: 4, onError: (e) => errors.push(e) });
    for (let i = 0; i < 4; i++) await q.enqueue(event(i));
    await q.flush();
    expect(q.stats()).toMatchObject({
      enqueued: 4,
      sent: 4,
      recorded: 2,
      suppressed: 2,
      rejected: 0,
      failed: 0,
    });
    expect(s.batches).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('refuses settings the API cannot take', () => {
    const s = sender();
    expect(() => new EventQueue(s.send, { maxBatchSize: 1001, flushOnExit: false })).toThrow(RangeError);
    expect(() => new EventQueue(s.send, { maxBatchSize: 10, maxQueued: 5, flushOnExit: false })).toThrow(
      RangeError,
    );
  });
});
