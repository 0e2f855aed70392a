import type { ErrorRequestHandler } from 'express';
import type { AppDeps } from '../context.js';
import { toErrorReply } from '../errors.js';
import { sendReply } from '../reply.js';
import { requestClock } from '../request-clock.js';

/** The only place where a thrown error becomes a response. */
export function errorHandler(deps: AppDeps): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const reply = toErrorReply(error, req.originalUrl, requestClock(res, deps).now(), () => deps.ids.uuid(), deps.options.bodyLimit);
    if (reply.errorId) deps.logger.error({ err: error, errorId: reply.errorId, path: req.originalUrl }, 'unexpected error');
    sendReply(req, res, reply, res.locals.operation, deps);
  };
}
