import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './spawn-cli.js';

/**
 * A path under examples/`example`/node_modules: the examples that have their own package.json and lockfile
 * (scripts/install-examples.mjs, which `npm test` runs before vitest) install there, not in the repository's.
 */
export function exampleDependency(example: string, path: string): string {
  const full = join(ROOT, 'examples', example, 'node_modules', path);
  if (!existsSync(full)) throw new Error(`${full} is missing: run node scripts/install-examples.mjs ${example} (npm test runs it before vitest)`);
  return full;
}
