// The benchmark's baseline: a bare node:http server doing the same Redis + Postgres + Kafka work
// as POST /v1/workspaces/{id}/events, with no framework. Not part of the product; it measures what
// the framework and the product's own layers cost.
//
// Per request: read and check the JSON body, one rate-limit INCR, a SET NX claim, one INSERT of
// the event with its outbox row (one commit per request, no grouping), a SET marking it recorded.
// Live events only (`test` keeps its default, false), against the gateway's own schema.
// A relay loop publishes the outbox to Kafka (acks=all, idempotent), like the gateway's.
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import Redis from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';

const env = process.env;
const schema = `${env.DATABASE_SCHEMA_PREFIX ?? ''}gateway`;
const pool = new pg.Pool({
  connectionString: env.DATABASE_URL,
  max: 10,
  options: `-c search_path=${schema}`,
});
const redis = new Redis(env.REDIS_URL, { keyPrefix: env.REDIS_KEY_PREFIX });
const kafka = new Kafka({
  clientId: 'baseline',
  brokers: env.KAFKA_BROKERS.split(','),
  logLevel: logLevel.NOTHING,
});
const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
await producer.connect();
const topic = `${env.KAFKA_TOPIC_PREFIX ?? ''}conversions.recorded-events.v1`;

const INSERT = `WITH ins AS (
  INSERT INTO events (id, workspace_id, external_id, name, occurred_at, contact_id, campaign_id, value_minor, currency, payload_hash)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (workspace_id, test, external_id) DO NOTHING
  RETURNING id, received_at
), ob AS (INSERT INTO outbox (event_id) SELECT id FROM ins) SELECT id, received_at FROM ins`;

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = createServer((req, res) => {
  const match = /^\/v1\/workspaces\/([0-9a-f-]{36})\/events$/.exec(req.url ?? '');
  if (req.method !== 'POST' || !match) return send(res, 404, { error: 'not found' });
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    try {
      const e = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (typeof e.externalId !== 'string' || typeof e.name !== 'string' || typeof e.contactId !== 'string') {
        return send(res, 400, { error: 'invalid' });
      }
      const workspaceId = match[1];
      await redis.incr(`rl:${workspaceId}`);
      const key = `dedupe:${workspaceId}:${e.externalId}`;
      const claimed = await redis.set(key, 'p', 'PX', 10000, 'NX');
      if (!claimed) {
        const value = await redis.get(key);
        if (value?.startsWith('d:'))
          return send(res, 200, { id: value.slice(2), status: 'already_received' });
      }
      const hash = createHash('sha256').update(JSON.stringify(e)).digest();
      const { rows } = await pool.query(INSERT, [
        randomUUID(),
        workspaceId,
        e.externalId,
        e.name,
        e.occurredAt,
        e.contactId,
        e.campaignId ?? null,
        e.valueMinor ?? null,
        e.currency ?? null,
        hash,
      ]);
      const id = rows[0]?.id;
      if (!id) return send(res, 200, { status: 'already_received' });
      await redis.set(key, `d:${id}`, 'EX', 86400);
      send(res, 201, { id, status: 'recorded', externalId: e.externalId, receivedAt: rows[0].received_at });
    } catch (err) {
      send(res, 500, { error: String(err) });
    }
  });
});

let running = true;
async function relay() {
  while (running) {
    const client = await pool.connect();
    try {
      // The oldest rows first, then each probes its event, as the gateway's relay reads: a plain
      // join lets a planner fooled by the outbox's churn hash the whole events table every round.
      const { rows } = await client.query(
        `WITH next AS MATERIALIZED (SELECT seq, event_id FROM outbox ORDER BY seq LIMIT 1000)
         SELECT n.seq, e.id, e.workspace_id, e.contact_id, e.external_id
           FROM next n
          CROSS JOIN LATERAL (SELECT * FROM events e WHERE e.id = n.event_id OFFSET 0) e
          ORDER BY n.seq`,
      );
      if (rows.length) {
        await producer.send({
          topic,
          acks: -1,
          messages: rows.map((r) => ({ key: `${r.workspace_id}:${r.contact_id}`, value: JSON.stringify(r) })),
        });
        await client.query(`DELETE FROM outbox WHERE seq = ANY($1::bigint[])`, [rows.map((r) => r.seq)]);
      } else await new Promise((r) => setTimeout(r, 100));
    } finally {
      client.release();
    }
  }
}
void relay();

server.listen(Number(env.PORT), '127.0.0.1', () => process.stdout.write('baseline listening\n'));
process.on('SIGTERM', async () => {
  running = false;
  server.close();
  await producer.disconnect();
  await pool.end();
  redis.disconnect();
  process.exit(0);
});
