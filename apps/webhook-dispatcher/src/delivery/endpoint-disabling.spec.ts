import { failingTooLongReason, goneReason } from './endpoint-disabling';

const DAY = 86_400;
const NOW = Date.parse('2026-11-21T13:00:00.000Z');
const daysAgo = (n: number) => new Date(NOW - n * DAY * 1000);

describe('failingTooLongReason', () => {
  it('leaves an endpoint failing for less than the period alone', () => {
    expect(failingTooLongReason(daysAgo(4.9), daysAgo(30), NOW, 5 * DAY)).toBeNull();
  });

  it('disables an endpoint failing for the whole period, saying since when', () => {
    expect(failingTooLongReason(daysAgo(5), daysAgo(30), NOW, 5 * DAY)).toBe(
      'Every delivery has failed since 2026-11-16T13:00:00.000Z, for more than 5 days without a single success. Re-enable it to receive messages again.',
    );
  });

  it('counts from a re-enable through the API when that is later', () => {
    expect(failingTooLongReason(daysAgo(10), daysAgo(1), NOW, 5 * DAY)).toBeNull();
    expect(failingTooLongReason(daysAgo(10), daysAgo(6), NOW, 5 * DAY)).toContain(
      'since 2026-11-15T13:00:00.000Z',
    );
  });

  it('names short periods plainly (shrunk in tests)', () => {
    expect(failingTooLongReason(new Date(NOW - 3000), daysAgo(1), NOW, 3)).toContain('more than 3 seconds');
    expect(failingTooLongReason(new Date(NOW - 3_600_000), daysAgo(1), NOW, 3600)).toContain(
      'more than 1 hour',
    );
  });
});

describe('goneReason', () => {
  it('says the endpoint answered 410', () => {
    expect(goneReason(new Date(NOW))).toBe(
      'The endpoint answered 410 Gone on 2026-11-21T13:00:00.000Z. Re-enable it to receive messages again.',
    );
  });
});
