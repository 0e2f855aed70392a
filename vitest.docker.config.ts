import { defineConfig } from 'vitest/config';

/**
 * `npm run docker:check`: the Dockerfile's steps replayed for real (two `npm ci`s of the project, minutes),
 * kept out of `npm test`, whose docker-image.test.ts only reads the Dockerfile.
 */
export default defineConfig({
  test: { include: ['test/ship/docker-steps.check.ts'], pool: 'forks', hookTimeout: 300_000 },
});
