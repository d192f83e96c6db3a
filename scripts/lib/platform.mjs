// The whole platform as `npm start` runs it, for the benchmarks that measure it so (bench-system,
// bench-webhooks): start it on prefixes of a run's own and stop it, make its campaign active,
// and offer it a steady load of events with autocannon.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { log } from './stack.mjs';
import { appProcesses, dropRunData, killOnExit } from './bench-kit.mjs';

const DAY = 86_400_000;

/**
 * Starts `node <tree>/scripts/start.mjs` and resolves once its banner says it is up, with the
 * workspace and key it bootstrapped (and the first console owner's set-password link). If it stops on its own later (an app died), the run ends,
 * unless `interrupted()` says Ctrl-C is already stopping everything.
 */
export function startPlatform(tree, env, interrupted = () => false) {
  const child = killOnExit(
    spawn(process.execPath, [join(tree.root, 'scripts/start.mjs')], {
      cwd: tree.root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  let stopping = false;
  // Its stdout is the banner, then every app's log lines: only the banner is parsed; of the
  // rest, the last few KB are kept to show should it stop.
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const up = new Promise((resolve, reject) => {
    let done = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!done && /^\s+.* is up\b/m.test(output)) {
        const workspaceId = /^\s+Workspace\s+(\S+)$/m.exec(output)?.[1];
        const apiKey = /^\s+API key\s+(\S+)$/m.exec(output)?.[1];
        // The first console owner's one-time link, printed when the schema has no console user.
        const setPasswordLink = /^\s+(https?:\/\/\S+\/console\/set-password#token=\S+)$/m.exec(output)?.[1];
        // All come in the same write as the banner, on the first run on an empty schema.
        if (workspaceId && apiKey) {
          done = true;
          resolve({ workspaceId, apiKey, setPasswordLink });
        }
      }
      if (output.length > 32_768) output = output.slice(-16_384);
    });
    const timer = setTimeout(() => reject(new Error('npm start was not up within 10 minutes')), 600_000);
    void exited.then((how) => {
      clearTimeout(timer);
      if (!done)
        reject(
          new Error(`npm start exited (${how}) before it was up; its last output:\n${output.slice(-4000)}`),
        );
      else if (!stopping && !interrupted()) {
        log(`npm start exited (${how}) in the middle of the run; its last output:\n${output.slice(-4000)}`);
        void dropRunData(env).finally(() => process.exit(1));
      }
    });
  });
  return {
    env,
    pid: child.pid,
    up,
    /** SIGINT, as Ctrl-C: start.mjs stops every app gracefully (they drain), then exits. */
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const apps = appProcesses(child.pid).map((app) => app.pid);
      child.kill('SIGINT');
      const timer = setTimeout(() => {
        log('npm start did not stop within 60 s; killing it and its apps');
        for (const pid of [child.pid, ...apps]) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      }, 60_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** PUTs campaign `bench` (the one eventMaker's events name), active for a month, goal order_paid. */
export async function putCampaign(url, { workspaceId, apiKey }) {
  const res = await fetch(`${url}/v1/workspaces/${workspaceId}/campaigns/bench`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'bench',
      status: 'active',
      startsAt: new Date(Date.now() - 30 * DAY).toISOString(),
      goals: ['order_paid'],
    }),
  });
  if (!res.ok) throw new Error(`PUT campaign: ${res.status} ${await res.text()}`);
}

/**
 * Offers `rate` events/s for `seconds`, each body made by `event` (bench-kit's eventMaker);
 * returns when the gateway answered each recorded event. Requests still in flight when
 * autocannon stops are not counted: a few dozen at most.
 */
export function load(url, { workspaceId, apiKey }, { rate, perRequest, connections }, seconds, event) {
  const answered = new Map(); // event id -> when the gateway answered (ms since epoch)
  const single = perRequest === 1;
  const started = performance.now();
  const cpu = process.cpuUsage();
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/v1/workspaces/${workspaceId}/events${single ? '' : '/batch'}`,
        // Enough connections that the rate, not the latency of each request, sets the pace. Note
        // that autocannon paces with a quota per connection and second: each connection sends
        // its share back to back, then waits for the next second, so the load comes in bursts.
        connections,
        overallRate: rate / perRequest,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
            setupRequest: (req) => ({
              ...req,
              body: single ? event() : `{"events":[${Array.from({ length: perRequest }, event).join(',')}]}`,
            }),
            onResponse: (status, body) => {
              const at = Date.now();
              if (single && status === 201) answered.set(JSON.parse(body).id, at);
              if (!single && status === 200)
                for (const r of JSON.parse(body).results) if (r.status === 'recorded') answered.set(r.id, at);
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        // This process's own CPU while it loads: it shares the machine with what it measures.
        const { user, system } = process.cpuUsage(cpu);
        resolve({
          answered,
          errors: result.non2xx + result.errors,
          seconds: (performance.now() - started) / 1000,
          selfCpuMs: (user + system) / 1000,
        });
      },
    );
  });
}
