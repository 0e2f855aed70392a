/**
 * Validators compiled at build time. So that the first requests neither load Ajv nor wait for it to
 * compile the contract's validators, `npm run build` writes them out as Ajv standalone
 * code: one CommonJS module per validator, named by its `validatorId` (the hash of the mode and schema
 * JSON that `ContractValidator` would compile), plus `stamp.json`. A directory is used only for the
 * contract (hash) and Ajv version it was made from; a validator it lacks is compiled at runtime as before.
 *
 * One module per validator, loaded on first use: the contract has a few hundred of them, and parsing
 * them all would cost more than the few the first requests need.
 *
 * The modules take `require` (for Ajv's runtime helpers) and the formats as arguments, so a directory
 * works wherever it is written.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileFunction } from 'node:vm';
import { LAZY_MODULES, lazyRequire, type LazyModule } from '../lib/lazy-require.js';
import { packModules, unpackModule, type PackIndex } from './module-pack.js';
import { ContractValidator, FORMATS, FORMATS_PARAMETER, type Operation, type PrecompiledValidators } from './validator.js';

export interface PrecompiledStamp {
  /** sha256 of the OpenAPI document the validators were compiled from. */
  contractHash: string;
  /** Version of Ajv that generated the code (the code requires its runtime helpers). */
  ajv: string;
  /** Where each module (by `validatorId`) lies in `modules.pack`. */
  pack: PackIndex;
}

type Validate = (data: unknown) => boolean;

const STAMP_FILE = 'stamp.json';
const PACK_FILE = 'modules.pack';
const ajvVersion = (): string => lazyRequire<{ version: string }>('ajv/package.json').version;

/** The CLI bundle carries only the modules of LAZY_MODULES: a helper another Ajv version requires must join them. */
function checkRequires(code: string): void {
  for (const [, specifier] of code.matchAll(/require\("([^"]+)"\)/g)) {
    if (!Object.hasOwn(LAZY_MODULES, specifier as string)) throw new Error(`A precompiled validator requires "${specifier}": add it to LAZY_MODULES (src/lib/lazy-require.ts)`);
  }
}

/**
 * Compiles every validator `ContractValidator` needs for `operations` and writes them to `dir` (which
 * is emptied first: it holds nothing else).
 */
export function writePrecompiledValidators(dir: string, operations: readonly Operation[], contractHash: string): PrecompiledStamp {
  const validator = new ContractValidator(operations, { keepSource: true });
  validator.warmUp();
  const sources = validator.standaloneSources();
  for (const code of sources.values()) checkRequires(code);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const { index, data } = packModules(sources);
  writeFileSync(join(dir, PACK_FILE), data);
  const stamp: PrecompiledStamp = { contractHash, ajv: ajvVersion(), pack: index };
  // Last: a directory without its stamp (an interrupted build) is never used.
  writeFileSync(join(dir, STAMP_FILE), JSON.stringify(stamp));
  return stamp;
}

/** Runs a module's code (Ajv's CommonJS standalone code) in a scope of its own, with `require` and the formats. */
function run(code: string, id: string): Validate {
  const module = { exports: {} as unknown };
  const body = compileFunction(code, ['module', 'exports', 'require', FORMATS_PARAMETER], { filename: `precompiled-validator:${id}` });
  body(module, module.exports, lazyRequire as (specifier: LazyModule) => unknown, FORMATS);
  return module.exports as Validate;
}

/**
 * The validators precompiled in `dir`, if they were made from this contract by this Ajv version
 * (`undefined` otherwise). The pack is read on the first lookup, each module compiled on its own.
 */
export function loadPrecompiledValidators(dir: string, contractHash: string): PrecompiledValidators | undefined {
  const stampPath = join(dir, STAMP_FILE);
  if (!existsSync(stampPath)) return undefined;
  const stamp = JSON.parse(readFileSync(stampPath, 'utf8')) as Partial<PrecompiledStamp>;
  const index = stamp.pack;
  if (stamp.contractHash !== contractHash || stamp.ajv !== ajvVersion() || typeof index?.entries !== 'object') return undefined;
  let data: Buffer | undefined;
  return (id) => {
    if (!Object.hasOwn(index.entries, id)) return undefined;
    try {
      data ??= readFileSync(join(dir, PACK_FILE));
      const code = unpackModule(data, index, id);
      return code === undefined ? undefined : run(code, id);
    } catch {
      return undefined; // a damaged build: compiling at runtime gives the same verdicts
    }
  };
}
