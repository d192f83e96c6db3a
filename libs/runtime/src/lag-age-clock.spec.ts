import { LagAgeClock } from './lag-age-clock';

describe('LagAgeClock', () => {
  it('reads 0 while the group has consumed everything', () => {
    const clock = new LagAgeClock();
    clock.observe(0, 10, 10);
    clock.observe(5_000, 10, 10);
    expect(clock.ageSeconds(5_000)).toBe(0);
  });

  it('ages a lag from the first poll whose high watermark passed the committed offset', () => {
    const clock = new LagAgeClock();
    clock.observe(0, 10, 10);
    clock.observe(5_000, 12, 10); // offsets 10 and 11 produced between 0 and 5 s
    clock.observe(10_000, 20, 10);
    expect(clock.ageSeconds(12_000)).toBe(7);
    // Offsets up to 11 consumed: the oldest waiting message (12) was first seen at 10 s.
    clock.observe(15_000, 20, 12);
    expect(clock.ageSeconds(15_000)).toBe(5);
    clock.observe(20_000, 20, 20);
    expect(clock.ageSeconds(20_000)).toBe(0);
  });

  it('ages a lag already there at the first poll from that poll (a lower bound)', () => {
    const clock = new LagAgeClock();
    clock.observe(1_000, 500, 100);
    expect(clock.ageSeconds(31_000)).toBe(30);
  });
});
