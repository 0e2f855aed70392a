import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { fingerprintOf, MAX_KEY_LENGTH } from '../control/idempotency.js';
import { InvalidInputError } from '../domain/errors.js';
import type { Environment } from '../domain/environment.js';
import type { TenantRegistry } from '../domain/registry.js';
import type { ContractDiagnostic, Operation, RequestMessage } from '../spec/validator.js';
import type { AppDeps, OperationHandler } from './context.js';
import { diagnosticsToFields, HttpError } from './errors.js';
import { authenticateSession, authOf, identifyApplication, type Caller } from './inbox-auth.js';
import { applyFault } from './middleware/faults.js';
import { dateByEnvironmentClock } from './middleware/journal.js';
import { dropRawBody, keepRawBody } from './raw-body.js';
import { sendReply } from './reply.js';
import { carriesSecretValues, mayHoldSecretValue } from './secret-values.js';

/**
 * The API key of `Authorization: ApiKey <key>`, if that is the scheme. Parsed anew at each call: cheaper
 * than remembering it per request in a WeakMap, whose entry for every request the GC must then clear.
 */
export const apiKeyOf = (req: Request): string | undefined => {
  const header = req.headers.authorization ?? '';
  // What clients send, `ApiKey <key>`, in one match; it is read three times per request (auth, faults, journal).
  const plain = PLAIN_API_KEY.exec(header);
  if (plain) return plain[1];
  const [scheme, ...rest] = header.trim().split(/\s+/);
  return scheme === 'ApiKey' ? rest.join(' ') : undefined;
};
const PLAIN_API_KEY = /^ApiKey (\S+)$/;

/**
 * Resolves the caller's environment from `Authorization: ApiKey <key>` (the real service's 401 messages).
 * The environment counts as in use until the response is over (an isolated one is not evicted meanwhile).
 */
export function authenticate(req: Request, res: Response, registry: TenantRegistry, onUnknownKey: (apiKey: string) => void): Environment {
  const header = req.headers.authorization;
  if (!header) throw new HttpError(401, 'Missing authorization header');
  const [scheme = ''] = header.trim().split(/\s+/);
  if (scheme !== 'ApiKey') throw new HttpError(401, `Invalid authentication scheme: "${scheme}"`);
  const apiKey = apiKeyOf(req) ?? '';
  const held = registry.acquire(apiKey);
  if (!held) {
    onUnknownKey(apiKey);
    throw new HttpError(401, 'API Key not found');
  }
  res.once('close', held.release);
  return held.environment;
}

/** Express 5 parses `a[]=x` into the key `a[]`; the API accepts it as `a` (like repeated keys). */
export function normalizeQuery(query: Record<string, unknown>): Record<string, string | string[]> {
  const lists = new Map<string, string[]>();
  for (const [rawKey, value] of Object.entries(query)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const list = lists.get(key) ?? [];
    for (const v of Array.isArray(value) ? value : [value]) list.push(String(v));
    lists.set(key, list);
  }
  const out: Record<string, string | string[]> = {};
  for (const [key, list] of lists) out[key] = list.length === 1 ? (list[0] as string) : list;
  return out;
}

function rejection(operation: Operation, diagnostics: ContractDiagnostic[], message: RequestMessage): Error {
  const mediaType = diagnostics.find((d) => d.location === 'media-type');
  if (mediaType) return new HttpError(415, mediaType.message);
  const secret = carriesSecretValues(operation.iid);
  return new InvalidInputError(
    diagnosticsToFields(
      diagnostics,
      { body: message.body, query: message.query, path: message.pathParams, header: message.headers },
      (d) => secret && d.location === 'body' && mayHoldSecretValue(d.field),
    ),
  );
}

const IDEMPOTENT_METHODS = new Set(['POST', 'PATCH']);

/**
 * A Content-Type the judge can parse: `type/subtype` of HTTP token characters, then any parameters
 * (WHATWG MIME sniffing's rules, which Prism's parser applies — and throws on anything else).
 */
const MEDIA_TYPE = /^[\t\n\r ]*[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+[\t\n\r ]*(?:;[\s\S]*)?$/;

const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * The headers the judge sees. A Content-Type that is no media type: on a request with a body → 415;
 * without a body it says nothing, and the judge does not see it.
 */
function judgedHeaders(req: Request): Request['headers'] {
  const type = req.headers['content-type'];
  if (type === undefined || MEDIA_TYPE.test(type)) return req.headers;
  if (hasBody(req)) throw new HttpError(415, `Unsupported Media Type: Content-Type "${type}" is not a media type`);
  const { 'content-type': _ignored, ...rest } = req.headers;
  return rest;
}

/** Prism's word for a body sent to an operation that takes none. */
export const BODILESS_MESSAGE = 'No supported content types, but request included a non-empty body';

/** A body text that says nothing: empty, blank, or an empty JSON object. */
const EMPTY_BODY_TEXT = /^\s*(?:\{\s*\})?\s*$/;

/**
 * True when a request body says nothing: absent, empty, or `{}` — what many clients send on a call
 * without a body (`axios.post(url, {})`, `fetch` with `body: '{}'`, `curl -d '{}'`). The real service
 * ignores such a body on an operation that takes none. Read as JSON (`{}` parses to an object without
 * keys) or, under any other Content-Type, as text.
 */
function isEmptyBody(body: unknown): boolean {
  if (body === undefined) return true;
  if (typeof body === 'string') return EMPTY_BODY_TEXT.test(body);
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;
}

/** Requests whose (empty) body an operation without a requestBody ignores: judged, fingerprinted as bodiless. */
const ignoredBodies = new WeakSet<Request>();
const judgedBody = (req: Request): unknown => (ignoredBodies.has(req) ? undefined : req.body);

/** The request headers without the ones that describe a body (for a request whose body is ignored). */
function withoutBodyHeaders(headers: Request['headers']): Request['headers'] {
  const { 'content-type': _type, 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = headers;
  return rest;
}

/** Deepest nesting a JSON body may have: far above any real payload, far below what recursion survives. */
export const MAX_BODY_DEPTH = 100;

/** True when `value` nests deeper than `limit` (iterative: the value may be deeper than the stack). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, depth] = item;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The 400 for a parsed body that nests deeper than `limit`, which is then forgotten (the journal keeps
 * none of it); undefined for a body within the limit. Deeper bodies would overflow the stack of every
 * recursive walk after this one (JSON.stringify in the journal, the idempotency fingerprint, snapshots
 * and every later response showing them).
 */
export function refuseDeepBody(req: Request, limit = MAX_BODY_DEPTH): HttpError | undefined {
  if (!nestsDeeperThan(req.body, limit)) return undefined;
  req.body = undefined;
  dropRawBody(req);
  return new HttpError(400, `Request body nests deeper than ${limit} levels`);
}

/**
 * POST/PATCH with `idempotency-key`, as the real service: replay a stored response, refuse a reused key with
 * another body (422) or while the first request still runs (409). Returns true when it answered.
 */
function idempotency(req: Request, res: Response, environment: Environment, deps: AppDeps): boolean {
  const raw = req.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !IDEMPOTENT_METHODS.has(req.method)) return false;
  if (key.length > MAX_KEY_LENGTH) {
    throw new HttpError(400, `idempotencyKey "${key}" has exceeded the maximum allowed length of ${MAX_KEY_LENGTH} characters`);
  }
  const store = deps.control.deps.idempotency;
  const verdict = store.begin(environment.id, key, fingerprintOf(req.method, req.path, judgedBody(req)));
  const link = { Link: 'https://docs.novu.co/additional-resources/idempotency', 'Idempotency-Key': key };
  if (verdict.kind === 'other-body') {
    const message = `Request with key "${key}" is being reused for a different body`;
    throw new HttpError(422, message, link, { errors: { 'header.idempotency-key': { messages: [message], value: key } } });
  }
  if (verdict.kind === 'in-flight') {
    throw new HttpError(409, `Request with key "${key}" is currently being processed. Please retry after 1 second`, { ...link, 'Retry-After': '1' });
  }
  if (verdict.kind === 'replay') {
    const { status, headers, body } = verdict.response;
    res.locals.idempotencyReplay = true;
    res.locals.skipContractCheck = true;
    sendReply(req, res, { status, body, headers: { ...headers, 'Idempotency-Key': key, 'Idempotency-Replay': 'true' } }, undefined, deps);
    return true;
  }
  res.locals.idempotency = { environmentId: environment.id, key };
  res.setHeader('Idempotency-Key', key);
  res.on('close', () => store.release(environment.id, key));
  return false;
}

/**
 * The middleware chain of one operation: remember the operation (so errors are checked against its
 * responses), parse the body, authenticate, apply idempotency and fault rules, validate the request,
 * run the handler, send a validated reply.
 */
export function operationChain(operation: Operation, handler: OperationHandler, deps: AppDeps, onUnknownKey: (apiKey: string) => void): RequestHandler[] {
  const { validator } = deps.contract;
  const takesBody = operation.request?.body !== undefined;
  const bind: RequestHandler = (_req, res, next) => {
    res.locals.operation = operation;
    next();
  };
  const auth = authOf(operation);
  const callerOf = (req: Request, res: Response): Caller => {
    if (auth === 'subscriber-session') return authenticateSession(req, deps.registry);
    if (auth === 'application') return identifyApplication(req, deps.registry);
    return { environment: authenticate(req, res, deps.registry, onUnknownKey) };
  };
  const identify = (req: Request, res: Response, next: NextFunction) => {
    try {
      const caller = callerOf(req, res);
      const environment = caller.environment;
      res.locals.caller = caller;
      dateByEnvironmentClock(res, environment.time.clock);
      environment.runDueWork();
      res.locals.environment = environment;
      if (!idempotency(req, res, environment, deps)) applyFault(req, res, next, deps);
    } catch (error) {
      next(error);
    }
  };
  const execute = (req: Request, res: Response, next: NextFunction) => {
    try {
      // An operation without a requestBody: an empty body or `{}` counts as no body (the judge sees
      // none); any other body is refused whatever its Content-Type or framing (chunked bodies have no
      // Content-Length, which is all that Prism looks at).
      const ignored = ignoredBodies.has(req);
      if (!takesBody && !ignored && hasBody(req)) throw new HttpError(415, BODILESS_MESSAGE);
      const message: RequestMessage = {
        path: req.path,
        pathParams: req.params as Record<string, string>,
        query: normalizeQuery(req.query as Record<string, unknown>),
        headers: ignored ? withoutBodyHeaders(req.headers) : judgedHeaders(req),
        body: judgedBody(req),
      };
      const verdict = validator.validateRequest(operation, message);
      if (!verdict.ok) throw rejection(operation, verdict.diagnostics, message);
      const { environment, subscriberId, signingKey } = res.locals.caller as Caller;
      const reply = handler({ environment, subscriberId, signingKey, params: verdict.pathParams, query: verdict.query, sentQuery: message.query, body: message.body });
      sendReply(req, res, reply, operation, deps);
    } catch (error) {
      next(error);
    }
  };
  const limit = deps.options.bodyLimit;
  const json = express.json({ limit, verify: keepRawBody });
  // A non-JSON body is read as text so that the judge sees it and answers 415, as the Prism CLI does.
  const text = express.text({ limit, type: () => true });
  const parseBody: RequestHandler = (req, res, next) => {
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return next();
    json(req, res, (error?: unknown) => {
      if (error) return next(error);
      const tooDeep = refuseDeepBody(req);
      if (tooDeep) return next(tooDeep);
      text(req, res, (textError?: unknown) => {
        if (!textError && !takesBody && isEmptyBody(req.body)) ignoredBodies.add(req);
        next(textError);
      });
    });
  };
  return [bind, parseBody, identify, execute];
}
