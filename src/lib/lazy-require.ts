/**
 * The dependencies the mock loads on first use rather than at startup (Prism's judge on the first refused
 * message, Ajv for a workflow's payload schema, socket.io on the first Inbox socket, React for the first
 * editor document…), and the package folders whose files it serves.
 *
 * Here they come from node_modules. The CLI bundle (`dist/bin/mock.cjs`, which the package's bin and the
 * Docker image's command run) replaces this module: there each one comes from a file beside the bundle
 * (`dist/bin/vendor/`), so the CLI runs without node_modules and still parses none of them at startup.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * Every module loaded through `lazyRequire`, by the vendor file that carries it in the CLI bundle. Modules that
 * must share one copy of a package share a file: Ajv and ajv-formats (the formats' generated code is checked with
 * `instanceof` against Ajv's own classes), Maily and React's server renderer (one React). What startup needs
 * (the contract's formats) and what every precompiled validator may need (Ajv's `ucs2length`) are small files
 * of their own.
 */
export const LAZY_MODULES = {
  'ajv-formats/dist/formats.js': 'formats',
  '@stoplight/prism-http/dist/validator/validators/dateTime.js': 'formats',
  'ajv/dist/runtime/ucs2length': 'ajv-runtime',
  ajv: 'ajv',
  'ajv/package.json': 'ajv',
  'ajv/dist/standalone/index.js': 'ajv',
  'ajv-formats': 'ajv',
  '@stoplight/prism-http/dist/validator/index.js': 'prism-validator',
  '@stoplight/prism-http/dist/utils/operations.js': 'prism-operations',
  '@maily-to/render': 'maily',
  'react-dom/server': 'maily',
  'json-schema-faker': 'json-schema-faker',
  'socket.io': 'socket.io',
  yaml: 'yaml',
  'pino-pretty': 'pino-pretty',
} as const;
export type LazyModule = keyof typeof LAZY_MODULES;

/** Packages whose files are served as they are (the reference page's Swagger UI), with the files used. */
export const SERVED_PACKAGE_FILES = {
  'swagger-ui-dist': ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-32x32.png', 'favicon-16x16.png'],
} as const;
export type ServedPackage = keyof typeof SERVED_PACKAGE_FILES;

const require = createRequire(import.meta.url);

/** The module, loaded (synchronously) on the first call. */
export const lazyRequire = <T>(specifier: LazyModule): T => require(specifier) as T;

/** The module, imported on the first call: for the packages that are ES modules only (Node 20 cannot always `require` them). */
export const lazyImport = async <T>(specifier: LazyModule): Promise<T> => (await import(specifier)) as T;

/** The folder holding a served package's files. */
export const servedPackageDir = (name: ServedPackage): string => dirname(require.resolve(`${name}/package.json`));
