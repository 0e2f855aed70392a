/**
 * The workflow payload check with Ajv, set up as the real service sets it up for `payloadSchema`: every
 * error reported, schema defaults filled in, unknown keywords tolerated, the ajv-formats formats known.
 * Unlike the real service, patterns run on a linear-time engine, `uniqueItems` is checked in linear
 * time, and a schema's size is bounded (`payload-schema-limits.ts`), so that no payload or schema can
 * block the process.
 */
import type { Ajv as AjvInstance, ErrorObject, Options, ValidateFunction } from 'ajv';
import type { PayloadCheck, PayloadProblem, PayloadValidator } from '../domain/shared/index.js';
import { CompiledSchemaCache } from './compiled-schema-cache.js';
import { lazyRequire } from './lazy-require.js';
import { linearRegExp } from './linear-regexp.js';
import { schemaCost } from './payload-schema-limits.js';
import { linearUniqueItems } from './unique-items.js';


const OPTIONS: Options = {
  allErrors: true,
  useDefaults: true,
  strict: false,
  logger: false,
  code: { regExp: linearRegExp },
};

/** Ajv is loaded on the first schema: most runs never trigger a workflow that has one, so startup skips it. */
function newAjv(options: Options): AjvInstance {
  const { Ajv } = lazyRequire<typeof import('ajv')>('ajv');
  const { default: addFormats } = lazyRequire<typeof import('ajv-formats')>('ajv-formats');
  const ajv = new Ajv(options);
  addFormats(ajv);
  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword(linearUniqueItems);
  return ajv;
}

/**
 * One Ajv error as the real service reports it: `field` is the instance path in dots, `root` for the
 * payload itself, with the missing property appended (so a missing top-level `name` is `root.name`);
 * `value` is what the caller sent there.
 */
function problemOf(error: ErrorObject, payload: Record<string, unknown>): PayloadProblem {
  const path = error.instancePath ? error.instancePath.replace(/^\//, '').replace(/\//g, '.') : 'root';
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const value = error.instancePath
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), payload);
  const problem: PayloadProblem = { field: missing ? `${path}.${missing}` : path, message: error.message ?? 'Validation failed', schemaPath: error.schemaPath };
  if (value !== undefined) problem.value = value;
  return problem;
}

export class AjvPayloadValidator implements PayloadValidator {
  /** Checks schemas against the draft-07 meta-schema: the one compiled schema that lives as long as the process. */
  #metaAjv: AjvInstance | undefined;
  /** Stored workflows are immutable, so a schema object compiles once however often it is used. */
  readonly #compiled: CompiledSchemaCache<ValidateFunction>;

  constructor(cache = new CompiledSchemaCache<ValidateFunction>()) {
    this.#compiled = cache;
  }

  check(schema: object, payload: Record<string, unknown>): PayloadCheck {
    const validate = this.#compiledFor(schema);
    // Defaults are written into a copy: the caller's payload stays as sent (and errors quote it).
    const withDefaults = JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
    if (validate(withDefaults)) return { valid: true, payload: withDefaults };
    return { valid: false, problems: (validate.errors ?? []).map((e) => problemOf(e, payload)) };
  }

  schemaProblem(schema: unknown): string | undefined {
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return 'must be a JSON Schema object';
    try {
      this.#compile(schema);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** Compiled schemas held now (they go with their workflows, and when the cache makes room). */
  get compiledCount(): number {
    return this.#compiled.size;
  }

  #compiledFor(schema: object): ValidateFunction {
    let validate = this.#compiled.get(schema);
    if (!validate) {
      const compiled = this.#compile(schema);
      validate = compiled.validate;
      this.#compiled.set(schema, validate, compiled.values);
    }
    return validate;
  }

  /**
   * A fresh Ajv per schema: an Ajv instance keeps every schema it compiled (its cache, and the schema
   * objects and patterns its generated code refers to), which a cache of ours could never free.
   */
  #compile(schema: object): { validate: ValidateFunction; values: number } {
    const cost = schemaCost(schema);
    if ('problem' in cost) throw new Error(cost.problem);
    const meta = (this.#metaAjv ??= newAjv({ strict: false, logger: false }));
    if (!meta.validateSchema(schema)) throw new Error(`schema is invalid: ${meta.errorsText(meta.errors)}`);
    const validate = newAjv({ ...OPTIONS, validateSchema: false }).compile(schema);
    return { validate, values: cost.values };
  }
}

/** One validator for the process: fixture checks and triggers share its compiled schemas. */
export const payloadValidator = new AjvPayloadValidator();
