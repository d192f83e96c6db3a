import { BackgroundLoop } from './background-loop';
import { Doorbell } from './doorbell';

describe('BackgroundLoop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function loopOf(turn: (loop: BackgroundLoop) => Promise<boolean>, ringEndsBackoff = false) {
    const bell = new Doorbell();
    const failures: number[] = [];
    const loop: BackgroundLoop = new BackgroundLoop(bell, () => turn(loop), {
      backoff: { firstMs: 100, maxMs: 400 },
      ringEndsBackoff,
      onFailure: (_err, n) => failures.push(n),
    });
    return { bell, loop, failures };
  }

  it('runs turns until stopped; a turn idles on the bell, and a ring starts the next at once', async () => {
    const starts: number[] = [];
    const t0 = Date.now();
    const { bell, loop } = loopOf(async (l) => {
      starts.push(Date.now() - t0);
      await l.idle(50);
      return true;
    });
    loop.start();
    await jest.advanceTimersByTimeAsync(120);
    bell.ring();
    await jest.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0, 50, 100, 120]);
    const stopped = loop.stop();
    await jest.advanceTimersByTimeAsync(0);
    await stopped;
    expect(loop.running).toBe(false);
    expect(starts).toHaveLength(4);
  });

  it('backs off failed turns, doubling up to the most, and resets after a turn that went through', async () => {
    const starts: number[] = [];
    const t0 = Date.now();
    let fail = 4;
    const seenFailures: number[] = [];
    const { loop, failures } = loopOf(async (l) => {
      starts.push(Date.now() - t0);
      if (fail-- > 0) throw new Error('down');
      seenFailures.push(l.failures);
      if (fail < -1) await l.idle(10_000);
      return true;
    });
    loop.start();
    await jest.advanceTimersByTimeAsync(1500);
    expect(starts).toEqual([0, 100, 300, 700, 1100, 1100]);
    expect(failures).toEqual([1, 2, 3, 4]);
    expect(seenFailures).toEqual([4, 0]);
    await Promise.all([loop.stop(), jest.advanceTimersByTimeAsync(0)]);
  });

  it('a back-off is not cut short by rings unless asked, and always by a stop', async () => {
    for (const ringEndsBackoff of [false, true]) {
      const starts: number[] = [];
      const t0 = Date.now();
      const { bell, loop } = loopOf(async () => {
        starts.push(Date.now() - t0);
        throw new Error('down');
      }, ringEndsBackoff);
      bell.ring(); // a ring before the failure does not count
      loop.start();
      await jest.advanceTimersByTimeAsync(30);
      bell.ring();
      await jest.advanceTimersByTimeAsync(0);
      expect(starts).toEqual(ringEndsBackoff ? [0, 30] : [0]);
      let stopped = false;
      void loop.stop().then(() => (stopped = true));
      await jest.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(true);
    }
  });
});
