// @ts-check
// `npm run build` ends with `node scripts/build-stamp.mjs write`; `npm start` (scripts/start.mjs)
// rebuilds only when a build input is newer than that stamp. `npm install` already builds (the prepare
// script), so the first start is immediate. Plain JavaScript: under tsx this check alone would take
// longer than the start it saves.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `npm run build` reads: a change to any of these makes dist/ stale. */
export const BUILD_INPUTS = ['src', 'ui', 'openapi', 'fixtures', 'scripts', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json'];
export const BUILD_STAMP = 'dist/.build-stamp';
/** What `npm start` runs; a build cut short may have left the stamp of an older build but not this. */
const START_ENTRY = 'dist/bin/cli.js';

/**
 * Why dist/ under `root` must be rebuilt ("src/app.ts changed"), or undefined when it is current.
 * @param {string} root
 * @returns {string | undefined}
 */
export function staleBecause(root) {
  const stamp = join(root, BUILD_STAMP);
  if (!existsSync(stamp) || !existsSync(join(root, START_ENTRY))) return 'no build yet';
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
  say(`notification-api-mock: ${reason} since the last build, rebuilding dist/ first`);
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  return build.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  const [command] = process.argv.slice(2);
  if (command === 'write') writeStamp(root);
  else {
    process.stderr.write('usage: node scripts/build-stamp.mjs write\n');
    process.exitCode = 2;
  }
}
