// @ts-check
// The Docker build stage's dependency steps (plain JavaScript: it runs before anything is installed).
//   node scripts/docker-deps.mjs trim               package.json's devDependencies become the build's only
//   node scripts/docker-deps.mjs drop-build-extras  removes source maps, type declarations and markdown
//   node scripts/docker-deps.mjs count-download <npm cache> -- npm ci …   runs the install and prints what it
//                                                    added to npm's cache (`npm cache: +N MB fetched, M MB in all`)
// `npm ci` installs from a trimmed package.json with the full lockfile (it skips the lock's extra entries), so the
// image build never downloads the test-only tools (the `novu` clients, browsers, Prism's CLI, vitest…), which
// stay root devDependencies for `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What `npm run build` needs besides the production dependencies: tsc and the types of tsconfig.build.json,
 * esbuild for the CLI bundle and the dashboard, tsx to run those two build scripts, and preact, the
 * dashboard's UI library (bundled into dist/).
 */
export const BUILD_DEV_DEPENDENCIES = ['typescript', 'tsx', 'esbuild', 'preact', '@types/node', '@types/express', '@types/cors', '@types/pluralize'];

/**
 * The package's manifest with devDependencies cut down to the build set (production dependencies untouched),
 * and without the `postprepare` build: the image builds once its sources are copied, after `npm ci`.
 * @template {{ devDependencies?: Record<string, string>, scripts?: Record<string, string> }} Manifest
 * @param {Manifest} manifest
 * @returns {Manifest & { devDependencies: Record<string, string>, scripts: Record<string, string> }}
 */
export function trimmedManifest(manifest) {
  const dev = manifest.devDependencies ?? {};
  const missing = BUILD_DEV_DEPENDENCIES.filter((name) => !(name in dev));
  if (missing.length > 0) throw new Error(`the build set names packages package.json does not have: ${missing.join(', ')}`);
  const { postprepare: _built, ...scripts } = manifest.scripts ?? {};
  const devDependencies = Object.fromEntries(BUILD_DEV_DEPENDENCIES.map((name) => [name, /** @type {string} */ (dev[name])]));
  return { ...manifest, scripts, devDependencies };
}

const BUILD_EXTRA = /\.(map|d\.ts|d\.cts|d\.mts|md|markdown)$/i;

/**
 * Removes the files under `dir` that only a debugger, a TypeScript consumer or a reader reads: source maps, type
 * declarations, markdown (licence files stay, whatever their extension); returns their bytes.
 * @param {string} dir
 * @returns {number}
 */
export function dropBuildExtras(dir) {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !BUILD_EXTRA.test(entry.name) || /^licen[cs]e/i.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    bytes += statSync(path).size;
    rmSync(path);
  }
  return bytes;
}

/**
 * Bytes under `dir` (0 when it does not exist yet).
 * @param {string} dir
 * @returns {number}
 */
export function bytesUnder(dir) {
  if (!existsSync(dir)) return 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/** The line docker:check reads the build stage's download from. */
export const DOWNLOAD_LINE = /npm cache: \+([\d.]+) MB fetched, ([\d.]+) MB in all/;

/**
 * Runs `command` and reports how much it added to the npm cache at `cache`; returns its exit code.
 * @param {string} cache
 * @param {string[]} command
 */
function countDownload(cache, command) {
  const before = bytesUnder(cache);
  const status = spawnSync(/** @type {string} */ (command[0]), command.slice(1), { stdio: 'inherit' }).status ?? 1;
  const after = bytesUnder(cache);
  console.log(`npm cache: +${((after - before) / 1e6).toFixed(1)} MB fetched, ${(after / 1e6).toFixed(1)} MB in all`);
  return status;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, target = command === 'trim' ? 'package.json' : 'dist'] = process.argv.slice(2);
  if (command === 'trim') {
    writeFileSync(target, `${JSON.stringify(trimmedManifest(JSON.parse(readFileSync(target, 'utf8'))), null, 2)}\n`);
  } else if (command === 'drop-build-extras') {
    console.log(`${(dropBuildExtras(target) / 1e6).toFixed(1)} MB of source maps, type declarations and markdown removed from ${target}`);
  } else if (command === 'count-download') {
    process.exitCode = countDownload(target, process.argv.slice(process.argv.indexOf('--') + 1));
  } else {
    console.error('usage: node scripts/docker-deps.mjs trim [package.json] | drop-build-extras [dist] | count-download <cache> -- <command…>');
    process.exit(2);
  }
}
