import { ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { Admin, Kafka, logLevel } from 'kafkajs';
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

/**
 * The first port of the kernel's ephemeral range (32768 on Linux by default). Outgoing connections
 * take their local port from that range, so a port above it may be held by a client socket when a
 * broker is started (or restarted after a kill) on it; Kafka then fails with "Unable to start
 * acceptor". Ports below it are only ever taken by a listener.
 */
function ephemeralFloor(): number {
  try {
    const first = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    if (Number.isInteger(first) && first > 21_000) return first;
  } catch {
    // not Linux: keep the IANA default
  }
  return 49_152;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Ports this process handed out, so that two throwaways started at once never get the same one. */
const handedOut = new Set<number>();

/**
 * A port, and the one above it (Kafka's controller listener), that nothing listens on, below the
 * ephemeral range, and not handed out before by this process.
 */
export async function freePort(): Promise<number> {
  const floor = 20_000;
  const span = ephemeralFloor() - floor - 1;
  for (;;) {
    const port = floor + Math.floor(Math.random() * span);
    if (handedOut.has(port) || handedOut.has(port + 1) || handedOut.has(port - 1)) continue;
    if (!(await canListen(port)) || !(await canListen(port + 1))) continue;
    handedOut.add(port);
    handedOut.add(port + 1);
    return port;
  }
}

/**
 * `count` consecutive ports that nothing listens on, below the ephemeral range, none handed out
 * before by this process: a local Kafka cluster's nodes take two each (client, controller).
 */
export async function freePortRange(count: number): Promise<number> {
  const floor = 20_000;
  const span = ephemeralFloor() - floor - count;
  for (;;) {
    const first = floor + Math.floor(Math.random() * span);
    const ports = Array.from({ length: count }, (_, i) => first + i);
    if (ports.some((p) => handedOut.has(p) || handedOut.has(p - 1) || handedOut.has(p + 1))) continue;
    let free = true;
    for (const p of ports) if (!(await canListen(p))) free = false;
    if (!free) continue;
    for (const p of ports) handedOut.add(p);
    return first;
  }
}

/**
 * Starts a throwaway on a fresh port, and on another one if that start fails: another test process
 * may have taken the port between the check and the start.
 */
async function onFreshPort<T>(
  what: string,
  create: (port: number) => T,
  start: (service: T) => Promise<void>,
  discard: (service: T) => Promise<void>,
  ports: () => Promise<number> = freePort,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const service = create(await ports());
    try {
      await start(service);
      return service;
    } catch (err) {
      await discard(service).catch(() => undefined);
      if (attempt === 3) throw err;
      process.stderr.write(
        `[throwaway] ${what} did not start (${(err as Error).message.split('\n')[0]}); trying another port\n`,
      );
    }
  }
}

export class ThrowawayRedis {
  private process?: ChildProcess;
  constructor(readonly port: number) {}

  static async start(): Promise<ThrowawayRedis> {
    return onFreshPort(
      'redis-server',
      (port) => new ThrowawayRedis(port),
      (redis) => redis.start(),
      (redis) => redis.stop(),
    );
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
    const child = this.process;
    await waitFor('redis-server', async () => {
      if (child.exitCode !== null)
        throw new Error(`redis-server exited with code ${child.exitCode} at start`);
      return portOpen(this.port);
    });
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
    return onFreshPort(
      'postgres',
      (port) => new ThrowawayPostgres(port),
      async (pg) => {
        await pg.init();
        await pg.start();
      },
      (pg) => pg.destroy(),
    );
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /**
   * initdb refuses to run as root: run it, and the server, as the postgres user when we are root.
   * Asynchronous, so that a test's load and timers go on while pg_ctl waits for the server.
   */
  private async run(command: string, args: string[]): Promise<void> {
    const asRoot = process.getuid?.() === 0;
    await promisify(execFile)(
      asRoot ? 'runuser' : join(this.bin, command),
      asRoot ? ['-u', 'postgres', '--', join(this.bin, command), ...args] : args,
    );
  }

  async init(): Promise<void> {
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', this.dir]);
    await this.run('initdb', ['-D', join(this.dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }

  async start(): Promise<void> {
    await this.run('pg_ctl', [
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

  /**
   * Stops it. `immediate` (the default) stops at once with no shutdown checkpoint, as a crash or a
   * network cut would; `fast` ends every session and checkpoints, as an operator's restart does.
   */
  async stop(mode: 'immediate' | 'fast' = 'immediate'): Promise<void> {
    await this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
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
    return onFreshPort(
      'kafka',
      (port) => new ThrowawayKafka(port),
      (kafka) => kafka.start(),
      (kafka) => kafka.destroy(),
    );
  }

  get brokers(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** Asynchronous: a broker's start takes seconds, and the test's load and timers go on meanwhile. */
  private async script(command: 'start' | 'stop'): Promise<void> {
    await promisify(execFile)('bash', [
      join(ROOT, 'deploy/local/kafka.sh'),
      command,
      '--port',
      String(this.port),
      '--state-dir',
      this.dir,
    ]);
  }

  async start(): Promise<void> {
    await this.script('start');
    await waitFor('kafka', () => portOpen(this.port), 60_000);
  }

  async stop(): Promise<void> {
    await this.script('stop');
  }

  /** Kills the broker with SIGKILL, as a crash would (no controlled shutdown), and waits until it is gone. */
  async kill(): Promise<void> {
    let pid: number;
    try {
      pid = Number(readFileSync(join(this.dir, 'kafka.pid'), 'utf8').trim());
    } catch {
      return; // not running
    }
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      return; // already gone
    }
    await waitFor('the killed broker to exit', async () => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    });
  }

  async destroy(): Promise<void> {
    await this.stop().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * A local Kafka cluster of `size` combined broker and controller nodes
 * (`deploy/local/kafka.sh --brokers N`), on consecutive ports of its own, for tests of what only
 * replication shows: leaders failing over, acks=all waiting for the in-sync replicas.
 */
export class ThrowawayKafkaCluster {
  private readonly dir = mkdtempSync(join(tmpdir(), 'cvp-kafka-cluster-'));
  /** Nodes killed and not started again. */
  private readonly down = new Set<number>();
  constructor(
    readonly port: number,
    readonly size: number,
  ) {}

  static async start(size = 3): Promise<ThrowawayKafkaCluster> {
    return onFreshPort(
      'kafka cluster',
      (port) => new ThrowawayKafkaCluster(port, size),
      (cluster) => cluster.start(),
      (cluster) => cluster.destroy(),
      () => freePortRange(2 * size),
    );
  }

  /** Node `i`'s client port (1-based, as kafka.sh numbers them). */
  nodePort(node: number): number {
    return this.port + 2 * (node - 1);
  }

  get brokers(): string {
    return Array.from({ length: this.size }, (_, i) => `127.0.0.1:${this.nodePort(i + 1)}`).join(',');
  }

  private async script(command: 'start' | 'stop' | 'kill', node?: number): Promise<void> {
    await promisify(execFile)('bash', [
      join(ROOT, 'deploy/local/kafka.sh'),
      command,
      '--port',
      String(this.port),
      '--state-dir',
      this.dir,
      '--brokers',
      String(this.size),
      ...(node ? ['--node', String(node)] : []),
    ]);
  }

  /** Starts every node (or one), and returns once each has said it started. */
  async start(node?: number): Promise<void> {
    await this.script('start', node);
    if (node) this.down.delete(node);
    else this.down.clear();
  }

  /** Kills one node with SIGKILL, as a crash would, and returns once it is gone. */
  async kill(node: number): Promise<void> {
    await this.script('kill', node);
    this.down.add(node);
  }

  /** The client addresses of the nodes running: a client given a dead seed first spends its retries on it. */
  get liveBrokers(): string[] {
    return Array.from({ length: this.size }, (_, i) => i + 1)
      .filter((node) => !this.down.has(node))
      .map((node) => `127.0.0.1:${this.nodePort(node)}`);
  }

  /**
   * The node that is the active KRaft controller (the leader of the metadata quorum). Not what a
   * client's metadata calls the controller: in KRaft a broker names a random live broker there.
   * Every voter writes the leader it follows, with the leader's epoch, to its quorum-state file at
   * each election; the running node that knows the highest epoch knows the current leader.
   */
  activeController(): number {
    let best = { epoch: -1, leader: -1 };
    for (let node = 1; node <= this.size; node++) {
      if (this.down.has(node)) continue;
      try {
        const state = JSON.parse(
          readFileSync(
            join(this.dir, `node-${node}`, 'data', '__cluster_metadata-0', 'quorum-state'),
            'utf8',
          ),
        ) as { leaderId: number; leaderEpoch: number };
        if (state.leaderId > 0 && state.leaderEpoch > best.epoch)
          best = { epoch: state.leaderEpoch, leader: state.leaderId };
      } catch {
        // not written yet (a node still starting)
      }
    }
    if (best.leader < 0) throw new Error('no running node knows a leader of the metadata quorum');
    return best.leader;
  }

  /** An admin client of the running nodes, for `run`. */
  private async admin<T>(run: (admin: Admin) => Promise<T>): Promise<T> {
    const admin = new Kafka({
      clientId: 'throwaway-cluster',
      brokers: this.liveBrokers,
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      return await run(admin);
    } finally {
      await admin.disconnect();
    }
  }

  /**
   * Every partition of `topic` with its leader and in-sync replicas. Asked again while the node
   * asked has not applied the topic's metadata yet (it answers that it does not host the topic: a
   * second or so after the topic is made, or while a node catches up after a restart).
   */
  async partitions(topic: string): Promise<{ partitionId: number; leader: number; isr: number[] }[]> {
    for (const deadline = Date.now() + 30_000; ;) {
      try {
        const { topics } = await this.admin((admin) => admin.fetchTopicMetadata({ topics: [topic] }));
        return topics[0].partitions.map((p) => ({
          partitionId: p.partitionId,
          leader: p.leader,
          isr: p.isr,
        }));
      } catch (err) {
        if ((err as { type?: string }).type !== 'UNKNOWN_TOPIC_OR_PARTITION' || Date.now() > deadline)
          throw err;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** The node that leads the most partitions of `topic` (the lowest node id on a tie). */
  async leaderOf(topic: string): Promise<number> {
    const led = new Map<number, number>();
    for (const p of await this.partitions(topic)) led.set(p.leader, (led.get(p.leader) ?? 0) + 1);
    return [...led].sort(([a, x], [b, y]) => y - x || a - b)[0][0];
  }

  /**
   * Waits until every partition of each topic has `replicas` nodes in sync (every node of the
   * cluster by default): a node started again is back in sync only once it has caught up.
   */
  async awaitInSync(topics: string[], replicas = Math.min(3, this.size), timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const behind: string[] = [];
      for (const topic of topics)
        for (const p of await this.partitions(topic))
          if (p.isr.length < replicas) behind.push(`${topic}[${p.partitionId}] isr ${p.isr.join(',')}`);
      if (behind.length === 0) return;
      if (Date.now() > deadline)
        throw new Error(`replicas not in sync within ${timeoutMs} ms: ${behind.slice(0, 3).join('; ')}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  async stop(): Promise<void> {
    await this.script('stop');
  }

  async destroy(): Promise<void> {
    await this.stop().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
