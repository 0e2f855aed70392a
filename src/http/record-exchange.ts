import type { Request, RequestHandler } from 'express';
import type { Journal } from '../control/journal.js';
import { bodyOf } from '../control/journal-entry.js';
import { apiKeyOf } from './auth.js';
import { stateOf } from './request-state.js';
import { carriesSecretValues, carriesSessionToken, redactSessionToken, redactVariableValues } from './secret-values.js';

/** Bodies over this size are kept truncated: the journal's memory stays bounded. */
const MAX_BODY_CHARS = 64 * 1024;

const cap = (text: string | undefined) =>
  text !== undefined && text.length > MAX_BODY_CHARS ? JSON.stringify({ truncated: true, length: text.length, start: text.slice(0, 1024) }) : text;

/** The text of `pieces` joined, or, over the limit, its truncation (without joining a text that may be hundreds of MB). */
function capPieces(pieces: readonly string[]): string {
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  if (length <= MAX_BODY_CHARS) return pieces.join('');
  let start = '';
  for (const piece of pieces) {
    start += piece.slice(0, 1024 - start.length);
    if (start.length >= 1024) break;
  }
  return JSON.stringify({ truncated: true, length, start });
}

/** A body to keep, text or bytes as it came (bytes over the limit are kept as the truncation of their text). */
const capBody = (body: string | Buffer | undefined) => (Buffer.isBuffer(body) ? (body.length > MAX_BODY_CHARS ? cap(body.toString('utf8')) : body) : cap(body));

/**
 * The request body to keep: its bytes as sent when it was JSON (over the limit, the truncation of their
 * text), else its text (or the parsed body serialized).
 */
function requestBodyOf(req: Request): string | Buffer | undefined {
  const raw = stateOf(req).rawBody;
  if (raw !== undefined && raw.length > 0 && req.body !== undefined) return capBody(raw);
  return cap(typeof req.body === 'string' ? req.body : req.body === undefined ? undefined : JSON.stringify(req.body));
}

/** Marks API requests (never /__admin or the reference page) for the journal, dated by `nowMs`; `sendReply` records them. */
export function journalMark(journal: Journal, nowMs: () => number, skip: RegExp): RequestHandler {
  return (req, _res, next) => {
    if (journal.capacity > 0 && !req.path.startsWith('/__admin') && !skip.test(req.path)) {
      stateOf(req).journal = { started: performance.now(), at: nowMs() };
    }
    next();
  };
}

/** A reply as it went out (what the journal keeps of it). */
export interface SentReply {
  status: number;
  headers: Record<string, string>;
  /** The body as sent: its text (whole, or in the pieces it was written in), or its UTF-8 bytes (valid only until the call that records it returns). */
  body?: string | Buffer | readonly string[];
}

/** Records one finished exchange of a marked request (called by `sendReply` once the reply is out). */
export function recordExchange(journal: Journal, req: Request, reply: SentReply): void {
  const state = stateOf(req);
  const mark = state.journal;
  if (!mark) return;
  const sent = { ...reply, body: Array.isArray(reply.body) ? capPieces(reply.body) : (reply.body as string | Buffer | undefined) };
  const operationId = state.operation?.iid;
  let requestBody = requestBodyOf(req);
  // Variable values are journaled only when the response says the variable is not secret.
  if (carriesSecretValues(operationId)) {
    const knownPlain = (bodyOf(sent.body?.toString()) as { isSecret?: boolean } | undefined)?.isSecret === false;
    requestBody = JSON.stringify(redactVariableValues(bodyOf(requestBody?.toString()), knownPlain));
  }
  const queryAt = req.originalUrl.indexOf('?');
  journal.record(
    {
      at: mark.at,
      method: req.method,
      path: req.path,
      queryString: queryAt < 0 ? '' : req.originalUrl.slice(queryAt + 1),
      status: sent.status,
      durationMs: Math.round((performance.now() - mark.started) * 100) / 100,
      operationId: operationId || undefined,
      environmentId: state.environment?.info._id,
      rawRequestHeaders: req.rawHeaders,
      requestBody,
      response: { headers: sent.headers, text: capBody(carriesSessionToken(operationId) ? redactSessionToken(sent.body?.toString()) : sent.body) },
      contractViolations: state.contractViolations,
      requestViolations: state.requestViolations,
      droppedFields: state.droppedFields,
      fault: state.fault || undefined,
      idempotencyReplay: state.idempotencyReplay ? true : undefined,
    },
    apiKeyOf(req),
  );
}
