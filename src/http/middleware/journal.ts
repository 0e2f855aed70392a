import type { Request, RequestHandler, Response } from 'express';
import { bodyOf, type Journal } from '../../control/journal.js';
import type { Clock } from '../../domain/ports.js';
import type { Operation } from '../../spec/validator.js';
import { apiKeyOf } from '../pipeline.js';
import { rawBodyOf } from '../raw-body.js';
import type { SentReply } from '../reply.js';
import { carriesSecretValues, carriesSessionToken, redactSessionToken, redactVariableValues } from '../secret-values.js';

/** Bodies over this size are kept truncated: the journal's memory stays bounded. */
const MAX_BODY_CHARS = 64 * 1024;

const cap = (text: string | undefined) =>
  text !== undefined && text.length > MAX_BODY_CHARS ? JSON.stringify({ truncated: true, length: text.length, start: text.slice(0, 1024) }) : text;

/** A body to keep, text or bytes as it came (bytes over the limit are kept as the truncation of their text). */
const capBody = (body: string | Buffer | undefined) => (Buffer.isBuffer(body) ? (body.length > MAX_BODY_CHARS ? cap(body.toString('utf8')) : body) : cap(body));

/** The request body to keep: its bytes as sent when it was JSON, else its text (or the parsed body serialized). */
function requestBodyOf(req: Request): string | Buffer | undefined {
  const raw = rawBodyOf(req);
  if (raw !== undefined && raw.length > 0 && req.body !== undefined) return capBody(raw);
  return cap(typeof req.body === 'string' ? req.body : req.body === undefined ? undefined : JSON.stringify(req.body));
}

/** Marks API requests (never /__admin or the reference page) for the journal, dated by `nowMs`; `sendReply` records them. */
export function journalMiddleware(journal: Journal, nowMs: () => number, skip: RegExp): RequestHandler {
  return (req, res, next) => {
    if (journal.capacity > 0 && !req.path.startsWith('/__admin') && !skip.test(req.path)) {
      res.locals.journal = { started: performance.now(), at: nowMs() };
    }
    next();
  };
}

/**
 * Dates a marked request by the clock of its environment, once its API key has opened one (until then it
 * is dated by the mock-wide clock): each environment's entries carry that environment's time.
 */
export function dateByEnvironmentClock(res: Response, clock: Clock): void {
  const mark = res.locals.journal as { at: number } | undefined;
  if (mark) mark.at = clock.nowMs();
}

/** Records one finished exchange (called by `sendReply` once the reply is out). */
export function recordExchange(journal: Journal, req: Request, res: Response, sent: SentReply): void {
  const mark = res.locals.journal as { started: number; at: number } | undefined;
  if (!mark) return;
  const operationId = (res.locals.operation as Operation | undefined)?.iid;
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
      rawRequestHeaders: req.rawHeaders,
      requestBody,
      response: { headers: sent.headers, text: capBody(carriesSessionToken(operationId) ? redactSessionToken(sent.body?.toString()) : sent.body) },
      contractViolations: (res.locals.contractViolations as unknown[] | undefined) || undefined,
      fault: (res.locals.fault as string | undefined) || undefined,
      idempotencyReplay: res.locals.idempotencyReplay ? true : undefined,
    },
    apiKeyOf(req),
  );
}
