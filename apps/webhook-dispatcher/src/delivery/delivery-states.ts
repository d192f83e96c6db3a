/**
 * The states of a delivery (one message to one endpoint), as the delivery log shows them:
 * - `pending`: not attempted yet in this round, due at next_attempt_at;
 * - `failing`: attempted and failed, a retry is scheduled at next_attempt_at;
 * - `delivered`: a 2xx answer;
 * - `failed`: no retry left, or the endpoint was disabled or deleted; recover or redeliver
 *   starts a new round.
 */
export type DeliveryStatus = 'pending' | 'failing' | 'delivered' | 'failed';

/**
 * `schedule_step` of a round started by hand (redeliver, recover): past every schedule's end, so
 * the round is one attempt, and a failure leaves the delivery failed again rather than starting
 * days of retries nobody asked for.
 */
export const ONE_ATTEMPT_ROUND = 1000;
