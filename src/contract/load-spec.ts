import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unwrapEnvelopes } from './envelope.js';
import { loadPrecompiledValidators, writePrecompiledValidators as writePrecompiled } from './precompile.js';
import { ContractValidator, deriveOperations, type Operation } from './validator.js';

/** The contract shipped with the package (works from src/ and from dist/). */
export const DEFAULT_SPEC_PATH = fileURLToPath(new URL('../../openapi/notification-api.yaml', import.meta.url));

/** The control plane's (`/__admin`) own document, shipped with the package; shown on the reference page. */
export const ADMIN_SPEC_PATH = fileURLToPath(new URL('../../openapi/admin.yaml', import.meta.url));

/**
 * Operations derived at build time (`npm run build`), keyed by the document's hash: deriving them
 * at startup would load Prism's spec parser, the largest part of a startup.
 */
const CACHE_PATH = fileURLToPath(new URL('../contract-cache.json', import.meta.url));

/**
 * The contract's validators as Ajv standalone code (`npm run build`, see precompile.ts), tied to the
 * document's hash too, so that the first requests do not wait for Ajv to compile them.
 */
const PRECOMPILED_DIR = fileURLToPath(new URL('../precompiled-validators', import.meta.url));

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
}

/** The contract of a mock that answers without the envelope: its wire is the bare shapes. */
export const servedBare = (contract: Contract): Contract => ({ ...contract, validator: contract.bare });

interface CacheFile {
  hash: string;
  operations: Operation[];
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

function readCache(hash: string): Operation[] | undefined {
  if (!existsSync(CACHE_PATH)) return undefined;
  const cache = JSON.parse(readFileSync(CACHE_PATH, 'utf8')) as CacheFile;
  return cache.hash === hash ? cache.operations : undefined;
}

/** Loads the OpenAPI document once; its operations are shared by every validator call. */
export async function loadContract(documentPath: string = DEFAULT_SPEC_PATH): Promise<Contract> {
  const source = readFileSync(documentPath, 'utf8');
  const hash = hashOf(source);
  const operations = readCache(hash) ?? (await deriveOperations(documentPath));
  const precompiled = loadPrecompiledValidators(PRECOMPILED_DIR, hash);
  const options = precompiled ? { precompiled } : {};
  return { documentPath, hash, source, validator: new ContractValidator(operations, options), bare: new ContractValidator(unwrapEnvelopes(operations), options) };
}

/** Build step: derive the default document's operations and store them beside the build output. */
export async function writeContractCache(documentPath: string = DEFAULT_SPEC_PATH): Promise<void> {
  const source = readFileSync(documentPath, 'utf8');
  const cache: CacheFile = { hash: hashOf(source), operations: await deriveOperations(documentPath) };
  writeFileSync(CACHE_PATH, JSON.stringify(cache));
}

/** Build step (after `writeContractCache`): compile the document's validators, both wires', beside the build output. */
export async function writePrecompiledValidators(documentPath: string = DEFAULT_SPEC_PATH): Promise<void> {
  const hash = hashOf(readFileSync(documentPath, 'utf8'));
  const operations = readCache(hash) ?? (await deriveOperations(documentPath));
  writePrecompiled(PRECOMPILED_DIR, [...operations, ...unwrapEnvelopes(operations)], hash);
}
