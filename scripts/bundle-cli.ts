// Build step: bundles dist/cli.js and the dependencies it loads into one file, dist/bin/cli.js (the
// package's `bin`, `npm start` and the Docker CMD), because resolving and compiling the hundreds of files of
// the CLI's module graph one by one is a large part of its startup. The server's modules, which the CLI
// imports only once the command line is read, stay in the same file, wrapped by esbuild to run on that
// import: `--help` and a mistyped option do not run them. (A chunk of their own, esbuild's splitting, would
// spare --help their parsing too, but made the start to the ready line ~50 ms of CPU slower.)
//
// dist/bin/ sits at the same depth as every compiled module (dist/contract/, dist/seed/, …), so the paths
// they derive from `import.meta.url` (`../../openapi`, `../contract-cache.json`) hold in the bundle too.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'esbuild';

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
        if (resolved.errors.length > 0 || resolved.external || !resolved.path.includes('node_modules')) return resolved;
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

await build({
  entryPoints: [join(ROOT, 'dist/cli.js')],
  outfile: join(ROOT, 'dist/bin/cli.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Loaded only when asked for (pretty logs on a TTY, Prism for the judge, the faker for
  // --generate-subscribers, socket.io for the first Inbox socket, yaml for the reference page): they stay
  // in node_modules and cost nothing at startup, not even compiling their code with the bundle's.
  // bufferutil and utf-8-validate: optional native add-ons of ws (under socket.io), which it loads only if installed.
  external: ['pino-pretty', '@stoplight/prism-http', 'json-schema-faker', 'socket.io', 'yaml', 'bufferutil', 'utf-8-validate'],
  // The CommonJS dependencies call `require` for Node's built-ins.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'eof',
  logLevel: 'warning',
  plugins: [loadOnFirstUse(['mime-types', 'qs']), dedupePackages()],
});
