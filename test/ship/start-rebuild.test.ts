/**
 * `npm start` rebuilds dist/ only when a build input changed since the last build, so a start right
 * after `npm install` (which builds) does not pay for a build; `npm pack` and `npm install` go through the
 * same check. Checked on a small project tree in a temp directory, with file times set by hand.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, BUILD_STAMP, buildIfChanged, staleBecause } from '../../scripts/build-stamp.mjs';
import { ROOT } from '../helpers/spawn-cli.js';
import { copyOf, parseDockerfile } from './dockerfile.js';

const BUILT_AT = new Date(Date.now() - 3_600_000); // in the past: a deletion marks its directory with the real time
const BEFORE = new Date(BUILT_AT.getTime() - 60_000);
const AFTER = new Date(BUILT_AT.getTime() + 60_000);

let root: string;

function file(path: string, at: Date, text = ''): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  utimesSync(join(root, path), at, at);
}

/** A project built at BUILT_AT from inputs written before it, every directory's time set too. */
function builtProject(): void {
  for (const path of ['src/app.ts', 'src/domain/subscribers.ts', 'openapi/notification-api.yaml', 'fixtures/default/subscribers.json', 'scripts/bundle-cli.ts', 'tsconfig.json', 'package.json', 'package-lock.json']) {
    file(path, BEFORE);
  }
  for (const dir of ['src/domain', 'src', 'openapi', 'fixtures/default', 'fixtures', 'scripts']) utimesSync(join(root, dir), BEFORE, BEFORE);
  file('dist/bin/cli.js', BUILT_AT);
  file(BUILD_STAMP, BUILT_AT);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'start-rebuild-'));
  builtProject();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether npm start rebuilds', () => {
  it('does not when nothing changed since the last build', () => {
    expect(staleBecause(root)).toBeUndefined();
  });

  it('does when a source, the contract, a fixture, a script or the package files are newer', () => {
    for (const path of ['src/domain/subscribers.ts', 'openapi/notification-api.yaml', 'fixtures/default/subscribers.json', 'scripts/bundle-cli.ts', 'tsconfig.json', 'package-lock.json']) {
      utimesSync(join(root, path), AFTER, AFTER);
      expect(staleBecause(root)).toBe(`${path} changed`);
      utimesSync(join(root, path), BEFORE, BEFORE);
    }
    expect(staleBecause(root)).toBeUndefined();
  });

  it('does when a file was added or deleted (its directory changed)', () => {
    rmSync(join(root, 'fixtures/default/subscribers.json'));
    expect(staleBecause(root)).toBe('fixtures/default changed');
  });

  it('does when there was no build, or it did not get to the bundled CLI', () => {
    rmSync(join(root, 'dist/bin/cli.js'));
    expect(staleBecause(root)).toBe('no build yet');
    rmSync(join(root, 'dist'), { recursive: true });
    expect(staleBecause(root)).toBe('no build yet');
  });

  it('runs `npm run build` only when stale', () => {
    file('package.json', BEFORE, JSON.stringify({ name: 'p', private: true, scripts: { build: 'node -e "require(\'fs\').writeFileSync(\'built\', \'\')"' } }));
    const said: string[] = [];
    expect(buildIfChanged(root, (line) => said.push(line))).toBe(0);
    expect(existsSync(join(root, 'built'))).toBe(false);
    expect(said).toEqual([]);

    utimesSync(join(root, 'src/app.ts'), AFTER, AFTER);
    expect(buildIfChanged(root, (line) => said.push(line))).toBe(0);
    expect(existsSync(join(root, 'built'))).toBe(true);
    expect(said).toEqual(['notification-api-mock: src/app.ts changed since the last build, rebuilding dist/ first']);
  });
});

describe("the repository's wiring", () => {
  it('npm start goes through the check, with no prestart build, and the build writes the stamp last', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe('node scripts/start.mjs');
    expect(scripts.prestart).toBeUndefined();
    expect(readFileSync(join(ROOT, 'scripts/start.mjs'), 'utf8')).toMatch(/buildIfChanged\(root[\s\S]*import\(new URL\('\.\.\/dist\/bin\/cli\.js'/);
    expect(scripts.build).toMatch(/&& node scripts\/build-stamp\.mjs write$/);
  });

  it("counts every file the Docker image's build stage copies in as a build input", () => {
    const build = parseDockerfile(join(ROOT, 'Dockerfile'))[0];
    const sources = (build?.instructions ?? []).filter((i) => i.keyword === 'COPY').flatMap((i) => copyOf(i.args).sources);
    expect(sources.length).toBeGreaterThan(4);
    for (const source of sources) expect(BUILD_INPUTS, source).toContain(source.split('/')[0]);
  });
});

describe('npm install and npm pack, with the repository\'s hooks', () => {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  // A build that counts itself, then stamps as the real one does.
  const build = `node -e "const fs=require('fs');fs.mkdirSync('dist/bin',{recursive:true});fs.writeFileSync('dist/bin/cli.js','');fs.appendFileSync('builds','x')" && node scripts/build-stamp.mjs write`;
  const builds = () => (existsSync(join(root, 'builds')) ? readFileSync(join(root, 'builds'), 'utf8').length : 0);
  const npm = (...args: string[]) => {
    const result = spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    return result.stderr;
  };

  beforeEach(() => {
    rmSync(join(root, 'dist'), { recursive: true });
    mkdirSync(join(root, 'scripts'), { recursive: true });
    copyFileSync(join(ROOT, 'scripts/build-stamp.mjs'), join(root, 'scripts/build-stamp.mjs'));
    const manifest = { name: 'wired', version: '1.0.0', files: ['dist'], scripts: { build, postprepare: scripts.postprepare, prepack: scripts.prepack } };
    file('package.json', BEFORE, JSON.stringify(manifest));
  });

  it('builds on the first npm ci, then only when stale; npm pack builds a stale dist/ and never rewrites package.json', () => {
    expect(scripts.prepare).toBeUndefined(); // npm would list a tarball's prepare as an install script
    npm('install', '--package-lock-only');
    for (const path of ['scripts/build-stamp.mjs', 'scripts', 'package-lock.json']) utimesSync(join(root, path), BEFORE, BEFORE);
    npm('ci');
    expect(builds()).toBe(1);
    npm('ci');
    expect(builds()).toBe(1);

    const manifest = () => ({ text: readFileSync(join(root, 'package.json'), 'utf8'), modified: statSync(join(root, 'package.json')).mtimeMs });
    const before = manifest();
    expect(npm('pack', '--dry-run')).toContain('dist/ is current, no build needed');
    expect(builds()).toBe(1);
    utimesSync(join(root, BUILD_STAMP), BUILT_AT, BUILT_AT); // as if built an hour ago, before this change:
    utimesSync(join(root, 'src/app.ts'), AFTER, AFTER);
    expect(npm('pack', '--dry-run')).toContain('src/app.ts changed since the last build, rebuilding dist/ first');
    expect(builds()).toBe(2);
    expect(manifest()).toEqual(before);
    expect(staleBecause(root)).toBeUndefined();
  });
});
