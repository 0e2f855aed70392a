/**
 * docs/outbox.md shows each recipe as the test file that runs it in this suite: the same code, line for
 * line, but for the imports. The file imports this repository's paths; the page shows what a project
 * imports (the package, playwright-core). Each recipe's two import blocks are listed here, so a change to
 * either side shows up as a difference.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/spawn-cli.js';
import { docBlock, splitImports } from '../helpers/doc-recipes.js';

interface Recipe {
  file: string;
  /** The file's import lines, in order. */
  testImports: string[];
  /** The page's import lines in their place. */
  docImports: string[];
}

const RECIPES: Recipe[] = [
  {
    file: 'test/docs/recipe-forgot-password.test.ts',
    testImports: [
      "import { chromiumOnThisMachine as chromium } from '../helpers/chromium.js';",
      "import type { Browser } from 'playwright-core';",
      "import { afterAll, beforeAll, expect, it } from 'vitest';",
      "import { startMockServer, type MockServer } from '../../src/index.js';",
      "import { startApp } from '../../examples/forgot-password/app.mjs';",
    ],
    docImports: [
      "import { chromium, type Browser } from 'playwright-core';",
      "import { afterAll, beforeAll, expect, it } from 'vitest';",
      "import { startMockServer, type MockServer } from 'notification-api-mock';",
      "import { startApp } from './app.mjs'; // however your suite starts your app",
    ],
  },
  {
    file: 'test/docs/recipe-sms-code.test.ts',
    testImports: ["import { afterAll, beforeAll, expect, it } from 'vitest';", "import { startMockServer, type MockServer } from '../../src/index.js';"],
    docImports: ["import { afterAll, beforeAll, expect, it } from 'vitest';", "import { startMockServer, type MockServer } from 'notification-api-mock';"],
  },
];

const page = readFileSync(join(ROOT, 'docs/outbox.md'), 'utf8');

describe('the recipes of docs/outbox.md', () => {
  it.each(RECIPES)('$file is the code the page shows', ({ file, testImports, docImports }) => {
    const test = splitImports(readFileSync(join(ROOT, file), 'utf8'));
    const shown = splitImports(docBlock(page, file) ?? '');
    expect(test.imports, `${file}'s imports`).toEqual(testImports);
    expect(shown.imports, `the imports docs/outbox.md shows for ${file}`).toEqual(docImports);
    expect(shown.body, `docs/outbox.md's copy of ${file}`).toBe(test.body);
  });
});
