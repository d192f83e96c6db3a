// Whether a soak grew: the last minute against the second (the first is the warm-in). A series
// grew if its lowest reading in the last minute is above its highest in the second, by more than
// a margin: 5 % + 5 MB for a process's RSS, half again (and at least a second's load) for the backlog.

/** `samples`: { at (s), rss: Map(name -> MB), backlog } every 10 s of a soak of `seconds` at `rate`. */
export function soakGrowth(samples, seconds, rate) {
  const window = (from, to) => samples.filter((s) => s.at > from && s.at <= to);
  const second = window(60, 120);
  const last = window(seconds - 60, seconds + 1);
  const names = [...(samples[0]?.rss.keys() ?? [])];
  const rss = names.map((name) => {
    const early = Math.max(...second.map((s) => s.rss.get(name) ?? 0));
    const late = Math.min(...last.map((s) => s.rss.get(name) ?? 0));
    return { name, early, late, grew: late > early * 1.05 + 5 };
  });
  const backlogEarly = Math.max(...second.map((s) => s.backlog));
  const backlogLate = Math.min(...last.map((s) => s.backlog));
  return {
    rss,
    backlog: {
      early: backlogEarly,
      late: backlogLate,
      grew: backlogLate > Math.max(backlogEarly * 1.5, rate),
    },
    judged: second.length > 0 && last.length > 0,
  };
}
