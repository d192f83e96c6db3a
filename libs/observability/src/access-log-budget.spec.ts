import { AccessLogBudget } from './access-log-budget';

describe('AccessLogBudget', () => {
  let now: number;
  let reports: { skipped: number; windowStart: string }[];
  const budget = (perSecond: number) =>
    new AccessLogBudget(
      perSecond,
      (skipped, windowStart) => reports.push({ skipped, windowStart: windowStart.toISOString() }),
      () => now,
    );

  beforeEach(() => {
    now = Date.parse('2026-11-23T10:00:00.000Z');
    reports = [];
  });

  it('admits the first lines of each second and reports what it skipped when the next opens', () => {
    const b = budget(2);
    expect([b.admit(), b.admit(), b.admit(), b.admit()]).toEqual([true, true, false, false]);
    now += 999;
    expect(b.admit()).toBe(false);
    expect(reports).toEqual([]);
    now += 1;
    expect([b.admit(), b.admit(), b.admit()]).toEqual([true, true, false]);
    expect(reports).toEqual([{ skipped: 3, windowStart: '2026-11-23T10:00:00.000Z' }]);
  });

  it('admits everything below the rate, so a quiet service logs every request', () => {
    const b = budget(100);
    for (let i = 0; i < 300; i++) {
      expect(b.admit()).toBe(true);
      now += 10;
    }
    b.flush();
    expect(reports).toEqual([]);
  });

  it('reports the open window at flush, once', () => {
    const b = budget(0);
    b.admit();
    b.admit();
    b.flush();
    b.flush();
    expect(reports).toEqual([{ skipped: 2, windowStart: '2026-11-23T10:00:00.000Z' }]);
  });
});
