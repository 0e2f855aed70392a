import type { Request, Response } from 'express';
import type { Operation } from '../spec/validator.js';
import type { AppDeps, Reply } from './context.js';
import { errorBody } from './errors.js';
import { requestClock } from './request-clock.js';
import { recordExchange } from './middleware/journal.js';
import { joined, ResponseSerializer } from './serialize.js';
import { BufferPool } from '../lib/buffer-pool.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Characters from which a body is encoded into a pooled buffer (see `endWithBytes`). */
const LARGE_TEXT = 8 * 1024;

/** Buffers for large bodies: a response takes one and gives it back once it has gone out (or was cut off). */
const bodyBuffers = new BufferPool();

/**
 * Sends a large body as UTF-8 bytes encoded, piece by piece, into a pooled buffer, and returns them. Joining
 * the pieces into one string would copy the whole text onto the heap for every response (a search page of 100
 * subscribers: 105 KiB of the ~170 KiB it allocated, and a young-generation collection of 1.3–2 ms every ~90
 * pages); `res.end(text)` would then have Node prepend the header text to it, a cons string that the socket
 * write flattens into one more copy. The pieces are mostly the records' remembered texts, so the body costs
 * the heap nothing. UTF-8 needs at most 3 bytes per UTF-16 code unit, hence the buffer's size.
 */
function endWithBytes(res: Response, pieces: readonly string[], chars: number): Buffer {
  const buffer = bodyBuffers.take(3 * chars);
  let bytes = 0;
  for (const piece of pieces) bytes += buffer.write(piece, bytes);
  // 'close' comes once the response has gone out, or its connection is gone: no write reads the buffer then.
  res.once('close', () => bodyBuffers.give(buffer));
  res.setHeader('content-length', bytes);
  const body = buffer.subarray(0, bytes);
  res.end(body);
  return body;
}

function charsOf(pieces: readonly string[]): number {
  let chars = 0;
  for (const piece of pieces) chars += piece.length;
  return chars;
}

/** Shared by every app: what it keeps is keyed by immutable records, whose text is the same anywhere. */
const serializer = new ResponseSerializer();

/** A reply as it went out (what the journal keeps of it). */
export interface SentReply {
  status: number;
  headers: Record<string, string>;
  /** The body as sent: its text, or its UTF-8 bytes (valid only until the call that records it returns). */
  body?: string | Buffer;
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
    const diagnostics = deps.contract.validator.validateResponse(operation, { status: reply.status, headers, body: reply.body });
    if (diagnostics.length > 0) {
      res.locals.contractViolations = diagnostics;
      // In strict mode the violation fails the request: an error, not a warning.
      deps.logger[deps.options.strict ? 'error' : 'warn']({ operationId: operation.iid, status: reply.status, diagnostics }, 'response breaks the contract');
      if (deps.options.strict) {
        const ctx = { contractViolations: diagnostics, rejectedStatus: reply.status };
        const message = 'The mock produced a response that breaks the contract';
        final = { status: 500, body: errorBody(500, message, req.originalUrl, requestClock(res, deps).now(), { errorId: deps.ids.uuid(), ctx }) };
      } else {
        final = { ...reply, headers: { ...reply.headers, 'x-contract-violations': String(diagnostics.length) } };
      }
    }
  }
  const pieces = final.body === undefined ? undefined : serializer.pieces(final.body);
  const headers = pieces === undefined ? { ...final.headers } : { ...final.headers, 'content-type': JSON_TYPE };
  const idempotency = res.locals.idempotency as { environmentId: string; key: string } | undefined;
  if (idempotency) deps.control.deps.idempotency.complete(idempotency.environmentId, idempotency.key, { status: final.status, headers: final.headers ?? {}, body: final.body });
  res.status(final.status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  let body: string | Buffer | undefined;
  if (pieces !== undefined) {
    const chars = charsOf(pieces);
    if (chars >= LARGE_TEXT) body = endWithBytes(res, pieces, chars);
    else res.end((body = joined(pieces)));
  } else res.end();
  recordExchange(deps.control.journal, req, res, { status: final.status, headers, ...(body === undefined ? {} : { body }) });
}
