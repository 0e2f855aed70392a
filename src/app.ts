import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import cors from 'cors';
import express, { type Express } from 'express';
import type { AppDeps } from './http/context.js';
import { hostPolicy } from './http/host-policy.js';
import { hostGuard, sameOriginOnly } from './http/middleware/browser-guards.js';
import { adminTokenCheck } from './http/admin-steps.js';
import { errorHandler, lastResortErrorHandler } from './http/middleware/error-handler.js';
import { notFoundOrMethodNotAllowed } from './http/middleware/fallback.js';
import { notSimulated } from './http/not-simulated.js';
import { adminChain, operationChain } from './http/pipeline.js';
import { journalMark } from './http/record-exchange.js';
import { bodyBoundsOf } from './http/routes/admin/bodies.js';
import { adminHandlers } from './http/routes/admin/handlers.js';
import { DOCS_PATHS, docsRouter } from './http/routes/docs.js';
import { staticSegmentsFirst } from './http/route-order.js';
import { operationHandlers } from './http/routes/index.js';
import { uiAssetsRouter } from './http/ui-assets.js';
import { unknownKeyReporter } from './http/unknown-keys.js';
import { calledOperations } from './contract/real-operations.js';
import type { Operation } from './contract/validator.js';

/** Response headers a browser frontend may read. */
const EXPOSED_HEADERS = ['Idempotency-Key', 'Idempotency-Replay', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy', 'Link', 'Allow', 'x-contract-violations'];

export type { AppDeps, AppOptions } from './http/context.js';

/** `/v2/subscribers/{subscriberId}` → `/v2/subscribers/:subscriberId` */
const toExpressPath = (template: string) => template.replace(/\{([^}]+)\}/g, ':$1');

const idOf = (operation: Operation): string => operation.iid ?? operation.id;
const routeMethod = (operation: Operation) => operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Paths of the control plane. */
const ADMIN_PATH = /^\/__admin(?:\/|$)/;

/** Operations of the contract that have no handler yet (the contract test keeps this list honest). */
export function unroutedOperationIds(deps: Pick<AppDeps, 'contract'>): string[] {
  return deps.contract.validator.operations.map(idOf).filter((id) => !operationHandlers[id]);
}

/**
 * The app as the package's users get it: a Node request listener (for supertest or `http.createServer`)
 * that can also listen by itself. It is an Express app, but Express's types are not among the package's
 * dependencies, so its published type names only this.
 */
export interface MockApp {
  (req: IncomingMessage, res: ServerResponse): void;
  listen(port: number, host: string, callback?: () => void): Server;
  listen(port: number, callback?: () => void): Server;
}

/** Builds the app around the given state; never listens (see `startMockServer`). */
export function createApp(deps: AppDeps): MockApp {
  return createExpressApp(deps);
}

/**
 * @internal The same app typed as Express, for the package's own server (which builds its request and
 * response objects on the app's prototypes). Left out of the published types (`stripInternal`).
 */
export function createExpressApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(hostGuard(hostPolicy(deps.options.host, deps.options.allowedHosts)));
  // The control plane comes before CORS and the journal: it never answers another origin (same-origin pages
  // and clients without a browser need no CORS) and is never journaled. Its errors, like the API's, go to
  // the one error handler at the end. The dashboard's page and assets hold no data: they load without the
  // admin token (the page asks for it). Its operations are registered from its own contract, admin.yaml.
  app.use('/__admin/ui', uiAssetsRouter());
  const { admin } = deps.contract;
  const openAdminPaths = new Set(admin.operations.filter((op) => op.security?.length === 0).map((op) => op.path));
  app.use('/__admin', sameOriginOnly, adminTokenCheck(deps.options.adminToken, openAdminPaths));
  const adminHandler = adminHandlers(deps, Date.now());
  for (const operation of admin.operations) {
    const handler = adminHandler[idOf(operation)];
    if (handler) app[routeMethod(operation)](toExpressPath(operation.path), ...adminChain(operation, handler, deps, bodyBoundsOf(idOf(operation), deps.options.bodyLimit)));
  }
  const adminFallback = notFoundOrMethodNotAllowed(admin.operations);
  app.use((req, res, next) => (ADMIN_PATH.test(req.path) ? adminFallback(req, res, next) : next()));
  // The API: any origin is echoed (with credentials) unless --cors-origin lists the allowed ones; request
  // headers asked for in a preflight (Authorization, Content-Type, idempotency-key, ...) are allowed.
  const origins = deps.options.corsOrigins;
  const corsHandler = cors({ origin: origins.length > 0 ? origins : true, credentials: true, exposedHeaders: EXPOSED_HEADERS, maxAge: 600 });
  // Only browsers send Origin; other clients need no CORS headers (and the hot path skips the work).
  app.use((req, res, next) => (req.headers.origin === undefined ? next() : corsHandler(req, res, next)));
  app.use(journalMark(deps.control.journal, () => deps.clock.nowMs(), DOCS_PATHS));
  const docs = docsRouter(deps);
  app.use((req, res, next) => (DOCS_PATHS.test(req.path) ? docs(req, res, next) : next()));
  const reportUnknownKey = unknownKeyReporter(deps.logger, deps.registry.fixtureKeys().map((k) => k.apiKey));
  for (const operation of staticSegmentsFirst(deps.contract.validator.operations)) {
    const handler = operationHandlers[idOf(operation)];
    if (handler) app[routeMethod(operation)](toExpressPath(operation.path), ...operationChain(operation, handler, deps, reportUnknownKey));
  }
  // After every served route: the other operations of the real API (as either SDK sends them) answer 501, naming themselves.
  app.use(notSimulated(calledOperations, deps, reportUnknownKey));
  const routed = deps.contract.validator.operations.filter((op) => operationHandlers[idOf(op)]);
  app.use(notFoundOrMethodNotAllowed(routed));
  app.use(errorHandler(deps));
  app.use(lastResortErrorHandler(deps));
  return app;
}
