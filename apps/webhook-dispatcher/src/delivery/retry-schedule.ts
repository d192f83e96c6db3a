import { DeliveryStatus, ONE_ATTEMPT_ROUND } from './delivery-states';

/**
 * When a failed delivery is tried again (docs/webhooks.md#retry-schedule), as a pure function of the schedule,
 * the step the delivery is at, the time, and what the receiver asked for:
 * - WEBHOOK_RETRY_SCHEDULE lists the waits before each retry (`5s,5m,30m,2h,5h,10h,10h`); a
 *   delivery at `schedule_step` k < length waits step k, jittered by ±WEBHOOK_RETRY_JITTER_PERCENT
 *   so that deliveries failed together do not all come back together, and moves to step k + 1;
 * - at step >= length (the schedule used up, or a one-attempt round started by redeliver or
 *   recover: ONE_ATTEMPT_ROUND) the delivery is failed, with no next attempt;
 * - a 429 or 503 with `Retry-After` (seconds or an HTTP date) waits what the receiver asked,
 *   clamped to [shortest, longest] wait of the schedule, and jittered upwards only, so that it is
 *   never earlier than asked. It uses up a step like any other failure.
 */
export type RetryDecision =
  | { status: Extract<DeliveryStatus, 'failing'>; scheduleStep: number; nextAttemptAt: Date }
  | { status: Extract<DeliveryStatus, 'failed'>; scheduleStep: number; nextAttemptAt: null };

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `5s,5m,30m` as milliseconds. The config validation has checked the form already. */
export function parseRetrySchedule(spec: string): number[] {
  return spec.split(',').map((part) => {
    const match = /^(\d+)(ms|s|m|h|d)$/.exec(part.trim());
    if (!match) throw new Error(`WEBHOOK_RETRY_SCHEDULE: "${part}" is not a wait such as 5s, 30m or 2h`);
    return Number(match[1]) * UNIT_MS[match[2]];
  });
}

/** What `Retry-After` asks for, in milliseconds from now; null if absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its month (RFC 9110 5.6.7); Date.parse would read "-5" as a year.
  const at = /[A-Za-z]{3}/.test(trimmed) ? Date.parse(trimmed) : NaN;
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - nowMs);
}

export class RetrySchedule {
  private readonly shortest: number;
  private readonly longest: number;

  constructor(
    readonly waitsMs: readonly number[],
    private readonly jitterPercent: number,
    private readonly random: () => number = Math.random,
  ) {
    if (waitsMs.length === 0) throw new Error('a retry schedule needs at least one wait');
    this.shortest = Math.min(...waitsMs);
    this.longest = Math.max(...waitsMs);
  }

  static parse(spec: string, jitterPercent: number): RetrySchedule {
    return new RetrySchedule(parseRetrySchedule(spec), jitterPercent);
  }

  /** After a failed attempt at `step` (its schedule_step): retry when, or give up. */
  afterFailure(step: number, nowMs: number, retryAfterMs: number | null = null): RetryDecision {
    if (step >= this.waitsMs.length || step >= ONE_ATTEMPT_ROUND) {
      return { status: 'failed', scheduleStep: step, nextAttemptAt: null };
    }
    const jitter = this.jitterPercent / 100;
    let waitMs: number;
    if (retryAfterMs !== null) {
      const asked = Math.min(Math.max(retryAfterMs, this.shortest), this.longest);
      waitMs = asked * (1 + jitter * this.random());
    } else {
      waitMs = this.waitsMs[step] * (1 + jitter * (2 * this.random() - 1));
    }
    return { status: 'failing', scheduleStep: step + 1, nextAttemptAt: new Date(nowMs + Math.round(waitMs)) };
  }
}
