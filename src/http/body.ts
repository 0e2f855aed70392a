import express, { type Request, type RequestHandler } from 'express';
import { MAX_KEPT_DEPTH } from '../domain/shared/index.js';
import { pathPastDepth } from '../lib/json-depth.js';
import { HttpError } from './errors.js';
import { stateOf } from './request-state.js';

/** Deepest nesting a JSON body may have: the rule for every value the mock keeps. */
export const MAX_BODY_DEPTH = MAX_KEPT_DEPTH;

/** True when the request says it carries a body (a length above 0, or chunked). */
export const hasBody = (req: Request): boolean => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

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

/**
 * The 400 for a parsed body that nests deeper than `limit`, which is then forgotten (the journal keeps
 * none of it); undefined for a body within the limit. Deeper bodies would overflow the stack of every
 * recursive walk after this one (JSON.stringify in the journal, the idempotency fingerprint, snapshots
 * and every later response showing them).
 */
function refuseDeepBody(req: Request, limit = MAX_BODY_DEPTH): HttpError | undefined {
  const path = pathPastDepth(req.body, limit);
  if (path === undefined) return undefined;
  req.body = undefined;
  stateOf(req).rawBody = undefined;
  return new HttpError(400, `Request body nests deeper than ${limit} levels at ${shownPath(path)}`);
}

/** Where a body nests too deep, as far as a reader needs it: the first keys (in an admin body, the record and its field), then `…`. */
function shownPath(path: string[]): string {
  const shown = path.slice(0, 12).map((key) => (key.length > 40 ? `${key.slice(0, 40)}…` : key));
  return `${shown.join('.')}${path.length > shown.length ? '…' : ''}`;
}


/** A body over `limit` → 413 naming the limit as configured (e.g. `1mb`). */
function namingLimit(limit: string, error: unknown): unknown {
  const tooLarge = typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'entity.too.large';
  return tooLarge ? new HttpError(413, `Request body is larger than the ${limit} limit`) : error;
}

/** A JSON body parser (up to `limit`) whose 413 names the limit. */
function jsonBody(limit: string): RequestHandler {
  // Keeps the bytes of a UTF-8 JSON body as sent, for the journal.
  const json = express.json({ limit, verify: (req, _res, bytes, encoding) => encoding === 'utf-8' && void (stateOf(req as Request).rawBody = bytes) });
  return (req, res, next) => json(req, res, (error?: unknown) => next(namingLimit(limit, error)));
}

/**
 * The body of an API request: JSON, within the depth limit; a non-JSON body as text, so that the
 * judge sees it and answers 415 (as the Prism CLI does). For an operation without a requestBody, an
 * empty body is marked as ignored. A body nesting deeper than `depth` is refused.
 */
export function apiBody(limit: string, takesBody: boolean, depth = MAX_BODY_DEPTH): RequestHandler {
  const json = jsonBody(limit);
  const text = express.text({ limit, type: () => true });
  return (req, res, next) => {
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return next();
    json(req, res, (error?: unknown) => {
      if (error) return next(error);
      const tooDeep = refuseDeepBody(req, depth);
      if (tooDeep) return next(tooDeep);
      text(req, res, (textError?: unknown) => {
        if (!textError && !takesBody && isEmptyBody(req.body)) stateOf(req).bodyIgnored = true;
        next(namingLimit(limit, textError));
      });
    });
  };
}

/** How large and how deep a body an operation takes. */
export interface BodyBounds {
  /** express/bytes syntax, e.g. `1mb`. */
  limit: string;
  depth: number;
}
