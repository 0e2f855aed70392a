import type { NextFunction, Request, Response } from 'express';
import type { AppDeps } from '../context.js';
import { errorBody, INTERNAL_ERROR_MESSAGE, STATUS_TEXT } from '../errors.js';
import { sendReply } from '../reply.js';
import { requestClock } from '../request-clock.js';
import { apiKeyOf } from '../pipeline.js';

const DEFAULT_MESSAGES: Record<number, string> = {
  429: 'API rate limit exceeded',
  500: INTERNAL_ERROR_MESSAGE,
  503: 'Service temporarily unavailable',
};

/**
 * The fields a forced status needs beyond the common error shape, so that the contract accepts it: a
 * 500 carries an `errorId`, a 422 the `errors` map the validation shape requires (keyed `fault`).
 */
export function faultExtras(status: number, message: string, newErrorId: () => string): Record<string, unknown> {
  if (status === 500) return { errorId: newErrorId() };
  if (status === 422) return { errors: { fault: { messages: [message] } } };
  return {};
}

/** Applies the first matching fault rule: wait, then either answer with the forced status or go on. */
export function applyFault(req: Request, res: Response, next: NextFunction, deps: AppDeps): void {
  const decision = deps.control.faults.decide(req.method, req.path, apiKeyOf(req));
  if (!decision) {
    next();
    return;
  }
  const { rule, delayMs } = decision;
  res.locals.fault = rule.id;
  const act = () => {
    if (res.destroyed) return;
    if (rule.status === undefined) {
      next();
      return;
    }
    const headers: Record<string, string> = {};
    if (rule.status === 429 || rule.status === 503) headers['Retry-After'] = String(rule.retryAfter ?? 1);
    if (rule.status === 429) {
      Object.assign(headers, {
        'RateLimit-Limit': '100',
        'RateLimit-Remaining': '0',
        'RateLimit-Reset': String(rule.retryAfter ?? 1),
        'RateLimit-Policy': `100;w=1;burst=110;comment="token bucket";category="configuration";cost="1";serviceLevel="free"`,
      });
    }
    const message = rule.message ?? DEFAULT_MESSAGES[rule.status] ?? STATUS_TEXT[rule.status] ?? 'Error';
    const extra = faultExtras(rule.status, message, () => deps.ids.uuid());
    const idempotency = res.locals.idempotency as { environmentId: string; key: string } | undefined;
    // An injected fault is not the service's answer: a retry with the same key must run for real.
    if (idempotency) deps.control.deps.idempotency.release(idempotency.environmentId, idempotency.key);
    res.locals.idempotency = undefined;
    const reply = { status: rule.status, headers, body: errorBody(rule.status, message, req.originalUrl, requestClock(res, deps).now(), extra) };
    sendReply(req, res, reply, res.locals.operation, deps);
  };
  if (delayMs > 0) setTimeout(act, delayMs);
  else act();
}
