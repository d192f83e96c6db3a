import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Throwaway Postgres, Redis and Kafka processes on their own ports and data folders, for fault
 * tests that kill and restart them without touching the machine's shared services.
 */

const ROOT = join(__dirname, '..', '..');

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if (!(await portOpen(port)) && !(await portOpen(port + 1))) return port;
  }
}

export class ThrowawayRedis {
  private process?: ChildProcess;
  constructor(readonly port: number) {}

  static async start(): Promise<ThrowawayRedis> {
    const redis = new ThrowawayRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitFor('redis-server', () => portOpen(this.port));
  }

  /** Kills it outright, as a crash would. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }
}

export class ThrowawayPostgres {
  private readonly dir = mkdtempSync(join(tmpdir(), 'cvp-pg-'));
  private readonly bin: string;
  constructor(readonly port: number) {
    const version = readdirSync('/usr/lib/postgresql').sort().pop();
    this.bin = `/usr/lib/postgresql/${version}/bin`;
  }

  static async start(): Promise<ThrowawayPostgres> {
    const pg = new ThrowawayPostgres(await freePort());
    pg.init();
    await pg.start();
    return pg;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** initdb refuses to run as root: run it, and the server, as the postgres user when we are root. */
  private run(command: string, args: string[]): void {
    const asRoot = process.getuid?.() === 0;
    execFileSync(
      asRoot ? 'runuser' : join(this.bin, command),
      asRoot ? ['-u', 'postgres', '--', join(this.bin, command), ...args] : args,
      {
        stdio: 'ignore',
      },
    );
  }

  init(): void {
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', this.dir]);
    this.run('initdb', ['-D', join(this.dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }

  async start(): Promise<void> {
    this.run('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      'start',
    ]);
    await waitFor('postgres', () => portOpen(this.port));
  }

  /** Stops it at once (no shutdown checkpoint), as a crash or a network cut would. */
  async stop(): Promise<void> {
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    await this.stop().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export class ThrowawayKafka {
  private readonly dir = mkdtempSync(join(tmpdir(), 'cvp-kafka-'));
  constructor(readonly port: number) {}

  static async start(): Promise<ThrowawayKafka> {
    const kafka = new ThrowawayKafka(await freePort());
    await kafka.start();
    return kafka;
  }

  get brokers(): string {
    return `127.0.0.1:${this.port}`;
  }

  private script(command: 'start' | 'stop'): void {
    execFileSync(
      'bash',
      [join(ROOT, 'deploy/local/kafka.sh'), command, '--port', String(this.port), '--state-dir', this.dir],
      {
        stdio: 'ignore',
      },
    );
  }

  async start(): Promise<void> {
    this.script('start');
    await waitFor('kafka', () => portOpen(this.port), 60_000);
  }

  async stop(): Promise<void> {
    this.script('stop');
  }

  async destroy(): Promise<void> {
    await this.stop().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
