// Build step: bundles dist/cli.js and the dependencies it loads into one file, dist/bin/mock.cjs, which the
// package's `bin` (dist/bin/cli.js: `npm start` and the Docker CMD) runs with V8's code cache written here,
// because resolving and compiling the hundreds of files of the CLI's module graph one by one is a large part
// of its startup. The server's modules, which the CLI imports only once the command line is read, stay in the
// same file, wrapped by esbuild to run on that import: `--help` and a mistyped option do not run them. (A
// chunk of their own, esbuild's splitting, would spare --help their parsing too, but made the start to the
// ready line ~50 ms of CPU slower.)
//
// dist/bin/ sits at the same depth as every compiled module (dist/contract/, dist/seed/, …), so the paths
// they derive from `import.meta.url` (`../../openapi`, `../contract-cache.bin`) hold in the bundle too.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { LAZY_MODULES, SERVED_PACKAGE_FILES, type LazyModule } from '../src/lib/lazy-require.js';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

/**
 * One copy per package version: npm nests identical copies when another version is hoisted (express
 * brings mime-types 3 three times, under express/, body-parser/ and send/, because Prism hoists
 * mime-types 2), and each copy would parse its large database at startup.
 */
function dedupePackages(): Plugin {
  return {
    name: 'dedupe-packages',
    setup(esbuild) {
      const canonical = new Map<string, string>();
      esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'dedupe' || args.path.startsWith('node:')) return undefined;
        const resolved = await esbuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'dedupe' });
        // Unresolvable: esbuild's own resolution reports it, or leaves it to run time when marked external.
        if (resolved.errors.length > 0) return undefined;
        if (resolved.external || !resolved.path.includes('node_modules')) return resolved;
        const packageDir = packageDirOf(resolved.path, args.path);
        if (!packageDir) return resolved;
        const { name, version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name: string; version: string };
        const key = `${name}@${version}:${resolved.path.slice(packageDir.length)}`;
        const first = canonical.get(key) ?? resolved.path;
        canonical.set(key, first);
        return { ...resolved, path: first };
      });
    },
  };
}

/**
 * Modules that express requires when it loads but that only some requests use: each is replaced by a
 * stand-in that loads it on first use. `mime-types` parses its whole database (mime-db) when loaded, yet
 * the API's replies and the bodies it parses never look a media type up (the reference page and the
 * control plane's `res.json` do); `qs` parses only `extended` query strings and urlencoded bodies, which
 * the mock does not use.
 */
function loadOnFirstUse(names: string[]): Plugin {
  const filter = new RegExp(`^(${names.join('|')})$`);
  return {
    name: 'load-on-first-use',
    setup(esbuild) {
      // One stand-in per importing directory: each requires the module as its importer would have. Its own
      // require, and a resolve another plugin asks for (with its pluginData), go on to the module itself.
      esbuild.onResolve({ filter }, (args) =>
        args.namespace === 'load-on-first-use' || args.pluginData !== undefined
          ? undefined
          : { path: `${args.resolveDir}:${args.path}`, namespace: 'load-on-first-use', pluginData: args },
      );
      esbuild.onLoad({ filter: /.*/, namespace: 'load-on-first-use' }, (args) => {
        const { path, resolveDir } = args.pluginData as { path: string; resolveDir: string };
        return {
          contents: `let loaded; module.exports = new Proxy({}, { get: (_, key) => (loaded ??= require(${JSON.stringify(path)}))[key] });`,
          resolveDir,
          loader: 'js',
        };
      });
    },
  };
}

/** `…/node_modules/<name>` of a resolved file, for the bare specifier that resolved to it. */
function packageDirOf(file: string, specifier: string): string | undefined {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const marker = `/node_modules/${name}/`;
  const at = file.lastIndexOf(marker);
  return at < 0 ? undefined : file.slice(0, at + marker.length - 1);
}

const BIN = join(ROOT, 'dist/bin');
const VENDOR = join(BIN, 'vendor');
const requireFromRoot = createRequire(join(ROOT, 'package.json'));

/**
 * The bundle's own `src/lib/lazy-require.ts`: each lazily loaded module comes from its vendor file
 * (`dist/bin/vendor/<file>.cjs`, which carries it as a getter), each served package's files from their copy, so
 * that the CLI runs without node_modules (the Docker image has none).
 */
function lazyRequireFromVendor(): Plugin {
  return {
    name: 'lazy-require-from-vendor',
    setup(esbuild) {
      esbuild.onLoad({ filter: /[\\/]dist[\\/]lib[\\/]lazy-require\.js$/ }, () => ({
        loader: 'js',
        contents: [
          "import { createRequire } from 'node:module';",
          "import { fileURLToPath } from 'node:url';",
          `export const LAZY_MODULES = ${JSON.stringify(LAZY_MODULES)};`,
          `export const SERVED_PACKAGE_FILES = ${JSON.stringify(SERVED_PACKAGE_FILES)};`,
          'const vendorPath = (name) => fileURLToPath(new URL(`./vendor/${name}`, import.meta.url));',
          'const requireVendor = createRequire(import.meta.url);',
          'export const lazyRequire = (specifier) => requireVendor(vendorPath(`${LAZY_MODULES[specifier]}.cjs`))[specifier];',
          'export const lazyImport = async (specifier) => lazyRequire(specifier);',
          'export const servedPackageDir = (name) => vendorPath(name);',
        ].join('\n'),
      }));
    },
  };
}

/** Whether `require` can load the module (an ES-module-only package exports no `require` condition). */
function requirable(specifier: string): boolean {
  try {
    requireFromRoot.resolve(specifier);
    return true;
  } catch {
    return false;
  }
}

/**
 * One CommonJS file per vendor file name of LAZY_MODULES, whose getters load each of its modules on first use
 * (an ES-module-only package as its namespace), and the served packages' files.
 */
async function writeVendor(): Promise<void> {
  rmSync(VENDOR, { recursive: true, force: true });
  mkdirSync(VENDOR, { recursive: true });
  const files = new Map<string, LazyModule[]>();
  for (const [specifier, file] of Object.entries(LAZY_MODULES) as [LazyModule, string][]) files.set(file, [...(files.get(file) ?? []), specifier]);
  for (const [file, specifiers] of files) {
    const getters = specifiers.map((specifier, i) => {
      const name = JSON.stringify(specifier);
      if (requirable(specifier)) return `Object.defineProperty(exports, ${name}, { enumerable: true, get: () => require(${name}) });`;
      return `import * as m${i} from ${name};\nObject.defineProperty(exports, ${name}, { enumerable: true, get: () => m${i} });`;
    });
    await build({
      stdin: { contents: getters.join('\n'), resolveDir: ROOT },
      outfile: join(VENDOR, `${file}.cjs`),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      // Third-party code only: smaller files parse faster on first use (names are kept, for stack traces).
      minifyWhitespace: true,
      minifySyntax: true,
      // React's production build only (what it renders is the same; the development one adds checks and warnings).
      define: { 'process.env.NODE_ENV': '"production"' },
      // jsonc-parser's ES module build (under Prism's document loader): its UMD build, the package's main, requires
      // its own files by names computed at run time, which no bundler follows.
      alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
      // Optional packages their code loads only if installed (ws's native add-ons under socket.io, node-fetch's
      // `encoding` under Prism's document loader).
      external: ['bufferutil', 'utf-8-validate', 'encoding'],
      legalComments: 'eof',
      logLevel: 'error',
      plugins: [dedupePackages()],
    });
  }
  for (const [name, served] of Object.entries(SERVED_PACKAGE_FILES)) {
    const from = dirname(requireFromRoot.resolve(`${name}/package.json`));
    mkdirSync(join(VENDOR, name), { recursive: true });
    for (const file of served) copyFileSync(join(from, file), join(VENDOR, name, file));
  }
}

/**
 * Starts the bundle once through the bin (dist/bin/cli.js) and stops it, which writes V8's code cache of
 * everything a start compiles beside the bundle.
 */
async function writeCodeCache(): Promise<void> {
  const child = spawn(process.execPath, [join(BIN, 'cli.js'), '--port', '0', '--log-level', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, NOTIFICATION_API_MOCK_WRITE_CODE_CACHE: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (/listening on /.test(out)) child.kill('SIGTERM');
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0 || !existsSync(join(BIN, 'mock.cjs.code-cache'))) throw new Error(`the start that writes the code cache failed (exit ${code}): ${out}`);
}

await writeVendor();
rmSync(join(BIN, 'mock.cjs.code-cache'), { force: true });
await build({
  entryPoints: [join(ROOT, 'dist/cli.js')],
  outfile: join(BIN, 'mock.cjs'),
  bundle: true,
  platform: 'node',
  // CommonJS, which the bin (src/bin/cli.ts) runs as a script with V8's code cache; an ES module cannot take one on Node 20.
  format: 'cjs',
  // What the mock loads only when asked for (pretty logs on a TTY, Prism for the judge, the faker for
  // --generate-subscribers, socket.io for the first Inbox socket, yaml for the reference page, …) is in
  // dist/bin/vendor/, one file each: it costs nothing at startup, not even compiling its code with the bundle's.
  target: 'node20',
  // The paths the modules derive from their own URL hold: the bundle sits at their depth.
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  // Less text to parse (names are kept: stack traces still read; the source map maps them back).
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'eof',
  logLevel: 'warning',
  plugins: [lazyRequireFromVendor(), loadOnFirstUse(['mime-types', 'qs']), dedupePackages()],
});
await writeCodeCache();
