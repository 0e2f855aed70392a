import type { Request, Response } from 'express';
import type { AppDeps, Reply } from './context.js';
import { isWrapped, toWire } from './envelope.js';
import { errorBody } from './errors.js';
import { recordExchange } from './record-exchange.js';
import { requestClock, stateOf } from './request-state.js';

const JSON_TYPE = 'application/json; charset=utf-8';

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
  const diagnostics = (state.ownContract ?? deps.contract.validator).validateResponse(operation, { status: reply.status, headers, body: reply.body });
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
  const body = final.body === undefined ? undefined : JSON.stringify(final.body);
  const headers = body === undefined ? { ...final.headers } : { ...final.headers, 'content-type': JSON_TYPE };
  res.status(final.status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  // Set here, not left to Node: a HEAD answer carries the length of its GET's body, too.
  if (body !== undefined) res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
  recordExchange(deps.control.journal, req, { status: final.status, headers, ...(body === undefined ? {} : { body }) });
}
