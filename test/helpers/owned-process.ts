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
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function ownedByTest<T extends ChildProcess>(child: T): T {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (getCurrentTest()) onTestFinished(() => void child.kill('SIGKILL'));
  return child;
}
