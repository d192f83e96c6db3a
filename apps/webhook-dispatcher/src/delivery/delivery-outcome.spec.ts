import { ClaimedDelivery } from './claims.repository';
import { decideOutcome, released } from './delivery-outcome';
import { ONE_ATTEMPT_ROUND } from './delivery-states';
import { RetrySchedule } from './retry-schedule';
import { AttemptResult, attemptResult } from './webhook-sender';

const NOW = Date.parse('2026-11-21T13:00:00.000Z');
const AT = new Date(NOW - 40);
const LEASE = new Date(NOW + 60_000);
// No jitter: every wait is exact.
const schedule = new RetrySchedule([5000, 60_000, 600_000], 0);

const claimed = (fields: Partial<ClaimedDelivery> = {}): ClaimedDelivery => ({
  endpointId: 'ep_a',
  messageId: 'msg_1',
  status: 'pending',
  attemptCount: 0,
  scheduleStep: 0,
  leaseUntil: LEASE,
  body: '{}',
  ...fields,
});
const sent = (fields: Partial<AttemptResult>) =>
  ({
    kind: 'sent',
    result: attemptResult({ attemptedAt: AT, durationMs: 40, ...fields }),
  }) as const;
const decide = (attempted: Parameters<typeof decideOutcome>[1], d = claimed()) =>
  decideOutcome(d, attempted, schedule, NOW);
const retryIn = (ms: number) => new Date(NOW + ms);

describe('decideOutcome', () => {
  it('2xx: delivered, with its attempt, a success for the endpoint', () => {
    const v = decide(sent({ ok: true, statusCode: 204, responseBody: 'ok' }), claimed({ scheduleStep: 2 }));
    expect(v.outcome.update).toEqual({
      endpointId: 'ep_a',
      messageId: 'msg_1',
      leaseUntil: LEASE,
      status: 'delivered',
      scheduleStep: 2,
      nextAttemptAt: null,
      attemptedAt: AT,
      lastError: null,
    });
    expect(v.outcome.attempt).toEqual({
      endpointId: 'ep_a',
      messageId: 'msg_1',
      attemptedAt: AT,
      statusCode: 204,
      durationMs: 40,
      error: null,
      responseBody: 'ok',
    });
    expect([v.outcome.health, v.counted, v.endpoint]).toEqual(['success', ['delivered'], 'learn']);
  });

  it.each([
    [301, 'answered 301 (redirects are not followed)'],
    [400, 'answered 400'],
    [500, 'answered 500'],
  ])('%i: a failed attempt, retried at the step of the schedule', (statusCode, error) => {
    const v = decide(sent({ statusCode, error }), claimed({ scheduleStep: 1, status: 'failing' }));
    expect(v.outcome.update).toMatchObject({
      status: 'failing',
      scheduleStep: 2,
      nextAttemptAt: retryIn(60_000),
      attemptedAt: AT,
      lastError: error,
    });
    expect(v.outcome.attempt).toMatchObject({ statusCode, error });
    expect([v.outcome.health, v.counted, v.endpoint]).toEqual(['failure', ['failed_attempt'], 'learn']);
  });

  it('a timeout or a network error: a failed attempt with no status, retried', () => {
    for (const error of ['timeout after 15000 ms', 'connect ECONNREFUSED 203.0.113.7:443']) {
      const v = decide(sent({ error }));
      expect(v.outcome.update).toMatchObject({
        status: 'failing',
        scheduleStep: 1,
        nextAttemptAt: retryIn(5000),
        lastError: error,
      });
      expect(v.outcome.attempt).toMatchObject({ statusCode: null, error });
      expect(v.endpoint).toBe('learn');
    }
  });

  it('refused by the SSRF guard: counted as refused, retried on the schedule', () => {
    const v = decide(sent({ refused: true, error: 'refused: 10.0.0.1 is a private address' }));
    expect(v.outcome.update).toMatchObject({ status: 'failing', scheduleStep: 1 });
    expect([v.outcome.health, v.counted]).toEqual(['failure', ['refused']]);
  });

  it('410: failed at once, with no retry left, and the endpoint disabled', () => {
    const v = decide(sent({ statusCode: 410, error: 'answered 410' }));
    expect(v.outcome.update).toMatchObject({
      status: 'failed',
      scheduleStep: 0,
      nextAttemptAt: null,
      lastError: 'answered 410',
    });
    expect(v.outcome.attempt).toMatchObject({ statusCode: 410 });
    expect([v.counted, v.endpoint]).toEqual([['failed_attempt', 'gave_up'], 'disable_gone']);
  });

  it('429 and 503 with Retry-After: wait what it asks, within the schedule bounds', () => {
    const wait = (statusCode: number, retryAfter: string) =>
      decide(sent({ statusCode, retryAfter })).outcome.update.nextAttemptAt!.getTime() - NOW;
    expect(wait(429, '30')).toBe(30_000);
    expect(wait(503, new Date(NOW + 120_000).toUTCString())).toBe(120_000);
    expect(wait(429, '1')).toBe(5000); // the shortest wait
    expect(wait(503, '86400')).toBe(600_000); // the longest wait
    expect(wait(429, 'soon')).toBe(5000); // unreadable: the schedule's own step
    expect(wait(500, '30')).toBe(5000); // only 429 and 503 are asked
  });

  it('the last attempt of the schedule, or of a one-attempt round: failed, and counted as given up', () => {
    for (const scheduleStep of [3, ONE_ATTEMPT_ROUND]) {
      const v = decide(
        sent({ statusCode: 500, error: 'answered 500' }),
        claimed({ scheduleStep, status: 'failing' }),
      );
      expect(v.outcome.update).toMatchObject({
        status: 'failed',
        scheduleStep,
        nextAttemptAt: null,
        lastError: 'answered 500',
      });
      expect(v.counted).toEqual(['failed_attempt', 'gave_up']);
    }
  });

  it('no secret can sign: a failed attempt on the schedule that says nothing of the endpoint', () => {
    const problem = 'cannot sign: the endpoint has no signing secret';
    const v = decide({ kind: 'unsigned', problem });
    expect(v.outcome.update).toMatchObject({
      status: 'failing',
      scheduleStep: 1,
      nextAttemptAt: retryIn(5000),
      attemptedAt: new Date(NOW),
      lastError: problem,
    });
    expect(v.outcome.attempt).toMatchObject({
      attemptedAt: new Date(NOW),
      statusCode: null,
      durationMs: 0,
      error: problem,
      responseBody: null,
    });
    expect([v.outcome.health, v.counted, v.endpoint]).toEqual([null, ['failed_attempt'], 'none']);
    expect(decide({ kind: 'unsigned', problem }, claimed({ scheduleStep: 3 })).counted).toEqual([
      'failed_attempt',
      'gave_up',
    ]);
  });

  it('a deleted or disabled endpoint: failed with no attempt, saying why', () => {
    const deleted = decide({ kind: 'endpoint_deleted' });
    expect(deleted.outcome).toEqual({
      update: {
        endpointId: 'ep_a',
        messageId: 'msg_1',
        leaseUntil: LEASE,
        status: 'failed',
        scheduleStep: 0,
        nextAttemptAt: null,
        attemptedAt: null,
        lastError: 'not sent: the endpoint was deleted',
      },
      attempt: null,
      health: null,
    });
    expect([deleted.counted, deleted.endpoint]).toEqual([['endpoint_deleted'], 'forget']);
    const disabled = decide({ kind: 'endpoint_disabled', reason: 'switched off through the API' });
    expect(disabled.outcome.update.lastError).toBe(
      'not sent: the endpoint is disabled (switched off through the API)',
    );
    expect([disabled.counted, disabled.endpoint]).toEqual([['endpoint_disabled'], 'forget']);
  });
});

describe('released', () => {
  it('gives a claim back unattempted, due at the time asked, its state kept', () => {
    const at = new Date(NOW + 30_000);
    expect(released(claimed({ status: 'failing', scheduleStep: 2 }), at)).toEqual({
      update: {
        endpointId: 'ep_a',
        messageId: 'msg_1',
        leaseUntil: LEASE,
        status: 'failing',
        scheduleStep: 2,
        nextAttemptAt: at,
        attemptedAt: null,
        lastError: null,
      },
      attempt: null,
      health: null,
    });
  });
});
