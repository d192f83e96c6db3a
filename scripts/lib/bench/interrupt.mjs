// Ctrl-C during a benchmark: it reaches every child too (same process group), which stop on their
// own; the run waits for that, drops its data and exits 130. The same state says when a run is
// already stopping, so that a failure while it stops is not reported twice.
import { log } from '../stack.mjs';
import { expectExits } from '../bench-kit.mjs';

/**
 * Installs the SIGINT handler: `cleanUp` (stopping what runs, dropping the data) then exit 130.
 * Returns the run's state: `stopping` once Ctrl-C or a failure began stopping it; `begin()` marks
 * it so and says whether this caller is the first.
 */
export function stopOnInterrupt(what, cleanUp) {
  const state = {
    stopping: false,
    begin() {
      if (state.stopping) return false;
      state.stopping = true;
      expectExits();
      return true;
    },
  };
  process.on('SIGINT', () => {
    if (!state.begin()) return;
    log(`interrupted: ${what}`);
    void cleanUp().finally(() => process.exit(130));
  });
  return state;
}
