// The mock as built from another git ref (BENCH_BASELINE_REF), so that a change is measured against the code
// before it in the same run, on the same box. The ref is checked out as a detached git worktree in the temp
// directory and built there; with the same package-lock.json it shares this checkout's node_modules (a
// symlink), otherwise it gets its own `npm ci`. BENCH_BASELINE_KEEP=1 keeps the built worktree for the next
// run (reused when it is there); otherwise it is removed at the end.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BaselineCheckout {
  ref: string;
  /** The commit the ref named. */
  sha: string;
  /** The worktree; its mock is `dist/bin/cli.js` under it. */
  dir: string;
  remove(): void;
}

const BUILT_MARK = '.bench-baseline-built';

function run(command: string, args: string[], cwd: string): string {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000 });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (${r.status ?? r.signal}): ${(r.stdout + r.stderr).slice(-2000)}`);
  return r.stdout.trim();
}

const sameFile = (a: string, b: string): boolean => existsSync(a) && existsSync(b) && readFileSync(a).equals(readFileSync(b));

/** Checks out and builds `ref` (or reuses a kept build of the same commit). */
export function checkoutBaseline(root: string, ref: string, log: (m: string) => void): BaselineCheckout {
  const sha = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], root);
  const dir = path.join(tmpdir(), `notification-api-mock-bench-${sha.slice(0, 12)}`);
  const keep = Boolean(process.env.BENCH_BASELINE_KEEP);
  const removeNow = (): void => {
    const modules = path.join(dir, 'node_modules');
    // The symlink goes first: removing the worktree must never reach into this checkout's node_modules.
    if (lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(modules);
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
    rmSync(dir, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root });
  };
  const remove = (): void => (keep ? log(`baseline ${ref} kept in ${dir} (git worktree remove --force ${dir} when done)`) : removeNow());
  const mark = path.join(dir, BUILT_MARK);
  if (existsSync(mark) && readFileSync(mark, 'utf8') === sha && existsSync(path.join(dir, 'dist', 'bin', 'cli.js'))) {
    log(`baseline ${ref} (${sha.slice(0, 7)}): reusing the build in ${dir}`);
    return { ref, sha, dir, remove };
  }
  if (existsSync(dir)) removeNow();
  const t0 = performance.now();
  run('git', ['worktree', 'add', '--detach', dir, sha], root);
  try {
    if (sameFile(path.join(root, 'package-lock.json'), path.join(dir, 'package-lock.json'))) {
      symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      run('npm', ['run', 'build', '--silent'], dir);
    } else {
      run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir); // its prepare script builds
    }
  } catch (e) {
    removeNow();
    throw e;
  }
  writeFileSync(mark, sha);
  log(`baseline ${ref} (${sha.slice(0, 7)}) built in ${dir} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return { ref, sha, dir, remove };
}
