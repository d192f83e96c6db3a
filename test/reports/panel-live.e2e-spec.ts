import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { eventBody, postBatch, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { ReportStack, startReportStack } from '../support/report-stack';
import { readEvents } from '../support/sse';
import { until } from '../support/wait';

/**
 * The conversion-test panel beyond recorded events: duplicates and rejected bodies appear on it
 * (from the gateway's submission notices), and a live stream (Server-Sent Events) follows it.
 */
describe('conversion-test panel: submission notices and the live stream', () => {
  let gateway: NestFastifyApplication;
  let base: string;
  let ws: string;
  let key: string;

  let stack: ReportStack | undefined;

  beforeAll(async () => {
    stack = await startReportStack(['live', 'notices'], { gateway: { PANEL_STREAM_HEARTBEAT_MS: '1000' } });
    ({ gateway, base, ws, key } = stack);
  });
  afterAll(() => stack?.close());

  const panel = async (campaign: string) =>
    (
      await gateway.inject({
        method: 'GET',
        url: `/v1/workspaces/${ws}/campaigns/${campaign}/conversion-test`,
        headers: { authorization: `Bearer ${key}` },
      })
    ).json().latest;

  const openStream = (campaign: string, auth = `Bearer ${key}`) =>
    fetch(`${base}/v1/workspaces/${ws}/campaigns/${campaign}/conversion-test/stream`, {
      headers: { authorization: auth, accept: 'text/event-stream' },
    });

  it('shows a duplicate: already received, first recorded at ..., id ..., and it does not count', async () => {
    const body = eventBody({ campaignId: 'notices' });
    const first = await postEvent(gateway, ws, key, body);
    expect(first.statusCode).toBe(201);
    await until(
      () => panel('notices'),
      (p) => p?.status === 'counted',
    );
    // A repeat is answered 200, or 409 request_in_progress with Retry-After while the first
    // request's claim is still held: on a loaded machine a Redis command of the first can time
    // out, and its claim then waits out its lease (DEDUPE_LEASE_MS, 10 s) instead of being
    // marked recorded (docs/api.md#request_in_progress). A client retries after Retry-After.
    let again = await postEvent(gateway, ws, key, body);
    for (let retries = 0; again.statusCode === 409 && retries < 15; retries++) {
      await new Promise((resolve) => setTimeout(resolve, Number(again.headers['retry-after']) * 1000));
      again = await postEvent(gateway, ws, key, body);
    }
    expect(again.statusCode).toBe(200);

    const latest = await until(
      () => panel('notices'),
      (p) => p?.kind === 'duplicate',
    );
    const original = first.json();
    expect(latest).toMatchObject({
      kind: 'duplicate',
      status: 'not_recorded',
      reason: 'duplicate',
      eventId: original.id,
      externalId: body.externalId,
      original: { eventId: original.id, receivedAt: original.receivedAt },
      errors: [],
    });
    expect(latest.message).toContain(`first recorded at ${original.receivedAt} as event ${original.id}`);

    const report = (
      await gateway.inject({
        method: 'GET',
        url: `/v1/workspaces/${ws}/campaigns/notices/report`,
        headers: { authorization: `Bearer ${key}` },
      })
    ).json();
    expect(report).toMatchObject({ received: 1, counted: 1 });
  });

  it('shows a body rejected by validation that named the campaign, with its errors and no submitted values', async () => {
    const secret = `secret-${randomUUID()}`;
    const res = await postEvent(gateway, ws, key, {
      ...eventBody({ campaignId: 'notices', currency: 'euro', externalId: 'rejected-1' }),
      occurredAt: secret,
    });
    expect(res.statusCode).toBe(400);
    const latest = await until(
      () => panel('notices'),
      (p) => p?.kind === 'rejected',
    );
    expect(latest).toMatchObject({
      kind: 'rejected',
      status: 'not_recorded',
      reason: 'validation_failed',
      eventId: null,
      externalId: 'rejected-1',
      name: 'order_paid',
      original: null,
    });
    expect(latest.errors.map((e: { field: string }) => e.field).sort()).toEqual(['currency', 'occurredAt']);
    expect(latest.message).toMatch(/Rejected: the event failed validation \(2 errors/);
    expect(JSON.stringify(latest)).not.toContain(secret);

    // In a batch too, with field names relative to the event; a body naming no campaign shows nowhere.
    const batch = await postBatch(gateway, ws, key, {
      events: [
        eventBody({ campaignId: undefined, valueMinor: -1 }),
        eventBody({ campaignId: 'notices', name: '' }),
      ],
    });
    expect(batch.json().summary.rejected).toBe(2);
    const fromBatch = await until(
      () => panel('notices'),
      (p) => p?.kind === 'rejected' && p.errors[0]?.field === 'name',
    );
    expect(fromBatch.errors).toEqual([expect.objectContaining({ field: 'name' })]);
    expect((await postEvent(gateway, ws, key, '{"campaignId":')).statusCode).toBe(400); // unreadable: no notice
  });

  it('streams the panel: the current one at once, then each change, with keep-alive comments', async () => {
    const res = await openStream('live');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = readEvents(res.body!);
    try {
      await until(
        () => stream.panels().length,
        (n) => n >= 1,
      );
      expect(stream.panels()[0]).toEqual({ campaignId: 'live', latest: null });

      const sent = await postEvent(gateway, ws, key, eventBody({ campaignId: 'live' }));
      expect(sent.statusCode).toBe(201);
      const id = sent.json().id;
      await until(
        () => stream.panels(),
        (panels) => panels.some((p) => p.latest?.eventId === id && p.latest.status === 'counted'),
      );
      const ours = stream.panels().filter((p) => p.latest?.eventId === id);
      expect(ours.at(-1).latest).toMatchObject({ kind: 'event', status: 'counted', reason: 'counted' });
      // Never the same panel twice in a row.
      const all = stream.panels().map((p) => JSON.stringify(p));
      expect(all.filter((p, i) => i > 0 && p === all[i - 1])).toEqual([]);
      expect(stream.events.find((e) => e.type === 'panel' && e.data?.includes(id))?.id).toMatch(
        new RegExp(`^${id}\\.`),
      );

      await until(
        () => stream.events.filter((e) => e.comment === 'keep-alive').length,
        (n) => n >= 1,
        5000,
      );
      expect(stream.events.some((e) => e.comment === 'keep-alive')).toBe(true);
    } finally {
      await stream.cancel();
    }
  });

  it('keeps streaming after the LISTEN connection to Postgres is cut: it reconnects and catches up', async () => {
    const res = await openStream('live');
    const stream = readEvents(res.body!);
    try {
      await until(
        () => stream.panels().length,
        (n) => n >= 1,
      );
      const db = gateway.get(DataSource);
      const [{ cut }] = await db.query(
        `SELECT count(pg_terminate_backend(pid))::int AS cut FROM pg_stat_activity
          WHERE application_name = 'gateway-panel-listener' AND pid <> pg_backend_pid()`,
      );
      expect(cut).toBeGreaterThanOrEqual(1);
      const sent = await postEvent(gateway, ws, key, eventBody({ campaignId: 'live', name: 'page_view' }));
      const id = sent.json().id;
      const panels = await until(
        () => stream.panels(),
        (all) => all.some((p) => p.latest?.eventId === id && p.latest.status === 'not_counted'),
      );
      expect(panels.at(-1).latest).toMatchObject({ eventId: id, reason: 'not_a_goal_event' });
    } finally {
      await stream.cancel();
    }
  });

  it('answers problems before streaming: 401 without a key, 404 for an unknown campaign', async () => {
    const unauthenticated = await openStream('live', 'Bearer nope');
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(((await unauthenticated.json()) as { code: string }).code).toBe('unauthenticated');
    const missing = await openStream('no-such-campaign');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('not_found');
  });

  it('ends open streams when the gateway shuts down, so clients reconnect elsewhere', async () => {
    const other = await startGateway({ RATE_LIMIT_REQUESTS: '100000' });
    await other.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(
      `${await other.getUrl()}/v1/workspaces/${ws}/campaigns/live/conversion-test/stream`,
      {
        headers: { authorization: `Bearer ${key}` },
      },
    );
    const stream = readEvents(res.body!);
    await until(
      () => stream.panels().length,
      (n) => n >= 1,
    );
    const closed = other.close();
    await until(
      () => stream.ended,
      (ended) => ended,
      5000,
    );
    expect(stream.ended).toBe(true);
    await closed;
  });
});
