import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { schemaName } from '@app/database';
import { createWorkspaceWithKey } from '@app/testing';
import { adjustmentBody, postAdjustment } from '../support/adjustments';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { getJson, MANUAL_ERASURE_ENV, postErasure } from '../support/privacy';

/**
 * The access export (docs/privacy.md#access): GET .../contacts/{contactId}/data holds the contact's
 * events and adjustments with attribution's decisions, the webhook messages naming it with their
 * deliveries and attempts, and whether it is suppressed; and nothing of any other contact or
 * workspace. Attribution's decisions and the dispatcher's messages are written here as those
 * services write them (the spec starts the gateway alone).
 */
describe('contact data export', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let ws: string;
  let key: string;
  const prefix = process.env.DATABASE_SCHEMA_PREFIX ?? '';
  const attribution = `"${schemaName(prefix, 'attribution')}"`;
  const dispatcher = `"${schemaName(prefix, 'webhookDispatcher')}"`;
  const exportOf = (contactId: string, workspaceId = ws, bearer = key) =>
    getJson(app, bearer, `/v1/workspaces/${workspaceId}/contacts/${encodeURIComponent(contactId)}/data`);

  beforeAll(async () => {
    app = await startGateway(MANUAL_ERASURE_ENV);
    db = app.get(DataSource);
    const setup = await createWorkspaceWithKey(app);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => app.close());

  async function record(contactId: string, workspaceId = ws, bearer = key) {
    const body = eventBody({ contactId });
    const res = await postEvent(app, workspaceId, bearer, body);
    expect(res.statusCode).toBe(201);
    return { id: res.json().id as string, externalId: body.externalId as string, body };
  }

  /** A webhook message as the dispatcher stores it, delivered to one endpoint after two attempts. */
  async function message(workspaceId: string, type: string, data: object, eventId: string) {
    const id = `msg_${randomUUID().replace(/-/g, '').slice(0, 22)}`;
    const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
    await db.query(
      `INSERT INTO ${dispatcher}.messages (id, workspace_id, type, event_id, body) VALUES ($1, $2, $3, $4, $5)`,
      [id, workspaceId, type, eventId, body],
    );
    await db.query(
      `INSERT INTO ${dispatcher}.deliveries (endpoint_id, message_id, workspace_id, type, status, attempt_count, last_attempt_at)
       VALUES ('ep_test', $1, $2, $3, 'delivered', 2, now())`,
      [id, workspaceId, type],
    );
    await db.query(
      `INSERT INTO ${dispatcher}.attempts (endpoint_id, message_id, attempted_at, status_code, duration_ms, error, response_body)
       VALUES ('ep_test', $1, now() - interval '1 minute', 503, 40, 'answered 503', 'busy'),
              ('ep_test', $1, now(), 200, 12, NULL, 'ok')`,
      [id],
    );
    return id;
  }

  it("holds exactly the contact's data: events, adjustments, decisions, webhook messages; nothing of anyone else", async () => {
    const contactId = `Ana María/${randomUUID()}`; // the path segment is URL-encoded
    const other = `other-${randomUUID()}`;
    const first = await record(contactId);
    const second = await record(contactId);
    const theirs = await record(other);
    const restated = await postAdjustment(app, ws, key, adjustmentBody(first.externalId));
    expect(restated.statusCode).toBe(201);
    await postAdjustment(app, ws, key, adjustmentBody(theirs.externalId));
    // The same contactId in another workspace is another person.
    const elsewhere = await createWorkspaceWithKey(app, ['events:write']);
    const foreign = await record(contactId, elsewhere.workspace.id, elsewhere.key.key);

    // Attribution decided the first event (counted, then restated) and not the second yet.
    await db.query(
      `INSERT INTO ${attribution}.decisions (event_id, workspace_id, campaign_id, contact_id, counted, reason, message, decided_at)
       VALUES ($1, $2, 'spring-sale', $3, true, 'counted', 'Counted.', now())`,
      [first.id, ws, contactId],
    );
    await db.query(
      `INSERT INTO ${attribution}.conversions (event_id, workspace_id, campaign_id, contact_id, occurred_at, net_value_minor)
       VALUES ($1, $2, 'spring-sale', $3, now(), 2999)`,
      [first.id, ws, contactId],
    );
    await db.query(
      `INSERT INTO ${attribution}.adjustment_decisions
         (adjustment_id, event_id, workspace_id, campaign_id, contact_id, type, received_at, applied, reason, message,
          decided_at, previous_value_minor, net_value_minor, recorded)
       VALUES ($1, $2, $3, 'spring-sale', $4, 'restatement', now(), true, 'applied', 'Applied.', now(), 4999, 2999, '{}')`,
      [restated.json().id, first.id, ws, contactId],
    );
    const recordedMessage = await message(ws, 'event.recorded', { id: first.id, contactId }, first.id);
    const countedMessage = await message(
      ws,
      'conversion.counted',
      { event: { id: first.id, contactId }, campaignId: 'spring-sale' },
      first.id,
    );
    await message(ws, 'event.recorded', { id: theirs.id, contactId: other }, theirs.id);
    await message(elsewhere.workspace.id, 'event.recorded', { id: foreign.id, contactId }, foreign.id);

    const res = await exportOf(contactId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data).toMatchObject({
      contactId,
      workspaceId: ws,
      generatedAt: expect.any(String),
      suppressed: false,
      truncated: { events: false, adjustments: false, webhookMessages: false },
    });
    expect(data.events.map((e: { id: string }) => e.id)).toEqual([second.id, first.id]); // newest first
    expect(data.events[1]).toEqual({
      id: first.id,
      externalId: first.externalId,
      name: first.body.name,
      occurredAt: first.body.occurredAt,
      receivedAt: expect.any(String),
      contactId,
      campaignId: 'spring-sale',
      valueMinor: '4999',
      currency: 'EUR',
      test: false,
      attribution: {
        counted: true,
        reason: 'counted',
        message: 'Counted.',
        decidedAt: expect.any(String),
        netValueMinor: '2999',
        retractedAt: null,
      },
    });
    expect(data.events[0].attribution).toBeNull();
    expect(data.adjustments).toEqual([
      expect.objectContaining({
        id: restated.json().id,
        eventId: first.id,
        type: 'restatement',
        decision: expect.objectContaining({
          applied: true,
          previousValueMinor: '4999',
          netValueMinor: '2999',
        }),
      }),
    ]);
    expect(data.webhookMessages.map((m: { id: string }) => m.id).sort()).toEqual(
      [recordedMessage, countedMessage].sort(),
    );
    const counted = data.webhookMessages.find((m: { id: string }) => m.id === countedMessage);
    expect(counted).toMatchObject({
      type: 'conversion.counted',
      test: false,
      payload: { type: 'conversion.counted', data: { event: { contactId } } },
      deliveries: [
        {
          endpointId: 'ep_test',
          status: 'delivered',
          attemptCount: 2,
          attempts: [
            { statusCode: 503, error: 'answered 503', responseBody: 'busy' },
            { statusCode: 200, error: null, responseBody: 'ok' },
          ],
        },
      ],
    });
    // Not a trace of the other contact, nor of the same contactId in the other workspace.
    for (const absent of [other, theirs.id, theirs.externalId, foreign.id, elsewhere.workspace.id])
      expect(res.body).not.toContain(absent);

    // Once an erasure is requested, the contact is suppressed.
    expect((await postErasure(app, ws, key, { contactIds: [contactId] })).statusCode).toBe(202);
    expect((await exportOf(contactId)).json().suppressed).toBe(true);
  });

  it('a contact nothing is known about: empty lists, not a 404', async () => {
    const res = await exportOf(`nobody-${randomUUID()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ events: [], adjustments: [], webhookMessages: [], suppressed: false });
  });

  it('400 naming contactId when it is not one an event could carry', async () => {
    const res = await exportOf('x'.repeat(129));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'contactId', code: 'invalid_length', message: expect.stringContaining('1 to 128') }],
    });
    // A control character never gets that far: the URL itself is refused.
    expect((await exportOf('a\u0007b')).statusCode).toBe(400);
  });
});
