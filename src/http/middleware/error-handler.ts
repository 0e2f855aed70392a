import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler } from 'express';
import type { AppDeps } from '../context.js';
import { INTERNAL_ERROR_MESSAGE, toErrorReply } from '../errors.js';
import { sendReply } from '../reply.js';
import { requestClock } from '../request-state.js';

/**
 * The only place where a thrown error becomes a response, for the API and `/__admin` alike. An error
 * after the response has started (a snapshot stream) can only cut the connection.
 */
export function errorHandler(deps: AppDeps): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const reply = toErrorReply(error, req.originalUrl, requestClock(req, deps.clock).now(), () => deps.ids.uuid());
    if (reply.errorId) deps.logger.error({ err: error, errorId: reply.errorId, path: req.originalUrl }, 'unexpected error');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendReply(req, res, reply, deps);
  };
}

/**
 * Behind every other handler: an error that escaped them (one thrown while answering an error) still
 * gets a 500 in the error shape, never Express's HTML page with a stack trace. Built from nothing that
 * could fail again: the system time, a random id, plain JSON.
 */
export function lastResortErrorHandler(deps: Pick<AppDeps, 'logger'>): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const errorId = randomUUID();
    deps.logger.error({ err: error, errorId, path: req.originalUrl }, 'unexpected error while answering an error');
    const body = { statusCode: 500, timestamp: new Date().toISOString(), path: req.originalUrl, message: INTERNAL_ERROR_MESSAGE, errorId };
    res.statusCode = 500;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  };
}
