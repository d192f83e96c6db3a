import { ClaimedDelivery } from './claims.repository';
import { DeliveryLatencyMetrics } from './delivery-latency-metrics';
import { DeliveryOutcomeLabel } from './delivery-metrics';
import { Outcome } from './outcome-recorder';
import { parseRetryAfter, RetrySchedule } from './retry-schedule';
import { AttemptResult } from './webhook-sender';

/** How a claimed delivery's turn ended. */
export type Attempted =
  /** An attempt was sent (or refused by the SSRF guard or the URL rules): its result. */
  | { kind: 'sent'; result: AttemptResult }
  /** No secret could sign: an operator's key problem, not the endpoint's. */
  | { kind: 'unsigned'; problem: string }
  /** Not sent: the endpoint was deleted, or is disabled (`reason`). */
  | { kind: 'endpoint_deleted' }
  | { kind: 'endpoint_disabled'; reason: string | null };

/** What the endpoint's health learns from it. */
export type EndpointEffect =
  /** An answer or a network failure: the circuit counts it (outcome.health says which). */
  | 'learn'
  /** 410 Gone: disable the endpoint at once; nothing more goes there. */
  | 'disable_gone'
  /** Nothing (our own fault); a probe ends without telling anything. */
  | 'none'
  /** The endpoint is deleted or disabled: forget its circuit and lane. */
  | 'forget';

export interface Verdict {
  /** What the recorder writes: the delivery's update, the attempt row, the health it says. */
  outcome: Outcome;
  /** The `webhook_deliveries_total` outcomes it counts, in order. */
  counted: DeliveryOutcomeLabel[];
  endpoint: EndpointEffect;
}

/**
 * The fate of one claimed delivery, as one pure function (given the schedule, whose jitter is
 * its own): 2xx delivers it; any other answer, a refusal, a timeout or a network error is a
 * failed attempt retried on the RetrySchedule (Retry-After honoured on 429 and 503, within the
 * schedule's bounds) or, with the schedule used up, failed; 410 fails it and disables the
 * endpoint; a key problem is a failed attempt on the schedule that says nothing of the endpoint;
 * a deleted or disabled endpoint ends it failed with no attempt.
 */
export function decideOutcome(
  d: ClaimedDelivery,
  attempted: Attempted,
  schedule: RetrySchedule,
  nowMs: number,
): Verdict {
  const key = { endpointId: d.endpointId, messageId: d.messageId, leaseUntil: d.leaseUntil };
  if (attempted.kind === 'endpoint_deleted' || attempted.kind === 'endpoint_disabled') {
    const lastError =
      attempted.kind === 'endpoint_deleted'
        ? 'not sent: the endpoint was deleted'
        : `not sent: the endpoint is disabled (${attempted.reason})`;
    return {
      outcome: {
        update: {
          ...key,
          status: 'failed',
          scheduleStep: d.scheduleStep,
          nextAttemptAt: null,
          attemptedAt: null,
          lastError,
        },
        attempt: null,
        health: null,
      },
      counted: [attempted.kind],
      endpoint: 'forget',
    };
  }
  if (attempted.kind === 'unsigned') {
    const next = schedule.afterFailure(d.scheduleStep, nowMs);
    const attemptedAt = new Date(nowMs);
    return {
      outcome: {
        update: { ...key, ...next, attemptedAt, lastError: attempted.problem },
        attempt: {
          ...key0(d),
          attemptedAt,
          statusCode: null,
          durationMs: 0,
          error: attempted.problem,
          responseBody: null,
        },
        health: null,
      },
      counted: next.status === 'failed' ? ['failed_attempt', 'gave_up'] : ['failed_attempt'],
      endpoint: 'none',
    };
  }
  const result = attempted.result;
  const attempt = {
    ...key0(d),
    attemptedAt: result.attemptedAt,
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    error: result.error,
    responseBody: result.responseBody,
  };
  if (result.ok) {
    return {
      outcome: {
        update: {
          ...key,
          status: 'delivered',
          scheduleStep: d.scheduleStep,
          nextAttemptAt: null,
          attemptedAt: result.attemptedAt,
          lastError: null,
        },
        attempt,
        health: 'success',
        received: DeliveryLatencyMetrics.receiptOf(d.body),
      },
      counted: ['delivered'],
      endpoint: 'learn',
    };
  }
  const gone = result.statusCode === 410;
  const retryAfterMs =
    result.statusCode === 429 || result.statusCode === 503 ? parseRetryAfter(result.retryAfter, nowMs) : null;
  const next = gone
    ? { status: 'failed' as const, scheduleStep: d.scheduleStep, nextAttemptAt: null }
    : schedule.afterFailure(d.scheduleStep, nowMs, retryAfterMs);
  const counted: DeliveryOutcomeLabel[] = [result.refused ? 'refused' : 'failed_attempt'];
  if (next.status === 'failed') counted.push('gave_up');
  return {
    outcome: {
      update: { ...key, ...next, attemptedAt: result.attemptedAt, lastError: result.error },
      attempt,
      health: 'failure',
    },
    counted,
    endpoint: gone ? 'disable_gone' : 'learn',
  };
}

/** A claimed delivery given back unattempted, due at `at`: status, step and last error kept. */
export function released(d: ClaimedDelivery, at: Date): Outcome {
  return {
    update: {
      endpointId: d.endpointId,
      messageId: d.messageId,
      leaseUntil: d.leaseUntil,
      status: d.status,
      scheduleStep: d.scheduleStep,
      nextAttemptAt: at,
      attemptedAt: null,
      lastError: null,
    },
    attempt: null,
    health: null,
  };
}

function key0(d: ClaimedDelivery): { endpointId: string; messageId: string } {
  return { endpointId: d.endpointId, messageId: d.messageId };
}
