import type { RequestHandler } from 'express';
import type { Journal } from '../../control/journal.js';
import type { Operation } from '../../spec/validator.js';
import type { SentReply } from '../reply.js';
import { apiKeyOf } from '../pipeline.js';
import { DOCS_PATHS } from '../routes/docs.js';
import { bodyOf } from '../../control/journal.js';

/** Bodies over this size are kept truncated: the journal's memory stays bounded. */
const MAX_BODY_CHARS = 64 * 1024;
const SECRET_VALUE_OPERATIONS = new Set(['createEnvironmentVariable', 'updateEnvironmentVariable']);
const REDACTED = '[redacted]';

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
  if (!Array.isArray(values)) return body;
  return { ...body, values: values.map((v) => (typeof v === 'object' && v !== null ? { ...v, value: REDACTED } : REDACTED)) };
}

function requestHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    out[name] = name === 'authorization' ? `${text.split(/\s+/)[0] ?? ''} ${REDACTED}` : name === 'cookie' ? REDACTED : text;
  }
  return out;
}

/** Records every API exchange (never /__admin) once its response is finished. */
export function journalMiddleware(journal: Journal, now: () => Date): RequestHandler {
  return (req, res, next) => {
    if (journal.capacity === 0 || req.path.startsWith('/__admin') || DOCS_PATHS.test(req.path)) {
      next();
      return;
    }
    const started = performance.now();
    const at = now().toISOString();
    res.on('finish', () => {
      const sent = res.locals.sent as SentReply | undefined;
      const operation = res.locals.operation as Operation | undefined;
      const operationId = operation?.iid;
      let requestText: string | undefined = typeof req.body === 'string' ? req.body : req.body === undefined ? undefined : JSON.stringify(req.body);
      if (operationId && SECRET_VALUE_OPERATIONS.has(operationId)) {
        requestText = JSON.stringify(redactVariableValues(bodyOf(requestText), sent?.text));
      }
      journal.record(
        {
          at,
          method: req.method,
          path: req.path,
          query: req.query as Record<string, string | string[]>,
          status: res.statusCode,
          durationMs: Math.round((performance.now() - started) * 100) / 100,
          ...(operationId ? { operationId } : {}),
          request: { headers: requestHeaders(req.headers), text: cap(requestText) },
          response: { headers: sent?.headers ?? {}, text: cap(sent?.text) },
          ...(res.locals.contractViolations ? { contractViolations: res.locals.contractViolations as unknown[] } : {}),
          ...(res.locals.fault ? { fault: res.locals.fault as string } : {}),
          ...(res.locals.idempotencyReplay ? { idempotencyReplay: true } : {}),
        },
        apiKeyOf(req),
      );
    });
    next();
  };
}
