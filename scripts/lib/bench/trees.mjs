// Which code a benchmark measures: the checkout it runs from, or a worktree of a git ref under
// .bench/ (BENCH_BASELINE / BENCH_CANDIDATE), installed and built once and reused, so that two
// commits can be measured side by side on the same machine.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, log, ROOT } from '../stack.mjs';

function git(args, cwd = ROOT) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) fail(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** Runs a command in `cwd` with its output on stderr, which is for progress (stdout: the results). */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 2, 'inherit'] });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} in ${cwd} exited with ${result.status}`);
}

/** The checkout this runs from: branch, commit, and whether it has uncommitted changes. */
export function describeCheckout() {
  const sha = git(['rev-parse', 'HEAD']);
  const branch = git(['rev-parse', '--abbrev-ref', 'HEAD']);
  const dirty = git(['status', '--porcelain']) !== '';
  const ref = branch === 'HEAD' ? 'detached HEAD' : branch;
  return `${ref} at ${sha.slice(0, 12)}${dirty ? ' with uncommitted changes' : ''}`;
}

/** The checkout as a tree to measure, labelled `current`. */
export function currentTree() {
  return { label: 'current', root: ROOT, describe: `${describeCheckout()} (${ROOT})` };
}

/** A worktree of `ref` under .bench/, installed and built; reused when a previous run completed it. */
export function worktree(ref, label) {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const root = join(ROOT, '.bench', `baseline-${git(['rev-parse', '--short', sha])}`);
  // Written only once install and build succeeded: a worktree without it is half made, so redone.
  const complete = `${root}.complete`;
  if (!existsSync(complete)) {
    if (existsSync(root)) {
      spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT, stdio: 'ignore' });
      rmSync(root, { recursive: true, force: true });
    }
    git(['worktree', 'prune']);
    log(`baseline: a worktree of ${ref} (${sha.slice(0, 12)}) at ${root}`);
    git(['worktree', 'add', '--detach', root, sha]);
    run('npm', ['install', '--no-audit', '--no-fund'], root);
    run('npm', ['run', 'build'], root);
    writeFileSync(complete, `${sha}\n`);
  }
  if (!existsSync(join(root, 'scripts/start.mjs'))) fail(`${ref} has no scripts/start.mjs to run`);
  return { label, root, describe: `${ref} = ${sha.slice(0, 12)} (${root})` };
}

/**
 * The trees a run measures: `baseline` (a worktree of BENCH_BASELINE) first if asked for, then
 * `current`, which is the checkout or, with BENCH_CANDIDATE, a worktree of that ref.
 */
export function treesToMeasure({ baseline, candidate }) {
  return [
    ...(baseline ? [worktree(baseline, 'baseline')] : []),
    candidate ? worktree(candidate, 'current') : currentTree(),
  ];
}
