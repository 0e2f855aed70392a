import type { Request, Response } from 'express';
import type { Operation } from '../spec/validator.js';
import type { AppDeps, Reply } from './context.js';
import { errorBody } from './errors.js';
import { recordExchange } from './middleware/journal.js';
import { ResponseSerializer } from './serialize.js';
import { isDeepFrozen } from '../domain/frozen.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Characters from which a body goes out as a chunk of its own (see `endWithLargeText`). */
const LARGE_TEXT = 8 * 1024;

/**
 * Sends the headers and then `text` as two chunks that leave in one system call. `res.end(text)` would have
 * Node prepend the header text to the body (`header + body`): a V8 cons string, which the socket write then
 * flattens into a copy of the whole body on the heap. For a search page of 100 subscribers that copy was
 * 105 KiB of the 273 KiB allocated per request. A Buffer body would avoid it too, but its memory stays
 * outside the heap until the next collection (RSS with 100,000 subscribers went over 250 MB that way).
 */
function endWithLargeText(res: Response, text: string): void {
  res.setHeader('content-length', Buffer.byteLength(text));
  // flushHeaders writes at once: corked, the headers wait for `end`, which uncorks the socket.
  res.socket?.cork();
  res.flushHeaders();
  res.end(text);
}

/** Shared by every app: what it keeps is keyed by immutable records, whose text is the same anywhere. */
const serializer = new ResponseSerializer();

/** A reply as it went out (what the journal keeps of it). */
export interface SentReply {
  status: number;
  headers: Record<string, string>;
  text?: string;
}

/**
 * Sends a reply after checking it against the operation's responses. In strict mode a violation
 * becomes a 500 carrying the diagnostics; otherwise the reply goes out with `x-contract-violations`.
 * The final reply is remembered for idempotent replays and the journal.
 */
export function sendReply(req: Request, res: Response, reply: Reply, operation: Operation | undefined, deps: AppDeps): void {
  let final = reply;
  if (operation && !res.locals.skipContractCheck) {
    const headers = reply.body === undefined ? { ...reply.headers } : { ...reply.headers, 'content-type': JSON_TYPE };
    const diagnostics = deps.contract.validator.validateResponse(operation, { status: reply.status, headers, body: reply.body, immutable: isDeepFrozen });
    if (diagnostics.length > 0) {
      res.locals.contractViolations = diagnostics;
      // In strict mode the violation fails the request: an error, not a warning.
      deps.logger[deps.options.strict ? 'error' : 'warn']({ operationId: operation.iid, status: reply.status, diagnostics }, 'response breaks the contract');
      if (deps.options.strict) {
        const ctx = { contractViolations: diagnostics, rejectedStatus: reply.status };
        const message = 'The mock produced a response that breaks the contract';
        final = { status: 500, body: errorBody(500, message, req.originalUrl, deps.clock.now(), { errorId: deps.ids.uuid(), ctx }) };
      } else {
        final = { ...reply, headers: { ...reply.headers, 'x-contract-violations': String(diagnostics.length) } };
      }
    }
  }
  const text = final.body === undefined ? undefined : serializer.serialize(final.body);
  const headers = text === undefined ? { ...final.headers } : { ...final.headers, 'content-type': JSON_TYPE };
  const idempotency = res.locals.idempotency as { environmentId: string; key: string } | undefined;
  if (idempotency) deps.control.deps.idempotency.complete(idempotency.environmentId, idempotency.key, { status: final.status, headers: final.headers ?? {}, body: final.body });
  res.status(final.status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (text !== undefined && text.length >= LARGE_TEXT) endWithLargeText(res, text);
  else res.end(text);
  recordExchange(deps.control.journal, req, res, { status: final.status, headers, ...(text === undefined ? {} : { text }) });
}
