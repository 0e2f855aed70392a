import express, { type RequestHandler, type Router } from 'express';
import type { RealOperation } from '../spec/real-operations.js';
import type { AppDeps } from './context.js';
import { HttpError } from './errors.js';
import { dateByEnvironmentClock } from './middleware/journal.js';
import { authenticate } from './pipeline.js';

/** `/v2/topics/{topicKey}` → `/v2/topics/:topicKey` */
const toExpressPath = (template: string) => template.replace(/\{([^}]+)\}/g, ':$1');

/** Path segments without a parameter: the more, the more specific the template. */
const literalSegments = (template: string) => template.split('/').filter((segment) => segment !== '' && !segment.includes('{')).length;

export const notSimulatedMessage = (operation: RealOperation): string =>
  `The mock does not simulate ${operation.method} ${operation.path} (${operation.sdkMethod} of @novu/api): ` +
  'an operation of the real API that this mock does not implement';

/**
 * Answers every operation of the real API that no served route took: 501 in the API's error shape, naming
 * the operation, so that a caller can tell "the mock does not simulate this" from a wrong path (404).
 * Mounted after the served routes, so an operation that gets served later takes precedence by itself.
 * The key is checked first, as the real service checks it before any operation (401 before 501).
 */
export function notSimulated(operations: readonly RealOperation[], deps: AppDeps, onUnknownKey: (apiKey: string) => void): Router {
  const router = express.Router();
  // Express tries routes in order: `/v2/translations/group/{a}/{b}` before `/v2/translations/{a}/{b}/{c}`.
  const bySpecificity = [...operations].sort((a, b) => literalSegments(b.path) - literalSegments(a.path));
  for (const operation of bySpecificity) {
    const answer: RequestHandler = (req, res, next) => {
      try {
        const environment = authenticate(req, res, deps.registry, onUnknownKey);
        res.locals.environment = environment;
        dateByEnvironmentClock(res, environment.time.clock);
        const { method, path, operationId, sdkMethod } = operation;
        next(new HttpError(501, notSimulatedMessage(operation), {}, { operation: { method, path, operationId, sdkMethod } }));
      } catch (error) {
        next(error);
      }
    };
    const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](toExpressPath(operation.path), answer);
  }
  return router;
}
