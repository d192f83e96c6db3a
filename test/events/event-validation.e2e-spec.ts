import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Each field, made bad in each way: 400 naming that field with a stable code, nothing recorded. */
const CASES: [string, Record<string, unknown>, string, string][] = [
  ['name missing', { name: undefined }, 'name', 'required'],
  ['name not a string', { name: 42 }, 'name', 'invalid_type'],
  ['name empty', { name: '' }, 'name', 'invalid_length'],
  ['name too long', { name: 'n'.repeat(101) }, 'name', 'invalid_length'],
  ['name with a control character', { name: 'order\u0000paid' }, 'name', 'invalid_format'],
  ['occurredAt missing', { occurredAt: undefined }, 'occurredAt', 'required'],
  ['occurredAt a number', { occurredAt: 1732200000 }, 'occurredAt', 'invalid_type'],
  ['occurredAt without offset', { occurredAt: '2026-11-21T14:03:00' }, 'occurredAt', 'invalid_format'],
  ['occurredAt a date only', { occurredAt: '2026-11-21' }, 'occurredAt', 'invalid_format'],
  ['occurredAt not a real date', { occurredAt: '2026-02-31T10:00:00Z' }, 'occurredAt', 'invalid_format'],
  ['occurredAt too far in the future', { occurredAt: iso(10 * 60_000) }, 'occurredAt', 'out_of_range'],
  ['occurredAt too old', { occurredAt: iso(-91 * DAY) }, 'occurredAt', 'out_of_range'],
  ['contactId missing', { contactId: undefined }, 'contactId', 'required'],
  ['contactId too long', { contactId: 'c'.repeat(129) }, 'contactId', 'invalid_length'],
  ['contactId an object', { contactId: { id: 1 } }, 'contactId', 'invalid_type'],
  ['campaignId empty', { campaignId: '' }, 'campaignId', 'invalid_length'],
  ['campaignId a number', { campaignId: 7 }, 'campaignId', 'invalid_type'],
  ['valueMinor a fraction', { valueMinor: 49.99 }, 'valueMinor', 'invalid_value'],
  ['valueMinor negative', { valueMinor: -1 }, 'valueMinor', 'invalid_value'],
  ['valueMinor beyond 2^53 as a number', { valueMinor: 2 ** 53 + 2 }, 'valueMinor', 'invalid_value'],
  ['valueMinor beyond bigint', { valueMinor: '9223372036854775808' }, 'valueMinor', 'invalid_value'],
  ['valueMinor a word', { valueMinor: 'ten' }, 'valueMinor', 'invalid_value'],
  ['valueMinor without currency', { currency: undefined }, 'currency', 'required'],
  ['currency without valueMinor', { valueMinor: undefined }, 'valueMinor', 'required'],
  ['currency lower case', { currency: 'eur' }, 'currency', 'invalid_value'],
  ['currency not ISO 4217', { currency: 'EUX' }, 'currency', 'invalid_value'],
  ['externalId missing', { externalId: undefined }, 'externalId', 'required'],
  ['externalId too long', { externalId: 'x'.repeat(201) }, 'externalId', 'invalid_length'],
  ['externalId a number', { externalId: 10023 }, 'externalId', 'invalid_type'],
  ['a typo of a field name', { occured_at: '2026-11-21T14:03:00Z' }, 'occured_at', 'unknown_field'],
];

describe('event validation (POST .../events)', () => {
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    app = await startGateway({ HTTP_BODY_LIMIT_BYTES: '8192', BATCH_BODY_LIMIT_BYTES: '65536' });
    const setup = await createWorkspaceWithKey(app, ['events:write']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => app.close());

  const recorded = async (externalId: unknown) =>
    typeof externalId === 'string'
      ? (
          await app
            .get(DataSource)
            .query(`SELECT 1 FROM events WHERE workspace_id = $1 AND external_id = $2`, [ws, externalId])
        ).length
      : 0;

  it.each(CASES)('%s: 400 naming the field', async (_case, change, field, code) => {
    const body = eventBody(change);
    const res = await postEvent(app, ws, key, body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = res.json();
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toEqual([
      { field, code, message: expect.stringMatching(new RegExp(field.replace('_', '.'))) },
    ]);
    expect(await recorded(body.externalId)).toBe(0);
  });

  it('valid edge values pass: value as a string of 19 digits, zero, no campaign, offsets', async () => {
    for (const change of [
      { valueMinor: '9223372036854775807' },
      { valueMinor: 0 },
      { campaignId: undefined },
      { campaignId: null, valueMinor: null, currency: null },
      {
        occurredAt: '2026-11-21T23:30:00.123456-05:00'.replace(
          '2026-11-21',
          new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10),
        ),
      },
    ]) {
      const res = await postEvent(app, ws, key, eventBody(change));
      expect({ change, status: res.statusCode, body: res.json() }).toMatchObject({ status: 201 });
    }
  });

  it('reports every invalid field at once', async () => {
    const res = await postEvent(app, ws, key, {
      name: '',
      occurredAt: 'soon',
      valueMinor: 1.5,
      currency: 'eur',
      extra: true,
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual([
      'contactId',
      'currency',
      'externalId',
      'extra',
      'name',
      'occurredAt',
      'valueMinor',
    ]);
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"event"'],
    ['null', 'null'],
  ])('a body that is %s: 400 validation_failed', async (_case, body) => {
    const res = await postEvent(app, ws, key, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toMatch(/validation_failed|malformed_json/);
  });

  it('malformed JSON: 400 malformed_json', async () => {
    const res = await postEvent(app, ws, key, '{"name": "order_paid",');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('malformed_json');
  });

  it('the wrong content type: 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/v1/workspaces/${ws}/events`,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
      payload: JSON.stringify(eventBody()),
    });
    expect(res.statusCode).toBe(415);
  });

  it('an oversize body: 413 stating the limit, and the batch endpoint has its own limit', async () => {
    const single = await postEvent(app, ws, key, eventBody({ name: 'x'.repeat(9000) }));
    expect(single.statusCode).toBe(413);
    expect(single.json()).toMatchObject({ code: 'payload_too_large', limitBytes: 8192 });
    expect(single.json().detail).toContain('8 KiB');

    const fits = Array.from({ length: 40 }, () => eventBody());
    const batchOk = await app.inject({
      method: 'POST',
      url: `/v1/workspaces/${ws}/events/batch`,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ events: fits }),
    });
    expect(batchOk.statusCode).toBe(200); // over 8 KiB, under the batch limit
    const tooBig = await app.inject({
      method: 'POST',
      url: `/v1/workspaces/${ws}/events/batch`,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ events: Array.from({ length: 400 }, () => eventBody()) }),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ limitBytes: 65536 });
  });

  it("the adjustments' batch has the batch limit too: over 8 KiB is read, over 64 KiB is 413", async () => {
    const adjustments = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        adjustmentId: `refund-${i}-${'x'.repeat(100)}`,
        externalId: `order-${i}`,
        type: 'retraction',
        occurredAt: new Date().toISOString(),
      }));
    const post = (n: number) =>
      app.inject({
        method: 'POST',
        url: `/v1/workspaces/${ws}/adjustments/batch`,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ adjustments: adjustments(n) }),
      });
    // Read, then answered item by item (no such events: each not_found).
    const read = await post(80);
    expect(read.statusCode).toBe(200);
    expect(read.json().summary).toMatchObject({ notFound: 80 });
    const tooBig = await post(500);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ limitBytes: 65536 });
  });
});
