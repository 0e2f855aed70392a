import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { InvalidInputError } from '../domain/errors.js';
import type { Environment } from '../domain/environment.js';
import type { TenantRegistry } from '../domain/registry.js';
import type { Operation, RequestMessage } from '../spec/validator.js';
import type { AppDeps, OperationHandler } from './context.js';
import { diagnosticsToFields, HttpError } from './errors.js';
import { sendReply } from './reply.js';

/** Resolves the caller's environment from `Authorization: ApiKey <key>` (the real service's 401 messages). */
export function authenticate(req: Request, registry: TenantRegistry): Environment {
  const header = req.headers.authorization;
  if (!header) throw new HttpError(401, 'Missing authorization header');
  const [scheme = '', ...rest] = header.trim().split(/\s+/);
  if (scheme !== 'ApiKey') throw new HttpError(401, `Invalid authentication scheme: "${scheme}"`);
  const environment = registry.resolve(rest.join(' '));
  if (!environment) throw new HttpError(401, 'API Key not found');
  return environment;
}

/** Express 5 parses `a[]=x` into the key `a[]`; the API accepts it as `a` (like repeated keys). */
export function normalizeQuery(query: Record<string, unknown>): Record<string, string | string[]> {
  const lists = new Map<string, string[]>();
  for (const [rawKey, value] of Object.entries(query)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const list = lists.get(key) ?? [];
    for (const v of Array.isArray(value) ? value : [value]) list.push(String(v));
    lists.set(key, list);
  }
  const out: Record<string, string | string[]> = {};
  for (const [key, list] of lists) out[key] = list.length === 1 ? (list[0] as string) : list;
  return out;
}

function rejection(diagnostics: ReturnType<AppDeps['contract']['validator']['diagnoseRequest']>, message: RequestMessage): Error {
  const mediaType = diagnostics.find((d) => d.location === 'media-type');
  if (mediaType) return new HttpError(415, mediaType.message);
  return new InvalidInputError(
    diagnosticsToFields(diagnostics, { body: message.body, query: message.query, path: message.pathParams, header: message.headers }),
  );
}

/**
 * The middleware chain of one operation: remember the operation (so errors are checked against its
 * responses), parse JSON, authenticate, validate the request, run the handler, send a validated reply.
 */
export function operationChain(operation: Operation, handler: OperationHandler, deps: AppDeps): RequestHandler[] {
  const { validator } = deps.contract;
  const bind: RequestHandler = (_req, res, next) => {
    res.locals.operation = operation;
    next();
  };
  const execute = (req: Request, res: Response, next: NextFunction) => {
    try {
      const environment = authenticate(req, deps.registry);
      res.locals.environment = environment;
      const message: RequestMessage = {
        path: req.path,
        pathParams: req.params as Record<string, string>,
        query: normalizeQuery(req.query as Record<string, unknown>),
        headers: req.headers,
        body: req.body,
      };
      const verdict = validator.validateRequest(operation, message);
      if (!verdict.ok) throw rejection(verdict.diagnostics, message);
      const reply = handler({ environment, params: verdict.pathParams, query: verdict.query, body: req.body });
      sendReply(req, res, reply, operation, deps);
    } catch (error) {
      next(error);
    }
  };
  // A non-JSON body is read as text so that the judge sees it and answers 415, as the Prism CLI does.
  const readOtherBodies = express.text({ limit: deps.options.bodyLimit, type: () => true });
  return [bind, express.json({ limit: deps.options.bodyLimit }), readOtherBodies, execute];
}
