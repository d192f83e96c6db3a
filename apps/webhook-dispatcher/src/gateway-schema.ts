/**
 * The gateway's Postgres schema, where webhook endpoints and their sealed secrets live. The
 * dispatcher reads it (which endpoints want a message, where to send it, with which secrets)
 * and never writes it.
 */
export const GATEWAY_SCHEMA = Symbol('GATEWAY_SCHEMA');

/**
 * Whether an endpoint is enabled, as SQL over `e` (the gateway's webhook_endpoints) and `h` (this
 * schema's endpoint_health, LEFT JOINed): switched on through the API, and not disabled by the
 * dispatcher since (a disable recorded before the last change through the API is overridden).
 * The gateway shows the same rule (apps/gateway/src/webhooks/webhook-rules.ts).
 */
export const EFFECTIVELY_ENABLED_SQL =
  'e.enabled AND NOT (h.disabled_at IS NOT NULL AND h.disabled_at > e.enabled_changed_at)';
