import { Doorbell } from './doorbell';

describe('Doorbell', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function resolvedAfter(wait: Promise<void>, step: (ms: number) => void = () => undefined) {
    let done = -1;
    const start = Date.now();
    void wait.then(() => (done = Date.now() - start));
    await jest.advanceTimersByTimeAsync(0);
    for (let ms = 1; done < 0 && ms <= 1000; ms++) {
      await jest.advanceTimersByTimeAsync(1);
      step(ms);
      await jest.advanceTimersByTimeAsync(0);
    }
    return done;
  }

  it('waits the whole time when nobody rings', async () => {
    expect(await resolvedAfter(new Doorbell().wait(50))).toBe(50);
  });

  it('ends a wait at the ring', async () => {
    const bell = new Doorbell();
    expect(await resolvedAfter(bell.wait(500), (ms) => ms === 7 && bell.ring())).toBe(7);
  });

  it('wakes every waiter', async () => {
    const bell = new Doorbell();
    let woken = 0;
    void bell.wait(500).then(() => woken++);
    expect(await resolvedAfter(bell.wait(500), (ms) => ms === 3 && bell.ring())).toBe(3);
    expect(woken).toBe(1);
  });

  it('keeps a ring that came while nobody waited: the next wait returns at once, once', async () => {
    const bell = new Doorbell();
    bell.ring();
    bell.ring();
    expect(await resolvedAfter(bell.wait(500))).toBe(0);
    expect(await resolvedAfter(bell.wait(20))).toBe(20);
  });

  it('clear forgets a kept ring', async () => {
    const bell = new Doorbell();
    bell.ring();
    bell.clear();
    expect(await resolvedAfter(bell.wait(20))).toBe(20);
  });

  it('does not keep a ring that woke a waiter', async () => {
    const bell = new Doorbell();
    expect(await resolvedAfter(bell.wait(500), (ms) => ms === 2 && bell.ring())).toBe(2);
    expect(await resolvedAfter(bell.wait(20))).toBe(20);
  });
});
