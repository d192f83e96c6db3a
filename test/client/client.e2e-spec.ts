import { AddressInfo } from 'node:net';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  ConversionApiError,
  ConversionClient,
  ConversionEvent,
  EventReceipt,
  StoredEventReceipt,
} from '@app/client';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody } from '../support/events';
import { startGateway } from '../support/gateway';
import { until } from '../support/wait';

/** The client SDK against a real gateway (Postgres, Redis, Kafka), listening on 127.0.0.1. */
describe('client SDK against the gateway', () => {
  let app: NestFastifyApplication;
  let limited: NestFastifyApplication;
  let client: ConversionClient;
  let baseUrl: string;
  let workspaceId: string;
  let apiKey: string;
  const event = (overrides: Record<string, unknown> = {}) =>
    eventBody({ campaignId: 'sdk', ...overrides }) as unknown as ConversionEvent;
  /** A receipt that names a stored event (not suppressed). */
  const stored = (receipt: EventReceipt): StoredEventReceipt => {
    if (receipt.status === 'suppressed') throw new Error(`${receipt.externalId} was suppressed`);
    return receipt;
  };

  beforeAll(async () => {
    app = await startGateway({ RATE_LIMIT_REQUESTS: '100000' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const setup = await createWorkspaceWithKey(app);
    workspaceId = setup.workspace.id;
    apiKey = setup.key.key;
    client = new ConversionClient({ baseUrl, apiKey, workspaceId });
    await client.campaigns.put('sdk', {
      name: 'SDK',
      status: 'active',
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      goals: ['order_paid'],
    });
  });
  afterAll(async () => {
    await app.close();
    await limited?.close();
  });

  it('sends an event: 201 recorded, then 200 naming the original', async () => {
    const body = event();
    const first = await client.events.send(body);
    const again = await client.events.send(body);
    expect(first).toMatchObject({ status: 'recorded', created: true, externalId: body.externalId });
    expect(again).toMatchObject({ status: 'already_received', created: false, id: stored(first).id });
  });

  it('sends a batch with one result per item', async () => {
    const known = event();
    await client.events.send(known);
    const result = await client.events.sendBatch([event(), known, { ...event(), currency: 'euro' }]);
    expect(result.summary).toEqual({ recorded: 1, alreadyReceived: 1, rejected: 1, suppressed: 0 });
    expect(result.results.map((r) => r.status)).toEqual(['recorded', 'already_received', 'rejected']);
    expect(result.results[2].errors?.[0].field).toBe('events[2].currency');
  });

  it('a suppressed contact: status suppressed, created false, one attempt each, counted apart in a batch and in a queue', async () => {
    const contactId = `sdk-gone-${Date.now()}`;
    const suppress = await app.inject({
      method: 'POST',
      url: `/v1/workspaces/${workspaceId}/suppressions`,
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ contactIds: [contactId] }),
    });
    expect(suppress.statusCode).toBe(201);
    const before = client.stats();
    const body = event({ contactId });
    expect(await client.events.send(body)).toEqual({
      status: 'suppressed',
      externalId: body.externalId,
      created: false,
    });
    expect(client.stats().attempts - before.attempts).toBe(1);
    const batch = await client.events.sendBatch([event(), event({ contactId })]);
    expect(batch.results.map((r) => r.status)).toEqual(['recorded', 'suppressed']);
    expect(batch.summary).toEqual({ recorded: 1, alreadyReceived: 0, rejected: 0, suppressed: 1 });
    const errors: Error[] = [];
    const queue = client.queue({ flushOnExit: false, onError: (e) => errors.push(e) });
    await queue.enqueue(event({ contactId }));
    await queue.enqueue(event());
    await queue.close();
    expect(queue.stats()).toMatchObject({ recorded: 1, suppressed: 1, rejected: 0, failed: 0 });
    expect(errors).toEqual([]);
  });

  it('throws a 400 at once, naming the field, without retrying', async () => {
    const before = client.stats();
    const error = (await client.events
      .send({ ...event(), occuredAt: 'typo' } as ConversionEvent)
      .catch((e) => e)) as ConversionApiError;
    expect(error).toBeInstanceOf(ConversionApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', attempts: 1, retryable: false });
    expect(error.errors?.map((e) => e.field)).toContain('occuredAt');
    expect(error.requestId).toBeTruthy();
    expect(client.stats().attempts - before.attempts).toBe(1);
  });

  it('throws 401 for a wrong key', async () => {
    const wrong = new ConversionClient({ baseUrl, apiKey: 'cvk_nope', workspaceId });
    await expect(wrong.events.send(event())).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
      attempts: 1,
    });
  });

  it('reads events back: get, list and iterate across pages, filtered', async () => {
    const contactId = `sdk-reader-${Date.now()}`;
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(stored(await client.events.send(event({ contactId }))));
    expect((await client.events.get(sent[0].id)).contactId).toBe(contactId);
    const page = await client.events.list({ contactId, limit: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.nextCursor).toBeTruthy();
    const all = [];
    for await (const e of client.events.iterate({ contactId, limit: 2 })) all.push(e.id);
    expect(all.sort()).toEqual(sent.map((s) => s.id).sort());
  });

  it('reads campaigns, the report and the conversion-test panel', async () => {
    expect((await client.campaigns.get('sdk')).goals).toEqual(['order_paid']);
    expect((await client.campaigns.list()).data.map((c) => c.id)).toContain('sdk');
    const report = await client.reports.get('sdk');
    expect(report.campaignId).toBe('sdk');
    const panel = await client.reports.conversionTest('sdk');
    expect(panel.campaignId).toBe('sdk');
  });

  it("watches the panel live: the stream's first message, then stops when aborted; an unknown campaign throws 404", async () => {
    const abort = new AbortController();
    const seen = [];
    for await (const panel of client.reports.watchConversionTest('sdk', { signal: abort.signal })) {
      seen.push(panel);
      abort.abort();
    }
    expect(seen).toHaveLength(1);
    expect(seen[0].campaignId).toBe('sdk');
    const stream = client.reports.watchConversionTest('no-such-campaign');
    await expect(stream.next()).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('retries 429 after the Retry-After the gateway names, and gets through', async () => {
    limited = await startGateway({ RATE_LIMIT_REQUESTS: '2', RATE_LIMIT_WINDOW_SECONDS: '1' });
    await limited.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(limited.getHttpServer().address() as AddressInfo).port}`;
    const c = new ConversionClient({ baseUrl: url, apiKey, workspaceId });
    const answers = await Promise.all(Array.from({ length: 5 }, () => c.events.send(event())));
    expect(answers.every((a) => a.created)).toBe(true);
    const stats = c.stats();
    expect(stats.retries).toBeGreaterThan(0);
    expect(stats).toMatchObject({ requests: 5, succeeded: 5, failed: 0, attempts: 5 + stats.retries });
  });

  it('queues 500 events, sends them in batches, and close() waits until all are recorded', async () => {
    const contactId = `sdk-queue-${Date.now()}`;
    const queue = client.queue({ maxBatchSize: 100, flushIntervalMs: 50 });
    for (let i = 0; i < 500; i++) await queue.enqueue(event({ contactId }));
    await queue.close();
    expect(queue.stats()).toMatchObject({
      enqueued: 500,
      sent: 500,
      recorded: 500,
      failed: 0,
      dropped: 0,
      queued: 0,
      batches: 5,
    });
    const stored = await until(
      async () => {
        let n = 0;
        for await (const e of client.events.iterate({ contactId, limit: 200 })) if (e) n += 1;
        return n;
      },
      (n) => n === 500,
    );
    expect(stored).toBe(500);
  });
});
