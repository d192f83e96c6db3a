import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { loadEnv, GatewayEnv } from '@app/config';
import { schemaName } from '@app/database';
import { createWorkspaceWithKey } from '@app/testing';
import { adjustmentBody, getJson, postAdjustment, retractionBody } from '../support/adjustments';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';

/**
 * POST and GET .../adjustments against real Postgres, Redis and Kafka: the events' answers
 * (201, 200 with Payload-Differs, 409, 400 naming the field), the 404 of an unknown event, and the
 * reads with the outcome attribution decided (docs/api.md, "Adjustments").
 */
describe('adjustments API', () => {
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;
  let db: DataSource;
  const attribution = schemaName(
    loadEnv(GatewayEnv, { ...process.env, PORT: '0' }).DATABASE_SCHEMA_PREFIX,
    'attribution',
  );

  beforeAll(async () => {
    app = await startGateway({ RATE_LIMIT_REQUESTS: '100000' });
    const setup = await createWorkspaceWithKey(app, ['events:write', 'events:read']);
    ws = setup.workspace.id;
    key = setup.key.key;
    db = app.get(DataSource);
  });
  afterAll(async () => app.close());

  /** Records an event and answers its externalId and id. */
  async function recordedEvent(overrides: Record<string, unknown> = {}) {
    const body = eventBody(overrides);
    const res = await postEvent(app, ws, key, body);
    expect(res.statusCode).toBe(201);
    return { externalId: body.externalId as string, id: res.json().id as string, body };
  }

  it('201 with Location; the Location reads the adjustment, normalised, outcome pending', async () => {
    const event = await recordedEvent();
    const body = adjustmentBody(event.externalId, {
      occurredAt: '2026-11-23T10:29:00.5+01:00',
      valueMinor: '2999',
    });
    body.occurredAt = new Date(Date.now() - 60_000).toISOString().replace('Z', '+00:00');
    const res = await postAdjustment(app, ws, key, body);
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'recorded',
      adjustmentId: body.adjustmentId,
      externalId: event.externalId,
      receivedAt: expect.stringMatching(/\.\d{3}Z$/),
    });
    expect(res.headers.location).toBe(`/v1/workspaces/${ws}/adjustments/${receipt.id}`);
    expect(res.headers['payload-differs']).toBeUndefined();

    const read = await getJson(app, key, res.headers.location as string);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      id: receipt.id,
      adjustmentId: body.adjustmentId,
      externalId: event.externalId,
      eventId: event.id,
      type: 'restatement',
      occurredAt: new Date(body.occurredAt as string).toISOString(),
      receivedAt: receipt.receivedAt,
      valueMinor: '2999',
      currency: 'EUR',
      test: false,
      outcome: { status: 'pending', reason: null, message: null, decidedAt: null },
    });
  });

  it('occurredAt with an offset is stored in UTC with milliseconds', async () => {
    const event = await recordedEvent();
    const local = new Date(Date.now() - 3_600_000);
    local.setUTCMilliseconds(0);
    const shifted = new Date(local.getTime() + 2 * 3_600_000).toISOString().slice(0, 19) + '+02:00';
    const res = await postAdjustment(app, ws, key, retractionBody(event.externalId, { occurredAt: shifted }));
    expect(res.statusCode).toBe(201);
    const read = (await getJson(app, key, res.headers.location as string)).json();
    expect(read.occurredAt).toBe(local.toISOString());
    expect(read).toMatchObject({ type: 'retraction', valueMinor: null, currency: null });
  });

  it('a repeat answers 200 naming the original; Payload-Differs tells a changed body', async () => {
    const event = await recordedEvent();
    const body = adjustmentBody(event.externalId);
    const first = (await postAdjustment(app, ws, key, body)).json();

    const same = await postAdjustment(app, ws, key, { ...body, valueMinor: '2999' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({ ...first, status: 'already_received', payloadDiffers: false });
    expect(same.headers['payload-differs']).toBe('false');
    expect(same.headers.location).toBe(`/v1/workspaces/${ws}/adjustments/${first.id}`);

    const changed = await postAdjustment(app, ws, key, { ...body, valueMinor: 1999 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: first.id, status: 'already_received', payloadDiffers: true });
    expect(changed.headers['payload-differs']).toBe('true');
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM adjustments WHERE workspace_id = $1 AND adjustment_id = $2`,
      [ws, body.adjustmentId],
    );
    expect(n).toBe(1);
  });

  it('the same adjustmentId in another workspace is another adjustment; an adjustmentId never meets an externalId', async () => {
    const event = await recordedEvent();
    // An adjustmentId equal to an event's externalId is its own claim (another key namespace).
    const res = await postAdjustment(
      app,
      ws,
      key,
      adjustmentBody(event.externalId, { adjustmentId: event.externalId }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('404 when no event has the externalId, with nothing recorded; once the event is sent, the same adjustment records', async () => {
    const body = adjustmentBody(`order-missing-${Date.now()}`);
    const res = await postAdjustment(app, ws, key, body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', status: 404 });
    expect(res.json().detail).toContain('an adjustment names an event already recorded');
    expect(res.json().detail).toContain(
      `GET /v1/workspaces/${ws}/events?externalId=${encodeURIComponent(body.externalId as string)}`,
    );
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM adjustments WHERE adjustment_id = $1`, [
      body.adjustmentId,
    ]);
    expect(n).toBe(0);

    // The claim was released: the retry after the event exists is recorded, not a false 200.
    await recordedEvent({ externalId: body.externalId });
    expect((await postAdjustment(app, ws, key, body)).statusCode).toBe(201);
  });

  it('an event of another workspace is not found from this one', async () => {
    const event = await recordedEvent();
    const other = await createWorkspaceWithKey(app, ['events:write']);
    const res = await postAdjustment(
      app,
      other.workspace.id,
      other.key.key,
      adjustmentBody(event.externalId),
    );
    expect(res.statusCode).toBe(404);
  });

  describe('400 naming the field and the fix', () => {
    let externalId: string;
    beforeAll(async () => {
      externalId = (await recordedEvent()).externalId;
    });
    const refused = async (body: unknown) => {
      const res = await postAdjustment(app, ws, key, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      return res.json().errors as { field: string; code: string; message: string }[];
    };

    it('a retraction with valueMinor or currency', async () => {
      const errors = await refused(retractionBody(externalId, { valueMinor: 100, currency: 'EUR' }));
      expect(errors).toEqual([
        expect.objectContaining({
          field: 'valueMinor',
          code: 'not_allowed',
          message: expect.stringContaining('A retraction carries no value; leave valueMinor out'),
        }),
        expect.objectContaining({ field: 'currency', code: 'not_allowed' }),
      ]);
      expect(await refused(retractionBody(externalId, { currency: 'EUR' }))).toEqual([
        expect.objectContaining({ field: 'currency', code: 'not_allowed' }),
      ]);
    });

    it('a retraction with valueMinor null is a retraction without value', async () => {
      const res = await postAdjustment(
        app,
        ws,
        key,
        retractionBody(externalId, { valueMinor: null, currency: null }),
      );
      expect(res.statusCode).toBe(201);
    });

    it('a restatement without valueMinor or currency', async () => {
      const { valueMinor: _v, ...noValue } = adjustmentBody(externalId);
      expect(await refused(noValue)).toEqual([
        expect.objectContaining({ field: 'valueMinor', code: 'required' }),
      ]);
      const { currency: _c, ...noCurrency } = adjustmentBody(externalId);
      expect(await refused(noCurrency)).toEqual([
        expect.objectContaining({ field: 'currency', code: 'required' }),
      ]);
    });

    it('unknown fields, named', async () => {
      const errors = await refused(adjustmentBody(externalId, { reason: 'refund' }));
      expect(errors).toEqual([expect.objectContaining({ field: 'reason', code: 'unknown_field' })]);
      expect(errors[0].message).toContain('adjustmentId');
    });

    it('adjustmentId: required, 1 to 255 printable characters, a string', async () => {
      const { adjustmentId: _a, ...none } = adjustmentBody(externalId);
      expect(await refused(none)).toEqual([
        expect.objectContaining({ field: 'adjustmentId', code: 'required' }),
      ]);
      expect(await refused(adjustmentBody(externalId, { adjustmentId: '' }))).toEqual([
        expect.objectContaining({ field: 'adjustmentId', code: 'invalid_length' }),
      ]);
      expect(await refused(adjustmentBody(externalId, { adjustmentId: 'x'.repeat(256) }))).toEqual([
        expect.objectContaining({ field: 'adjustmentId', code: 'invalid_length' }),
      ]);
      expect(await refused(adjustmentBody(externalId, { adjustmentId: 'a\nb' }))).toEqual([
        expect.objectContaining({ field: 'adjustmentId', code: 'invalid_format' }),
      ]);
      expect(await refused(adjustmentBody(externalId, { adjustmentId: 42 }))).toEqual([
        expect.objectContaining({ field: 'adjustmentId', code: 'invalid_type' }),
      ]);
      const longest = await postAdjustment(
        app,
        ws,
        key,
        adjustmentBody(externalId, { adjustmentId: `${Date.now()}`.padEnd(255, 'x') }),
      );
      expect(longest.statusCode).toBe(201);
    });

    it('externalId and type', async () => {
      const { externalId: _e, ...none } = adjustmentBody(externalId);
      expect(await refused(none)).toEqual([
        expect.objectContaining({ field: 'externalId', code: 'required' }),
      ]);
      expect(await refused(adjustmentBody(externalId, { type: 'refund' }))).toEqual([
        expect.objectContaining({
          field: 'type',
          code: 'invalid_value',
          message: expect.stringContaining('"retraction"'),
        }),
      ]);
      const { type: _t, ...noType } = adjustmentBody(externalId);
      expect(await refused(noType)).toEqual([expect.objectContaining({ field: 'type', code: 'required' })]);
    });

    it("occurredAt follows the events' rules", async () => {
      expect(await refused(adjustmentBody(externalId, { occurredAt: '2026-11-21T14:03:00' }))).toEqual([
        expect.objectContaining({ field: 'occurredAt', code: 'invalid_format' }),
      ]);
      expect(await refused(adjustmentBody(externalId, { occurredAt: '2026-02-31T14:03:00Z' }))).toEqual([
        expect.objectContaining({ field: 'occurredAt', code: 'invalid_format' }),
      ]);
      expect(await refused(adjustmentBody(externalId, { occurredAt: '2001-01-01T00:00:00Z' }))).toEqual([
        expect.objectContaining({
          field: 'occurredAt',
          code: 'out_of_range',
          message: expect.stringContaining('adjustments older'),
        }),
      ]);
      const future = new Date(Date.now() + 3_600_000).toISOString();
      expect(await refused(adjustmentBody(externalId, { occurredAt: future }))).toEqual([
        expect.objectContaining({ field: 'occurredAt', code: 'out_of_range' }),
      ]);
    });

    it("valueMinor and currency follow the events' rules", async () => {
      expect(await refused(adjustmentBody(externalId, { valueMinor: 29.99 }))).toEqual([
        expect.objectContaining({
          field: 'valueMinor',
          code: 'invalid_value',
          message: expect.stringContaining('no decimal point'),
        }),
      ]);
      expect(await refused(adjustmentBody(externalId, { valueMinor: -1 }))).toEqual([
        expect.objectContaining({ field: 'valueMinor', code: 'invalid_value' }),
      ]);
      expect(await refused(adjustmentBody(externalId, { valueMinor: '9223372036854775808' }))).toEqual([
        expect.objectContaining({ field: 'valueMinor', code: 'invalid_value' }),
      ]);
      expect(await refused(adjustmentBody(externalId, { currency: 'eur' }))).toEqual([
        expect.objectContaining({ field: 'currency', code: 'invalid_value' }),
      ]);
      expect(await refused(adjustmentBody(externalId, { currency: 'XXY' }))).toEqual([
        expect.objectContaining({ field: 'currency', code: 'invalid_value' }),
      ]);
      const big = await postAdjustment(
        app,
        ws,
        key,
        adjustmentBody(externalId, { valueMinor: '9223372036854775807' }),
      );
      expect(big.statusCode).toBe(201);
      expect((await getJson(app, key, big.headers.location as string)).json().valueMinor).toBe(
        '9223372036854775807',
      );
    });

    it('every invalid field at once; a body that is not an object', async () => {
      const errors = await refused({
        adjustmentId: '',
        externalId,
        type: 'retraction',
        occurredAt: 'now',
        valueMinor: 5,
      });
      expect(errors.map((e) => e.field).sort()).toEqual(['adjustmentId', 'occurredAt', 'valueMinor']);
      expect(await refused([1])).toEqual([expect.objectContaining({ field: 'body', code: 'invalid_type' })]);
    });
  });

  it("reads: the list newest first with a cursor, one event's by externalId, the event with its adjustments", async () => {
    const event = await recordedEvent();
    const sent: string[] = [];
    for (const body of [
      adjustmentBody(event.externalId),
      retractionBody(event.externalId),
      adjustmentBody(event.externalId, { valueMinor: 1 }),
    ]) {
      const res = await postAdjustment(app, ws, key, body);
      expect(res.statusCode).toBe(201);
      sent.push(res.json().id);
    }
    const base = `/v1/workspaces/${ws}/adjustments?externalId=${encodeURIComponent(event.externalId)}`;
    const first = (await getJson(app, key, `${base}&limit=2`)).json();
    expect(first.data.map((a: { id: string }) => a.id)).toEqual([sent[2], sent[1]]);
    const second = (await getJson(app, key, `${base}&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toEqual({ data: [expect.objectContaining({ id: sent[0] })], nextCursor: null });

    const all = (await getJson(app, key, `/v1/workspaces/${ws}/adjustments?limit=1`)).json();
    expect(all.data).toHaveLength(1);
    expect(all.nextCursor).toEqual(expect.any(String));

    const shown = (await getJson(app, key, `/v1/workspaces/${ws}/events/${event.id}`)).json();
    expect(shown.adjustments.map((a: { id: string }) => a.id)).toEqual(sent); // oldest first
    expect(shown.attribution).toEqual({ status: 'pending' });
    expect((await getJson(app, key, `${base.split('?')[0]}?cursor=garbage`)).statusCode).toBe(400);
    expect((await getJson(app, key, `${base.split('?')[0]}/refund-1`)).statusCode).toBe(404);
    expect((await getJson(app, key, `${base.split('?')[0]}/${event.id}`)).statusCode).toBe(404);
  });

  it("the outcome and the event's current value are read from attribution's decisions", async () => {
    const event = await recordedEvent({ valueMinor: 4999, currency: 'EUR' });
    const restated = (
      await postAdjustment(app, ws, key, adjustmentBody(event.externalId, { valueMinor: 2999 }))
    ).json();
    const refused = (
      await postAdjustment(
        app,
        ws,
        key,
        adjustmentBody(event.externalId, { valueMinor: 10, currency: 'USD' }),
      )
    ).json();
    const retracted = (await postAdjustment(app, ws, key, retractionBody(event.externalId))).json();
    const waiting = (await postAdjustment(app, ws, key, retractionBody(event.externalId))).json();
    // What attribution would write (the gateway only reads it).
    await db.query(
      `INSERT INTO "${attribution}".decisions (event_id, workspace_id, campaign_id, contact_id, counted, reason, message)
       VALUES ($1, $2, 'spring-sale', $3, true, 'counted', 'Counted as a conversion for campaign "spring-sale".')`,
      [event.id, ws, event.body.contactId],
    );
    await db.query(
      `INSERT INTO "${attribution}".conversions (event_id, workspace_id, campaign_id, contact_id, occurred_at, net_value_minor, retracted_at)
       VALUES ($1, $2, 'spring-sale', $3, now(), 0, '2026-11-23T09:31:00Z')`,
      [event.id, ws, event.body.contactId],
    );
    const decide = (id: string, applied: boolean, reason: string, message: string) =>
      db.query(
        `INSERT INTO "${attribution}".adjustment_decisions
           (adjustment_id, event_id, workspace_id, campaign_id, contact_id, type, received_at, applied, reason, message, decided_at, recorded)
         VALUES ($1, $2, $3, 'spring-sale', $4, 'restatement', now(), $5, $6, $7, '2026-11-23T09:30:00.731Z', '{}')`,
        [id, event.id, ws, event.body.contactId, applied, reason, message],
      );
    await decide(restated.id, true, 'applied', 'Restated to 2999 EUR.');
    await decide(refused.id, false, 'currency_mismatch', 'The event is in EUR.');
    await decide(retracted.id, true, 'applied', 'Retracted.');
    await db.query(
      `INSERT INTO "${attribution}".adjustment_decisions
         (adjustment_id, event_id, workspace_id, campaign_id, contact_id, type, received_at, recorded)
       VALUES ($1, $2, $3, 'spring-sale', $4, 'retraction', now(), '{}')`,
      [waiting.id, event.id, ws, event.body.contactId],
    );

    const shown = (await getJson(app, key, `/v1/workspaces/${ws}/events/${event.id}`)).json();
    expect(shown.attribution).toEqual({
      status: 'counted',
      reason: 'counted',
      message: 'Counted as a conversion for campaign "spring-sale".',
      netValueMinor: '0',
      retractedAt: '2026-11-23T09:31:00.000Z',
    });
    expect(shown.adjustments.map((a: { outcome: unknown }) => a.outcome)).toEqual([
      {
        status: 'applied',
        reason: 'applied',
        message: 'Restated to 2999 EUR.',
        decidedAt: '2026-11-23T09:30:00.731Z',
      },
      {
        status: 'not_applied',
        reason: 'currency_mismatch',
        message: 'The event is in EUR.',
        decidedAt: '2026-11-23T09:30:00.731Z',
      },
      { status: 'applied', reason: 'applied', message: 'Retracted.', decidedAt: '2026-11-23T09:30:00.731Z' },
      { status: 'pending', reason: null, message: null, decidedAt: null },
    ]);
    // The list shows the two new attribution fields too.
    const listed = (
      await getJson(app, key, `/v1/workspaces/${ws}/events?externalId=${event.externalId}`)
    ).json();
    expect(listed.data[0].attribution).toEqual(shown.attribution);
    expect(listed.data[0].adjustments).toBeUndefined();
  });

  it('a counted event without adjustments shows its own value; a not counted one none', async () => {
    const counted = await recordedEvent({ valueMinor: 1234, currency: 'EUR' });
    const notCounted = await recordedEvent({ valueMinor: 1234, currency: 'EUR' });
    for (const [event, isCounted] of [
      [counted, true],
      [notCounted, false],
    ] as const) {
      await db.query(
        `INSERT INTO "${attribution}".decisions (event_id, workspace_id, campaign_id, contact_id, counted, reason, message)
         VALUES ($1, $2, 'spring-sale', $3, $4, $5, 'm')`,
        [event.id, ws, event.body.contactId, isCounted, isCounted ? 'counted' : 'already_converted'],
      );
    }
    await db.query(
      `INSERT INTO "${attribution}".conversions (event_id, workspace_id, campaign_id, contact_id, occurred_at)
       VALUES ($1, $2, 'spring-sale', $3, now())`,
      [counted.id, ws, counted.body.contactId],
    );
    const attributionOf = async (id: string) =>
      (await getJson(app, key, `/v1/workspaces/${ws}/events/${id}`)).json().attribution;
    expect(await attributionOf(counted.id)).toMatchObject({
      status: 'counted',
      netValueMinor: '1234',
      retractedAt: null,
    });
    expect(await attributionOf(notCounted.id)).toMatchObject({
      status: 'not_counted',
      netValueMinor: null,
      retractedAt: null,
    });
  });

  it('needs events:write to send and events:read to read', async () => {
    const readOnly = await createWorkspaceWithKey(app, ['events:read']);
    const res = await postAdjustment(app, readOnly.workspace.id, readOnly.key.key, adjustmentBody('x'));
    expect(res.statusCode).toBe(403);
    const writeOnly = await createWorkspaceWithKey(app, ['events:write']);
    expect(
      (await getJson(app, writeOnly.key.key, `/v1/workspaces/${writeOnly.workspace.id}/adjustments`))
        .statusCode,
    ).toBe(403);
  });
});
