/**
 * Where the fast path's Ajv validators come from: taken precompiled (the built package) or compiled here
 * with Prism's Ajv options, once per distinct schema, and on first use unless warmed up.
 */
import { createHash } from 'node:crypto';
import type { Ajv } from 'ajv';
import { lazyRequire } from '../lib/lazy-require.js';

export type Schema = Record<string, unknown>;

/** A format as `ajv.addFormat` takes it (a RegExp, a test function or `{ validate, compare }`). */
export type FormatDefinition = RegExp | ((value: string) => boolean) | { validate: unknown; compare?: unknown; type?: string; async?: boolean };

export type Validate = (data: unknown) => boolean;

/** The validators compiled ahead of time (`precompile.ts`), by `validatorId`. */
export type PrecompiledValidators = (id: string) => Validate | undefined;

export interface FastPathOptions {
  /** Validators compiled at build time; a schema without one is compiled on first use as usual. */
  precompiled?: PrecompiledValidators;
  /** Keep the source of every validator compiled here, for `standaloneSources()` (build step). */
  keepSource?: boolean;
}

/** `c`: parameters, with the coercing Ajv; `s`: bodies and responses, with the strict one. */
export type Mode = 'c' | 's';

const AJV_OPTIONS = { allErrors: false, allowUnionTypes: true, allowMatchingProperties: true, strict: false } as const;

/** The name under which standalone validators find the formats (validator.ts's `FORMATS`). */
export const FORMATS_PARAMETER = '__formats';

/** Ajv is loaded on first use: with precompiled validators (the built package) startup never needs it. */
function createAjv(coerceTypes: boolean, keepSource: boolean, formats: Readonly<Record<string, FormatDefinition>>): Ajv {
  const { Ajv: AjvClass, Name } = lazyRequire<typeof import('ajv')>('ajv');
  const code = keepSource ? { code: { source: true, formats: new Name(FORMATS_PARAMETER) } } : {};
  const ajv = new AjvClass({ ...AJV_OPTIONS, coerceTypes, logger: false, ...code });
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format as never);
  return ajv;
}

/** A validator's identity: the hash of its mode and schema (the key of the precompiled module). */
export const validatorId = (key: string): string => createHash('sha1').update(key).digest('hex');

export class ValidatorCompiler {
  readonly #byShape = new Map<string, Validate>();
  readonly #pending: (() => unknown)[] = [];
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

  /** Whether validators come precompiled (the built package), each loaded on its first use. */
  get precompiled(): boolean {
    return this.#precompiled !== undefined;
  }

  /** How many validators were compiled by Ajv in this process (not taken precompiled). */
  get runtimeCompiles(): number {
    return this.#runtimeCompiles;
  }

  /**
   * A validator of `schema` compiled on its first call (or by `compileNextPending`). Operations carry
   * their own copies of shared schemas (the error bodies), so identical schemas share one validator.
   */
  lazy(mode: Mode, schema: Schema): Validate {
    let validate: Validate | undefined;
    const force = () => (validate ??= this.#validatorFor(mode, schema));
    this.#pending.push(force);
    return (data) => (validate ?? force())(data);
  }

  /** Compiles one validator not compiled yet; false when none is left. */
  compileNextPending(): boolean {
    const force = this.#pending.pop();
    force?.();
    return force !== undefined;
  }

  /**
   * Ajv standalone code (CommonJS) of every validator compiled so far, by `validatorId`. Needs
   * `keepSource`. The code refers to `require` and to the formats as `__formats`.
   */
  standaloneSources(): Map<string, string> {
    if (!this.#sources) throw new Error('standaloneSources() needs a validator created with keepSource');
    const standaloneCode = lazyRequire<typeof import('ajv/dist/standalone/index.js')>('ajv/dist/standalone/index.js').default;
    const out = new Map<string, string>();
    for (const [id, { mode, validate }] of this.#sources) out.set(id, standaloneCode(this.#ajvFor(mode), validate as never));
    return out;
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
