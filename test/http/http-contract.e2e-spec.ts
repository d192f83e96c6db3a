import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createWorkspaceWithKey, LogCapture } from '@app/testing';
import { startGateway } from '../support/gateway';

/** Every error is RFC 9457 problem details; every response has a request id; secrets never logged. */
describe('HTTP contract of the gateway', () => {
  let app: NestFastifyApplication;
  let logs: LogCapture;
  let auth: string;
  let keyId: string;
  let url: string;

  beforeAll(async () => {
    logs = new LogCapture();
    app = await startGateway({ HTTP_BODY_LIMIT_BYTES: '4096', LOG_LEVEL: 'info' }, logs);
    const { workspace, key } = await createWorkspaceWithKey(app, ['keys:manage']);
    auth = `Bearer ${key.key}`;
    keyId = key.id;
    url = `/v1/workspaces/${workspace.id}/api-keys`;
  });
  afterAll(async () => app.close());

  const expectProblem = (
    res: { statusCode: number; headers: Record<string, unknown>; json(): Record<string, unknown> },
    status: number,
    code: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = res.json();
    expect(body).toMatchObject({
      status,
      code,
      type: expect.stringContaining(code),
      title: expect.any(String),
    });
    expect(typeof body.detail).toBe('string');
    expect(body.requestId).toBe(res.headers['x-request-id']);
    return body;
  };

  it('an unknown route: 404 not_found', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expectProblem(res, 404, 'not_found');
  });

  it('a known path with a method it does not support: 405 method_not_allowed with Allow', async () => {
    const ws = '5ede3c2f-4226-4712-84e2-96719e5e0455';
    const res = await app.inject({ method: 'PUT', url: `/v1/workspaces/${ws}/events?limit=1` });
    const body = expectProblem(res, 405, 'method_not_allowed');
    expect(res.headers.allow).toBe('GET, POST');
    expect(body.allowed).toEqual(['GET', 'POST']);
    expect(body.detail).toContain(
      `PUT is not supported on /v1/workspaces/${ws}/events; it supports GET, POST`,
    );
    const put = await app.inject({ method: 'PUT', url: `/v1/workspaces/${ws}/api-keys/someKeyId` });
    expectProblem(put, 405, 'method_not_allowed');
    expect(put.headers.allow).toBe('GET, DELETE');
  });

  it('malformed JSON: 400 malformed_json', async () => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expectProblem(res, 400, 'malformed_json');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'content type %s: 415 unsupported_media_type',
    async (contentType) => {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { authorization: auth, 'content-type': contentType },
        payload: 'name=x',
      });
      const body = expectProblem(res, 415, 'unsupported_media_type');
      expect(body.detail).toContain('application/json');
    },
  );

  it('a body over the limit: 413 payload_too_large, stating the limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5000), scopes: ['events:read'] }),
    });
    const body = expectProblem(res, 413, 'payload_too_large');
    expect(body.detail).toContain('4 KiB');
    expect(body.limitBytes).toBe(4096);
  });

  it('validation: 400 validation_failed with an errors array of { field, code, message }', async () => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { authorization: auth },
      payload: { scopes: 'events:read' },
    });
    const body = expectProblem(res, 400, 'validation_failed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'required', message: expect.stringContaining('name is required') },
        expect.objectContaining({ field: 'scopes', code: 'invalid_type' }),
      ]),
    );
  });

  it('echoes a sane X-Request-Id, replaces an unsafe one, and logs the same id', async () => {
    const mine = await app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'order-123.retry:2' },
    });
    expect(mine.headers['x-request-id']).toBe('order-123.retry:2');
    const unsafe = await app.inject({
      method: 'GET',
      url: '/v1/x',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await app.inject({ method: 'GET', url: '/v1/x' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const line = logs.lines
      .map((l) => JSON.parse(l))
      .find((l) => l.url === '/v1/x' && l.requestId === generated.headers['x-request-id']);
    expect(line).toBeDefined();
    expect(line.statusCode).toBe(404);
  });

  it('never logs the Authorization header or the key', async () => {
    const marker = `log-check-${Date.now()}`;
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: auth, 'x-request-id': marker },
    });
    expect(res.statusCode).toBe(200);
    const line = logs.lines.find((l) => l.includes(marker));
    expect(line).toBeDefined();
    // It does log which key made the request, by its public id.
    expect(JSON.parse(line as string).keyId).toBe(keyId);
    expect(logs.text).not.toContain(auth.slice('Bearer '.length));
    expect(logs.text.toLowerCase()).not.toContain('"authorization"');
  });

  it('health: live always, ready checks Postgres, Redis and Kafka', async () => {
    expect((await app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      checks: { postgres: { status: 'up' }, redis: { status: 'up' }, kafka: { status: 'up' } },
    });
  });

  it('metrics: Prometheus text with HTTP histograms by route pattern', async () => {
    await app.inject({ method: 'GET', url, headers: { authorization: auth } });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('http_request_duration_seconds_bucket');
    expect(res.body).toMatch(/route="\/v1\/workspaces\/:workspaceId\/api-keys",status="200"/);
    expect(res.body).toContain('process_cpu_seconds_total');
  });
});
