import { KafkaRequestQueue, kafkaRequestQueueFixed, RequestQueueState } from './request-queue-timer-fix';

/** A queue in the given state, with its check counted instead of run. */
function queue(state: Partial<RequestQueueState>): RequestQueueState & { checks: number } {
  const q = Object.create(KafkaRequestQueue.prototype) as RequestQueueState & { checks: number };
  Object.assign(q, { throttledUntil: -1, throttleCheckTimeoutId: null, pending: [], checks: 0 }, state);
  q.checkPendingRequests = () => q.checks++;
  return q;
}

describe("kafkajs's request queue timer (request-queue-timer-fix)", () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_800_000_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('applies to the kafkajs version installed (an upgrade must look at it again)', () => {
    expect(kafkaRequestQueueFixed).toBe(true);
  });

  it('sets no timer when nothing is pending and nothing is throttled (kafkajs looped every 1 ms)', () => {
    const q = queue({});
    q.scheduleCheckPendingRequests();
    expect(q.throttleCheckTimeoutId).toBeNull();
    jest.advanceTimersByTime(1000);
    expect(q.checks).toBe(0);
  });

  it('checks pending requests after 10 ms when not throttled, as kafkajs does', () => {
    const q = queue({ pending: [{}] });
    q.scheduleCheckPendingRequests();
    jest.advanceTimersByTime(9);
    expect(q.checks).toBe(0);
    jest.advanceTimersByTime(1);
    expect(q.checks).toBe(1);
    expect(q.throttleCheckTimeoutId).toBeNull();
  });

  it('checks when a throttle runs out, pending or not', () => {
    for (const pending of [[], [{}]]) {
      const q = queue({ pending, throttledUntil: Date.now() + 500 });
      q.scheduleCheckPendingRequests();
      jest.advanceTimersByTime(499);
      expect(q.checks).toBe(0);
      jest.advanceTimersByTime(1);
      expect(q.checks).toBe(1);
    }
  });

  it('keeps one timer at a time', () => {
    const q = queue({ pending: [{}] });
    q.scheduleCheckPendingRequests();
    q.scheduleCheckPendingRequests();
    jest.advanceTimersByTime(10);
    expect(q.checks).toBe(1);
  });
});
