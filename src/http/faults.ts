import type { Request, Response } from 'express';
import type { FaultRule } from '../control/faults.js';
import { apiKeyOf } from './auth.js';
import type { AppDeps, Reply } from './context.js';
import { InvalidInputError } from '../domain/shared/index.js';
import { errorBody, type ErrorParts, INTERNAL_ERROR_MESSAGE, STATUS_TEXT, statusContext } from './errors.js';
import { requestClock, stateOf } from './request-state.js';

const DEFAULT_MESSAGES: Record<number, string> = {
  429: 'API rate limit exceeded',
  500: INTERNAL_ERROR_MESSAGE,
  503: 'Service temporarily unavailable',
};

/**
 * The parts of a forced status's body, as the real service answers that status: a 500 carries an
 * `errorId` and no context, a 422 the validation pipe's `errors.general`, a 429 the rate limiter's
 * empty context; any other status the context of an exception thrown with a message.
 */
export function faultParts(status: number, message: string, newErrorId: () => string): ErrorParts {
  if (status === 500) return { errorId: newErrorId() };
  if (status === 422) return { ctx: {}, errors: InvalidInputError.general([message]).fields };
  if (status === 429) return { ctx: {} };
  return { ctx: statusContext(status) };
}

/** The reply a rule forces: its status, the headers a client retries by, a body in the API's error shape. */
function forcedReply(rule: FaultRule & { status: number }, req: Request, deps: AppDeps): Reply {
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
  const parts = faultParts(rule.status, message, () => deps.ids.uuid());
  return { status: rule.status, headers, body: errorBody(rule.status, message, req.originalUrl, requestClock(req, deps.clock).now(), parts) };
}

/** What the fault rules make of a request: a reply to send instead of running it, nothing (go on), or a client gone meanwhile. */
export type FaultOutcome = Reply | undefined | 'client-gone';

/**
 * Applies the first matching fault rule: returns the reply it forces, if any, after the rule's delay.
 * Without a delay the outcome is immediate, so a request no rule slows down is answered in one go.
 */
export function applyFaults(req: Request, res: Response, deps: AppDeps): FaultOutcome | Promise<FaultOutcome> {
  const decision = deps.control.faults.decide(req.method, req.path, apiKeyOf(req));
  if (!decision) return undefined;
  const { rule, delayMs } = decision;
  stateOf(req).fault = rule.id;
  const outcome = (): FaultOutcome => {
    if (res.destroyed) return 'client-gone';
    const status = rule.status;
    return status === undefined ? undefined : forcedReply({ ...rule, status }, req, deps);
  };
  return delayMs > 0 ? new Promise((resolve) => setTimeout(() => resolve(outcome()), delayMs)) : outcome();
}
