// The pieces of the benchmarks' printed tables: right-aligned cells, figures with '-' for none,
// sums and medians over the runs that have a value.
import { median } from '../bench-kit.mjs';

export const pad = (v, n) => String(v).padStart(n);

export const sum = (values) => values.reduce((a, b) => a + b, 0);

/**
 * A figure with `digits` decimals: '-' for none (undefined, null, NaN), `infinity` for a backlog
 * or a webhook given up on.
 */
export const figure = (infinity) => (v, digits) =>
  v === undefined || v === null || Number.isNaN(v) ? '-' : v === Infinity ? infinity : v.toFixed(digits);

/** The median of the values that are there; undefined when none is. */
export const medianOf = (values) => {
  const defined = values.filter((v) => v !== undefined && v !== null);
  return defined.length ? median(defined) : undefined;
};

/** Every process name in `results` (each with `processes: [{ name, ... }]`), in order of appearance. */
export const processNames = (results) => [...new Set(results.flatMap((r) => r.processes.map((p) => p.name)))];

/** One process's `field` in a result. */
export const pick = (result, name, field) => result.processes.find((p) => p.name === name)?.[field];
