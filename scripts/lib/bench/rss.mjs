// Resident memory of the platform's processes by group (bench-kit's processGroups): read now, or
// sampled while a step runs for its peak.
import { processGroups, rssKb } from '../bench-kit.mjs';

/** Each group's RSS now (MB): that of its largest process. */
export const rssNow = (who) =>
  new Map([...processGroups(who)].map(([name, pids]) => [name, Math.max(0, ...pids.map(rssKb)) / 1024]));

/** Reads every group's RSS each `everyMs` until the returned function is called; the peak (MB) per group. */
export function rssSampler(who, everyMs = 500) {
  const peaks = new Map();
  const read = () => {
    for (const [name, mb] of rssNow(who)) peaks.set(name, Math.max(peaks.get(name) ?? 0, mb));
  };
  read();
  const timer = setInterval(read, everyMs);
  return () => {
    clearInterval(timer);
    read();
    return peaks;
  };
}
