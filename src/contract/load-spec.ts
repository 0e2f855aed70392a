import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { DEFAULT_SPEC_PATH } from '../lib/package-files.js';
import { unwrapEnvelopes } from './envelope.js';
import { loadPrecompiledValidators, writePrecompiledValidators as writePrecompiled } from './precompile.js';
import { ContractValidator, deriveOperations, type Operation } from './validator.js';

/** The contract shipped with the package (works from src/ and from dist/). */
export { DEFAULT_SPEC_PATH };

/** The control plane's (`/__admin`) own document, shipped with the package; shown on the reference page. */
export const ADMIN_SPEC_PATH = fileURLToPath(new URL('../../openapi/admin.yaml', import.meta.url));

/** Where the build keeps what it derived from one document. */
interface BuildFiles {
  /**
   * Operations derived at build time (`npm run build`), keyed by the document's hash: deriving them
   * at startup would load Prism's spec parser, the largest part of a startup. Stored with V8's serializer,
   * identical parts once (the error bodies, the shared schemas): 5.1 MB that read in a third of the time
   * of their 8.7 MB of JSON.
   */
  cache: string;
  /**
   * The document's validators as Ajv standalone code (`npm run build`, see precompile.ts), tied to the
   * document's hash too, so that the first requests do not wait for Ajv to compile them.
   */
  precompiled: string;
}

const buildFile = (name: string): string => fileURLToPath(new URL(`../${name}`, import.meta.url));
const API_BUILD: BuildFiles = { cache: buildFile('contract-cache.bin'), precompiled: buildFile('precompiled-validators') };
const ADMIN_BUILD: BuildFiles = { cache: buildFile('admin-contract-cache.bin'), precompiled: buildFile('precompiled-admin-validators') };

export interface Contract {
  documentPath: string;
  /** sha256 of the document's source. */
  hash: string;
  /** The document's source text (served as-is at /openapi.yaml). */
  source: string;
  /** The wire the mock serves: the `{data}` envelope included, or without it under `--no-envelope` (`servedBare`). */
  validator: ContractValidator;
  /** The document's results without their envelope: what records, fixtures and snapshots are checked against. */
  bare: ContractValidator;
  /** The control plane's operations (`openapi/admin.yaml`): its answers never carry the envelope. */
  admin: ContractValidator;
}

/** The contract of a mock that answers without the envelope: its wire is the bare shapes. */
export const servedBare = (contract: Contract): Contract => ({ ...contract, validator: contract.bare });

interface CacheFile {
  hash: string;
  operations: Operation[];
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

function readCache(files: BuildFiles, hash: string): Operation[] | undefined {
  if (!existsSync(files.cache)) return undefined;
  try {
    const cache = deserialize(readFileSync(files.cache)) as CacheFile;
    return cache.hash === hash ? cache.operations : undefined;
  } catch {
    return undefined; // written by another Node's serializer, or damaged: derived again, as without a cache
  }
}

/** `value` with each part that is identical to an earlier one replaced by that one, so that the serializer writes it once. */
function shareIdenticalParts<T>(value: T, seen = new Map<string, unknown>()): T {
  if (value === null || typeof value !== 'object') return value;
  const copy = Array.isArray(value)
    ? value.map((item: unknown) => shareIdenticalParts(item, seen))
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shareIdenticalParts(item, seen)]));
  const key = JSON.stringify(copy);
  const first = seen.get(key);
  if (first !== undefined) return first as T;
  seen.set(key, copy);
  return copy as T;
}

/** A document's operations (from the build's cache when it was made from this text) and its validator options. */
async function loadDocument(documentPath: string, files: BuildFiles) {
  const source = readFileSync(documentPath, 'utf8');
  const hash = hashOf(source);
  const operations = readCache(files, hash) ?? (await deriveOperations(documentPath));
  const precompiled = loadPrecompiledValidators(files.precompiled, hash);
  return { source, hash, operations, options: precompiled ? { precompiled } : {} };
}

/** Loads the OpenAPI documents once (the API's and the control plane's); their operations are shared by every validator call. */
export async function loadContract(documentPath: string = DEFAULT_SPEC_PATH): Promise<Contract> {
  const [api, admin] = await Promise.all([loadDocument(documentPath, API_BUILD), loadDocument(ADMIN_SPEC_PATH, ADMIN_BUILD)]);
  const { source, hash, operations, options } = api;
  return {
    documentPath,
    hash,
    source,
    validator: new ContractValidator(operations, options),
    bare: new ContractValidator(unwrapEnvelopes(operations), options),
    admin: new ContractValidator(admin.operations, admin.options),
  };
}

async function writeCache(documentPath: string, files: BuildFiles): Promise<void> {
  const source = readFileSync(documentPath, 'utf8');
  const cache: CacheFile = { hash: hashOf(source), operations: shareIdenticalParts(await deriveOperations(documentPath)) };
  writeFileSync(files.cache, serialize(cache));
}

/** Build step: derive the operations of the default document and of the control plane's, and store them beside the build output. */
export async function writeContractCache(documentPath: string = DEFAULT_SPEC_PATH): Promise<void> {
  await writeCache(documentPath, API_BUILD);
  await writeCache(ADMIN_SPEC_PATH, ADMIN_BUILD);
}

/** Build step (after `writeContractCache`): compile the validators beside the build output, both wires' of the API and the control plane's. */
export async function writePrecompiledValidators(documentPath: string = DEFAULT_SPEC_PATH): Promise<void> {
  const api = await loadDocument(documentPath, API_BUILD);
  writePrecompiled(API_BUILD.precompiled, [...api.operations, ...unwrapEnvelopes(api.operations)], api.hash);
  const admin = await loadDocument(ADMIN_SPEC_PATH, ADMIN_BUILD);
  writePrecompiled(ADMIN_BUILD.precompiled, admin.operations, admin.hash);
}
