import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { DataSource } from 'typeorm';
import { TOPICS, WebhookCommandV1 } from '@app/contracts';
import { schemaName } from '@app/database';
import { TypedProducer } from '@app/kafka';
import { createApiKey, createWorkspace, createWorkspaceWithKey, LogCapture } from '@app/testing';
import {
  ENDPOINT_ID_PATTERN,
  MESSAGE_ID_PATTERN,
  newEndpointId,
  newMessageId,
  SecretCipher,
  WEBHOOK_EVENT_CATALOG,
  WEBHOOK_EVENT_TYPES,
} from '@app/webhooks';
import { startGateway } from '../support/gateway';
import { consumeUntil } from '../support/kafka';

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;
const HOUR = 3_600_000;

/** The API (docs/api.md): endpoint management and the delivery log on the gateway. */
describe('webhook endpoints API', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let logs: LogCapture;
  let ws: string;
  let key: string;
  const prefix = process.env.DATABASE_SCHEMA_PREFIX ?? '';
  const dispatcher = `"${schemaName(prefix, 'webhookDispatcher')}"`;
  const topic = `${process.env.KAFKA_TOPIC_PREFIX}${TOPICS.webhookCommands.name}`;

  beforeAll(async () => {
    logs = new LogCapture();
    // Everything the gateway logs while this spec runs is kept, to check that no secret is in it.
    app = await startGateway({ LOG_LEVEL: 'debug', RATE_LIMIT_REQUESTS: '100000' }, logs);
    db = app.get(DataSource);
  });
  afterAll(async () => app.close());

  /** Each group of tests works in a workspace of its own: a workspace holds at most 20 endpoints. */
  const inFreshWorkspace = () =>
    beforeAll(async () => {
      const setup = await createWorkspaceWithKey(app, ['webhooks:manage', 'webhooks:read']);
      ws = setup.workspace.id;
      key = setup.key.key;
    });

  const call = (
    method: Method,
    path: string,
    payload?: unknown,
    options: { ws?: string; key?: string } = {},
  ) =>
    app.inject({
      method,
      url: `/v1/workspaces/${options.ws ?? ws}/webhook-endpoints${path}`,
      headers: { authorization: `Bearer ${options.key ?? key}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const create = async (body: Json = {}, options: { ws?: string; key?: string } = {}) => {
    const res = await call('POST', '', { url: 'https://example.com/hooks', ...body }, options);
    expect(res.statusCode).toBe(201);
    return res.json() as Json & { id: string; secret: string };
  };

  /** A message and its delivery to one endpoint, written as the dispatcher would. */
  const insertDelivery = async (o: {
    endpointId: string;
    workspaceId?: string;
    status: 'pending' | 'delivered' | 'failing' | 'failed';
    createdAt: string;
    type?: string;
    messageId?: string;
    attemptCount?: number;
    lastError?: string | null;
  }): Promise<string> => {
    const id = o.messageId ?? newMessageId();
    const type = o.type ?? 'conversion.counted';
    const example = WEBHOOK_EVENT_CATALOG.find((t) => t.type === type)?.example;
    const due = o.status === 'pending' || o.status === 'failing';
    await db.query(
      `INSERT INTO ${dispatcher}.messages (id, workspace_id, type, body, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [id, o.workspaceId ?? ws, type, JSON.stringify(example), o.createdAt],
    );
    await db.query(
      `INSERT INTO ${dispatcher}.deliveries (endpoint_id, message_id, workspace_id, type, status, attempt_count,
                                             next_attempt_at, last_attempt_at, last_error, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        o.endpointId,
        id,
        o.workspaceId ?? ws,
        type,
        o.status,
        o.attemptCount ?? (o.status === 'pending' ? 0 : 1),
        due ? new Date(Date.now() + 60_000).toISOString() : null,
        o.status === 'pending' ? null : o.createdAt,
        o.lastError ?? (o.status === 'delivered' || o.status === 'pending' ? null : 'answered 500'),
        o.createdAt,
      ],
    );
    return id;
  };

  describe('create, read, change, delete', () => {
    inFreshWorkspace();
    it('creates: 201, Location, Cache-Control: no-store, the whsec_ secret once, defaults', async () => {
      const res = await call('POST', '', { url: 'https://shop.example.com/webhooks' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.id).toMatch(ENDPOINT_ID_PATTERN);
      expect(body.secret).toMatch(SECRET);
      expect(Buffer.from(body.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
      expect(body).toEqual({
        id: body.id,
        url: 'https://shop.example.com/webhooks',
        description: '',
        eventTypes: [],
        includeTestEvents: false,
        enabled: true,
        disabledReason: null,
        disabledAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        secret: body.secret,
      });
      expect(res.headers.location).toBe(`/v1/workspaces/${ws}/webhook-endpoints/${body.id}`);
      expect(res.headers['cache-control']).toBe('no-store');

      const one = await call('GET', `/${body.id}`);
      expect(one.statusCode).toBe(200);
      const { secret: _secret, ...shown } = body;
      expect(one.json()).toEqual(shown);
      const list = await call('GET', '');
      expect(list.json().data).toEqual(expect.arrayContaining([shown]));
      for (const res of [one, list]) {
        expect(res.body).not.toContain(body.secret.slice('whsec_'.length));
        expect(res.body).not.toMatch(/secret|sealed/i);
      }
    });

    it('keeps description and event types; lists oldest first', async () => {
      const a = await create({
        description: 'Order system',
        eventTypes: ['conversion.counted', 'event.recorded'],
      });
      const b = await create({ eventTypes: [] });
      expect(a).toMatchObject({
        description: 'Order system',
        eventTypes: ['conversion.counted', 'event.recorded'],
      });
      const ids = (await call('GET', '')).json().data.map((e: Json) => e.id);
      expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    });

    const tooLong = `https://example.com/${'a'.repeat(2048 - 'https://example.com/'.length + 1)}`;
    it.each([
      ['a missing url', { url: undefined }, 'url', 'required'],
      ['a url that is not a string', { url: 42 }, 'url', 'invalid_type'],
      ['a url that is not a URL', { url: 'example.com/hooks' }, 'url', 'invalid_url'],
      ['plain http', { url: 'http://example.com/hooks' }, 'url', 'insecure_url'],
      ['another scheme', { url: 'ftp://example.com/hooks' }, 'url', 'insecure_url'],
      [
        'credentials in the url',
        { url: 'https://user:pass@example.com/hooks' },
        'url',
        'url_has_credentials',
      ],
      ['a url over 2,048 characters', { url: tooLong }, 'url', 'url_too_long'],
      ['a #fragment', { url: 'https://example.com/hooks#x' }, 'url', 'url_has_fragment'],
      ['an unknown event type', { eventTypes: ['conversion.maybe'] }, 'eventTypes', 'invalid_value'],
      [
        'a repeated event type',
        { eventTypes: ['event.recorded', 'event.recorded'] },
        'eventTypes',
        'duplicate_value',
      ],
      ['event types not an array', { eventTypes: 'event.recorded' }, 'eventTypes', 'invalid_type'],
      [
        'a description over 500 characters',
        { description: 'x'.repeat(501) },
        'description',
        'invalid_length',
      ],
      ['a description of the wrong type', { description: null }, 'description', 'invalid_type'],
      ['includeTestEvents not a boolean', { includeTestEvents: 'yes' }, 'includeTestEvents', 'invalid_type'],
      ['includeTestEvents null', { includeTestEvents: null }, 'includeTestEvents', 'invalid_type'],
      ['an unknown field', { secret: 'whsec_mine' }, 'secret', 'unknown_field'],
    ])('create with %s: 400 naming the field and the fix', async (_case, change, field, code) => {
      const res = await call('POST', '', { url: 'https://example.com/hooks', ...change });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = res.json();
      expect(body).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(body.errors).toEqual([expect.objectContaining({ field, code })]);
      expect(body.errors[0].message).toEqual(expect.any(String));
    });

    it('says how to fix: the https rule, the known event types, the accepted fields', async () => {
      const http = (await call('POST', '', { url: 'http://example.com/hooks' })).json().errors[0];
      expect(http.message).toMatch(/^url must use https \(got http\)/);
      const type = (await call('POST', '', { url: 'https://example.com/h', eventTypes: ['x'] })).json()
        .errors[0];
      for (const t of WEBHOOK_EVENT_TYPES) expect(type.message).toContain(t);
      const unknown = (await call('POST', '', { url: 'https://example.com/h', evenTypes: [] })).json()
        .errors[0];
      expect(unknown.message).toContain('eventTypes');
    });

    it('PATCH changes only the fields given; [] means every type; the same rules apply', async () => {
      const endpoint = await create({ description: 'before', eventTypes: ['event.recorded'] });
      await new Promise((r) => setTimeout(r, 5));
      const changed = await call('PATCH', `/${endpoint.id}`, {
        url: 'https://example.org/v2',
        eventTypes: [],
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({
        id: endpoint.id,
        url: 'https://example.org/v2',
        description: 'before',
        eventTypes: [],
        enabled: true,
        createdAt: endpoint.createdAt,
      });
      expect(Date.parse(changed.json().updatedAt)).toBeGreaterThan(Date.parse(endpoint.updatedAt as string));
      const described = await call('PATCH', `/${endpoint.id}`, { description: '' });
      expect(described.json()).toMatchObject({ url: 'https://example.org/v2', description: '' });
      expect((await call('GET', `/${endpoint.id}`)).json()).toEqual(described.json());

      for (const [body, field, code] of [
        [{ url: 'http://example.org/' }, 'url', 'insecure_url'],
        [{ url: null }, 'url', 'invalid_type'],
        [{ eventTypes: ['nope'] }, 'eventTypes', 'invalid_value'],
        [{ enabled: 'yes' }, 'enabled', 'invalid_type'],
        [{ includeTestEvents: 1 }, 'includeTestEvents', 'invalid_type'],
        [{ includeTestEvents: null }, 'includeTestEvents', 'invalid_type'],
        [{ id: 'ep_other' }, 'id', 'unknown_field'],
      ] as const) {
        const res = await call('PATCH', `/${endpoint.id}`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([expect.objectContaining({ field, code })]);
      }
      expect((await call('GET', `/${endpoint.id}`)).json()).toEqual(described.json());
    });

    it('includeTestEvents: false unless asked, set on create, changed by PATCH alone, shown on reads', async () => {
      const opted = await create({ includeTestEvents: true, eventTypes: ['conversion.counted'] });
      expect(opted).toMatchObject({ includeTestEvents: true, eventTypes: ['conversion.counted'] });
      expect((await call('GET', `/${opted.id}`)).json().includeTestEvents).toBe(true);
      const plain = await create({ includeTestEvents: false });
      expect(plain.includeTestEvents).toBe(false);
      const listed = (await call('GET', '')).json().data as Json[];
      expect(listed.find((e) => e.id === opted.id)?.includeTestEvents).toBe(true);
      expect(listed.find((e) => e.id === plain.id)?.includeTestEvents).toBe(false);

      // Another field's PATCH leaves it; its own PATCH changes it, and only it.
      const described = (await call('PATCH', `/${opted.id}`, { description: 'sandbox' })).json();
      expect(described).toMatchObject({ includeTestEvents: true, description: 'sandbox' });
      const off = await call('PATCH', `/${opted.id}`, { includeTestEvents: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ ...described, includeTestEvents: false, updatedAt: expect.any(String) });
      expect((await call('GET', `/${opted.id}`)).json()).toEqual(off.json());
      const on = (await call('PATCH', `/${plain.id}`, { includeTestEvents: true })).json();
      expect(on).toMatchObject({ id: plain.id, includeTestEvents: true, enabled: true });

      const refused = await call('PATCH', `/${plain.id}`, { includeTestEvents: 'false' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({
          field: 'includeTestEvents',
          code: 'invalid_type',
          message: expect.stringContaining('includeTestEvents must be true or false'),
        }),
      ]);
      expect((await call('GET', `/${plain.id}`)).json().includeTestEvents).toBe(true);
    });

    it('PATCH enabled: false shows why and since when; true resumes', async () => {
      const endpoint = await create();
      const off = (await call('PATCH', `/${endpoint.id}`, { enabled: false })).json();
      expect(off).toMatchObject({ enabled: false, disabledReason: 'disabled through the API' });
      expect(Date.parse(off.disabledAt)).toBeGreaterThanOrEqual(Date.parse(endpoint.createdAt as string));
      // A second disable keeps the first date.
      expect((await call('PATCH', `/${endpoint.id}`, { enabled: false })).json().disabledAt).toBe(
        off.disabledAt,
      );
      const on = (await call('PATCH', `/${endpoint.id}`, { enabled: true })).json();
      expect(on).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null });
    });

    it("shows the dispatcher's disable with its reason; one PATCH enabled: true overrides it", async () => {
      const endpoint = await create();
      const reason =
        'Every delivery has failed since 2026-11-17T08:00:00.000Z, for more than 5 days without a single success. Re-enable it to receive messages again.';
      // The dispatcher records its disable in its own table, after the endpoint was last switched.
      await db.query(
        `INSERT INTO ${dispatcher}.endpoint_health (endpoint_id, failing_since, disabled_at, disabled_reason)
         VALUES ($1, now() - interval '5 days', now(), $2)`,
        [endpoint.id, reason],
      );
      const [{ disabledAt }] = await db.query(
        `SELECT disabled_at AS "disabledAt" FROM ${dispatcher}.endpoint_health WHERE endpoint_id = $1`,
        [endpoint.id],
      );
      const shown = (await call('GET', `/${endpoint.id}`)).json();
      expect(shown).toMatchObject({
        enabled: false,
        disabledReason: reason,
        disabledAt: new Date(disabledAt).toISOString(),
      });
      const listed = (await call('GET', '')).json().data.find((e: Json) => e.id === endpoint.id);
      expect(listed).toEqual(shown);
      // Changing something else leaves it disabled.
      expect((await call('PATCH', `/${endpoint.id}`, { description: 'x' })).json().enabled).toBe(false);

      const reenabled = await call('PATCH', `/${endpoint.id}`, { enabled: true });
      expect(reenabled.json()).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null });
      expect((await call('GET', `/${endpoint.id}`)).json().enabled).toBe(true);
      // The gateway never wrote the dispatcher's row: the override is enabled_changed_at.
      const [health] = await db.query(
        `SELECT disabled_at AS "disabledAt", disabled_reason AS reason FROM ${dispatcher}.endpoint_health
          WHERE endpoint_id = $1`,
        [endpoint.id],
      );
      expect(health).toEqual({ disabledAt, reason });
    });

    it('DELETE answers the endpoint as it was, removes it and its secrets; then 404', async () => {
      const endpoint = await create({ description: 'to delete' });
      const res = await call('DELETE', `/${endpoint.id}`);
      expect(res.statusCode).toBe(200);
      const { secret: _secret, ...shown } = endpoint;
      expect(res.json()).toEqual(shown);
      expect((await call('GET', `/${endpoint.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/${endpoint.id}`)).statusCode).toBe(404);
      const [{ n }] = await db.query(
        `SELECT count(*)::int AS n FROM webhook_endpoint_secrets WHERE endpoint_id = $1`,
        [endpoint.id],
      );
      expect(n).toBe(0);
    });

    it('holds at most WEBHOOK_MAX_ENDPOINTS (20) per workspace, even when created concurrently', async () => {
      const other = await createWorkspace(app);
      const otherKey = (await createApiKey(app, other.id, { scopes: ['webhooks:manage'] })).key;
      const results = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          call('POST', '', { url: `https://example.com/${i}` }, { ws: other.id, key: otherKey }),
        ),
      );
      const refused = results.filter((r) => r.statusCode === 409);
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(20);
      expect(refused).toHaveLength(5);
      expect(refused[0].json()).toMatchObject({ status: 409, code: 'limit_exceeded' });
      expect(refused[0].json().detail).toContain('20 webhook endpoints');
      // Deleting one frees its place.
      const first = results.find((r) => r.statusCode === 201)!.json();
      await call('DELETE', `/${first.id}`, undefined, { ws: other.id, key: otherKey });
      const again = await call(
        'POST',
        '',
        { url: 'https://example.com/again' },
        { ws: other.id, key: otherKey },
      );
      expect(again.statusCode).toBe(201);
    });
  });

  describe('not found', () => {
    inFreshWorkspace();
    let foreign: string;
    let mine: string;
    let message: string;

    beforeAll(async () => {
      const other = await createWorkspaceWithKey(app, ['webhooks:manage']);
      foreign = (await create({}, { ws: other.workspace.id, key: other.key.key })).id;
      mine = (await create()).id;
      message = await insertDelivery({
        endpointId: foreign,
        workspaceId: other.workspace.id,
        status: 'failed',
        createdAt: new Date().toISOString(),
      });
    });

    // Every row has three entries: jest would take a missing third for the done callback.
    const routes: [string, Method, (id: string, msg: string) => string, unknown][] = [
      ['GET {id}', 'GET', (id) => `/${id}`, undefined],
      ['PATCH {id}', 'PATCH', (id) => `/${id}`, { description: 'x' }],
      ['DELETE {id}', 'DELETE', (id) => `/${id}`, undefined],
      ['POST {id}/rotate-secret', 'POST', (id) => `/${id}/rotate-secret`, {}],
      ['POST {id}/test', 'POST', (id) => `/${id}/test`, undefined],
      [
        'POST {id}/recover',
        'POST',
        (id) => `/${id}/recover`,
        { since: new Date(Date.now() - HOUR).toISOString() },
      ],
      ['GET {id}/messages', 'GET', (id) => `/${id}/messages`, undefined],
      ['GET {id}/messages/{messageId}', 'GET', (id, msg) => `/${id}/messages/${msg}`, undefined],
      [
        'POST {id}/messages/{messageId}/redeliver',
        'POST',
        (id, msg) => `/${id}/messages/${msg}/redeliver`,
        undefined,
      ],
    ];

    it.each(routes)(
      '%s: 404 for a malformed id, an unknown id, and an endpoint of another workspace',
      async (_name, method, path, payload) => {
        for (const id of ['nope', 'ep_short', newEndpointId(), foreign]) {
          const res = await call(method, path(id, message), payload);
          expect(res.statusCode).toBe(404);
          expect(res.json()).toMatchObject({ code: 'not_found' });
          expect(res.json().detail).toContain('does not exist in this workspace');
        }
      },
    );

    it('messages: 404 for a malformed message id, an unknown one, and one delivered to another endpoint', async () => {
      for (const msg of ['msg_x', newMessageId(), message]) {
        for (const path of [`/${mine}/messages/${msg}`, `/${mine}/messages/${msg}/redeliver`]) {
          const res = await call(path.endsWith('redeliver') ? 'POST' : 'GET', path);
          expect(res.statusCode).toBe(404);
          expect(res.json().code).toBe('not_found');
        }
      }
    });
  });

  describe('secrets', () => {
    inFreshWorkspace();
    const secretRows = async (endpointId: string) =>
      db.query(
        `SELECT sealed, expires_at AS "expiresAt", (SELECT now()) AS now FROM webhook_endpoint_secrets
          WHERE endpoint_id = $1 ORDER BY id`,
        [endpointId],
      ) as Promise<{ sealed: string; expiresAt: Date | null; now: Date }[]>;
    const cipher = () =>
      SecretCipher.parse(process.env.WEBHOOK_SECRET_KEYS ?? '', process.env.WEBHOOK_SECRET_KEY_ID);

    it('rotate-secret: a new secret once; the previous keeps signing for the grace period, 24 h by default', async () => {
      const endpoint = await create();
      const before = Date.now();
      const res = await call('POST', `/${endpoint.id}/rotate-secret`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const rotated = res.json();
      expect(rotated.secret).toMatch(SECRET);
      expect(rotated.secret).not.toBe(endpoint.secret);

      const rows = await secretRows(endpoint.id);
      expect(rows).toHaveLength(2);
      const [previous, current] = rows;
      expect(current.expiresAt).toBeNull();
      expect(cipher().open(current.sealed)).toBe(rotated.secret);
      expect(cipher().open(previous.sealed)).toBe(endpoint.secret);
      const grace = previous.expiresAt!.getTime() - before;
      expect(grace).toBeGreaterThan(86_400_000 - 5_000);
      expect(grace).toBeLessThan(86_400_000 + 5_000);
      expect(rotated.previousSecretExpiresAt).toBe(previous.expiresAt!.toISOString());
      expect((await call('GET', `/${endpoint.id}`)).body).not.toContain(rotated.secret.slice(6));

      // Rotating again: the secret in its grace period stops now, so at most two ever sign.
      const again = (await call('POST', `/${endpoint.id}/rotate-secret`, { graceSeconds: 600 })).json();
      const after = await secretRows(endpoint.id);
      expect(after).toHaveLength(2);
      expect(after.map((r) => cipher().open(r.sealed))).toEqual([rotated.secret, again.secret]);
      expect(after[0].expiresAt!.getTime() - after[0].now.getTime()).toBeGreaterThan(590_000);
      expect(after[0].expiresAt!.getTime() - after[0].now.getTime()).toBeLessThanOrEqual(600_000);

      // A grace of 0: the previous secret stops at once, and only the new one is kept.
      const now = (await call('POST', `/${endpoint.id}/rotate-secret`, { graceSeconds: 0 })).json();
      expect(now.previousSecretExpiresAt).toBeNull();
      const last = await secretRows(endpoint.id);
      expect(last).toHaveLength(1);
      expect(last[0].expiresAt).toBeNull();
      expect(cipher().open(last[0].sealed)).toBe(now.secret);
    });

    it.each([
      [{ graceSeconds: 604_801 }, 'out_of_range'],
      [{ graceSeconds: -1 }, 'out_of_range'],
      [{ graceSeconds: 1.5 }, 'invalid_type'],
      [{ graceSeconds: '60' }, 'invalid_type'],
      [{ grace: 60 }, 'unknown_field'],
    ])('rotate-secret with %j: 400', async (body, code) => {
      const endpoint = await create();
      const res = await call('POST', `/${endpoint.id}/rotate-secret`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe(code);
      expect(await secretRows(endpoint.id)).toHaveLength(1);
    });

    it('accepts the longest grace, 7 days', async () => {
      const endpoint = await create();
      const res = await call('POST', `/${endpoint.id}/rotate-secret`, { graceSeconds: 604_800 });
      expect(res.statusCode).toBe(200);
      expect(Date.parse(res.json().previousSecretExpiresAt) - Date.now()).toBeGreaterThan(604_790_000);
    });

    it('no column of any table of the gateway or the dispatcher holds a secret in the clear; none is logged', async () => {
      const endpoint = await create();
      const rotated = (await call('POST', `/${endpoint.id}/rotate-secret`)).json();
      const secrets = [endpoint.secret, rotated.secret];
      const needles = secrets.flatMap((s) => {
        const raw = Buffer.from(s.slice('whsec_'.length), 'base64');
        return [s, s.slice('whsec_'.length), raw.toString('hex'), raw.toString('base64url')];
      });
      const raws = secrets.map((s) => Buffer.from(s.slice('whsec_'.length), 'base64'));

      const schemas = [schemaName(prefix, 'gateway'), schemaName(prefix, 'webhookDispatcher')];
      const columns: { schema: string; table: string; column: string; type: string }[] = await db.query(
        `SELECT c.table_schema AS schema, c.table_name AS "table", c.column_name AS column, c.data_type AS type
           FROM information_schema.columns c
           JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
          WHERE c.table_schema = ANY($1) AND t.table_type = 'BASE TABLE'
            AND c.data_type IN ('text', 'character varying', 'character', 'bytea', 'json', 'jsonb', 'ARRAY')`,
        [schemas],
      );
      const scanned = new Set(columns.map((c) => `${c.table}.${c.column}`));
      for (const expected of ['webhook_endpoint_secrets.sealed', 'webhook_endpoints.url', 'messages.body']) {
        expect(scanned.has(expected)).toBe(true);
      }
      for (const { schema, table, column, type } of columns) {
        const col = `"${schema}"."${table}"."${column}"`;
        const asText = type === 'bytea' ? `encode(${col}, 'escape')` : `${col}::text`;
        const [{ n }] = await db.query(
          `SELECT count(*)::int AS n FROM "${schema}"."${table}"
            WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS needle WHERE strpos(${asText}, needle) > 0)
               ${type === 'bytea' ? `OR EXISTS (SELECT 1 FROM unnest($2::bytea[]) AS raw WHERE position(raw IN ${col}) > 0)` : ''}`,
          type === 'bytea' ? [needles, raws] : [needles],
        );
        expect({ column: `${schema}.${table}.${column}`, rowsHoldingASecret: n }).toEqual({
          column: `${schema}.${table}.${column}`,
          rowsHoldingASecret: 0,
        });
      }
      // Sealed, and only the configured key opens them.
      const sealed: { sealed: string }[] = await db.query(
        `SELECT sealed FROM webhook_endpoint_secrets WHERE endpoint_id = $1 ORDER BY id`,
        [endpoint.id],
      );
      expect(sealed.map((r) => cipher().open(r.sealed))).toEqual(secrets);
      expect(logs.lines.length).toBeGreaterThan(0);
      for (const needle of needles) expect(logs.text).not.toContain(needle);
    });
  });

  describe('test, recover, redeliver', () => {
    inFreshWorkspace();
    it('each publishes its command for the dispatcher, keyed by workspace and endpoint', async () => {
      const endpoint = await create();
      const failed = await insertDelivery({
        endpointId: endpoint.id,
        status: 'failed',
        createdAt: new Date(Date.now() - HOUR).toISOString(),
      });

      const test = await call('POST', `/${endpoint.id}/test`);
      expect(test.statusCode).toBe(202);
      expect(test.json()).toEqual({ messageId: expect.stringMatching(MESSAGE_ID_PATTERN) });
      const since = new Date(Date.now() - 2 * HOUR).toISOString();
      const recover = await call('POST', `/${endpoint.id}/recover`, { since });
      expect(recover.statusCode).toBe(202);
      expect(recover.json()).toEqual({ count: 1 });
      const redeliver = await call('POST', `/${endpoint.id}/messages/${failed}/redeliver`);
      expect(redeliver.statusCode).toBe(202);
      expect(redeliver.json()).toEqual({ messageId: failed });

      const mine = (value: Json) => value.endpointId === endpoint.id;
      const seen = await consumeUntil(
        process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
        topic,
        (messages) => messages.filter((m) => mine(m.value)).length >= 3,
      );
      const commands = seen.filter((m) => mine(m.value));
      expect(commands.map((m) => m.value.kind)).toEqual(['test', 'recover', 'redeliver']);
      for (const m of commands) {
        const value = m.value as unknown as WebhookCommandV1;
        expect(m.key).toBe(`${ws}:${endpoint.id}`);
        expect(m.headers).toMatchObject({
          'event-id': value.commandId,
          'event-type': 'webhook.command',
          'schema-version': '1',
        });
        expect(value).toMatchObject({ workspaceId: ws, endpointId: endpoint.id });
        expect(Date.now() - Date.parse(value.requestedAt)).toBeLessThan(60_000);
      }
      const [t, r, d] = commands.map((m) => m.value as unknown as WebhookCommandV1);
      expect(t).toMatchObject({ messageId: test.json().messageId, since: null, until: null });
      expect(r).toMatchObject({ messageId: null, since });
      expect(Date.parse(r.until!)).toBeGreaterThan(Date.parse(since));
      expect(Date.parse(r.until!)).toBeLessThanOrEqual(Date.parse(r.requestedAt));
      expect(d).toMatchObject({ messageId: failed, since: null, until: null });
      expect(new Set(commands.map((m) => m.value.commandId)).size).toBe(3);
    });

    it('recover counts exactly the failed deliveries of the endpoint created in [since, until)', async () => {
      const endpoint = await create();
      const neighbour = await create();
      const t0 = Date.now() - 10 * HOUR;
      const at = (hours: number) => new Date(t0 + hours * HOUR).toISOString();
      const since = at(0);
      const until = at(4);
      const cases: [string, 'pending' | 'delivered' | 'failing' | 'failed', string, boolean][] = [
        [endpoint.id, 'failed', at(0), true], // exactly since: in
        [endpoint.id, 'failed', at(1), true],
        [endpoint.id, 'failed', at(3.99), true],
        [endpoint.id, 'failed', at(4), false], // exactly until: out
        [endpoint.id, 'failed', at(-0.01), false],
        [endpoint.id, 'failed', at(6), false],
        [endpoint.id, 'delivered', at(1), false],
        [endpoint.id, 'failing', at(1), false],
        [endpoint.id, 'pending', at(2), false],
        [neighbour.id, 'failed', at(1), false],
      ];
      for (const [endpointId, status, createdAt] of cases)
        await insertDelivery({ endpointId, status, createdAt });
      const expected = cases.filter((c) => c[3]).length;

      const res = await call('POST', `/${endpoint.id}/recover`, { since, until });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ count: expected });
      // until left out: now, so the one at +6 h counts too.
      expect((await call('POST', `/${endpoint.id}/recover`, { since })).json()).toEqual({
        count: expected + 2,
      });
    });

    const sinceOk = () => new Date(Date.now() - HOUR).toISOString();
    it.each([
      ['no since', () => ({}), 'since', 'required'],
      ['since without an offset', () => ({ since: '2026-11-21T00:00:00' }), 'since', 'invalid_format'],
      ['since that is not a date', () => ({ since: 'yesterday' }), 'since', 'invalid_format'],
      [
        'since more than 14 days back',
        () => ({ since: new Date(Date.now() - 15 * 24 * HOUR).toISOString() }),
        'since',
        'out_of_range',
      ],
      [
        'since in the future',
        () => ({ since: new Date(Date.now() + HOUR).toISOString() }),
        'since',
        'out_of_range',
      ],
      [
        'until before since',
        () => ({ since: sinceOk(), until: new Date(Date.now() - 2 * HOUR).toISOString() }),
        'until',
        'out_of_range',
      ],
      [
        'until equal to since',
        () => ({ since: '2026-11-21T00:00:00Z', until: '2026-11-21T01:00:00+01:00' }),
        'until',
        'out_of_range',
      ],
      ['an unknown field', () => ({ since: sinceOk(), to: sinceOk() }), 'to', 'unknown_field'],
    ])('recover with %s: 400 naming the field', async (_case, body, field, code) => {
      const endpoint = await create();
      const res = await call('POST', `/${endpoint.id}/recover`, body());
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field, code })]);
    });

    it('503 unavailable with Retry-After when Kafka cannot take the command', async () => {
      const endpoint = await create();
      const failed = await insertDelivery({
        endpointId: endpoint.id,
        status: 'failed',
        createdAt: new Date().toISOString(),
      });
      const producer = app.get(TypedProducer);
      const send = jest
        .spyOn(producer, 'send')
        .mockRejectedValue(new Error('Connection error: connect ECONNREFUSED'));
      try {
        for (const [path, body] of [
          [`/${endpoint.id}/test`, undefined],
          [`/${endpoint.id}/recover`, { since: sinceOk() }],
          [`/${endpoint.id}/messages/${failed}/redeliver`, undefined],
        ] as const) {
          const res = await call('POST', path, body);
          expect(res.statusCode).toBe(503);
          expect(res.headers['retry-after']).toBe('2');
          expect(res.json()).toMatchObject({ code: 'unavailable' });
          expect(res.json().detail).toContain('nothing was queued');
        }
      } finally {
        send.mockRestore();
      }
    });
  });

  describe('delivery log', () => {
    inFreshWorkspace();
    let endpoint: string;
    const base = Date.now() - 5 * HOUR;
    const rows: { id: string; status: string; type: string; createdAt: string }[] = [];

    beforeAll(async () => {
      endpoint = (await create()).id;
      const specs: [string, string, number][] = [
        ['delivered', 'event.recorded', 0],
        ['failed', 'conversion.counted', 1],
        ['failing', 'conversion.not_counted', 2],
        ['pending', 'conversion.counted', 3],
        ['delivered', 'conversion.counted', 4],
        ['failed', 'event.recorded', 5],
        ['delivered', 'webhook.test', 6],
      ];
      for (const [status, type, minutes] of specs) {
        const createdAt = new Date(base + minutes * 60_000).toISOString();
        const id = await insertDelivery({
          endpointId: endpoint,
          status: status as 'failed',
          type,
          createdAt,
        });
        rows.push({ id, status, type, createdAt });
      }
      // Two in the same millisecond, a microsecond apart, and two at the very same instant: the
      // cursor must neither skip nor repeat any of them.
      const sameMs = new Date(base + 10 * 60_000).toISOString().replace('Z', '');
      for (const [micro, id] of [
        ['123', newMessageId()],
        ['124', newMessageId()],
        ['124', newMessageId()],
      ] as const) {
        await insertDelivery({
          endpointId: endpoint,
          status: 'delivered',
          createdAt: `${sameMs}${micro}Z`,
          messageId: id,
        });
        rows.push({ id, status: 'delivered', type: 'conversion.counted', createdAt: `${sameMs}${micro}` });
      }
      // Another endpoint's delivery never shows here.
      await insertDelivery({
        endpointId: (await create()).id,
        status: 'failed',
        createdAt: new Date(base).toISOString(),
      });
    });

    /** Newest first: created_at, then message id, both descending. */
    const expectedOrder = () =>
      [...rows]
        .sort((a, b) =>
          a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
        )
        .map((r) => r.id);

    const page = async (query: string) => {
      const res = await call('GET', `/${endpoint}/messages${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { data: Json[]; nextCursor: string | null };
    };

    it('lists newest first, with the fields of each delivery', async () => {
      const { data, nextCursor } = await page('');
      expect(nextCursor).toBeNull();
      expect(data.map((m) => m.id)).toEqual(expectedOrder());
      const failed = data.find((m) => m.id === rows[1].id);
      expect(failed).toEqual({
        id: rows[1].id,
        type: 'conversion.counted',
        status: 'failed',
        attemptCount: 1,
        createdAt: rows[1].createdAt,
        lastAttemptAt: rows[1].createdAt,
        nextAttemptAt: null,
        lastError: 'answered 500',
      });
      expect(data.find((m) => m.id === rows[2].id)).toMatchObject({
        status: 'failing',
        nextAttemptAt: expect.any(String),
      });
    });

    it('pages with an opaque cursor, never skipping or repeating (microsecond ties included)', async () => {
      for (const limit of [1, 2, 3]) {
        const seen: unknown[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const result: { data: Json[]; nextCursor: string | null } = await page(
            `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
          );
          expect(result.data.length).toBeLessThanOrEqual(limit);
          seen.push(...result.data.map((m) => m.id));
          cursor = result.nextCursor;
          pages++;
        } while (cursor && pages < 50);
        expect(seen).toEqual(expectedOrder());
      }
    });

    it('filters by status and by type, together with the cursor', async () => {
      const failed = await page('?status=failed');
      expect(failed.data.map((m) => m.id)).toEqual(
        expectedOrder().filter((id) => rows.find((r) => r.id === id)!.status === 'failed'),
      );
      const counted = await page('?type=conversion.counted');
      expect(counted.data.map((m) => m.id)).toEqual(
        expectedOrder().filter((id) => rows.find((r) => r.id === id)!.type === 'conversion.counted'),
      );
      const both = await page('?type=conversion.counted&status=delivered&limit=2');
      expect(both.data).toHaveLength(2);
      const rest = await page(`?type=conversion.counted&status=delivered&limit=2&cursor=${both.nextCursor}`);
      expect([...both.data, ...rest.data].map((m) => m.id)).toEqual(
        expectedOrder().filter((id) => {
          const r = rows.find((x) => x.id === id)!;
          return r.type === 'conversion.counted' && r.status === 'delivered';
        }),
      );
    });

    it.each([
      ['?status=lost', 'status', 'invalid_value'],
      ['?type=conversion.maybe', 'type', 'invalid_value'],
      ['?limit=0', 'limit', 'out_of_range'],
      ['?limit=201', 'limit', 'out_of_range'],
      ['?limit=ten', 'limit', 'invalid_type'],
      ['?cursor=garbage', 'cursor', 'invalid_format'],
      ['?sort=asc', 'sort', 'unknown_field'],
    ])('GET messages%s: 400 naming the parameter', async (query, field, code) => {
      const res = await call('GET', `/${endpoint}/messages${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field, code })]);
    });

    it('shows one message with its payload and every attempt, oldest first', async () => {
      const id = rows[1].id;
      const attempts = [
        [new Date(base + 61_000).toISOString(), 500, 84, 'answered 500', '{"error":"boom"}'],
        [
          new Date(base + 70_000).toISOString(),
          null,
          15000,
          'timeout: no complete answer within 15000 ms',
          null,
        ],
        [new Date(base + 400_000).toISOString(), 503, 12, 'answered 503', ''],
      ] as const;
      for (const [attemptedAt, statusCode, durationMs, error, responseBody] of attempts) {
        await db.query(
          `INSERT INTO ${dispatcher}.attempts (endpoint_id, message_id, attempted_at, status_code, duration_ms, error, response_body)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [endpoint, id, attemptedAt, statusCode, durationMs, error, responseBody],
        );
      }
      const res = await call('GET', `/${endpoint}/messages/${id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id,
        type: 'conversion.counted',
        status: 'failed',
        createdAt: rows[1].createdAt,
      });
      expect(body.payload).toEqual(
        WEBHOOK_EVENT_CATALOG.find((t) => t.type === 'conversion.counted')!.example,
      );
      expect(body.attempts).toEqual(
        attempts.map(([attemptedAt, statusCode, durationMs, error, responseBody]) => ({
          attemptedAt,
          statusCode,
          durationMs,
          error,
          responseBody,
        })),
      );
      const none = (await call('GET', `/${endpoint}/messages/${rows[0].id}`)).json();
      expect(none.attempts).toEqual([]);
    });
  });

  describe('GET /v1/webhook-event-types', () => {
    it('is public: every type with its description, JSON Schema and an example that matches it', async () => {
      const res = await app.inject({ method: 'GET', url: '/v1/webhook-event-types' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json() as {
        data: { type: string; description: string; schema: object; example: Json }[];
      };
      expect(data.map((t) => t.type)).toEqual([...WEBHOOK_EVENT_TYPES]);
      const ajv = addFormats(new Ajv({ strict: false }));
      for (const entry of data) {
        expect(entry.description.length).toBeGreaterThan(10);
        const validate = ajv.compile(entry.schema);
        expect({ type: entry.type, valid: validate(entry.example), errors: validate.errors ?? null }).toEqual(
          {
            type: entry.type,
            valid: true,
            errors: null,
          },
        );
        expect(entry.example.type).toBe(entry.type);
      }
      // The same answer with a key of any scope.
      const withKey = await app.inject({
        method: 'GET',
        url: '/v1/webhook-event-types',
        headers: { authorization: `Bearer ${key}` },
      });
      expect(withKey.json()).toEqual(res.json());
    });

    it('is in the OpenAPI document with the webhooks operations', async () => {
      const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
      const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
        ([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
      );
      const base = '/v1/workspaces/{workspaceId}/webhook-endpoints';
      expect(operations).toEqual(
        expect.arrayContaining([
          'GET /v1/webhook-event-types',
          `POST ${base}`,
          `GET ${base}`,
          `GET ${base}/{endpointId}`,
          `PATCH ${base}/{endpointId}`,
          `DELETE ${base}/{endpointId}`,
          `POST ${base}/{endpointId}/rotate-secret`,
          `POST ${base}/{endpointId}/test`,
          `POST ${base}/{endpointId}/recover`,
          `GET ${base}/{endpointId}/messages`,
          `GET ${base}/{endpointId}/messages/{messageId}`,
          `POST ${base}/{endpointId}/messages/{messageId}/redeliver`,
        ]),
      );
      // includeTestEvents: optional on create and update (default false), always on an endpoint.
      const schemas = doc.components.schemas as Record<
        string,
        {
          required?: string[];
          properties: Record<string, { type?: string; default?: unknown; example?: unknown }>;
        }
      >;
      for (const name of ['CreateWebhookEndpointDto', 'UpdateWebhookEndpointDto', 'WebhookEndpointDto']) {
        expect({ name, field: schemas[name].properties.includeTestEvents }).toEqual({
          name,
          field: expect.objectContaining({ type: 'boolean', example: expect.any(Boolean) }),
        });
      }
      expect(schemas.CreateWebhookEndpointDto.properties.includeTestEvents.default).toBe(false);
      expect(schemas.CreateWebhookEndpointDto.required ?? []).not.toContain('includeTestEvents');
      expect(schemas.UpdateWebhookEndpointDto.required ?? []).not.toContain('includeTestEvents');
      expect(schemas.WebhookEndpointDto.required).toContain('includeTestEvents');
    });
  });
});
