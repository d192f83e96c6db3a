// A process of the run's own beside the platform (a webhook receiver, the load generator, a
// dispatcher replica), so that its CPU is measured apart. One spoken to over IPC answers its
// messages in order. One that dies when nobody stopped it ends the run through `onDeath`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../stack.mjs';
import { killOnExit, stopProcess } from '../bench-kit.mjs';

/**
 * Starts `node <args>` in the checkout with its stdout on stderr (progress; stdout is the
 * results); `onDeath(message)` if it exits when nobody stopped it.
 */
export function startChild(name, args, { env = process.env, ipc = false, onDeath }) {
  const proc = killOnExit(
    spawn(process.execPath, args, {
      cwd: ROOT,
      env,
      stdio: ['ignore', 2, 'inherit', ...(ipc ? ['ipc'] : [])],
    }),
  );
  proc.on('exit', (code, signal) => {
    if (!proc.expectedExit) onDeath(`${name} exited (${signal ?? code})`);
  });
  return proc;
}

/**
 * bench/<script> with an IPC channel: `first` resolves with its first message (a receiver's
 * { port }), `ask` sends a message and resolves with its answer, `stop` ends it and waits.
 * A question to a helper that has gone never resolves: whoever stopped it is stopping the run.
 */
export function startHelper(name, script, args, { onDeath }) {
  const proc = startChild(name, [join(ROOT, 'bench', script), ...args], { ipc: true, onDeath });
  const answers = [];
  let ready;
  const first = new Promise((resolve) => (ready = resolve));
  proc.on('message', (message) => (answers.length ? answers.shift()(message) : ready(message)));
  proc.on('error', () => {});
  return {
    name,
    proc,
    pid: proc.pid,
    first,
    ask: (message) =>
      new Promise((resolve) => {
        if (!proc.connected) return;
        answers.push(resolve);
        proc.send(message, (err) => {
          if (err && !proc.expectedExit) onDeath(`${name}: ${err.message}`);
        });
      }),
    stop: () => stopProcess(proc),
  };
}
