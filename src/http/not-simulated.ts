import type { RequestHandler } from 'express';
import type { CalledOperation } from '../contract/real-operations.js';
import type { AppDeps } from './context.js';
import { HttpError } from './errors.js';
import { templateToRegExp } from './middleware/fallback.js';
import { authenticateApiKey } from './auth.js';
import { enterEnvironment } from './request-state.js';

/** Path segments without a parameter: the more, the more specific the template. */
const literalSegments = (template: string) => template.split('/').filter((segment) => segment !== '' && !segment.includes('{')).length;

export const notSimulatedMessage = (operation: CalledOperation): string =>
  `The mock does not simulate ${operation.method} ${operation.path} (${operation.sdkCalls.join(', ')}): ` +
  'an operation of the real API that this mock does not implement';

type Matcher = (method: string, path: string) => CalledOperation | undefined;

/** Matchers by list, built once: the list is the same for every app of the process. */
const matchers = new WeakMap<readonly CalledOperation[], Matcher>();

/**
 * The operation a request names, the most specific template first (`/v2/translations/group/{a}/{b}`
 * before `/v2/translations/{a}/{b}/{c}`); HEAD names the GET operation, as Express routes it.
 */
function matcherOf(operations: readonly CalledOperation[]): Matcher {
  const known = matchers.get(operations);
  if (known) return known;
  const patterns = [...operations]
    .sort((a, b) => literalSegments(b.path) - literalSegments(a.path))
    .map((operation) => ({ operation, pattern: templateToRegExp(operation.path) }));
  const matcher: Matcher = (method, path) => {
    const wanted = method === 'HEAD' ? 'GET' : method;
    return patterns.find(({ operation, pattern }) => operation.method === wanted && pattern.test(path))?.operation;
  };
  matchers.set(operations, matcher);
  return matcher;
}

/**
 * Answers every operation of the real API that no served route took: 501 in the API's error shape, naming
 * the operation, so that a caller can tell "the mock does not simulate this" from a wrong path (404).
 * Mounted after the served routes, so an operation that gets served later takes precedence by itself.
 * The key is checked first, as the real service checks it before any operation (401 before 501).
 */
export function notSimulated(operations: () => readonly CalledOperation[], deps: AppDeps, onUnknownKey: (apiKey: string) => void): RequestHandler {
  // Read and built on the first request that no route took, not at startup.
  let match: Matcher | undefined;
  return (req, res, next) => {
    match ??= matcherOf(operations());
    const operation = match(req.method, req.path);
    if (!operation) return next();
    try {
      enterEnvironment(req, authenticateApiKey(req, res, deps.registry, onUnknownKey));
      const { method, path, operationId, sdkMethod } = operation;
      next(new HttpError(501, notSimulatedMessage(operation), {}, { operation: { method, path, operationId, sdkMethod } }));
    } catch (error) {
      next(error);
    }
  };
}
