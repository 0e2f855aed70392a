/**
 * The contract judge. This is the ONLY module that imports @stoplight/prism-http.
 *
 * Every message first goes through Ajv validators compiled from the very schemas Prism derives
 * (`fast-path.ts`), with Prism's Ajv options, parameter rules and formats, because Prism's own validators
 * cost much more per message (bench/RESULTS.md, "Speed mechanisms"). Only when the fast path
 * rejects a message is Prism asked, and its diagnostics are what callers see.
 * `test/contract/validator-agreement.test.ts` proves both agree; the built package brings the validators
 * precompiled (`precompile.ts`), and `test/contract/precompiled-validators.test.ts` proves those agree too.
 */
import type { ContractDiagnostic, DiagnosticLocation, Operation, RequestMessage, RequestVerdict, ResponseMessage } from './contract-types.js';
import { FastPath } from './fast-path.js';
import { lazyRequire } from '../lib/lazy-require.js';
import type { FastPathOptions, FormatDefinition } from './validator-compiler.js';

export type { ContractDiagnostic, DiagnosticLocation, Operation, RequestMessage, RequestVerdict, ResponseMessage } from './contract-types.js';
export { FORMATS_PARAMETER, validatorId, type FormatDefinition, type PrecompiledValidators } from './validator-compiler.js';
export type ValidatorOptions = FastPathOptions;

// Deep imports of Prism: the package root also loads Prism's mocker and faker, which the mock never uses.
const prismDateTime = lazyRequire<{
  fmtDef: (validate: (s: string) => boolean, compare: (a: string, b: string) => number | undefined) => FormatDefinition;
  date_time: (s: string) => boolean;
  compareDateTime: (a: string, b: string) => number | undefined;
}>('@stoplight/prism-http/dist/validator/validators/dateTime.js');

/** Prism's `date-time` (it replaces ajv-formats' one, exactly as Prism's Ajv has it). */
export const PRISM_DATE_TIME: FormatDefinition = prismDateTime.fmtDef(prismDateTime.date_time, prismDateTime.compareDateTime);

/**
 * Every format of the contract's validators, by name: ajv-formats' full set with Prism's `date-time`.
 * The runtime Ajv and the precompiled validators both take them from here.
 */
export const FORMATS: Readonly<Record<string, FormatDefinition>> = Object.freeze({
  ...lazyRequire<{ fullFormats: Record<string, FormatDefinition> }>('ajv-formats/dist/formats.js').fullFormats,
  'date-time': PRISM_DATE_TIME,
});

/** Derives operations from an OpenAPI document exactly as the Prism CLI does (all $refs resolved). */
export async function deriveOperations(documentPath: string): Promise<Operation[]> {
  const { getHttpOperationsFromSpec } = lazyRequire<{ getHttpOperationsFromSpec: (path: string) => Promise<Operation[]> }>('@stoplight/prism-http/dist/utils/operations.js');
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
/** Loaded on the first rejected message: a server that only sees valid traffic never pays for loading it. */
const loadPrism = (): PrismModule => (prism ??= lazyRequire<PrismModule>('@stoplight/prism-http/dist/validator/index.js'));

function locationOf(d: PrismDiagnostic, where: string | undefined): DiagnosticLocation {
  if (d.code === 415 || d.message.startsWith('The received media type')) return 'media-type';
  if (d.message.startsWith('Unable to match the returned status code')) return 'status';
  if (where === 'query' || where === 'path' || where === 'header') return where;
  return 'body';
}

export class ContractValidator {
  readonly #byId = new Map<string, Operation>();
  readonly #fast: FastPath;

  constructor(
    readonly operations: readonly Operation[],
    options: ValidatorOptions = {},
  ) {
    for (const op of operations) this.#byId.set(op.iid ?? op.id, op);
    this.#fast = new FastPath(FORMATS, options);
  }

  /** How many validators were compiled by Ajv in this process (not taken precompiled). */
  get runtimeCompiles(): number {
    return this.#fast.runtimeCompiles;
  }

  /** Ajv standalone code of every validator compiled so far (build step; needs `keepSource`). */
  standaloneSources(): Map<string, string> {
    return this.#fast.standaloneSources();
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
    this.#fast.warmUp(this.operations);
  }

  /** Compiles the validators one per event-loop turn after `delayMs`; returns a function that stops it. */
  warmUpInBackground(delayMs = 1000): () => void {
    return this.#fast.warmUpInBackground(this.operations, delayMs);
  }

  validateRequest(op: Operation, message: RequestMessage): RequestVerdict {
    const fast = this.#fast.request(op, message);
    if (fast) return { ok: true, ...fast };
    const diagnostics = this.diagnoseRequest(op, message);
    if (diagnostics.length > 0) return { ok: false, diagnostics };
    // Prism is the judge: Ajv was stricter here (on the body or the headers). The parameters are still
    // coerced, as handlers read them; only parameters Ajv itself refuses stay as sent (the two judges
    // disagreeing on parameters fails test/contract/validator-agreement.test.ts).
    return { ok: true, ...(this.#fast.parameters(op, message) ?? { query: message.query, pathParams: message.pathParams }) };
  }

  /** Returns the contract violations of a response (empty when it keeps the contract). */
  validateResponse(op: Operation, message: ResponseMessage): ContractDiagnostic[] {
    if (this.acceptsResponse(op, message)) return [];
    return this.diagnoseResponse(op, message);
  }

  /** The fast path's verdict alone (the agreement test compares it with Prism's). */
  acceptsRequest(op: Operation, message: RequestMessage): boolean {
    return this.#fast.request(op, message) !== undefined;
  }

  /** The fast path's verdict alone (the agreement test compares it with Prism's). */
  acceptsResponse(op: Operation, message: ResponseMessage): boolean {
    return this.#fast.response(op, message);
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

  /** Prism's error diagnostics with the spec's parameter names and the field each one is about. */
  #translate(op: Operation, verdict: PrismEither): ContractDiagnostic[] {
    if (verdict._tag === 'Right') return [];
    return verdict.left
      .filter((d) => d.severity === 0)
      .map((d) => {
        const [where, ...rest] = d.path ?? [];
        const location = locationOf(d, where);
        const field = where === location ? rest : [];
        const names = location === 'query' || location === 'path' || location === 'header' ? this.#fast.parameterNames(op, location) : undefined;
        let text = d.message;
        const lower = field[0];
        const canonical = lower === undefined ? undefined : names?.get(lower);
        if (lower !== undefined && canonical !== undefined) {
          field[0] = canonical;
          text = text.replace(`parameter ${lower}`, `parameter ${canonical}`);
        }
        // Ajv reports these on the parent object; point at the property itself.
        const property = /required property '([^']+)'/.exec(text)?.[1] ?? /found '([^']+)'/.exec(text)?.[1];
        // A parameter's name as the spec spells it (Prism names parameters lower-cased).
        const named = property === undefined ? undefined : (names?.get(property) ?? property);
        if (property !== undefined && named !== undefined) {
          text = text.replace(`'${property}'`, `'${named}'`);
          field.push(named);
        }
        return { location, field, message: text, ...(d.code !== undefined ? { code: d.code } : {}) };
      });
  }
}
