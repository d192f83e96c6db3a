import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody } from '../support/events';
import { startGateway } from '../support/gateway';
import { freePort } from '../support/throwaway';

const GATEWAY = join(__dirname, '../../dist/apps/gateway/src/main.js');

/**
 * The built gateway buffers its log lines (LOG_BUFFER_BYTES) and holds successful requests to a
 * budget (LOG_ACCESS_SUCCESS_PER_SECOND). Neither may lose an error line: after SIGTERM, stdout
 * holds one line for every refused request, though the buffer was never due for a write.
 */
describe('log lines at shutdown (the built gateway process)', () => {
  let helper: NestFastifyApplication;
  let gateway: ChildProcess;

  beforeAll(async () => {
    helper = await startGateway();
  });
  afterAll(async () => {
    gateway?.kill('SIGKILL');
    await helper.close();
  });

  it('writes every error line, and the count of skipped successes, before it exits', async () => {
    const { workspace, key } = await createWorkspaceWithKey(helper, ['events:write']);
    const port = await freePort();
    let stdout = '';
    let stderr = '';
    gateway = spawn(process.execPath, [GATEWAY], {
      env: {
        ...process.env,
        PORT: String(port),
        LOG_LEVEL: 'info',
        RATE_LIMIT_REQUESTS: '100000',
        // Far more than this test writes, and never due by time: only the exit can flush them.
        LOG_BUFFER_BYTES: '16000',
        LOG_FLUSH_MS: '60000',
        LOG_ACCESS_SUCCESS_PER_SECOND: '3',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    gateway.stdout?.on('data', (d) => (stdout += d));
    gateway.stderr?.on('data', (d) => (stderr += d));
    const base = `http://127.0.0.1:${port}`;
    // Readiness from the port, not from a log line: the log is held in the buffer.
    for (let i = 0; i < 150; i++) {
      const up = await fetch(`${base}/health/live`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    const url = `${base}/v1/workspaces/${workspace.id}/events`;
    const send = (requestId: string, authorization: string | null, body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(body),
      }).then((r) => r.status);
    const auth = `Bearer ${key.key}`;
    const statuses = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => send(`ok-${i}`, auth, eventBody())),
      ...Array.from({ length: 20 }, (_, i) => send(`invalid-${i}`, auth, eventBody({ currency: 'euro' }))),
      ...Array.from({ length: 20 }, (_, i) => send(`anonymous-${i}`, null, eventBody())),
    ]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);

    const exited = new Promise<number | null>((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGTERM');
    expect({ code: await exited, stderr }).toEqual({ code: 0, stderr: '' });

    const lines = stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const access = (prefix: string) =>
      lines.filter((l) => String(l.requestId ?? '').startsWith(prefix) && typeof l.statusCode === 'number');
    expect(access('invalid-').map((l) => [l.statusCode, l.code])).toEqual(
      Array.from({ length: 20 }, () => [400, 'validation_failed']),
    );
    expect(access('anonymous-').map((l) => [l.statusCode, l.code])).toEqual(
      Array.from({ length: 20 }, () => [401, 'unauthenticated']),
    );
    const skipped = lines
      .filter((l) => typeof l.accessLinesSkipped === 'number')
      .reduce((sum, l) => sum + (l.accessLinesSkipped as number), 0);
    expect(access('ok-').length + skipped).toBe(20);
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped' });
  });
});
