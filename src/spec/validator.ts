/**
 * The contract judge. This is the ONLY module that imports @stoplight/prism-http (besides formats.ts,
 * which takes Prism's date-time format from it).
 *
 * Prism's validators cost 24–42 µs a request and 31–34 µs a response (reference/perf-baselines.md),
 * so every message first goes through Ajv validators compiled from the very schemas Prism derives,
 * with Prism's Ajv options and parameter rules. Only when Ajv rejects a message is Prism asked, and its
 * diagnostics are what callers see. `test/contract/validator-agreement.test.ts` proves both agree.
 *
 * The built package brings those validators precompiled (Ajv standalone code, see precompile.ts), so it
 * neither loads nor runs Ajv's compiler at startup; `test/contract/precompiled-validators.test.ts` proves
 * they give the same verdicts as the ones compiled here at runtime.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { IHttpOperation, IHttpParam } from '@stoplight/types';
import type { Ajv } from 'ajv';
import { PRISM_DATE_TIME } from './formats.js';

const require = createRequire(import.meta.url);
// Deep imports: the package root loads the mocker and faker (+0.9 s startup).
const PRISM_DIST = '@stoplight/prism-http/dist';

export type Operation = IHttpOperation;
type Schema = Record<string, unknown>;

export type DiagnosticLocation = 'path' | 'query' | 'header' | 'body' | 'media-type' | 'status';

export interface ContractDiagnostic {
  location: DiagnosticLocation;
  /** Field path below the location, with the spec's parameter names. */
  field: string[];
  message: string;
  code?: string | number;
}

export interface RequestMessage {
  /** The URL path as received (Prism matches path parameters on it). */
  path: string;
  pathParams: Record<string, string>;
  /** Query with `key[]` already merged into `key`. */
  query: Record<string, string | string[]>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface ResponseMessage {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export type RequestVerdict =
  | { ok: true; query: Record<string, unknown>; pathParams: Record<string, unknown> }
  | { ok: false; diagnostics: ContractDiagnostic[] };

type Validate = (data: unknown) => boolean;

/** The validators compiled ahead of time (`precompile.ts`), by `validatorId`. */
export type PrecompiledValidators = (id: string) => Validate | undefined;

export interface ValidatorOptions {
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

interface CompiledOperation {
  path?: ParamSet;
  query?: ParamSet;
  header?: ParamSet;
  body?: { required: boolean; mediaTypes: string[]; validate?: Validate };
  responses: Map<string, { mediaTypes: string[]; validate?: Validate }>;
}

const AJV_OPTIONS = { allErrors: false, allowUnionTypes: true, allowMatchingProperties: true, strict: false } as const;

/** The name under which standalone validators find the formats (formats.ts's `FORMATS`). */
export const FORMATS_PARAMETER = '__formats';

/**
 * Ajv is loaded on first use: with precompiled validators (the built package) startup never needs it,
 * and importing it costs ~50 ms.
 */
function createAjv(coerceTypes: boolean, keepSource: boolean): Ajv {
  const { Ajv: AjvClass, Name } = require('ajv') as typeof import('ajv');
  const addFormats = require('ajv-formats') as (ajv: Ajv) => Ajv;
  const code = keepSource ? { code: { source: true, formats: new Name(FORMATS_PARAMETER) } } : {};
  const ajv = new AjvClass({ ...AJV_OPTIONS, coerceTypes, logger: false, ...code });
  addFormats(ajv);
  ajv.addFormat('date-time', PRISM_DATE_TIME as never);
  return ajv;
}

/** A validator's identity: the hash of its mode and schema (the key of the precompiled module). */
export const validatorId = (key: string): string => createHash('sha1').update(key).digest('hex');

/** Derives operations from an OpenAPI document exactly as the Prism CLI does (all $refs resolved). */
export async function deriveOperations(documentPath: string): Promise<Operation[]> {
  const { getHttpOperationsFromSpec } = require(`${PRISM_DIST}/utils/operations.js`) as {
    getHttpOperationsFromSpec: (path: string) => Promise<Operation[]>;
  };
  return getHttpOperationsFromSpec(documentPath);
}

interface PrismModule {
  validateInput: (args: { resource: Operation; element: unknown }) => PrismEither;
  validateOutput: (args: { resource: Operation; element: unknown }) => PrismEither;
}
type PrismEither = { _tag: 'Left'; left: PrismDiagnostic[] } | { _tag: 'Right' };
interface PrismDiagnostic {
  path?: string[];
  code?: string | number;
  message: string;
  severity: number;
}

let prism: PrismModule | undefined;
const loadPrism = (): PrismModule => (prism ??= require(`${PRISM_DIST}/validator/index.js`) as PrismModule);

const mediaTypeOf = (value: string | string[] | undefined): string | undefined => {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(';')[0]?.trim().toLowerCase() || undefined;
};

function mediaTypeMatches(received: string, declared: string): boolean {
  const [type, subtype] = received.split('/');
  const [dType, dSubtype] = declared.toLowerCase().split('/');
  return (dType === '*' || dType === type) && (dSubtype === '*' || dSubtype === subtype);
}

export class ContractValidator {
  readonly #byId = new Map<string, Operation>();
  readonly #compiled = new WeakMap<Operation, CompiledOperation>();
  readonly #byShape = new Map<string, Validate>();
  readonly #uncompiled: (() => unknown)[] = [];
  readonly #ajv: { c?: Ajv; s?: Ajv } = {};
  readonly #precompiled: PrecompiledValidators | undefined;
  /** With `keepSource`: what was compiled here, by `validatorId`. */
  readonly #sources: Map<string, { mode: Mode; validate: Validate }> | undefined;
  #runtimeCompiles = 0;

  constructor(
    readonly operations: readonly Operation[],
    options: ValidatorOptions = {},
  ) {
    for (const op of operations) this.#byId.set(op.iid ?? op.id, op);
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

  operation(operationId: string): Operation | undefined {
    return this.#byId.get(operationId);
  }

  /** The JSON schema (as Prism derived it) of an operation's response body. */
  responseSchema(operationId: string, status: number): Record<string, unknown> | undefined {
    const response = this.operation(operationId)?.responses.find((r) => r.code === String(status));
    return response?.contents?.[0]?.schema as Record<string, unknown> | undefined;
  }

  /** Compiles every validator now instead of on first use. */
  warmUp(): void {
    for (const op of this.operations) this.#compile(op);
    for (let force = this.#uncompiled.pop(); force; force = this.#uncompiled.pop()) force();
  }

  /**
   * Compiles the validators one per event-loop turn after `delayMs`, so that the first requests and the
   * ones served meanwhile never wait long. Returns a function that stops it.
   */
  warmUpInBackground(delayMs = 1000): () => void {
    let stopped = false;
    const step = () => {
      const force = this.#uncompiled.pop();
      if (stopped || !force) return;
      force();
      setImmediate(step);
    };
    const timer = setTimeout(() => {
      for (const op of this.operations) this.#compile(op);
      step();
    }, delayMs);
    timer.unref();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  validateRequest(op: Operation, message: RequestMessage): RequestVerdict {
    const fast = this.#fastRequest(op, message);
    if (fast) return { ok: true, ...fast };
    const diagnostics = this.diagnoseRequest(op, message);
    if (diagnostics.length > 0) return { ok: false, diagnostics };
    // Prism is the judge: Ajv was stricter here. Keep the request, with uncoerced parameters.
    return { ok: true, query: message.query, pathParams: message.pathParams };
  }

  /** Returns the contract violations of a response (empty when it keeps the contract). */
  validateResponse(op: Operation, message: ResponseMessage): ContractDiagnostic[] {
    if (this.acceptsResponse(op, message)) return [];
    return this.diagnoseResponse(op, message);
  }

  /** The fast path's verdict alone (the agreement test compares it with Prism's). */
  acceptsRequest(op: Operation, message: RequestMessage): boolean {
    return this.#fastRequest(op, message) !== undefined;
  }

  /** The fast path's verdict alone (the agreement test compares it with Prism's). */
  acceptsResponse(op: Operation, message: ResponseMessage): boolean {
    return this.#responseAccepted(this.#compile(op), message);
  }

  #fastRequest(op: Operation, message: RequestMessage): { query: Record<string, unknown>; pathParams: Record<string, unknown> } | undefined {
    const compiled = this.#compile(op);
    const query = this.#params(compiled.query, message.query);
    const pathParams = this.#params(compiled.path, message.pathParams);
    const headers = this.#params(compiled.header, message.headers as Record<string, string | string[]>);
    if (!query || !pathParams || !headers || !this.#bodyAccepted(compiled, message)) return undefined;
    return { query: renamed(query, compiled.query), pathParams: renamed(pathParams, compiled.path) };
  }

  /** Prism's verdict on a request, bypassing the fast path. */
  diagnoseRequest(op: Operation, message: RequestMessage): ContractDiagnostic[] {
    const verdict = loadPrism().validateInput({
      resource: op,
      element: {
        method: op.method,
        url: { path: message.path, query: message.query },
        headers: message.headers,
        body: message.body,
      },
    });
    return this.#translate(op, verdict);
  }

  /** Prism's verdict on a response, bypassing the fast path. */
  diagnoseResponse(op: Operation, message: ResponseMessage): ContractDiagnostic[] {
    const verdict = loadPrism().validateOutput({
      resource: op,
      element: { statusCode: message.status, headers: message.headers, body: message.body },
    });
    return this.#translate(op, verdict);
  }

  #translate(op: Operation, verdict: PrismEither): ContractDiagnostic[] {
    if (verdict._tag === 'Right') return [];
    const compiled = this.#compile(op);
    return verdict.left
      .filter((d) => d.severity === 0)
      .map((d) => {
        const [where, ...rest] = d.path ?? [];
        const location = locationOf(d, where);
        const field = where === location ? rest : [];
        const names = location === 'query' || location === 'path' || location === 'header' ? compiled[location]?.names : undefined;
        let text = d.message;
        const lower = field[0];
        const canonical = lower === undefined ? undefined : names?.get(lower);
        if (lower !== undefined && canonical !== undefined) {
          field[0] = canonical;
          text = text.replace(`parameter ${lower}`, `parameter ${canonical}`);
        }
        // Ajv reports these on the parent object; point at the property itself.
        const property = /required property '([^']+)'/.exec(text)?.[1] ?? /found '([^']+)'/.exec(text)?.[1];
        if (property) field.push(property);
        return { location, field, message: text, ...(d.code !== undefined ? { code: d.code } : {}) };
      });
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
    return response.validate ? response.validate(message.body) : true;
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
        op.responses.map((r) => {
          const contents = r.contents ?? [];
          const schema = contents[0]?.schema;
          return [r.code.toLowerCase(), { mediaTypes: contents.map((c) => c.mediaType), validate: schema ? lazy('s', schema) : undefined }];
        }),
      ),
    };
    this.#compiled.set(op, compiled);
    return compiled;
  }

  #ajvFor(mode: Mode): Ajv {
    return (this.#ajv[mode] ??= createAjv(mode === 'c', this.#sources !== undefined));
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

function locationOf(d: PrismDiagnostic, where: string | undefined): DiagnosticLocation {
  if (d.code === 415 || d.message.startsWith('The received media type')) return 'media-type';
  if (d.message.startsWith('Unable to match the returned status code')) return 'status';
  if (where === 'query' || where === 'path' || where === 'header') return where;
  return 'body';
}

function renamed(values: Record<string, unknown>, set: ParamSet | undefined): Record<string, unknown> {
  if (!set) return values;
  const out: Record<string, unknown> = {};
  for (const [lower, value] of Object.entries(values)) out[set.names.get(lower) ?? lower] = value;
  return out;
}
