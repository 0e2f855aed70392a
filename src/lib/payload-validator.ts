/**
 * The workflow payload check with Ajv, set up as the real service sets it up for `payloadSchema`: every
 * error reported, schema defaults filled in, unknown keywords tolerated, the ajv-formats formats known.
 */
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { PayloadCheck, PayloadProblem, PayloadValidator } from '../domain/ports.js';

const require = createRequire(import.meta.url);

/** Ajv is loaded on the first schema: most runs never trigger a workflow that has one, so startup skips it. */
function createAjv() {
  const { Ajv } = require('ajv') as typeof import('ajv');
  const { default: addFormats } = require('ajv-formats') as typeof import('ajv-formats');
  // addUsedSchema off: two workflows may carry schemas with the same `$id` (a copy, a restored snapshot).
  const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false, logger: false, addUsedSchema: false });
  addFormats(ajv);
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
  #ajv: ReturnType<typeof createAjv> | undefined;
  /** Stored workflows are immutable, so a schema object compiles once however often it is used. */
  readonly #compiled = new WeakMap<object, ValidateFunction>();

  check(schema: object, payload: Record<string, unknown>): PayloadCheck {
    const validate = this.#compile(schema);
    // Defaults are written into a copy: the caller's payload stays as sent (and errors quote it).
    const withDefaults = JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
    if (validate(withDefaults)) return { valid: true, payload: withDefaults };
    return { valid: false, problems: (validate.errors ?? []).map((e) => problemOf(e, payload)) };
  }

  /** Why a schema cannot be used (Ajv's message), or undefined: for the fixture checks. */
  schemaProblem(schema: unknown): string | undefined {
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return 'must be a JSON Schema object';
    try {
      this.#compile(schema);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  #compile(schema: object): ValidateFunction {
    let validate = this.#compiled.get(schema);
    if (!validate) {
      validate = (this.#ajv ??= createAjv()).compile(schema);
      this.#compiled.set(schema, validate);
    }
    return validate;
  }
}

/** One validator for the process: fixture checks and triggers share its compiled schemas. */
export const payloadValidator = new AjvPayloadValidator();
