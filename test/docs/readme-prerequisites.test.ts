/**
 * The README's two commands need nothing but Node and npm: the browser test brings its own Chromium
 * (a dev dependency) when the machine has none, and the README's curl examples run without curl. So the
 * quick start names no system package, and `.ci/run` installs none: a green CI then proves the same
 * commands on a fresh machine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseChromium } from '../helpers/chromium.js';
import { ROOT } from '../helpers/spawn-cli.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const quickStart = /## Quick start\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
const ciRun = readFileSync(join(ROOT, '.ci/run'), 'utf8');
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string>; scripts: Record<string, string> };
const SYSTEM_INSTALLERS = /\b(apt-get|apt|dpkg|yum|dnf|apk|brew|snap|port|choco|winget)\b +(install|add)\b|\bsudo\b/;

describe('what npm test needs', () => {
  it('the quick start asks for nothing but Node and npm', () => {
    expect(quickStart).toContain('npm install && npm start');
    expect(quickStart).toMatch(/\nnpm test\b/);
    expect(quickStart).not.toMatch(SYSTEM_INSTALLERS);
    // The development's Node versions, as devEngines declares them (test/ship/clean-install.test.ts checks the dependencies against it).
    expect((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devEngines: { runtime: { version: string } } }).devEngines.runtime.version).toBe('^20.19.0 || ^22.13.0 || >=24.0.0');
    expect(quickStart).toContain('only Node 20.19+, 22.13+ or 24+ and npm');
  });

  it('.ci/run installs no system package: npm ci, then the README command with every core busy (npm run test:busy)', () => {
    const commands = ciRun.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
    expect(ciRun).not.toMatch(SYSTEM_INSTALLERS);
    expect(commands.slice(-2)).toEqual(['npm ci', 'node scripts/busy-cores.mjs -- npm test']);
    expect(packageJson.scripts['test:busy']).toBe('node scripts/busy-cores.mjs -- npm test');
  });

  it('the browser comes with npm install where the machine has none, and CHROMIUM_PATH, as the README says, overrides it', () => {
    expect(Object.keys(packageJson.devDependencies)).toEqual(expect.arrayContaining(['@sparticuz/chromium', 'playwright-core']));
    const bare = { env: {}, platform: 'linux' as const, arch: 'x64', exists: () => false };
    expect(chooseChromium(bare)).toEqual({ source: 'packaged' });
    const [, variable = ''] = /`(\w+)=\/path\/to\/chrome npm test`/.exec(quickStart) ?? [];
    expect(chooseChromium({ ...bare, env: { [variable]: '/path/to/chrome' } })).toEqual({ source: 'CHROMIUM_PATH', executablePath: '/path/to/chrome' });
  });
});
