import type { Request, Response } from 'express';
import type { ContractDiagnostic } from '../contract/validator.js';
import type { AppDeps, Reply } from './context.js';
import { inDocumentNames } from './document-names.js';
import { isWrapped, toWire } from './envelope.js';
import { errorBody } from './errors.js';
import { recordExchange } from './record-exchange.js';
import { requestClock, stateOf } from './request-state.js';
import { nextTurn } from '../lib/time-slices.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A reply whose handler gave it a media type other than JSON (a page): its body is sent as the text it is. */
const isText = (reply: Reply): boolean => typeof reply.body === 'string' && !(reply.headers?.['content-type'] ?? JSON_TYPE).startsWith('application/json');

/**
 * The reply as the contract lets it go out. In strict mode a violation becomes a 500 carrying the
 * diagnostics; otherwise the reply goes out with `x-contract-violations`. A replay was checked when
 * it was first sent; a request without an operation (404, a refusal before the route) has no contract to check.
 */
function checkedReply(req: Request, reply: Reply, deps: AppDeps): Reply {
  const state = stateOf(req);
  const operation = state.operation;
  if (!operation || state.idempotencyReplay) return reply;
  const headers = reply.body === undefined || isText(reply) ? { ...reply.headers } : { ...reply.headers, 'content-type': JSON_TYPE };
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

/**
 * The reply in the mock's spelling of the service's own provider names: the real one, or the API document's
 * with its bare shapes (`--no-envelope`). The Inbox's and the widget's answers keep the real one, as they keep
 * their envelope; a replay was spelled when it was first sent.
 */
function inModeNames(req: Request, reply: Reply, deps: AppDeps): Reply {
  const { operation, idempotencyReplay } = stateOf(req);
  if (deps.options.envelope || !operation || idempotencyReplay || !isWrapped(operation, reply.status, reply.body)) return reply;
  const body = inDocumentNames(operation, reply.status, reply.body);
  return body === reply.body ? reply : { ...reply, body };
}

/** The reply in the wire's shape: with the real service's `{data}` envelope unless the mock serves bare shapes. */
function onTheWire(req: Request, reply: Reply, deps: AppDeps): Reply {
  const { operation, idempotencyReplay, ownContract } = stateOf(req);
  // A replay went out through the envelope when it was first sent.
  if (!deps.options.envelope || !operation || idempotencyReplay || ownContract || isText(reply) || !isWrapped(operation, reply.status, reply.body)) return reply;
  return { ...reply, body: toWire(reply.body) };
}

/**
 * Sends a reply: put in the wire's shape, checked against the contract, stored for idempotent replays when the request holds a
 * key, then written and recorded in the journal. Every answer of the API goes out here. A reply `inSlices`
 * is checked and written a slice at a time (the returned promise settles once it is out).
 */
export function sendReply(req: Request, res: Response, reply: Reply, deps: AppDeps): void | Promise<void> {
  if (reply.inSlices && Array.isArray(reply.body) && reply.body.length > ITEMS_PER_SLICE) return sendInSlices(req, res, reply as Reply & { body: unknown[] }, deps);
  sendWhole(req, res, checkedReply(req, onTheWire(req, inModeNames(req, reply, deps), deps), deps), deps);
}

/** A checked reply, written at once. */
function sendWhole(req: Request, res: Response, final: Reply, deps: AppDeps): void {
  const body = final.body === undefined ? undefined : isText(final) ? (final.body as string) : JSON.stringify(final.body);
  const headers = writeHead(req, res, final, deps, body === undefined ? undefined : Buffer.byteLength(body));
  res.end(body);
  recordExchange(deps.control.journal, req, { status: final.status, headers, ...(body === undefined ? {} : { body }) });
}

/** Stores a checked reply for idempotent replays and writes its status and headers (`bytes`: its JSON body's length); returns the headers. */
function writeHead(req: Request, res: Response, final: Reply, deps: AppDeps, bytes: number | undefined): Record<string, string> {
  const idempotency = stateOf(req).idempotency;
  if (idempotency) deps.control.completeIdempotent(idempotency.environmentId, idempotency.key, { status: final.status, headers: final.headers ?? {}, body: final.body });
  const headers = bytes === undefined || isText(final) ? { ...final.headers } : { ...final.headers, 'content-type': JSON_TYPE };
  res.status(final.status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  // Set here, not left to Node: a HEAD answer carries the length of its GET's body, too.
  if (bytes !== undefined) res.setHeader('content-length', bytes);
  return headers;
}

/** Items of a reply `inSlices` checked and turned into JSON per slice. */
const ITEMS_PER_SLICE = 250;

/**
 * A long array reply, checked, turned into JSON and written a slice of items at a time, other requests
 * being served between slices. The contract's check of `{data: items}` is the check of each `{data: slice}`
 * when the array has no rule on its length or on the uniqueness of its items, which `Reply.inSlices` promises.
 */
async function sendInSlices(req: Request, res: Response, reply: Reply & { body: unknown[] }, deps: AppDeps): Promise<void> {
  const items = reply.body;
  const violations: ContractDiagnostic[] = [];
  const parts: string[] = [];
  let bytes = 0;
  for (let at = 0; at < items.length; at += ITEMS_PER_SLICE) {
    const slice = inModeNames(req, { ...reply, body: items.slice(at, at + ITEMS_PER_SLICE) }, deps);
    stateOf(req).contractViolations = undefined;
    const checked = checkedReply(req, onTheWire(req, slice, deps), deps);
    // Under --strict a violation is the reply: a 500 with the diagnostics.
    if (checked.status !== reply.status) return sendWhole(req, res, checked, deps);
    violations.push(...(stateOf(req).contractViolations ?? []));
    const part = JSON.stringify(slice.body).slice(1, -1);
    parts.push(part);
    bytes += Buffer.byteLength(part);
    await nextTurn();
  }
  if (violations.length > 0) stateOf(req).contractViolations = violations;
  const whole = onTheWire(req, reply, deps);
  // The wire's shape around the items: `{"data":[…]}` with the envelope, `[…]` without.
  const [open, close] = Array.isArray(whole.body) ? ['[', ']'] : ['{"data":[', ']}'];
  const text = parts.map((part, i) => (i === 0 ? open : ',') + part);
  text.push(close);
  const headers = writeHead(req, res, { ...whole, headers: violations.length > 0 ? { ...reply.headers, 'x-contract-violations': String(violations.length) } : reply.headers }, deps, bytes + open.length + close.length + parts.length - 1);
  for (const piece of text) {
    if (res.destroyed) break;
    res.write(piece);
    await nextTurn();
  }
  res.end();
  recordExchange(deps.control.journal, req, { status: whole.status, headers, body: text });
}
