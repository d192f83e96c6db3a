import { Logger } from '@nestjs/common';
import { ONE_ATTEMPT_ROUND } from './delivery-states';
import { answer, delivery, endpoint, harness } from './delivery-engine.harness';

// AttemptRunner: each attempt's outcome, recorded through the running engine; storage, directory and HTTP are fakes (delivery-engine.harness.ts).

describe('AttemptRunner', () => {
  beforeAll(() => {
    for (const level of ['log', 'warn', 'error'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
    }
  });
  afterAll(() => jest.restoreAllMocks());

  it('schedules a retry after a failure, and gives up when the schedule is used up', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      { ep_a: () => answer({ statusCode: 500, error: 'answered 500' }) },
    );
    const before = Date.now();
    await h.run([
      delivery('ep_a', 'msg_1'),
      delivery('ep_a', 'msg_2', { scheduleStep: 2, status: 'failing' }),
    ]);
    const retry = h.update('msg_1')!;
    expect(retry).toMatchObject({ status: 'failing', scheduleStep: 1, lastError: 'answered 500' });
    expect(retry.nextAttemptAt!.getTime() - before).toBeGreaterThanOrEqual(5000);
    expect(h.update('msg_2')).toMatchObject({
      status: 'failed',
      nextAttemptAt: null,
      lastError: 'answered 500',
    });
  });

  it('ends a redelivery round after its one attempt', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      { ep_a: () => answer({ statusCode: 500, error: 'answered 500' }) },
    );
    await h.run([delivery('ep_a', 'msg_1', { scheduleStep: ONE_ATTEMPT_ROUND })]);
    expect(h.update('msg_1')).toMatchObject({ status: 'failed', scheduleStep: ONE_ATTEMPT_ROUND });
  });

  it('honours Retry-After on a 429', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      { ep_a: () => answer({ statusCode: 429, error: 'answered 429', retryAfter: '30' }) },
    );
    const before = Date.now();
    await h.run([delivery('ep_a', 'msg_1')]);
    const wait = h.update('msg_1')!.nextAttemptAt!.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(30_000);
    expect(wait).toBeLessThan(31_000);
  });

  it('records a refused delivery as a failed attempt with the reason, on the retry schedule', async () => {
    const reason = 'refused: 10.0.0.1 is a private address; deliveries only reach public addresses';
    const h = harness({ ep_a: endpoint('ep_a') }, { ep_a: () => answer({ refused: true, error: reason }) });
    await h.run([delivery('ep_a', 'msg_1')]);
    expect(h.update('msg_1')).toMatchObject({ status: 'failing', scheduleStep: 1, lastError: reason });
    expect(h.repository.attempts[0]).toMatchObject({ error: reason, statusCode: null });
  });
});
