/**
 * A fix for kafkajs 2.2.4's request queue, applied once when this library loads.
 *
 * Every broker connection has a RequestQueue. After each answer it calls
 * scheduleCheckPendingRequests(), which sets a timer for `throttledUntil - Date.now()` even when
 * nothing waits and nothing is throttled. `throttledUntil` is -1 by default, so the delay is about
 * minus the current epoch time. Node runs it after 1 ms, and the timer's callback schedules the
 * next one. The result is a 1 ms loop on every connection, for as long as the connection lives.
 * On Node 24 each round also prints a TimeoutNegativeWarning on stderr.
 *
 * Upstream: tulios/kafkajs issues #1704 (the loop) and #1751 (the warning), and the fixes proposed
 * in pull requests #1755 and #1768, none released (the last kafkajs release is 2.2.4, of 2023).
 *
 * Written here rather than patched in node_modules: the runtime image installs with
 * --ignore-scripts, so a postinstall patch would not reach it. The replacement keeps kafkajs's
 * rule, with one exception: when nothing is pending and no throttle is running out, it sets no
 * timer. Nothing needs checking then. A later request is sent from push(), and a later throttle
 * schedules its own check. It applies only to the version it was written against (see
 * kafkaRequestQueueFixed), so an upgrade falls back to the library's own code.
 */
import { createRequire } from 'node:module';

const FIXED_VERSION = '2.2.4';
/** kafkajs's own CHECK_PENDING_REQUESTS_INTERVAL (src/network/requestQueue/index.js). */
const CHECK_PENDING_REQUESTS_INTERVAL_MS = 10;

/** The fields of kafkajs's RequestQueue that scheduleCheckPendingRequests reads and writes. */
export interface RequestQueueState {
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  pending: unknown[];
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

const load = createRequire(__filename);
const version = (load('kafkajs/package.json') as { version: string }).version;
const RequestQueue = load('kafkajs/src/network/requestQueue') as { prototype: RequestQueueState };

/** kafkajs's scheduleCheckPendingRequests, without the timer when there is nothing to check. */
function scheduleCheckPendingRequests(this: RequestQueueState): void {
  if (this.throttleCheckTimeoutId) return;
  const untilUnthrottled = this.throttledUntil - Date.now();
  let delay: number;
  if (this.pending.length > 0)
    delay = untilUnthrottled > 0 ? untilUnthrottled : CHECK_PENDING_REQUESTS_INTERVAL_MS;
  else if (untilUnthrottled > 0) delay = untilUnthrottled;
  else return;
  this.throttleCheckTimeoutId = setTimeout(() => {
    this.throttleCheckTimeoutId = null;
    this.checkPendingRequests();
  }, delay);
}

/** Whether the fix is in place (false once kafkajs is another version than the one it fixes). */
export const kafkaRequestQueueFixed = version === FIXED_VERSION;
if (kafkaRequestQueueFixed)
  RequestQueue.prototype.scheduleCheckPendingRequests = scheduleCheckPendingRequests;

/** The queue class the fix applies to, for its spec. */
export const KafkaRequestQueue = RequestQueue;
