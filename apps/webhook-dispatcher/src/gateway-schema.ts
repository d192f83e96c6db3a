/**
 * The gateway's Postgres schema, where webhook endpoints and their sealed secrets live. The
 * dispatcher reads it (which endpoints want a message, where to send it, with which secrets)
 * and never writes it.
 */
export const GATEWAY_SCHEMA = Symbol('GATEWAY_SCHEMA');
