/**
 * `npm test` needs programs from outside npm (a headless Chromium for the /docs browser test, curl for
 * the README's examples). The README's quick start must name every one `.ci/run` installs, and how the
 * browser test finds Chromium, so that a developer can run the suite that CI runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/spawn-cli.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const quickStart = /## Quick start\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
const ciRun = readFileSync(join(ROOT, '.ci/run'), 'utf8');
const browserTest = readFileSync(join(ROOT, 'test/ship/docs-browser.test.ts'), 'utf8');

describe('the README quick start', () => {
  it('names every program .ci/run installs for npm test, with the apt-get line', () => {
    const programs = [...ciRun.matchAll(/command -v (\S+)/g)].map((m) => m[1] as string);
    expect(programs).toEqual(expect.arrayContaining(['chromium', 'curl']));
    expect(quickStart).toMatch(new RegExp(`apt-get install ${programs.join(' ')}\\b`));
  });

  it('tells where the browser test looks for Chromium and how to point it elsewhere (macOS)', () => {
    const [, variable = '', fallback = ''] = /process\.env\.(\w+) \?\? '([^']+)'/.exec(browserTest) ?? [];
    expect(variable).toBe('CHROMIUM_PATH');
    expect(quickStart).toContain(fallback);
    expect(quickStart).toMatch(new RegExp(`${variable}="/Applications/[^"]+" npm test`));
  });
});
