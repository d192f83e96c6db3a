import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody } from '../support/events';
import { startGateway } from '../support/gateway';
import { freePort } from '../support/throwaway';

const GATEWAY = join(__dirname, '../../dist/apps/gateway/src/main.js');

/** SIGTERM lets every request in flight finish its write before the connections close. */
describe('graceful shutdown (the built gateway process)', () => {
  let helper: NestFastifyApplication;
  let gateway: ChildProcess;
  let output = '';

  beforeAll(async () => {
    helper = await startGateway();
  });
  afterAll(async () => {
    gateway?.kill('SIGKILL');
    await helper.close();
  });

  it('answers every request already received, then exits 0', async () => {
    const { workspace, key } = await createWorkspaceWithKey(helper, ['events:write']);
    const port = await freePort();
    gateway = spawn(process.execPath, [GATEWAY], {
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info', RATE_LIMIT_REQUESTS: '100000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    gateway.stdout?.on('data', (d) => (output += d));
    gateway.stderr?.on('data', (d) => (output += d));
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100 && !output.includes('listening on'); i++)
      await new Promise((r) => setTimeout(r, 100));

    const send = () =>
      fetch(`${base}/v1/workspaces/${workspace.id}/events/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key.key}` },
        body: JSON.stringify({ events: Array.from({ length: 500 }, () => eventBody()) }),
      }).then(
        async (res) => ({
          status: res.status,
          body: (await res.json()) as { summary: { recorded: number } },
        }),
        () => ({ status: 0, body: null }), // refused: the server had stopped accepting
      );
    const inFlight = Array.from({ length: 12 }, send);
    await new Promise((r) => setTimeout(r, 30));
    const exited = new Promise<number | null>((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGTERM');
    const answers = await Promise.all(inFlight);

    const code = await exited;
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const answered = answers.filter((a) => a.status === 200);
    expect(answered.length).toBeGreaterThan(0);
    for (const a of answered) expect(a.body?.summary.recorded).toBe(500);
    expect(output).toContain('SIGTERM received');
    expect(output).toContain('"msg":"stopped"');
  });
});
