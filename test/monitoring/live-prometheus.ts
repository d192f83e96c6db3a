import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { freePort } from '../support/throwaway';

/** One series of an instant query's answer. */
export interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

/**
 * A real Prometheus server for a spec: the `prometheus` binary (PROMETHEUS_PATH, which `npm test`
 * sets: scripts/lib/stack.mjs ensurePrometheus; else the PATH) on a free port of 127.0.0.1, with
 * storage and configuration in a temporary folder of its own, scraping the given targets (one job
 * each) and evaluating the given rule files every second. Its log goes to the spec's log folder
 * when stop() finds it exited early. Stopped with SIGTERM, and its folder removed.
 */
export class LivePrometheus {
  private output = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly url: string,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  static async start(options: {
    jobs: Record<string, string>;
    ruleFiles: string[];
  }): Promise<LivePrometheus> {
    const binary = process.env.PROMETHEUS_PATH || 'prometheus';
    const dir = mkdtempSync(join(tmpdir(), 'prometheus-live-'));
    const config = {
      global: { scrape_interval: '1s', scrape_timeout: '1s', evaluation_interval: '1s' },
      rule_files: options.ruleFiles,
      scrape_configs: Object.entries(options.jobs).map(([job, base]) => {
        const url = new URL(base);
        if (!['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname))
          throw new Error(`a live Prometheus scrapes loopback only, not ${url.hostname}`);
        return { job_name: job, metrics_path: '/metrics', static_configs: [{ targets: [url.host] }] };
      }),
    };
    writeFileSync(join(dir, 'prometheus.yml'), stringify(config));
    const port = await freePort();
    const child = spawn(
      binary,
      [
        `--config.file=${join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const prometheus = new LivePrometheus(child, dir, `http://127.0.0.1:${port}`);
    const spawned = new Promise<never>((_, reject) => {
      child.once('error', (err) =>
        reject(
          new Error(
            `cannot run ${binary} (${err.message}): npm test finds or unpacks it (PROMETHEUS_PATH); ` +
              'or install Debian/Ubuntu prometheus',
          ),
        ),
      );
      child.once('exit', (code) =>
        reject(new Error(`prometheus exited at start (${code}): ${prometheus.output.slice(-2000)}`)),
      );
    });
    const deadline = Date.now() + 30_000;
    const ready = (async () => {
      for (;;) {
        const ok = await fetch(`${prometheus.url}/-/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (Date.now() > deadline) throw new Error(`prometheus not ready after 30 s: ${prometheus.output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    try {
      await Promise.race([ready, spawned]);
    } catch (err) {
      await prometheus.stop();
      throw err;
    }
    spawned.catch(() => undefined);
    return prometheus;
  }

  /** GET /api/v1/<path>: its `data`, or an error naming Prometheus's own. */
  async api<T>(path: string, params: Record<string, string> = {}): Promise<T> {
    const url = new URL(`/api/v1/${path}`, this.url);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const res = await fetch(url);
    const body = (await res.json()) as { status: string; data: T; error?: string };
    if (body.status !== 'success') throw new Error(`${path} ${JSON.stringify(params)}: ${body.error}`);
    return body.data;
  }

  /** An instant query, now. */
  async query(expr: string): Promise<Sample[]> {
    const data = await this.api<{ resultType: string; result: Sample[] }>('query', { query: expr });
    return data.resultType === 'vector' ? data.result : [];
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
      clearTimeout(timer);
      if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
