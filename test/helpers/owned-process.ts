import type { ChildProcess } from 'node:child_process';
import { onTestFinished } from 'vitest';
import { getCurrentTest } from 'vitest/suite';

/**
 * A child process a test starts never outlives it. Started inside a test, it is killed when the test ends,
 * passed, failed or timed out (vitest does not stop the body of a test that timed out: a `finally` waiting on
 * the child would never run). Started in a hook, the file's afterAll stops it. Every one still running is
 * killed when the test worker exits.
 */
const running = new Set<ChildProcess>();
const kills = new WeakMap<ChildProcess, () => void>();
process.once('exit', () => {
  for (const child of running) kills.get(child)?.();
});

/** `group`: the child was spawned `detached`, the leader of a process group; the whole group is killed. */
export function ownedByTest<T extends ChildProcess>(child: T, { group = false } = {}): T {
  const kill = () => {
    if (!group || child.pid === undefined) return void child.kill('SIGKILL');
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group has ended already
    }
  };
  running.add(child);
  child.once('exit', () => running.delete(child));
  kills.set(child, kill);
  if (getCurrentTest()) onTestFinished(kill);
  return child;
}
