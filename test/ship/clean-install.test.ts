/**
 * A first `npm ci` without surprises: the repository's install prints no warning, the examples that install
 * on their own print only what their READMEs explain, every dependency supports the Node versions this
 * package and its development declare, and every install script has been decided on. The installs are
 * npm's dry runs in a temp directory holding a copy of the manifest and lockfile: nothing is installed and
 * no script runs.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/spawn-cli.js';

const semver = createRequire(import.meta.url)('semver') as { subset(range: string, of: string): boolean };

interface LockedPackage {
  version?: string;
  dev?: boolean;
  engines?: { node?: string } | string[];
  hasInstallScript?: boolean;
}
interface Manifest {
  engines?: { node?: string };
  devEngines?: { runtime?: { name: string; version?: string } };
  allowScripts?: Record<string, boolean>;
}

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
const lockedPackagesOf = (dir: string) =>
  Object.entries((JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> }).packages).filter(([path]) => path !== '');
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
const EXAMPLES = ['examples/notification-center', 'examples/framework-bridge'].map((dir) => join(ROOT, dir));

/** The `npm warn` lines of `npm ci` on the manifest and lockfile of `dir`. */
function ciWarnings(dir: string): string[] {
  const copy = mkdtempSync(join(tmpdir(), 'clean-install-'));
  try {
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(dir, file), join(copy, file));
    const ci = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: copy, encoding: 'utf8', timeout: 120_000 });
    expect(ci.status, ci.stderr).toBe(0);
    return `${ci.stdout}${ci.stderr}`.split('\n').filter((line) => line.startsWith('npm warn'));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

describe('npm ci', () => {
  it('of the repository prints no warning', () => {
    expect(ciWarnings(ROOT)).toEqual([]);
  });

  it('of examples/notification-center (React 18 for the legacy widget) prints no warning', () => {
    expect(ciWarnings(join(ROOT, 'examples/notification-center'))).toEqual([]);
  });

  it('of examples/framework-bridge warns only of the engines its README explains (Node ≥ 22 for the CLI\'s terminal UI)', () => {
    const warnings = ciWarnings(join(ROOT, 'examples/framework-bridge'));
    expect(warnings.filter((line) => !line.startsWith('npm warn EBADENGINE'))).toEqual([]);
    const readme = readFileSync(join(ROOT, 'examples/framework-bridge/README.md'), 'utf8');
    const named = warnings.flatMap((line) => /package: '(.+)@(\d+)\.[^']*'/.exec(line)?.slice(1, 3).join('@') ?? []);
    for (const pkg of named) expect(readme, pkg).toContain(`\`${pkg}\``);
  });
});

describe('Node versions', () => {
  it("every production dependency supports the package's engines.node", () => {
    const range = manifestOf(ROOT).engines?.node as string;
    expect(range).toBe('>=20.16.0');
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain('**1. npm / npx** (Node ≥ 20.16)');
    const refusing = lockedPackagesOf(ROOT)
      .filter(([, pkg]) => !pkg.dev && !Array.isArray(pkg.engines) && pkg.engines?.node && !semver.subset(range, pkg.engines.node))
      .map(([path, pkg]) => `${nameOf(path)}@${pkg.version} wants ${(pkg.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it("every dev dependency supports the development's devEngines.runtime", () => {
    const runtime = manifestOf(ROOT).devEngines?.runtime;
    expect(runtime?.name).toBe('node');
    const refusing = lockedPackagesOf(ROOT)
      .filter(([, pkg]) => pkg.dev && !Array.isArray(pkg.engines) && pkg.engines?.node && !semver.subset(runtime?.version as string, pkg.engines.node))
      .map(([path, pkg]) => `${nameOf(path)}@${pkg.version} wants ${(pkg.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
    expect(semver.subset(runtime?.version as string, manifestOf(ROOT).engines?.node as string)).toBe(true);
  });
});

it('every dependency with an install script is approved or denied in allowScripts, in the repository and the examples', () => {
  const undecided = [ROOT, ...EXAMPLES].flatMap((dir) => {
    const decided = Object.keys(manifestOf(dir).allowScripts ?? {}).map((entry) => entry.replace(/(.)@.*$/, '$1'));
    return lockedPackagesOf(dir)
      .filter(([path, pkg]) => pkg.hasInstallScript && !decided.includes(nameOf(path)))
      .map(([path]) => `${dir}: ${nameOf(path)}`);
  });
  expect(undecided).toEqual([]);
});
