import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_DEV_DEPENDENCIES, dropBuildExtras, trimmedManifest } from '../../scripts/docker-deps.mjs';
import { ROOT } from '../helpers/spawn-cli.js';

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const work = mkdtempSync(join(tmpdir(), 'docker-deps-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the image build's dependency steps", () => {
  it('trims devDependencies to the build set at their pinned ranges, production dependencies untouched, no install-time build', () => {
    const trimmed = trimmedManifest(manifest);
    expect(trimmed.dependencies).toEqual(manifest.dependencies);
    expect(Object.keys(trimmed.devDependencies)).toEqual(BUILD_DEV_DEPENDENCIES);
    for (const name of BUILD_DEV_DEPENDENCIES) expect(trimmed.devDependencies[name]).toBe(manifest.devDependencies[name]);
    for (const testOnly of ['vitest', '@novu/api', '@sparticuz/chromium', 'playwright-core', '@stoplight/prism-cli']) {
      expect(manifest.devDependencies).toHaveProperty([testOnly]);
      expect(trimmed.devDependencies).not.toHaveProperty([testOnly]);
    }
    expect(trimmed.scripts).not.toHaveProperty('postprepare');
    expect(trimmed.scripts.build).toBe(manifest.scripts.build);
  });

  it('refuses a build set that names a package package.json does not have', () => {
    expect(() => trimmedManifest({ devDependencies: { typescript: '^5' } })).toThrow(/tsx/);
  });

  it('removes what nothing reads at run time (source maps, type declarations, markdown), licences kept', () => {
    const dist = join(work, 'dist');
    for (const dir of ['bin/vendor', 'types']) mkdirSync(join(dist, dir), { recursive: true });
    const files: Record<string, string> = { 'bin/cli.js': 'js', 'bin/cli.js.map': 'map', 'bin/vendor/README.md': 'readme', 'bin/vendor/LICENSE.md': 'licence', 'types/index.d.ts': 'types', 'index.d.cts': 'types' };
    for (const [path, text] of Object.entries(files)) writeFileSync(join(dist, path), text);
    expect(dropBuildExtras(dist)).toBe('map'.length + 'readme'.length + 'types'.length * 2);
    expect(Object.keys(files).filter((path) => existsSync(join(dist, path)))).toEqual(['bin/cli.js', 'bin/vendor/LICENSE.md']);
  });
});
