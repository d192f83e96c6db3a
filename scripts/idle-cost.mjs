// `node scripts/idle-cost.mjs`: what the platform costs doing nothing. Starts it as `npm start` does
// (on schemas, topics and Redis keys of its own, dropped at the end), waits BENCH_IDLE_SETTLE_SECONDS
// (10), then reads every process's CPU over BENCH_IDLE_SECONDS (30): the background work (polls,
// heartbeats, timers) that every event rate pays on top of its per-event cost. Linux only (/proc).
import { log, ROOT } from './lib/stack.mjs';
import { cpuBetween, cpuSnapshot, dropRunData, sleep } from './lib/bench-kit.mjs';
import { startPlatform } from './lib/platform.mjs';
import { newRunId, platformPorts, runPrefixes } from './lib/bench/run-env.mjs';
import { prepareBuild, prepareServices } from './lib/bench/setup.mjs';

async function main() {
  const SETTLE = Number(process.env.BENCH_IDLE_SETTLE_SECONDS ?? 10);
  const SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
  const base = prepareBuild();
  const { stopKafka, services } = await prepareServices(base);
  const { env: ports } = await platformPorts();
  const env = { ...base, ...runPrefixes('benchi', newRunId()), ...ports };
  const platform = startPlatform({ root: ROOT }, env);
  try {
    await platform.up;
    log(`up; settling for ${SETTLE} s, then measuring ${SECONDS} s of idle`);
    await sleep(SETTLE * 1000);
    const who = { rootPid: platform.pid, rootLabel: 'npm start (log relay)', services };
    const before = cpuSnapshot(who);
    await sleep(SECONDS * 1000);
    const after = cpuSnapshot(who);
    const lines = [
      '',
      `Idle cost of the platform (Node ${process.versions.node}), CPU ms per second over ${SECONDS} s:`,
    ];
    let total = 0;
    for (const { name, cpuMs } of cpuBetween(before, after)) {
      total += cpuMs / SECONDS;
      lines.push(`  ${name.padEnd(28)}${(cpuMs / SECONDS).toFixed(1).padStart(8)}`);
    }
    lines.push(`  ${'total'.padEnd(28)}${total.toFixed(1).padStart(8)}`);
    process.stdout.write(`${lines.join('\n')}\n\n`);
  } finally {
    await platform.stop();
    await dropRunData(env);
    stopKafka?.();
  }
}

await main();
