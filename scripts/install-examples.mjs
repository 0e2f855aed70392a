// @ts-check
// Two examples install their own packages, from their own package.json and package-lock.json, because the
// repository's install must not carry them: `examples/framework-bridge` has the real `novu` CLI (whose
// terminal UI, ink 7, declares Node ≥ 22, and whose agent SDK wants zod 4 beside the repository's zod 3),
// and `examples/notification-center` has the legacy `@novu/notification-center` 2.0.0 (Mantine 5, which
// wants React ≤ 18 beside the repository's React 19). `npm run example:bridge`, the widget example's
// start.mjs and `npm test` (whose tests run both examples) call this first.
//
// `node scripts/install-examples.mjs [name ...]` (every such example when no name is given) runs `npm ci`
// in each example not yet installed from its current package.json and lockfile, with npm's output kept
// back unless it fails (what it prints on Node 20 is explained in docs/development.md); a no-op otherwise.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');

/** The examples with dependencies of their own, by folder name under examples/. */
export const EXAMPLES_WITH_OWN_DEPENDENCIES = ['framework-bridge', 'notification-center'];

/** Written into an example's node_modules after its `npm ci`: the digest of the files it installed from. */
const INSTALLED_FROM = join('node_modules', '.installed-from');

/** @param {string} dir */
function manifestDigest(dir) {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) hash.update(readFileSync(join(dir, file)));
  return hash.digest('hex');
}

/**
 * Whether examples/`name` lacks an install from its current package.json and package-lock.json.
 * @param {string} name
 */
export function needsInstall(name) {
  const dir = join(root, 'examples', name);
  const stamp = join(dir, INSTALLED_FROM);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== manifestDigest(dir);
}

/**
 * Runs `npm ci` in examples/`name` when it needs one; returns the exit code.
 * @param {string} name
 * @param {(line: string) => void} say
 */
export function installExample(name, say) {
  if (!needsInstall(name)) return 0;
  const dir = join(root, 'examples', name);
  say(`notification-api-mock: installing examples/${name}'s own dependencies (npm ci, once per lockfile)`);
  const started = Date.now();
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
  if (install.status !== 0) {
    say(`${install.stdout}${install.stderr}npm ci in examples/${name} failed (${install.status ?? install.signal})`);
    return install.status ?? 1;
  }
  writeFileSync(join(dir, INSTALLED_FROM), manifestDigest(dir));
  say(`notification-api-mock: examples/${name} installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !EXAMPLES_WITH_OWN_DEPENDENCIES.includes(name));
  if (unknown.length > 0) {
    process.stderr.write(`usage: node scripts/install-examples.mjs [${EXAMPLES_WITH_OWN_DEPENDENCIES.join(' | ')} ...]\n`);
    process.exit(2);
  }
  for (const name of names.length > 0 ? names : EXAMPLES_WITH_OWN_DEPENDENCIES) {
    const code = installExample(name, (line) => process.stderr.write(`${line}\n`));
    if (code !== 0) process.exit(code);
  }
}
