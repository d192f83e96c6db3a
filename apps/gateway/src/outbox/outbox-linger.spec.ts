import { Doorbell } from '@app/runtime';
import { OutboxLinger } from './outbox-linger';

describe('OutboxLinger', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Resolves `nextRound` and reports after how many fake milliseconds it started the round. */
  async function roundStartsAfter(linger: OutboxLinger, pollMs: number, during?: (ms: number) => void) {
    const start = Date.now();
    let started = -1;
    void linger.nextRound(pollMs).then(() => (started = Date.now() - start));
    await jest.advanceTimersByTimeAsync(0);
    for (let ms = 1; started < 0 && ms <= pollMs * 2; ms++) {
      await jest.advanceTimersByTimeAsync(1);
      during?.(ms); // at `ms` milliseconds after the call
      await jest.advanceTimersByTimeAsync(0);
    }
    return started;
  }

  it('starts a round at the poll when no signal comes, without lingering', async () => {
    expect(await roundStartsAfter(new OutboxLinger(new Doorbell(), 10, 1000), 100)).toBe(100);
  });

  it('after a signal, waits the linger from that first signal, gathering the rows of later ones', async () => {
    const linger = new OutboxLinger(new Doorbell(), 10, 1000);
    const started = await roundStartsAfter(linger, 100, (ms) => {
      if (ms === 20 || ms === 23 || ms === 27) linger.signal();
    });
    expect(started).toBe(30); // first signal at 20 ms, plus 10 ms
    expect(linger.pending).toBe(3);
  });

  it('ends the linger as soon as a full batch is signalled', async () => {
    const linger = new OutboxLinger(new Doorbell(), 10, 5);
    const started = await roundStartsAfter(linger, 100, (ms) => {
      if (ms === 20) linger.signal(2);
      if (ms === 22) linger.signal(3);
    });
    expect(started).toBe(22);
  });

  it('with a linger of 0, starts the round on the signal itself', async () => {
    const linger = new OutboxLinger(new Doorbell(), 0, 1000);
    expect(
      await roundStartsAfter(linger, 100, (ms) => {
        if (ms === 20) linger.signal();
      }),
    ).toBe(20);
  });

  it('counts signals from when the last round read the outbox, and an old first signal does not linger again', async () => {
    const linger = new OutboxLinger(new Doorbell(), 10, 1000);
    linger.signal(); // arrived while the previous round was publishing
    await jest.advanceTimersByTimeAsync(15); // that round took longer than the linger
    expect(await roundStartsAfter(linger, 100)).toBe(0);
    linger.startRound();
    expect(linger.pending).toBe(0);
  });

  it('a signal while a round was publishing lingers from that signal, not cut short by its ring', async () => {
    const linger = new OutboxLinger(new Doorbell(), 10, 1000);
    linger.signal(); // rang the bell while nobody waited
    await jest.advanceTimersByTimeAsync(4);
    expect(await roundStartsAfter(linger, 100)).toBe(6);
  });

  it('a signal whose rows the round read is served: the next round waits for the poll again', async () => {
    const linger = new OutboxLinger(new Doorbell(), 10, 1000);
    linger.signal(); // before the read: its row is in the round
    linger.startRound();
    expect(await roundStartsAfter(linger, 100)).toBe(100);
  });

  it("a ring of the relay's bell (stop, drain) ends a linger or an idle wait at once", async () => {
    const bell = new Doorbell();
    const linger = new OutboxLinger(bell, 1000, 1000);
    linger.signal();
    expect(await roundStartsAfter(linger, 5000, (ms) => ms === 3 && bell.ring())).toBe(3);
    linger.startRound();
    expect(await roundStartsAfter(linger, 100, (ms) => ms === 7 && bell.ring())).toBe(7);
  });

  it('any signal ends a wait on the bell outside a linger (back-off, leadership retry)', async () => {
    const bell = new Doorbell();
    const linger = new OutboxLinger(bell, 10, 1000);
    let woke = -1;
    const start = Date.now();
    void bell.wait(1000).then(() => (woke = Date.now() - start));
    await jest.advanceTimersByTimeAsync(40);
    linger.signal();
    await jest.advanceTimersByTimeAsync(0);
    expect(woke).toBe(40);
  });
});
