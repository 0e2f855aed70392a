import type { Request, Response } from 'express';
import { fingerprintOf, MAX_KEY_LENGTH } from '../control/idempotency.js';
import type { MockControl } from '../control/mock-control.js';
import type { Environment } from '../domain/environments/index.js';
import type { Reply } from './context.js';
import { HttpError } from './errors.js';
import { stateOf } from './request-state.js';
import { judgedBody } from './validate-request.js';

const IDEMPOTENT_METHODS = new Set(['POST', 'PATCH']);
const DOCS_LINK = 'https://docs.novu.co/additional-resources/idempotency';

/**
 * POST/PATCH with `idempotency-key`, as the real service: a stored response to replay; a reused key with
 * another body → 422, while the first request still runs → 409 (thrown). On a first use, the request
 * holds the key until its reply is stored (or the client is gone) and undefined is returned.
 */
export function openIdempotency(req: Request, res: Response, environment: Environment, control: MockControl): Reply | undefined {
  const raw = req.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !IDEMPOTENT_METHODS.has(req.method)) return undefined;
  if (key.length > MAX_KEY_LENGTH) {
    throw new HttpError(400, `idempotencyKey "${key}" has exceeded the maximum allowed length of ${MAX_KEY_LENGTH} characters`);
  }
  const verdict = control.beginIdempotent(environment.id, key, fingerprintOf(req.method, req.path, judgedBody(req)));
  const link = { Link: DOCS_LINK, 'Idempotency-Key': key };
  if (verdict.kind === 'other-body') {
    const message = `Request with key "${key}" is being reused for a different body`;
    throw new HttpError(422, message, link, {}, { 'header.idempotency-key': { messages: [message], value: key } });
  }
  if (verdict.kind === 'in-flight') {
    throw new HttpError(409, `Request with key "${key}" is currently being processed. Please retry after 1 second`, { ...link, 'Retry-After': '1' });
  }
  const state = stateOf(req);
  if (verdict.kind === 'replay') {
    const { status, headers, body } = verdict.response;
    state.idempotencyReplay = true;
    return { status, body, headers: { ...headers, 'Idempotency-Key': key, 'Idempotency-Replay': 'true' } };
  }
  state.idempotency = { environmentId: environment.id, key };
  res.setHeader('Idempotency-Key', key);
  res.on('close', () => control.releaseIdempotent(environment.id, key));
  return undefined;
}

/** Lets go of the key without storing a reply: an injected fault is not the service's answer, a retry must run for real. */
export function dropIdempotency(req: Request, control: MockControl): void {
  const state = stateOf(req);
  if (state.idempotency) control.releaseIdempotent(state.idempotency.environmentId, state.idempotency.key);
  state.idempotency = undefined;
}
