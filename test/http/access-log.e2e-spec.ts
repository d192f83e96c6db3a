import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createWorkspaceWithKey, LogCapture } from '@app/testing';
import { startGateway } from '../support/gateway';

/** The access log under a budget: successful requests may be skipped (and counted), errors never. */
describe('access log budget (LOG_ACCESS_SUCCESS_PER_SECOND)', () => {
  let app: NestFastifyApplication;
  let logs: LogCapture;
  let closed = false;

  beforeAll(async () => {
    logs = new LogCapture();
    app = await startGateway({ LOG_LEVEL: 'info', LOG_ACCESS_SUCCESS_PER_SECOND: '2' }, logs);
  });
  afterAll(async () => {
    if (!closed) await app?.close();
  });

  it('logs every error with its problem code and request id, and counts the successes it skipped', async () => {
    const { workspace, key } = await createWorkspaceWithKey(app, ['keys:manage']);
    const url = `/v1/workspaces/${workspace.id}/api-keys`;
    const headers = { authorization: `Bearer ${key.key}` };
    const before = logs.lines.length;

    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        app.inject({ method: 'GET', url, headers: { ...headers, 'x-request-id': `ok-${i}` } }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'x-request-id': `invalid-${i}` },
          payload: { scopes: 'events:read' },
        }),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        app.inject({ method: 'GET', url, headers: { 'x-request-id': `anonymous-${i}` } }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array<number>(20).fill(200),
      ...Array<number>(10).fill(400),
      ...Array<number>(5).fill(401),
    ]);
    await app.close();
    closed = true;

    const lines = logs.lines.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
    const byRequest = (prefix: string) =>
      lines.filter((l) => typeof l.requestId === 'string' && l.requestId.startsWith(prefix) && l.statusCode);
    expect(byRequest('invalid-')).toHaveLength(10);
    for (const line of byRequest('invalid-'))
      expect(line).toMatchObject({ statusCode: 400, code: 'validation_failed' });
    expect(byRequest('anonymous-')).toHaveLength(5);
    for (const line of byRequest('anonymous-'))
      expect(line).toMatchObject({ statusCode: 401, code: 'unauthenticated' });

    // Each success is either logged or counted; the count of the last second is written at close.
    const logged = byRequest('ok-').length;
    const skipped = lines
      .filter((l) => typeof l.accessLinesSkipped === 'number')
      .reduce((sum, l) => sum + (l.accessLinesSkipped as number), 0);
    expect(logged).toBeGreaterThan(0);
    expect(logged).toBeLessThan(20);
    expect(logged + skipped).toBe(20);
  });
});
