// Webhook endpoints and deliveries for the benchmarks: one created through the API, as a user
// would, or many written directly with SQL (endpoints with sealed secrets, a backlog of due
// deliveries with the bodies the dispatcher itself builds) to measure a dispatcher replica alone.
import { randomUUID } from 'node:crypto';
import { CHUNK } from './end-to-end.mjs';

/** An endpoint subscribed to `eventTypes` (event.recorded) at `target`, created through the gateway's API; its id. */
export async function createEndpoint(
  url,
  { workspaceId, apiKey },
  target,
  description,
  eventTypes = ['event.recorded'],
) {
  const res = await fetch(`${url}/v1/workspaces/${workspaceId}/webhook-endpoints`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: target, eventTypes, description }),
  });
  if (res.status !== 201)
    throw new Error(`creating the webhook endpoint answered ${res.status}: ${await res.text()}`);
  return (await res.json()).id;
}

/**
 * `count` endpoints at `<url>/<i>` with a signing secret each, sealed by `cipher`
 * (webhooks' SecretCipher), written as the gateway's API would; their ids.
 */
export async function insertEndpoints({ db, env, webhooks, cipher }, workspaceId, url, count) {
  const gateway = `${env.DATABASE_SCHEMA_PREFIX}gateway`;
  const ids = [];
  for (let i = 0; i < count; i++) {
    const id = webhooks.newEndpointId();
    await db.query(
      `INSERT INTO "${gateway}".webhook_endpoints (id, workspace_id, url, description) VALUES ($1, $2, $3, 'bench')`,
      [id, workspaceId, `${url}/${i}`],
    );
    await db.query(
      `INSERT INTO "${gateway}".webhook_endpoint_secrets (endpoint_id, sealed) VALUES ($1, $2)`,
      [id, cipher.seal(webhooks.newSigningSecret())],
    );
    ids.push(id);
  }
  return ids;
}

/**
 * `count` event.recorded messages built by `recordedMessage` (the dispatcher's own), each with one
 * due delivery (endpoints taken in turn); then ANALYZE, as autovacuum would soon after such an insert.
 */
export async function insertBacklog({ db, env, recordedMessage }, workspaceId, endpointIds, count) {
  const schema = `${env.DATABASE_SCHEMA_PREFIX}webhook_dispatcher`;
  const now = new Date().toISOString();
  for (let i = 0; i < count; i += CHUNK) {
    const messages = Array.from({ length: Math.min(CHUNK, count - i) }, (_, j) =>
      recordedMessage({
        eventId: randomUUID(),
        workspaceId,
        externalId: `bench-${i + j}`,
        name: 'order_paid',
        occurredAt: now,
        receivedAt: now,
        contactId: `contact-${(i + j) % 5000}`,
        campaignId: 'bench',
        valueMinor: '4999',
        currency: 'EUR',
      }),
    );
    await db.query(
      `INSERT INTO "${schema}".messages (id, workspace_id, type, event_id, body)
       SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::uuid[], $5::text[])`,
      [
        messages.map((m) => m.id),
        messages.map((m) => m.workspaceId),
        messages.map((m) => m.type),
        messages.map((m) => m.eventId),
        messages.map((m) => m.body),
      ],
    );
    await db.query(
      `INSERT INTO "${schema}".deliveries (endpoint_id, message_id, workspace_id, type, next_attempt_at)
       SELECT d.endpoint_id, d.message_id, $3, 'event.recorded', now()
         FROM unnest($1::text[], $2::text[]) AS d (endpoint_id, message_id)`,
      [
        messages.map((_, j) => endpointIds[(i + j) % endpointIds.length]),
        messages.map((m) => m.id),
        workspaceId,
      ],
    );
  }
  await db.query(`ANALYZE "${schema}".messages, "${schema}".deliveries`);
}
