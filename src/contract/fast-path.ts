/**
 * The fast path of the contract judge: Ajv validators compiled from the schemas Prism derives, with
 * Prism's Ajv options and parameter rules (lower-cased names, coercion, form arrays, empty = absent).
 * It only says yes or no; `validator.ts` asks Prism for the diagnostics of a no, and Prism's word wins.
 */
import { compileOperation, type CompiledOperation, type ParamSet } from './compiled-operation.js';
import type { Operation, RequestMessage, ResponseMessage } from './contract-types.js';
import { admitsMediaType, mediaTypeOf } from './media-type.js';
import { ValidatorCompiler, type FastPathOptions, type FormatDefinition } from './validator-compiler.js';

export interface CoercedParameters {
  query: Record<string, unknown>;
  pathParams: Record<string, unknown>;
}

/** Compiled validators per operation, on first use, shared between identical schemas. */
export class FastPath {
  readonly #compiled = new WeakMap<Operation, CompiledOperation>();
  readonly #compiler: ValidatorCompiler;

  constructor(formats: Readonly<Record<string, FormatDefinition>>, options: FastPathOptions = {}) {
    this.#compiler = new ValidatorCompiler(formats, options);
  }

  /** How many validators were compiled by Ajv in this process (not taken precompiled). */
  get runtimeCompiles(): number {
    return this.#compiler.runtimeCompiles;
  }

  /** Ajv standalone code of every validator compiled so far: call `warmUp()` first. */
  standaloneSources(): Map<string, string> {
    return this.#compiler.standaloneSources();
  }

  /** Compiles every validator now instead of on first use. */
  warmUp(operations: readonly Operation[]): void {
    for (const op of operations) this.#compile(op);
    while (this.#compiler.compileNextPending());
  }

  /**
   * Compiles the validators one per event-loop turn after `delayMs`, so that the first requests and the
   * ones served meanwhile never wait long. Returns a function that stops it. Precompiled validators are
   * not warmed up: each loads in about a millisecond on its first use, while loading them all in turn held
   * the event loop up to ~10 ms per large one, which the first requests of a fresh mock waited for.
   */
  warmUpInBackground(operations: readonly Operation[], delayMs: number): () => void {
    if (this.#compiler.precompiled) return () => undefined;
    let stopped = false;
    const step = () => {
      if (!stopped && this.#compiler.compileNextPending()) setImmediate(step);
    };
    const timer = setTimeout(() => {
      for (const op of operations) this.#compile(op);
      step();
    }, delayMs);
    timer.unref();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  /** Lower-cased → spec name of an operation's parameters at `location`. */
  parameterNames(op: Operation, location: 'query' | 'path' | 'header'): Map<string, string> | undefined {
    return this.#compile(op)[location]?.names;
  }

  /** The request's coerced parameters when the fast path accepts it, else undefined. */
  request(op: Operation, message: RequestMessage): CoercedParameters | undefined {
    const compiled = this.#compile(op);
    const parameters = this.parameters(op, message);
    if (!parameters || !acceptedParams(compiled.header, message.headers) || !bodyAccepted(compiled, message)) return undefined;
    return parameters;
  }

  /** The query and path parameters, coerced to their types and keyed by their names in the contract, when they pass; else undefined. */
  parameters(op: Operation, message: RequestMessage): CoercedParameters | undefined {
    const compiled = this.#compile(op);
    const query = acceptedParams(compiled.query, message.query);
    const pathParams = acceptedParams(compiled.path, message.pathParams);
    if (!query || !pathParams) return undefined;
    return { query: renamed(query, compiled.query), pathParams: renamed(pathParams, compiled.path) };
  }

  response(op: Operation, message: ResponseMessage): boolean {
    const compiled = this.#compile(op);
    const response = compiled.responses.get(String(message.status)) ?? compiled.responses.get('default');
    if (!response) return message.status < 200 || message.status >= 300;
    if (response.mediaTypes.length === 0) return true;
    const mediaType = mediaTypeOf(message.headers['content-type']);
    if (!mediaType || !admitsMediaType(response.mediaTypes, mediaType)) return false;
    return response.validate ? response.validate(message.body) : true;
  }

  #compile(op: Operation): CompiledOperation {
    let compiled = this.#compiled.get(op);
    if (!compiled) this.#compiled.set(op, (compiled = compileOperation(op, this.#compiler)));
    return compiled;
  }
}

/** The parameters of one location, keyed by lower-cased name, when they pass; else undefined. */
function acceptedParams(set: ParamSet | undefined, source: Record<string, string | string[] | undefined>): Record<string, unknown> | undefined {
  if (!set) return {};
  const values: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(source)) {
    const lower = key.toLowerCase();
    // Like Prism's form/simple deserializers: an empty value counts as absent.
    if (!set.names.has(lower) || raw === undefined || raw === '') continue;
    values[lower] = set.arrays.has(lower) && !Array.isArray(raw) ? [raw] : Array.isArray(raw) ? [...raw] : raw;
  }
  return set.validate(values) ? values : undefined;
}

function bodyAccepted(compiled: CompiledOperation, message: RequestMessage): boolean {
  const contentLength = Number(message.headers['content-length'] ?? 0) || 0;
  const mediaType = mediaTypeOf(message.headers['content-type']);
  if (contentLength > 0 && mediaType !== undefined) {
    if (!compiled.body || !admitsMediaType(compiled.body.mediaTypes, mediaType)) return false;
  }
  if (!compiled.body) return true;
  if (!message.body) return !compiled.body.required;
  return compiled.body.validate ? compiled.body.validate(message.body) : true;
}

/** Values keyed by the spec's parameter names again. */
function renamed(values: Record<string, unknown>, set: ParamSet | undefined): Record<string, unknown> {
  if (!set) return values;
  const out: Record<string, unknown> = {};
  for (const [lower, value] of Object.entries(values)) out[set.names.get(lower) ?? lower] = value;
  return out;
}
