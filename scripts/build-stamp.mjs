// @ts-check
// `npm run build` ends with `node scripts/build-stamp.mjs write`; `npm start` (scripts/start.mjs), `npm pack`
// (its `prepack` script) and `npm install` (its `postprepare` script) rebuild only when a build input is
// newer than that stamp: `node scripts/build-stamp.mjs build`. So the first start after an install is
// immediate, a pack ships a current dist/, and neither a pack nor an install that changed nothing pays for
// a build. Plain JavaScript: under tsx this check alone would take longer than the start it saves.
//
// Why `postprepare` and not `prepare`: the packed package.json is this one, scripts included, and npm 11
// lists a `prepare` script of a package installed from a tarball among the "install scripts not yet
// covered by allowScripts" (it does not run it). `postprepare` runs, like `prepare`, only on an install of
// this repository itself, and npm neither runs nor lists it for a project that installs the package.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `npm run build` reads: a change to any of these makes dist/ stale. */
export const BUILD_INPUTS = ['src', 'ui', 'openapi', 'fixtures', 'scripts', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.build-testcontainers.json', 'package.json', 'package-lock.json'];
export const BUILD_STAMP = 'dist/.build-stamp';
const NO_BUILD = 'no build yet';
/** What `npm start` runs; a build cut short may have left the stamp of an older build but not this. */
const START_ENTRY = 'dist/bin/cli.js';

/**
 * Why dist/ under `root` must be rebuilt ("src/app.ts changed"), or undefined when it is current.
 * @param {string} root
 * @returns {string | undefined}
 */
export function staleBecause(root) {
  const stamp = join(root, BUILD_STAMP);
  if (!existsSync(stamp) || !existsSync(join(root, START_ENTRY))) return NO_BUILD;
  const builtAt = statSync(stamp).mtimeMs;
  for (const input of BUILD_INPUTS) {
    const changed = changedSince(join(root, input), builtAt);
    if (changed) return `${relative(root, changed)} changed`;
  }
  return undefined;
}

/**
 * The first file at or under `path` modified after `time`.
 * @param {string} path
 * @param {number} time
 * @returns {string | undefined}
 */
function changedSince(path, time) {
  if (!existsSync(path)) return undefined;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs > time ? path : undefined;
  // A file deleted or renamed in a directory changes the directory's own time.
  if (stats.mtimeMs > time) return path;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const changed = changedSince(join(path, entry.name), time);
    if (changed) return changed;
  }
  return undefined;
}

/** @param {string} root */
export function writeStamp(root) {
  writeFileSync(join(root, BUILD_STAMP), `${new Date().toISOString()}\n`);
}

/**
 * Runs `npm run build` in `root` when dist/ is stale; returns the exit code.
 * @param {string} root
 * @param {(reason: string) => void} say
 */
export function buildIfChanged(root, say) {
  const reason = staleBecause(root);
  if (!reason) return 0;
  say(reason === NO_BUILD ? 'notification-api-mock: no build yet, building dist/ first' : `notification-api-mock: ${reason} since the last build, rebuilding dist/ first`);
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  return build.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  const [command] = process.argv.slice(2);
  const say = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);
  if (command === 'write') writeStamp(root);
  else if (command !== 'build') {
    say('usage: node scripts/build-stamp.mjs write|build');
    process.exitCode = 2;
  } else if (staleBecause(root)) process.exitCode = buildIfChanged(root, say);
  else say('notification-api-mock: dist/ is current, no build needed');
}
