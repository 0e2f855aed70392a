import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files that replace a module with `vi.mock` need a module graph of their own: with a shared one the
 * mock would leak into later files, or not apply if an earlier file already loaded the real module.
 */
const NEEDS_OWN_MODULES = ['test/reliability/security-limits.test.ts'];

// The limits only catch a hang; no test is timed by them. The suite must pass with a busy loop on every core
// (`npm run test:busy`, as CI runs it), beside a second test file: there a test that starts a CLI from source
// (tsx compiles it first; its ready line alone may take tens of seconds) or drives Chromium takes several times
// as long as on a quiet machine. A test that hangs still fails, within two minutes.
const shared = { testTimeout: 120_000, hookTimeout: 180_000, pool: 'forks' } as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core runner that is one file at a time,
    // although much of the suite waits on child processes, sockets and a browser.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        // One module graph per worker: the contract, the fixtures and every import load once per worker
        // instead of once per file (the apps themselves are still made fresh by each test).
        test: { ...shared, name: 'shared', include: ['test/**/*.test.ts'], exclude: NEEDS_OWN_MODULES, isolate: false },
      },
      { test: { ...shared, name: 'isolated', include: NEEDS_OWN_MODULES } },
    ],
  },
});
