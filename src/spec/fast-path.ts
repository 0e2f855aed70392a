/**
 * The fast path of the contract judge: Ajv validators compiled from the schemas Prism derives, with
 * Prism's Ajv options and parameter rules (lower-cased names, coercion, form arrays, empty = absent).
 * It only says yes or no; `validator.ts` asks Prism for the diagnostics of a no.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { IHttpParam } from '@stoplight/types';
import type { Ajv } from 'ajv';
import type { Operation, RequestMessage, ResponseMessage } from './contract-types.js';
import { acceptedOnce, listAccepted, splitList, type ListSplit } from './list-split.js';

const require = createRequire(import.meta.url);
type Schema = Record<string, unknown>;

/** A format as `ajv.addFormat` takes it (a RegExp, a test function or `{ validate, compare }`). */
export type FormatDefinition = RegExp | ((value: string) => boolean) | { validate: unknown; compare?: unknown; type?: string; async?: boolean };

type Validate = (data: unknown) => boolean;

/** The validators compiled ahead of time (`precompile.ts`), by `validatorId`. */
export type PrecompiledValidators = (id: string) => Validate | undefined;

export interface FastPathOptions {
  /** Validators compiled at build time; a schema without one is compiled on first use as usual. */
  precompiled?: PrecompiledValidators;
  /** Keep the source of every validator compiled here, for `standaloneSources()` (build step). */
  keepSource?: boolean;
}

/** `c`: parameters, with the coercing Ajv; `s`: bodies and responses, with the strict one. */
type Mode = 'c' | 's';

interface ParamSet {
  /** lower-cased name → spec name (Prism matches parameter names case-insensitively). */
  names: Map<string, string>;
  arrays: Set<string>;
  validate: Validate;
}

interface CompiledResponse {
  mediaTypes: string[];
  validate?: Validate;
  list?: ListSplit;
}

interface CompiledOperation {
  path?: ParamSet;
  query?: ParamSet;
  header?: ParamSet;
  body?: { required: boolean; mediaTypes: string[]; validate?: Validate };
  responses: Map<string, CompiledResponse>;
}



const AJV_OPTIONS = { allErrors: false, allowUnionTypes: true, allowMatchingProperties: true, strict: false } as const;

/** The name under which standalone validators find the formats (validator.ts's `FORMATS`). */
export const FORMATS_PARAMETER = '__formats';

/**
 * Ajv is loaded on first use: with precompiled validators (the built package) startup never needs it,
 * and importing it costs ~50 ms.
 */
function createAjv(coerceTypes: boolean, keepSource: boolean, formats: Readonly<Record<string, FormatDefinition>>): Ajv {
  const { Ajv: AjvClass, Name } = require('ajv') as typeof import('ajv');
  const code = keepSource ? { code: { source: true, formats: new Name(FORMATS_PARAMETER) } } : {};
  const ajv = new AjvClass({ ...AJV_OPTIONS, coerceTypes, logger: false, ...code });
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format as never);
  return ajv;
}

/** A validator's identity: the hash of its mode and schema (the key of the precompiled module). */
export const validatorId = (key: string): string => createHash('sha1').update(key).digest('hex');

const mediaTypeOf = (value: string | string[] | undefined): string | undefined => {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(';')[0]?.trim().toLowerCase() || undefined;
};

function mediaTypeMatches(received: string, declared: string): boolean {
  const [type, subtype] = received.split('/');
  const [dType, dSubtype] = declared.toLowerCase().split('/');
  return (dType === '*' || dType === type) && (dSubtype === '*' || dSubtype === subtype);
}

/** Compiled validators per operation, on first use, shared between identical schemas. */
export class FastPath {
  readonly #compiled = new WeakMap<Operation, CompiledOperation>();
  readonly #byShape = new Map<string, Validate>();
  readonly #uncompiled: (() => unknown)[] = [];
  readonly #ajv: { c?: Ajv; s?: Ajv } = {};
  readonly #precompiled: PrecompiledValidators | undefined;
  /** With `keepSource`: what was compiled here, by `validatorId`. */
  readonly #sources: Map<string, { mode: Mode; validate: Validate }> | undefined;
  #runtimeCompiles = 0;

  constructor(
    private readonly formats: Readonly<Record<string, FormatDefinition>>,
    options: FastPathOptions = {},
  ) {
    this.#precompiled = options.precompiled;
    this.#sources = options.keepSource ? new Map() : undefined;
  }

  /** How many validators were compiled by Ajv in this process (not taken precompiled). */
  get runtimeCompiles(): number {
    return this.#runtimeCompiles;
  }

  /**
   * Ajv standalone code (CommonJS) of every validator compiled so far, by `validatorId`: call `warmUp()`
   * first. Needs `keepSource`. The code refers to `require` and to the formats as `__formats`.
   */
  standaloneSources(): Map<string, string> {
    if (!this.#sources) throw new Error('standaloneSources() needs a validator created with keepSource');
    const standaloneCode = (require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')).default;
    const out = new Map<string, string>();
    for (const [id, { mode, validate }] of this.#sources) out.set(id, standaloneCode(this.#ajvFor(mode), validate as never));
    return out;
  }

  /** Compiles every validator now instead of on first use. */
  warmUp(operations: readonly Operation[]): void {
    for (const op of operations) this.#compile(op);
    for (let force = this.#uncompiled.pop(); force; force = this.#uncompiled.pop()) force();
  }

  /**
   * Compiles the validators one per event-loop turn after `delayMs`, so that the first requests and the
   * ones served meanwhile never wait long. Returns a function that stops it.
   */
  warmUpInBackground(operations: readonly Operation[], delayMs: number): () => void {
    let stopped = false;
    const step = () => {
      const force = this.#uncompiled.pop();
      if (stopped || !force) return;
      force();
      setImmediate(step);
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
  request(op: Operation, message: RequestMessage): { query: Record<string, unknown>; pathParams: Record<string, unknown> } | undefined {
    const compiled = this.#compile(op);
    const query = this.#params(compiled.query, message.query);
    const pathParams = this.#params(compiled.path, message.pathParams);
    const headers = this.#params(compiled.header, message.headers as Record<string, string | string[]>);
    if (!query || !pathParams || !headers || !this.#bodyAccepted(compiled, message)) return undefined;
    return { query: renamed(query, compiled.query), pathParams: renamed(pathParams, compiled.path) };
  }

  response(op: Operation, message: ResponseMessage): boolean {
    return this.#responseAccepted(this.#compile(op), message);
  }

  #params(set: ParamSet | undefined, source: Record<string, string | string[] | undefined>): Record<string, unknown> | undefined {
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

  #bodyAccepted(compiled: CompiledOperation, message: RequestMessage): boolean {
    const contentLength = Number(message.headers['content-length'] ?? 0) || 0;
    const mediaType = mediaTypeOf(message.headers['content-type']);
    if (contentLength > 0 && mediaType !== undefined) {
      if (!compiled.body?.mediaTypes.some((m) => mediaTypeMatches(mediaType, m))) return false;
    }
    if (!compiled.body) return true;
    if (!message.body) return !compiled.body.required;
    return compiled.body.validate ? compiled.body.validate(message.body) : true;
  }

  #responseAccepted(compiled: CompiledOperation, message: ResponseMessage): boolean {
    const response = compiled.responses.get(String(message.status)) ?? compiled.responses.get('default');
    if (!response) return message.status < 200 || message.status >= 300;
    if (response.mediaTypes.length === 0) return true;
    const mediaType = mediaTypeOf(message.headers['content-type']);
    if (!mediaType || !response.mediaTypes.some((m) => mediaTypeMatches(mediaType, m))) return false;
    if (!response.validate) return true;
    if (!message.immutable) return response.validate(message.body);
    if (response.list) return listAccepted(response.list, message.body, message.immutable);
    return acceptedOnce(response.validate, message.body, message.immutable);
  }

  #compile(op: Operation): CompiledOperation {
    let compiled = this.#compiled.get(op);
    if (compiled) return compiled;
    const bundle = (op as unknown as { __bundled__?: unknown }).__bundled__;
    // Validators compile on first use (startup budget) and are shared between identical schemas:
    // every operation carries its own copy of the error schemas.
    const lazy = (mode: Mode, schema: unknown): Validate => {
      let validate: Validate | undefined;
      const force = () =>
        (validate ??= this.#validatorFor(mode, bundle === undefined ? (schema as Schema) : { ...(schema as Schema), __bundled__: bundle }));
      this.#uncompiled.push(force);
      return (data) => (validate ?? force())(data);
    };
    const paramSet = (params: IHttpParam[] | undefined): ParamSet | undefined => {
      if (!params?.length) return undefined;
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      const names = new Map<string, string>();
      const arrays = new Set<string>();
      for (const p of params) {
        const lower = p.name.toLowerCase();
        names.set(lower, p.name);
        if (p.schema) properties[lower] = p.schema;
        if ((p.schema as Schema | undefined)?.type === 'array') arrays.add(lower);
        if (p.required) required.push(lower);
      }
      return { names, arrays, validate: lazy('c', { type: 'object', properties, required }) };
    };
    const request = op.request;
    const bodyContents = request?.body?.contents ?? [];
    const bodySchema = bodyContents[0]?.schema;
    compiled = {
      path: paramSet(request?.path),
      query: paramSet(request?.query),
      header: paramSet(request?.headers),
      body: request?.body
        ? {
            required: Boolean(request.body.required),
            mediaTypes: bodyContents.map((c) => c.mediaType),
            validate: bodySchema ? lazy('s', bodySchema) : undefined,
          }
        : undefined,
      responses: new Map(
        op.responses.map((r): [string, CompiledResponse] => {
          const contents = r.contents ?? [];
          const schema = contents[0]?.schema as Schema | undefined;
          const compiledResponse: CompiledResponse = { mediaTypes: contents.map((c) => c.mediaType), validate: schema ? lazy('s', schema) : undefined };
          const split = schema && splitList(schema);
          if (split) compiledResponse.list = { property: split.property, envelope: lazy('s', split.envelope), item: lazy('s', split.item) };
          return [r.code.toLowerCase(), compiledResponse];
        }),
      ),
    };
    this.#compiled.set(op, compiled);
    return compiled;
  }

  #ajvFor(mode: Mode): Ajv {
    return (this.#ajv[mode] ??= createAjv(mode === 'c', this.#sources !== undefined, this.formats));
  }

  #validatorFor(mode: Mode, schema: Schema): Validate {
    const key = `${mode}${JSON.stringify(schema)}`;
    let validate = this.#byShape.get(key);
    if (!validate) {
      const id = this.#precompiled || this.#sources ? validatorId(key) : '';
      validate = this.#precompiled?.(id);
      if (!validate) {
        validate = this.#ajvFor(mode).compile(schema);
        this.#runtimeCompiles++;
        this.#sources?.set(id, { mode, validate });
      }
      this.#byShape.set(key, validate);
    }
    return validate;
  }
}

function renamed(values: Record<string, unknown>, set: ParamSet | undefined): Record<string, unknown> {
  if (!set) return values;
  const out: Record<string, unknown> = {};
  for (const [lower, value] of Object.entries(values)) out[set.names.get(lower) ?? lower] = value;
  return out;
}
