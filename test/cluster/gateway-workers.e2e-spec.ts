import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody } from '../support/events';
import { startGateway } from '../support/gateway';
import { freePort } from '../support/throwaway';

const GATEWAY = join(__dirname, '../../dist/apps/gateway/src/main.js');
const EVENTS_201 =
  /^http_request_duration_seconds_count\{method="POST",route="\/v1\/workspaces\/:workspaceId\/events",status="201"\} (\d+)$/m;

interface LogLine {
  pid: number;
  msg?: string;
  statusCode?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * GATEWAY_WORKERS=2: the built gateway as a primary and two workers on one port. Both workers
 * answer, /metrics counts the whole group whichever worker is scraped, a killed worker is
 * replaced, and SIGTERM stops every worker gracefully.
 */
describe('gateway workers (GATEWAY_WORKERS, the built gateway)', () => {
  let helper: NestFastifyApplication;
  let primary: ChildProcess | undefined;
  let output = '';
  const lines = (): LogLine[] =>
    output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);
  const listening = () => lines().filter((l) => l.msg?.startsWith('listening on'));

  async function until(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms:\n${output}`);
      await sleep(100);
    }
  }

  beforeAll(async () => {
    helper = await startGateway();
  });
  afterAll(async () => {
    primary?.kill('SIGKILL');
    for (const { pid } of listening()) if (alive(pid)) process.kill(pid, 'SIGKILL');
    await helper.close();
  });

  it('serves from both workers, aggregates /metrics, replaces a killed worker and stops on SIGTERM', async () => {
    const { workspace, key } = await createWorkspaceWithKey(helper, ['events:write']);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, [GATEWAY], {
      env: {
        ...process.env,
        PORT: String(port),
        GATEWAY_WORKERS: '2',
        LOG_LEVEL: 'info',
        RATE_LIMIT_REQUESTS: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout?.on('data', (d) => (output += d));
    primary.stderr?.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => primary?.once('exit', resolve));
    await until('two workers listening', () => listening().length === 2);
    const workers = listening().map((l) => l.pid);
    expect(new Set([primary.pid, ...workers]).size).toBe(3);

    // Concurrent requests open as many connections, which the primary hands out in turn.
    const send = (count: number) =>
      Promise.all(
        Array.from({ length: count }, () =>
          fetch(`${base}/v1/workspaces/${workspace.id}/events`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${key.key}` },
            body: JSON.stringify(eventBody()),
          }).then((res) => res.status),
        ),
      );
    expect(await send(40)).toEqual(Array(40).fill(201));
    await until('the access lines', () => lines().filter((l) => l.statusCode === 201).length === 40);
    const answeredBy = new Set(
      lines()
        .filter((l) => l.statusCode === 201)
        .map((l) => l.pid),
    );
    expect([...answeredBy].sort()).toEqual([...workers].sort());

    // Every scrape, whichever worker it reaches, counts the whole group's requests.
    for (let i = 0; i < 4; i++) {
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(EVENTS_201.exec(metrics)?.[1]).toBe('40');
      expect(metrics).toMatch(/^outbox_relay_leader [01]$/m); // the relay leads in one process at most
    }

    process.kill(workers[1], 'SIGKILL');
    await until('a replacement worker', () => listening().length === 3);
    const replacement = listening()[2].pid;
    expect(workers).not.toContain(replacement);
    expect(output).toContain(`worker ${workers[1]} exited (SIGKILL)`);
    expect(await send(20)).toEqual(Array(20).fill(201));

    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(alive(workers[0]) || alive(replacement)).toBe(false);
    const stopped = lines()
      .filter((l) => l.msg === 'stopped')
      .map((l) => l.pid);
    expect(stopped.sort()).toEqual([workers[0], replacement].sort());
    expect(output).toContain('every gateway worker has stopped');
  });
});
