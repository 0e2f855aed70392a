import type { Request, RequestHandler, Response } from 'express';
import { bodyOf, type Journal } from '../../control/journal.js';
import type { Operation } from '../../spec/validator.js';
import { apiKeyOf } from '../pipeline.js';
import type { SentReply } from '../reply.js';

/** Bodies over this size are kept truncated: the journal's memory stays bounded. */
const MAX_BODY_CHARS = 64 * 1024;
const SECRET_VALUE_OPERATIONS = new Set(['createEnvironmentVariable', 'updateEnvironmentVariable']);

const cap = (text: string | undefined) =>
  text !== undefined && text.length > MAX_BODY_CHARS ? JSON.stringify({ truncated: true, length: text.length, start: text.slice(0, 1024) }) : text;

/**
 * Variable values in a request body are journaled only when the variable is known not to be secret
 * (the response says so); any other case keeps them out.
 */
function redactVariableValues(body: unknown, responseText: string | undefined): unknown {
  const response = bodyOf(responseText) as { isSecret?: boolean } | undefined;
  if (response?.isSecret === false || typeof body !== 'object' || body === null) return body;
  const values = (body as { values?: unknown }).values;
  if (values === undefined) return body;
  if (!Array.isArray(values)) return { ...body, values: '[redacted]' };
  return { ...body, values: values.map((v) => (typeof v === 'object' && v !== null ? { ...v, value: '[redacted]' } : '[redacted]')) };
}

/** Marks API requests (never /__admin or the reference page) for the journal; `sendReply` records them. */
export function journalMiddleware(journal: Journal, now: () => Date, skip: RegExp): RequestHandler {
  return (req, res, next) => {
    if (journal.capacity > 0 && !req.path.startsWith('/__admin') && !skip.test(req.path)) {
      res.locals.journal = { started: performance.now(), at: now().getTime() };
    }
    next();
  };
}

/** Records one finished exchange (called by `sendReply` once the reply is out). */
export function recordExchange(journal: Journal, req: Request, res: Response, sent: SentReply): void {
  const mark = res.locals.journal as { started: number; at: number } | undefined;
  if (!mark) return;
  const operationId = (res.locals.operation as Operation | undefined)?.iid;
  let requestText: string | undefined = typeof req.body === 'string' ? req.body : req.body === undefined ? undefined : JSON.stringify(req.body);
  if (operationId && SECRET_VALUE_OPERATIONS.has(operationId)) requestText = JSON.stringify(redactVariableValues(bodyOf(requestText), sent.text));
  const queryAt = req.originalUrl.indexOf('?');
  journal.record(
    {
      at: mark.at,
      method: req.method,
      path: req.path,
      queryString: queryAt < 0 ? '' : req.originalUrl.slice(queryAt + 1),
      status: sent.status,
      durationMs: Math.round((performance.now() - mark.started) * 100) / 100,
      ...(operationId ? { operationId } : {}),
      rawRequestHeaders: req.rawHeaders,
      ...(requestText === undefined ? {} : { requestText: cap(requestText) }),
      response: { headers: sent.headers, text: cap(sent.text) },
      ...(res.locals.contractViolations ? { contractViolations: res.locals.contractViolations as unknown[] } : {}),
      ...(res.locals.fault ? { fault: res.locals.fault as string } : {}),
      ...(res.locals.idempotencyReplay ? { idempotencyReplay: true } : {}),
    },
    apiKeyOf(req),
  );
}
