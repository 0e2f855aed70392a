import { AtCapacityError, DomainError, type DomainErrorKind, type FieldProblem, InvalidInputError, NotFoundError, PayloadValidationError, PlanLimitError } from '../domain/shared/index.js';
import type { ContractDiagnostic } from '../contract/validator.js';
import { ShuttingDownError } from '../control/shutting-down.js';

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  417: 'Expectation Failed',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

/** The real service's message on a 500 (its body carries the `errorId`). */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error, contact support and provide them with the errorId';

const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  not_found: 404,
  conflict: 409,
  bad_request: 400,
  invalid_input: 422,
  payload_invalid: 400,
  limit_exceeded: 413,
  at_capacity: 503,
  plan_limit: 402,
};

/** An error that is about HTTP itself (auth, routing, body parsing), not about a domain rule. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Context beyond `{ error, statusCode }` (e.g. the operation a 501 names): in `ctx` and at the top level. */
    readonly context: Record<string, unknown> = {},
    /** The 422 `errors` map, for an error of the validation shape. */
    readonly errors?: Record<string, FieldProblem>,
  ) {
    super(message);
  }
}

/**
 * A NestJS exception the real service throws with an object that has no `message` (e.g. a subscriptions
 * result whose every entry failed): its filter answers `Api Exception Raised with status <n>`, the object
 * being the whole `ctx` (and copied flat).
 */
export class ObjectResponseError extends HttpError {
  constructor(
    status: number,
    readonly response: Record<string, unknown>,
  ) {
    super(status, `Api Exception Raised with status ${status}`);
  }
}

export interface ErrorReply {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Longest sent string (or object key) an error body repeats, and longest message, which may quote one. */
const ECHO_CHARS = 1024;
const MESSAGE_CHARS = 4096;
/** How deep, and how many entries of, a sent value an error body repeats. */
const ECHO_DEPTH = 4;
const ECHO_ENTRIES = 100;

const cutText = (text: string, limit = ECHO_CHARS): string => (text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text);

/**
 * A sent value as an error body repeats it: whole when small; else strings cut to their start and
 * length, and objects or arrays beyond a few levels or entries described (`[an array of 5000 items]`).
 * A sent value may be a whole 500 MB admin body, or nest thousands of levels: an error must cost less.
 */
export function echoOf(value: unknown): unknown {
  let entriesLeft = ECHO_ENTRIES;
  const echo = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') return cutText(node);
    if (node === null || typeof node !== 'object') return node;
    const size = Array.isArray(node) ? node.length : Object.keys(node).length;
    if (depth >= ECHO_DEPTH || size > entriesLeft) return Array.isArray(node) ? `[an array of ${size} items]` : `[an object of ${size} fields]`;
    entriesLeft -= size;
    if (Array.isArray(node)) return node.map((item) => echo(item, depth + 1));
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [cutText(key), echo(item, depth + 1)]));
  };
  return echo(value, 0);
}

/** Field problems with their sent values bounded (see `echoOf`). */
function echoedFields(fields: Record<string, FieldProblem>): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  for (const [key, problem] of Object.entries(fields)) out[key] = 'value' in problem ? { ...problem, value: echoOf(problem.value) } : problem;
  return out;
}

/**
 * The context of an error the real service throws with a message only (`new NotFoundException('…')`):
 * the rest of the exception's response, `{ error: <status text>, statusCode }`.
 */
export const statusContext = (status: number): Record<string, unknown> => ({ error: STATUS_TEXT[status] ?? 'Error', statusCode: status });

/** What an error body holds beyond its status, path, time and message. */
export interface ErrorParts {
  /** The error's context; none on a 500. */
  ctx?: Record<string, unknown>;
  /** The 422 `errors` map. */
  errors?: unknown;
  /** A 500's id, which the log line carries too. */
  errorId?: string;
}

/**
 * The one error shape of the API, the real service's exception filter:
 * `{ ...ctx, statusCode, timestamp, path, message, ctx }`, plus `errors` on a 422 and `errorId` on a 500.
 * The context's keys are copied to the top level, as the real service does for clients that read them
 * there; the body's own fields win over a context key of the same name.
 */
export function errorBody(status: number, message: unknown, path: string, now: Date, parts: ErrorParts = { ctx: statusContext(status) }) {
  const { ctx, errors, errorId } = parts;
  return {
    ...ctx,
    statusCode: status,
    timestamp: now.toISOString(),
    path,
    message: typeof message === 'string' ? cutText(message, MESSAGE_CHARS) : message,
    ...(ctx === undefined ? {} : { ctx }),
    ...(errors === undefined ? {} : { errors }),
    ...(errorId === undefined ? {} : { errorId }),
  };
}

/**
 * Contract diagnostics of a request → the 422 `errors` map (`<where>.<field>` → messages and sent value).
 * A sent value for which `conceal` is true is left out (a secret must not come back in an error).
 */
export function diagnosticsToFields(
  diagnostics: ContractDiagnostic[],
  sent: Record<string, unknown>,
  conceal: (d: ContractDiagnostic) => boolean = () => false,
): Record<string, FieldProblem> {
  const fields: Record<string, FieldProblem> = {};
  for (const d of diagnostics) {
    const key = [d.location, ...d.field].join('.');
    const entry = (fields[key] ??= { messages: [] });
    entry.messages.push(d.message);
    if (conceal(d)) continue;
    const value = valueAt(sent[d.location], d.field);
    if (value !== undefined) entry.value = value;
  }
  return fields;
}

function valueAt(root: unknown, path: string[]): unknown {
  let value = root;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * V8's JSON.parse messages quote the text around the error (`Unexpected token ']', ..."pw"},]}" is not
 * valid JSON`), which may be a secret; the position-based part is kept, the quote is dropped.
 */
const withoutQuotedBody = (message: string) => message.replace(/, (?:\.\.\.)?".*" is not valid JSON$/s, '');

interface BodyParserError {
  type?: string;
  status?: number;
  message: string;
}

/**
 * An error of the HTTP plumbing (body-parser, raw-body, zlib, the router) in the http-errors style: a
 * `type`, or a 4xx `status`. Some carry no `type`: a body that does not decompress as its
 * Content-Encoding says (zlib's error, status 400), a path parameter that is not valid percent-encoding
 * (the router's URIError, status 400). They are the client's fault, never a 500.
 */
const isBodyParserError = (error: unknown): error is BodyParserError => {
  if (typeof error !== 'object' || error === null) return false;
  const { type, status } = error as BodyParserError;
  return typeof type === 'string' || (typeof status === 'number' && status >= 400 && status < 500);
};

/**
 * Every thrown error becomes a response here, and only here. Unknown errors become a 500 with an
 * `errorId` that the caller can quote and that the log line carries.
 */
export function toErrorReply(
  error: unknown,
  path: string,
  now: Date,
  newErrorId: () => string,
): ErrorReply & { errorId?: string } {
  if (error instanceof InvalidInputError) {
    // The real service's validation pipe and command validation answer with an empty context.
    return { status: 422, body: errorBody(422, error.message, path, now, { ctx: {}, errors: echoedFields(error.fields) }) };
  }
  if (error instanceof PayloadValidationError) {
    const schema = error.schema === undefined ? {} : { schema: error.schema };
    const problems = error.problems.map((problem) => ('value' in problem ? { ...problem, value: echoOf(problem.value) } : problem));
    return { status: 400, body: errorBody(400, error.message, path, now, { ctx: { type: 'PAYLOAD_VALIDATION_ERROR', errors: problems, ...schema } }) };
  }
  if (error instanceof NotFoundError) {
    const ctx = Object.keys(error.details).length > 0 ? error.details : statusContext(404);
    return { status: 404, body: errorBody(404, error.message, path, now, { ctx }) };
  }
  if (error instanceof PlanLimitError) {
    return { status: 402, body: errorBody(402, error.message, path, now, { ctx: { reason: error.reason } }) };
  }
  if (error instanceof AtCapacityError) {
    return { status: 503, body: errorBody(503, error.message, path, now), headers: { 'Retry-After': String(error.retryAfterSeconds) } };
  }
  if (error instanceof ShuttingDownError) {
    return { status: 503, body: errorBody(503, error.message, path, now) };
  }
  if (error instanceof DomainError) {
    const status = DOMAIN_STATUS[error.kind];
    return { status, body: errorBody(status, error.message, path, now) };
  }
  if (error instanceof HttpError) {
    const ctx = error instanceof ObjectResponseError ? error.response : { ...statusContext(error.status), ...error.context };
    const errors = error.errors === undefined ? undefined : echoedFields(error.errors);
    return { status: error.status, body: errorBody(error.status, error.message, path, now, { ctx, errors }), headers: error.headers };
  }
  if (isBodyParserError(error)) {
    if (error.type === 'entity.parse.failed') {
      return { status: 400, body: errorBody(400, `Malformed JSON body: ${withoutQuotedBody(error.message)}`, path, now) };
    }
    const status = error.status ?? 500;
    if (status === 415) return { status: 415, body: errorBody(415, error.message, path, now) };
    if (status >= 400 && status < 500) {
      return { status: 400, body: errorBody(400, error.message, path, now) };
    }
  }
  const errorId = newErrorId();
  return { status: 500, body: errorBody(500, INTERNAL_ERROR_MESSAGE, path, now, { errorId }), errorId };
}
