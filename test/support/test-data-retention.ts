/**
 * A sweep (of old test data, docs/api.md#test-mode, or of what outlived a workspace's retention,
 * docs/privacy.md#retention) that ran. The processes of one test run share their schemas, and each
 * sweeps at start, so another may hold the sweep's lock for a moment (sweep() is then null): wait
 * for it. Such a sweep may also have removed a spec's old rows first, so specs check what is left
 * in the tables rather than the counts a sweep reports (or date their own sweep with a clock ahead
 * of everyone's, on rows only that clock finds old).
 */
export async function sweepWhenFree<T>(
  retention: { sweep(now?: Date): Promise<T | null> },
  now?: Date,
): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const removed = await retention.sweep(now);
    if (removed) return removed;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the sweep lock stayed taken for 10 s');
}
