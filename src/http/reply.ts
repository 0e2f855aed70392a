import type { Request, Response } from 'express';
import type { AppDeps, Reply } from './context.js';
import { isWrapped, toWire } from './envelope.js';
import { errorBody } from './errors.js';
import { joined, ResponseSerializer } from './serialize.js';
import { recordExchange } from './record-exchange.js';
import { requestClock, stateOf } from './request-state.js';
import { BufferPool } from '../lib/buffer-pool.js';

/** The one serializer of the app's replies (its cache of record texts is bounded). */
const serializer = new ResponseSerializer();

const JSON_TYPE = 'application/json; charset=utf-8';

/** Characters from which a body is encoded into a pooled buffer (see `endWithBytes`). */
const LARGE_TEXT = 8 * 1024;

/** Buffers for large bodies: a response takes one and gives it back once it has gone out (or was cut off). */
const bodyBuffers = new BufferPool();

/**
 * Sends a large body as UTF-8 bytes encoded, piece by piece, into a pooled buffer, and returns them: the
 * pieces are never joined into one string on the heap. UTF-8 needs at most 3 bytes per UTF-16 code unit.
 * Kept for speed alone: without it, pages of notifications lose more than issue 22's 10 % (bench/RESULTS.md,
 * "The last three retired pieces, each alone").
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

/**
 * The reply as the contract lets it go out. In strict mode a violation becomes a 500 carrying the
 * diagnostics; otherwise the reply goes out with `x-contract-violations`. A replay was checked when
 * it was first sent; a request without an operation (404, a refusal before the route) has no contract to check.
 */
function checkedReply(req: Request, reply: Reply, deps: AppDeps): Reply {
  const state = stateOf(req);
  const operation = state.operation;
  if (!operation || state.idempotencyReplay) return reply;
  const headers = reply.body === undefined ? { ...reply.headers } : { ...reply.headers, 'content-type': JSON_TYPE };
  const diagnostics = (state.ownContract ?? deps.contract.validator).validateResponse(operation, { status: reply.status, headers, body: reply.body, immutable: Object.isFrozen });
  if (diagnostics.length === 0) return reply;
  state.contractViolations = diagnostics;
  // In strict mode the violation fails the request: an error, not a warning.
  deps.logger[deps.options.strict ? 'error' : 'warn']({ operationId: operation.iid, status: reply.status, diagnostics }, 'response breaks the contract');
  if (!deps.options.strict) return { ...reply, headers: { ...reply.headers, 'x-contract-violations': String(diagnostics.length) } };
  const ctx = { contractViolations: diagnostics, rejectedStatus: reply.status };
  const message = 'The mock produced a response that breaks the contract';
  return { status: 500, body: errorBody(500, message, req.originalUrl, requestClock(req, deps.clock).now(), { errorId: deps.ids.uuid(), ctx }) };
}

/** The reply in the wire's shape: with the real service's `{data}` envelope unless the mock serves bare shapes. */
function onTheWire(req: Request, reply: Reply, deps: AppDeps): Reply {
  const { operation, idempotencyReplay, ownContract } = stateOf(req);
  // A replay went out through the envelope when it was first sent.
  if (!deps.options.envelope || !operation || idempotencyReplay || ownContract || !isWrapped(operation, reply.status, reply.body)) return reply;
  return { ...reply, body: toWire(reply.body) };
}

/**
 * Sends a reply: put in the wire's shape, checked against the contract, stored for idempotent replays when the request holds a
 * key, then written and recorded in the journal. Every answer of the API goes out here.
 */
export function sendReply(req: Request, res: Response, reply: Reply, deps: AppDeps): void {
  const final = checkedReply(req, onTheWire(req, reply, deps), deps);
  const idempotency = stateOf(req).idempotency;
  if (idempotency) deps.control.completeIdempotent(idempotency.environmentId, idempotency.key, { status: final.status, headers: final.headers ?? {}, body: final.body });
  const pieces = final.body === undefined ? undefined : serializer.pieces(final.body);
  const headers = pieces === undefined ? { ...final.headers } : { ...final.headers, 'content-type': JSON_TYPE };
  res.status(final.status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  let body: string | Buffer | undefined;
  if (pieces === undefined) res.end();
  else {
    const chars = charsOf(pieces);
    if (chars >= LARGE_TEXT) body = endWithBytes(res, pieces, chars);
    else {
      body = joined(pieces);
      // Set here, not left to Node: a HEAD answer carries the length of its GET's body, too.
      res.setHeader('content-length', Buffer.byteLength(body));
      res.end(body);
    }
  }
  recordExchange(deps.control.journal, req, { status: final.status, headers, ...(body === undefined ? {} : { body }) });
}
