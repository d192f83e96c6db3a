import { randomUUID } from 'node:crypto';
import { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import { Pool } from 'undici';
import { ApiKeysService } from '@app/auth';
import { createApiKey, createWorkspaceWithKey } from '@app/testing';
import { startGateway } from '../support/gateway';

/**
 * Fuzzing the running gateway over real sockets: generated event bodies (valid ones and ones with a
 * known defect), raw bodies (not JSON, deep nesting, prototype keys, unicode), headers
 * (Authorization forms, content types, encodings) and paths with query strings, FUZZ_RUNS requests
 * in all (default 10,000). The oracles:
 *
 * - never a 5xx;
 * - never 201 or 200 for an event with a defect, or for a request without valid credentials, and
 *   always 201 or 200 for a valid event;
 * Also the bodies of every other write (campaigns, keys, webhook endpoints, invitations, sign-in).
 *
 * - every 4xx is an RFC 9457 problem document (type, title, status, detail, code), and a 400
 *   `validation_failed` names each wrong field in `errors`.
 *
 * The seed is printed first; FUZZ_SEED=<seed> replays a run (fast-check prints the shrunk
 * counterexample and its path on failure).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** The share of the runs each property gets. */
const share = (part: number) => Math.max(1, Math.round(RUNS * part));
/** Generous: on a busy machine (the chaos run beside it) a property's share can take minutes. */
const PROPERTY_TIMEOUT_MS = 10 * 60_000;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

type Json = Record<string, unknown>;

interface ValidEvent {
  name: string;
  occurredAt: string;
  contactId: string;
  campaignId?: string;
  /** valueMinor and currency, given together or not at all. */
  value?: [number | string, string];
  externalId: string;
}

describe(`fuzzing the running gateway (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`, () => {
  let app: NestFastifyApplication;
  let pool: Pool;
  let ws: string;
  let key: string;
  let otherWorkspaceKey: string;
  let revokedKey: string;
  let sent = 0;

  beforeAll(async () => {
    process.stderr.write(`[fuzz] seed ${SEED}, ${RUNS} requests; replay with FUZZ_SEED=${SEED}\n`);
    app = await startGateway({ RATE_LIMIT_REQUESTS: '1000000' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    pool = new Pool(`http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`, {
      connections: 4,
    });
    const setup = await createWorkspaceWithKey(app);
    ws = setup.workspace.id;
    key = setup.key.key;
    otherWorkspaceKey = (await createWorkspaceWithKey(app)).key.key;
    const revoked = await createApiKey(app, ws);
    await app.get(ApiKeysService).revoke(ws, revoked.id);
    revokedKey = revoked.key;
  });
  afterAll(async () => {
    process.stderr.write(`[fuzz] ${sent} requests sent (seed ${SEED})\n`);
    await pool.close();
    await app.close();
  });

  async function send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string | Buffer,
  ): Promise<Answer> {
    sent += 1;
    const res = await pool.request({ method: method as 'GET', path, headers, body });
    return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
  }

  /** The oracles every answer is held to. */
  function checkAnswer(res: Answer): void {
    if (res.status >= 500) throw new Error(`a ${res.status}: ${res.body.slice(0, 500)}`);
    if (res.status < 400) return;
    expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(res.body) as Json;
    expect(problem).toMatchObject({ status: res.status });
    for (const member of ['type', 'title', 'detail', 'code']) expect(typeof problem[member]).toBe('string');
    if (problem.code === 'validation_failed') {
      const errors = problem.errors as { field: string; code: string; message: string }[];
      expect(errors.length).toBeGreaterThan(0);
      for (const e of errors) {
        expect(typeof e.field).toBe('string');
        expect(typeof e.code).toBe('string');
        expect(e.message.length).toBeGreaterThan(0);
      }
    }
    // A missing or wrong credential (not a wrong password at sign-in) says how to authenticate.
    if (problem.code === 'unauthenticated') expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
  }

  const json = (k = key) => ({ authorization: `Bearer ${k}`, 'content-type': 'application/json' });
  const eventsPath = () => `/v1/workspaces/${ws}/events`;

  // ------------------------------------------------------------------ event bodies

  const validEvent: fc.Arbitrary<ValidEvent> = fc.record({
    name: fc.oneof(
      fc.stringMatching(/^[a-z][a-z_]{0,39}$/),
      fc.constantFrom('order_paid', 'Ünïcödé 注文 🚀'),
    ),
    occurredAt: fc
      .tuple(fc.integer({ min: 1, max: 6 * 86_400 }), fc.constantFrom('Z', '+01:00', '-05:30', '+14:00'))
      .map(([ago, offset]) => isoWithOffset(new Date(Date.now() - ago * 1000), offset)),
    contactId: fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }).filter(printable),
    campaignId: fc.option(fc.string({ minLength: 1, maxLength: 128 }).filter(printable), { nil: undefined }),
    value: fc.option(
      fc.tuple(
        fc.oneof(fc.nat(), fc.bigInt({ min: 0n, max: 9223372036854775807n }).map(String)),
        fc.constantFrom('EUR', 'USD', 'JPY', 'BHD'),
      ),
      { nil: undefined },
    ),
    externalId: fc.constant(null).map(() => `fuzz-${randomUUID()}`),
  });
  const asBody = ({ value, ...rest }: ValidEvent): Json => {
    const body: Json = { ...rest };
    if (body.campaignId === undefined) delete body.campaignId;
    if (value) [body.valueMinor, body.currency] = value;
    return body;
  };

  /**
   * A defect and the field the gateway must name for it. `whole`: the JSON itself is refused
   * (400 malformed_json, saying which key), for a single event and a whole batch alike.
   */
  const defect: fc.Arbitrary<{ field: string; apply: (b: Json) => void; whole?: boolean }> = fc.oneof(
    fc
      .constantFrom('name', 'occurredAt', 'contactId', 'externalId')
      .map((field) => ({ field, apply: (b: Json) => delete b[field] })),
    fc
      .tuple(
        fc.constantFrom(
          'name',
          'occurredAt',
          'contactId',
          'externalId',
          'campaignId',
          'valueMinor',
          'currency',
        ),
        fc.oneof(
          fc.integer().filter((n) => n < 0),
          fc.boolean(),
          fc.array(fc.nat(), { maxLength: 2 }),
          fc.dictionary(fc.string({ maxLength: 3 }), fc.nat(), { maxKeys: 2 }),
          fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
        ),
      )
      .map(([field, value]) => ({ field, apply: (b: Json) => (b[field] = value) })),
    fc
      .constantFrom('__proto__', 'constructor', 'prototype', 'occuredAt', 'value', 'Name', 'toString', '')
      .map((field) => ({
        field,
        whole: field === '__proto__',
        // Set as an own property (as JSON.parse would), never through the prototype chain.
        apply: (b: Json) =>
          Object.defineProperty(b, field, { value: 1, enumerable: true, configurable: true, writable: true }),
      })),
    fc.constantFrom(
      { field: 'currency', apply: (b: Json) => Object.assign(b, { valueMinor: 100, currency: 'eur' }) },
      { field: 'currency', apply: (b: Json) => Object.assign(b, { valueMinor: 100, currency: 'XYZ' }) },
      {
        field: 'valueMinor',
        apply: (b: Json) => Object.assign(b, { valueMinor: '9223372036854775808', currency: 'EUR' }),
      },
      { field: 'valueMinor', apply: (b: Json) => Object.assign(b, { valueMinor: '-1', currency: 'EUR' }) },
      { field: 'valueMinor', apply: (b: Json) => Object.assign(b, { valueMinor: 2 ** 60, currency: 'EUR' }) },
      { field: 'occurredAt', apply: (b: Json) => (b.occurredAt = '2026-11-21T14:03:00') },
      { field: 'occurredAt', apply: (b: Json) => (b.occurredAt = '2026-02-30T14:03:00Z') },
      { field: 'occurredAt', apply: (b: Json) => (b.occurredAt = '1999-01-01T00:00:00Z') },
      {
        field: 'occurredAt',
        apply: (b: Json) => (b.occurredAt = new Date(Date.now() + 86_400_000).toISOString()),
      },
      { field: 'name', apply: (b: Json) => (b.name = 'x'.repeat(101)) },
      { field: 'name', apply: (b: Json) => (b.name = '') },
      { field: 'name', apply: (b: Json) => (b.name = 'order\u0000paid') },
      { field: 'contactId', apply: (b: Json) => (b.contactId = 'c'.repeat(129)) },
      { field: 'externalId', apply: (b: Json) => (b.externalId = 'e'.repeat(201)) },
      { field: 'externalId', apply: (b: Json) => (b.externalId = 'line\nbreak') },
    ),
  );

  it(
    'a valid event is recorded (201, or 200 for a repeat); one with a defect gets 400 naming the field',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          validEvent,
          fc.option(defect, { freq: 2 }),
          fc.boolean(),
          async (valid, broken, single) => {
            const body = asBody(valid);
            broken?.apply(body);
            const path = single ? eventsPath() : `${eventsPath()}/batch`;
            const res = await send('POST', path, json(), JSON.stringify(single ? body : { events: [body] }));
            checkAnswer(res);
            if (broken?.whole) {
              expect(res.status).toBe(400);
              expect(JSON.parse(res.body)).toMatchObject({ code: 'malformed_json' });
              expect(res.body).toContain(broken.field);
            } else if (single) {
              if (!broken) expect([201, 200]).toContain(res.status);
              else {
                expect(res.status).toBe(400);
                const fields = (JSON.parse(res.body) as { errors: { field: string }[] }).errors.map(
                  (e) => e.field,
                );
                expect(
                  fields.some(
                    (f) => f === broken.field || f.startsWith(`${broken.field}.`) || broken.field === '',
                  ),
                ).toBe(true);
              }
            } else {
              expect(res.status).toBe(200);
              const [item] = (
                JSON.parse(res.body) as { results: { status: string; errors?: { field: string }[] }[] }
              ).results;
              if (!broken) expect(['recorded', 'already_received']).toContain(item.status);
              else {
                expect(item.status).toBe('rejected');
                expect(item.errors?.some((e) => e.field.startsWith('events[0].'))).toBe(true);
              }
            }
          },
        ),
        { numRuns: share(0.3), seed: SEED, endOnFailure: true },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  // ------------------------------------------------------------------ raw bodies

  const deep = fc.integer({ min: 1, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);
  const rawBody = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.json({ maxDepth: 4 }),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    deep,
    fc.constantFrom(
      '{"__proto__": {"polluted": true}, "name": "x"}',
      '{"constructor": {"prototype": {"polluted": true}}}',
      '{"externalId": "a", "externalId": "b"}',
      '{"events": [',
      '{"name": "\\ud800"}',
      '\u0000',
      '{}',
      '[]',
      'null',
      '{"events": null}',
      '{"events": {}}',
      `{"events": [${Array(1001).fill('{}').join(',')}]}`,
    ),
  );

  it(
    'whatever the raw body, no 5xx and nothing recorded',
    async () => {
      await fc.assert(
        fc.asyncProperty(rawBody, fc.boolean(), async (raw, single) => {
          const res = await send('POST', single ? eventsPath() : `${eventsPath()}/batch`, json(), raw);
          checkAnswer(res);
          if (single) expect(res.status).toBeGreaterThanOrEqual(400);
          else if (res.status === 200) {
            const results = (JSON.parse(res.body) as { results: { status: string }[] }).results;
            expect(results.every((r) => r.status === 'rejected')).toBe(true);
          }
          expect(({} as Json).polluted).toBeUndefined();
        }),
        { numRuns: share(0.2), seed: SEED, endOnFailure: true },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  // ------------------------------------------------------------------ headers

  const authorization = fc.oneof(
    fc.constant({ kind: 'valid' as const, value: () => `Bearer ${key}` }),
    fc.constant({ kind: 'valid' as const, value: () => `bearer ${key}` }),
    fc.constantFrom(
      { kind: 'other-workspace' as const, value: () => `Bearer ${otherWorkspaceKey}` },
      { kind: 'invalid' as const, value: () => `Bearer ${revokedKey}` },
      { kind: 'invalid' as const, value: () => '' },
      { kind: 'invalid' as const, value: () => 'Bearer' },
      { kind: 'invalid' as const, value: () => 'Bearer ' },
      { kind: 'invalid' as const, value: () => `Basic ${Buffer.from(`${key}:`).toString('base64')}` },
      { kind: 'invalid' as const, value: () => `Bearer ${tampered(key)}` },
      { kind: 'invalid' as const, value: () => `Bearer cvk_${'a'.repeat(16)}_${'b'.repeat(38)}` },
      { kind: 'invalid' as const, value: () => `Bearer ${'x'.repeat(8000)}` },
      { kind: 'invalid' as const, value: () => `Token ${key}` },
    ),
    fc
      .string({ maxLength: 100 })
      .filter((s) => /^[\x20-\x7e]*$/.test(s))
      .map((s) => ({ kind: 'invalid' as const, value: () => s })),
  );
  const contentType = fc.constantFrom(
    { ok: true, value: 'application/json' },
    { ok: true, value: 'application/json; charset=utf-8' },
    { ok: true, value: 'Application/JSON' },
    { ok: false, value: 'text/plain' },
    { ok: false, value: 'application/x-www-form-urlencoded' },
    { ok: false, value: 'multipart/form-data; boundary=x' },
    { ok: false, value: 'application/jsonx' },
    { ok: false, value: '' },
    { ok: undefined, value: 'application/json; charset=latin1' },
  );
  const encoding = fc.constantFrom(
    { ok: true, value: undefined },
    { ok: true, value: 'identity' },
    { ok: false, value: 'gzip' },
    { ok: false, value: 'br' },
    { ok: false, value: 'x-unknown' },
  );

  it(
    'whatever the Authorization, content type and encoding: no 5xx, and 201/200 only when all are right',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          authorization,
          contentType,
          encoding,
          validEvent,
          fc.boolean(),
          async (auth, type, enc, v, zip) => {
            const headers: Record<string, string> = {};
            const credentials = auth.value();
            if (credentials) headers.authorization = credentials;
            if (type.value) headers['content-type'] = type.value;
            if (enc.value) headers['content-encoding'] = enc.value;
            const text = JSON.stringify(asBody(v));
            // A gzip header over a gzipped body as well as over a plain one: both are refused (415).
            const body = enc.value === 'gzip' && zip ? gzipSync(text) : text;
            const res = await send('POST', eventsPath(), headers, body);
            checkAnswer(res);
            if (auth.kind !== 'valid') expect(res.status).toBeGreaterThanOrEqual(400);
            // Media type and encoding are refused before credentials are looked at (by Fastify, before any route).
            if (auth.kind === 'other-workspace' && type.ok && enc.ok) expect(res.status).toBe(403);
            if (type.ok === false || enc.ok === false) expect(res.status).toBeGreaterThanOrEqual(400);
            if (auth.kind === 'valid' && type.ok && enc.ok) expect([201, 200]).toContain(res.status);
          },
        ),
        { numRuns: share(0.2), seed: SEED, endOnFailure: true },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  // ------------------------------------------------------------------ paths and query strings

  const segment = fc.oneof(
    fc.uuid(),
    fc.string({ maxLength: 40 }).map(encodeURIComponent),
    fc.constantFrom('..', '%2e%2e', '%2F', '%00', '%ZZ', 'a'.repeat(2000), '%20', 'events', '-'),
  );
  const query = fc
    .array(
      fc.tuple(
        fc.constantFrom(
          'limit',
          'cursor',
          'from',
          'to',
          'externalId',
          'campaignId',
          'contactId',
          'since',
          'until',
          'x',
        ),
        fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.integer().map(String),
          fc.constantFrom('-1', '0', '201', '1e3', 'null'),
        ),
      ),
      { maxLength: 4 },
    )
    .map((pairs) =>
      pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '',
    );
  const route = fc.oneof(
    fc.constantFrom(
      (w: string) => `/v1/workspaces/${w}/events`,
      (w: string) => `/v1/workspaces/${w}/campaigns`,
      (w: string) => `/v1/workspaces/${w}/api-keys`,
      (w: string) => `/v1/workspaces/${w}/webhook-endpoints`,
      (w: string) => `/v1/workspaces/${w}/members`,
    ),
    segment.map((id) => (w: string) => `/v1/workspaces/${w}/events/${id}`),
    segment.map((id) => (w: string) => `/v1/workspaces/${w}/campaigns/${id}/report`),
    segment.map((id) => (w: string) => `/v1/workspaces/${w}/campaigns/${id}/conversion-test`),
    segment.map((id) => (w: string) => `/v1/workspaces/${w}/webhook-endpoints/${id}/messages`),
    segment.map((id) => (w: string) => `/v1/workspaces/${w}/api-keys/${id}`),
    segment.map((id) => () => `/v1/${id}`),
  );

  it(
    'whatever the path and query string: no 5xx, and every error a problem document',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('GET', 'GET', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
          route,
          fc.oneof(fc.constant(null), segment),
          query,
          async (method, at, workspace, qs) => {
            const path = at(workspace ?? ws) + qs;
            const res = await send(
              method,
              path,
              json(),
              method === 'GET' || method === 'DELETE' ? undefined : '{}',
            );
            checkAnswer(res);
          },
        ),
        { numRuns: share(0.2), seed: SEED, endOnFailure: true },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  // ------------------------------------------------------------------ bodies of every other write

  /** Each write with a body it accepts; the property replaces some of its strings. */
  const writes: [string, (w: string) => string, Json][] = [
    [
      'PUT',
      (w) => `/v1/workspaces/${w}/campaigns/fuzz`,
      { name: 'Fuzz', status: 'active', startsAt: '2026-11-01T00:00:00Z', goals: ['order_paid'] },
    ],
    ['POST', (w) => `/v1/workspaces/${w}/api-keys`, { name: 'fuzz key', scopes: ['events:write'] }],
    [
      'POST',
      (w) => `/v1/workspaces/${w}/webhook-endpoints`,
      { url: 'https://example.com/hook', description: 'fuzz' },
    ],
    ['POST', () => '/v1/invitations/lookup', { token: 'fuzz-token' }],
    ['POST', () => '/v1/session', { email: 'fuzz@example.com', password: 'fuzz-password-long' }],
  ];
  const oddString = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`),
    fc.constantFrom('', ' ', '\ud800', '🚀'.repeat(300), 'x'.repeat(10_000)),
  );
  const writeCase = fc
    .tuple(
      fc.integer({ min: 0, max: writes.length - 1 }),
      fc.array(fc.tuple(fc.nat(), oddString), { maxLength: 2 }),
    )
    .map(([i, replacements]) => {
      const [method, at, base] = writes[i];
      const body = structuredClone(base);
      const fields = Object.keys(body);
      for (const [which, value] of replacements) {
        const field = fields[which % fields.length];
        body[field] = Array.isArray(body[field]) ? [value] : value;
      }
      return { method, at, body };
    });

  it(
    'whatever the body of any other write: no 5xx, and a 400 names the fields',
    async () => {
      await fc.assert(
        fc.asyncProperty(writeCase, async ({ method, at, body }) => {
          const res = await send(method, at(ws), json(), JSON.stringify(body));
          checkAnswer(res);
        }),
        { numRuns: share(0.1), seed: SEED, endOnFailure: true },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

function printable(s: string): boolean {
  return !/\p{Cc}/u.test(s) && s.length > 0;
}

/** An ISO 8601 date-time of `date` written in the given offset. */
function isoWithOffset(date: Date, offset: string): string {
  if (offset === 'Z') return date.toISOString();
  const sign = offset[0] === '-' ? -1 : 1;
  const minutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return new Date(date.getTime() + minutes * 60_000).toISOString().replace('Z', offset);
}

/**
 * `key` with its last character changed, so never the key itself: a key whose secret happens to
 * end in the replacement character must still be tampered with (a fixed suffix gave a 201 once).
 */
function tampered(key: string): string {
  const last = key.at(-1);
  return `${key.slice(0, -1)}${last === 'x' ? 'y' : 'x'}`;
}
