/**
 * When the dispatcher disables an endpoint (docs/webhooks.md#disabled-endpoints), as pure functions; the reason
 * is what the API and the console show.
 * - A 410 Gone answer disables it at once: the receiver says the URL is gone for good.
 * - Failing without a single success for WEBHOOK_DISABLE_AFTER_SECONDS disables it. The failing
 *   period counts from the later of failing_since and the last switch through the API
 *   (enabled_changed_at), so that re-enabling gives the endpoint a whole new period.
 */
export type DisableCause = 'gone' | 'failing';

export function goneReason(at: Date): string {
  return `The endpoint answered 410 Gone on ${at.toISOString()}. Re-enable it to receive messages again.`;
}

export function failingTooLongReason(
  failingSince: Date,
  enabledChangedAt: Date,
  nowMs: number,
  disableAfterSeconds: number,
): string | null {
  const since = Math.max(failingSince.getTime(), enabledChangedAt.getTime());
  if (nowMs - since < disableAfterSeconds * 1000) return null;
  return (
    `Every delivery has failed since ${new Date(since).toISOString()}, for more than ` +
    `${duration(disableAfterSeconds)} without a single success. Re-enable it to receive messages again.`
  );
}

function duration(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  for (const [size, name] of units) {
    if (seconds % size === 0) {
      const n = seconds / size;
      return `${n} ${name}${n === 1 ? '' : 's'}`;
    }
  }
  return `${seconds} seconds`;
}
