/**
 * docs/code-first.md shows its vitest recipe as the test file that runs it in this suite, line for line but
 * for the imports: the file imports this repository's paths, the page what a project imports (the
 * package, its own bridge's files). Both import blocks are listed here, so a change to either side shows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/spawn-cli.js';
import { docBlock, splitImports } from '../helpers/doc-recipes.js';

const FILE = 'test/docs/recipe-code-first.test.ts';
const TEST_IMPORTS = [
  "import { afterAll, beforeAll, expect, it } from 'vitest';",
  "import { startMockServer, type MockServer } from '../../src/index.js';",
  "import { start } from '../../examples/framework-bridge/server.mjs';",
  "import { welcome } from '../../examples/framework-bridge/workflows.mjs';",
];
const DOC_IMPORTS = [
  "import { afterAll, beforeAll, expect, it } from 'vitest';",
  "import { startMockServer, type MockServer } from 'notification-api-mock';",
  "import { start } from './server.mjs'; // however your suite starts your app's bridge",
  "import { welcome } from './workflows.mjs';",
];

it(`docs/code-first.md shows ${FILE} as it runs`, () => {
  const page = readFileSync(join(ROOT, 'docs/code-first.md'), 'utf8');
  const test = splitImports(readFileSync(join(ROOT, FILE), 'utf8'));
  const shown = splitImports(docBlock(page, FILE) ?? '');
  expect(test.imports, `${FILE}'s imports`).toEqual(TEST_IMPORTS);
  expect(shown.imports, 'the imports docs/code-first.md shows').toEqual(DOC_IMPORTS);
  expect(shown.body, `docs/code-first.md's copy of ${FILE}`).toBe(test.body);
});

it('docs/code-first.md and the example README give the bridge URL the example serves', () => {
  const server = readFileSync(join(ROOT, 'examples/framework-bridge/server.mjs'), 'utf8');
  expect(server).toContain("portFrom('PORT', 4001)");
  for (const file of ['docs/code-first.md', 'examples/framework-bridge/README.md', 'examples/framework-bridge/package.json']) {
    const urls = readFileSync(join(ROOT, file), 'utf8').match(/http:\/\/127\.0\.0\.1:\d+\/api\/novu/g) ?? [];
    expect(urls.length, file).toBeGreaterThan(0);
    expect(new Set(urls), file).toEqual(new Set(['http://127.0.0.1:4001/api/novu']));
  }
});
