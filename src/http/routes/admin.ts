import express, { type Request, type Router } from 'express';
import { FaultRuleError, type FaultRuleInput } from '../../control/faults.js';
import type { JournalFilter } from '../../control/journal-entry.js';
import type { FixtureRecords } from '../../control/mock-control.js';
import { InvalidInputError } from '../../domain/errors.js';
import type { StateSnapshot } from '../../domain/registry.js';
import type { AppDeps } from '../context.js';
import { HttpError } from '../errors.js';
import { sameOriginOnly } from '../middleware/browser-guards.js';
import { sendJsonStream } from '../json-stream.js';
import { streamJournal } from '../journal-stream.js';
import { apiBody, hasBody, jsonBody, MAX_BODY_DEPTH, refuseDeepBody } from '../body.js';
import { stateOf } from '../request-state.js';

/**
 * Largest body of a snapshot restore or a fixture upload: room for the snapshot of many organizations,
 * under V8's largest string (the ceiling of any JSON text the mock can parse; `GET /snapshot` streams its
 * answer: no such ceiling). The limit counts the bytes after decompression.
 */
export const ADMIN_BODY_LIMIT = '500mb';

/**
 * The routes that take `ADMIN_BODY_LIMIT`. Every other admin body (a fault rule, a clock action) is small
 * and gets the API's `--body-limit`, so that a compressed body cannot inflate to hundreds of MB there.
 */
const LARGE_BODY_ROUTES = new Set(['PUT /snapshot', 'POST /fixtures']);

/** Nesting of a snapshot's records (root → organizations → environments → data → kind → record). */
const SNAPSHOT_RECORD_DEPTH = 7;

/**
 * Deepest nesting of an admin body. A record may nest as deep as the API lets a body nest, plus a few
 * levels by which a stored record outgrows the body that made it (a trigger's payload sits in a job of
 * a notification); each body adds the levels of its own envelope around its records, so that whatever a
 * snapshot shows, a restore takes back. Fault rules and clock actions are flat: the API's limit.
 */
const RECORD_DEPTH = MAX_BODY_DEPTH + 10;
const BODY_DEPTH_BY_PATH: Record<string, number> = {
  '/fixtures': RECORD_DEPTH + 2, // {kind: [record]}
  '/snapshot': RECORD_DEPTH + SNAPSHOT_RECORD_DEPTH,
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The `apiKey` query parameter: absent means "everything"; present but empty is a mistake, not "everything". */
function apiKeyParam(req: Request): string | undefined {
  const value = req.query.apiKey;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw InvalidInputError.of('query.apiKey', 'apiKey must be a non-empty API key (leave it out to mean every environment)', value);
  return value;
}

/**
 * Refuses query parameters other than `allowed`: a misspelt scope (`apikey` for `apiKey`) must not
 * silently widen an action to every environment.
 */
function refuseUnknownQuery(req: Request, allowed: readonly string[]): void {
  const stray = Object.keys(req.query).find((name) => !allowed.includes(name));
  if (stray === undefined) return;
  const meant = allowed.find((name) => name.toLowerCase() === stray.toLowerCase());
  const takes = allowed.length === 0 ? 'no query parameter' : `only ${allowed.join(', ')}`;
  throw InvalidInputError.of(`query.${stray}`, `unknown query parameter ${stray}${meant ? ` (did you mean ${meant}?)` : ''}; this route takes ${takes}`, req.query[stray]);
}

/**
 * Refuses any body but none, an empty one or `{}` (what many clients send on a call without a body; read
 * by `apiBody`, which marks those as ignored): a field such as `{"apiKey": …}` would otherwise be ignored,
 * and the action would reach every environment.
 */
function refuseBody(req: Request, hint: string): void {
  if (!hasBody(req) || stateOf(req).bodyIgnored) return;
  const body: unknown = req.body;
  const field = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body)[0] : undefined;
  if (field !== undefined) {
    throw InvalidInputError.of(`body.${field}`, `unknown field ${field}: this route takes no body; ${hint}`, (body as Record<string, unknown>)[field]);
  }
  throw InvalidInputError.of('body', `this route takes no body; ${hint}`, body);
}

function journalFilter(query: Request['query']): JournalFilter {
  const filter: JournalFilter = {};
  for (const key of ['method', 'path', 'apiKey', 'operationId', 'since'] as const) {
    const value = text(query[key]);
    if (value !== undefined) filter[key] = value;
  }
  for (const key of ['status', 'limit'] as const) {
    const value = text(query[key]);
    if (value === undefined) continue;
    if (!/^\d+$/.test(value)) throw InvalidInputError.of(`query.${key}`, `${key} must be a whole number`, value);
    filter[key] = Number(value);
  }
  const contract = text(query.contract);
  if (contract !== undefined) {
    if (contract !== 'failed') throw InvalidInputError.of('query.contract', 'contract must be "failed" (leave it out to mean every request)', contract);
    filter.contract = contract;
  }
  if (filter.since !== undefined && Number.isNaN(Date.parse(filter.since))) {
    throw InvalidInputError.of('query.since', 'since must be an ISO date-time', filter.since);
  }
  return filter;
}

/** Method and path of every admin route, for 405 answers. */
const ADMIN_ROUTES: [string, RegExp][] = [
  ['GET', /^\/health$/],
  ['GET', /^\/environments$/],
  ['POST', /^\/reset$/],
  ['GET', /^\/snapshot$/],
  ['PUT', /^\/snapshot$/],
  ['POST', /^\/fixtures$/],
  ['GET', /^\/requests$/],
  ['DELETE', /^\/requests$/],
  ['GET', /^\/requests\/count$/],
  ['GET', /^\/requests\/stream$/],
  ['POST', /^\/faults$/],
  ['GET', /^\/faults$/],
  ['DELETE', /^\/faults$/],
  ['DELETE', /^\/faults\/[^/]+$/],
  ['GET', /^\/clock$/],
  ['POST', /^\/clock$/],
  ['GET', /^\/connections$/],
  ['DELETE', /^\/connections$/],
];

/**
 * `/__admin`: the control plane for test harnesses. Never journaled, outside the API's
 * contract (its own is openapi/admin.yaml), without CORS and closed to other origins, guarded by
 * `--admin-token` when set. Its errors go to the app's error handler, as the API's do.
 */
export function adminRouter(deps: AppDeps, startedAt: number): Router {
  const router = express.Router();
  const { control } = deps;
  router.use(sameOriginOnly);
  router.use((req, _res, next) => {
    const token = deps.options.adminToken;
    if (!token) return next();
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const sent = req.headers['x-admin-token'] ?? bearer;
    next(sent === token ? undefined : new HttpError(401, 'Admin token required: send "Authorization: Bearer <token>"'));
  });
  const largeBody = jsonBody(ADMIN_BODY_LIMIT);
  const smallBody = jsonBody(deps.options.bodyLimit);
  router.use((req, res, next) => (LARGE_BODY_ROUTES.has(`${req.method} ${req.path}`) ? largeBody : smallBody)(req, res, next));
  router.use((req, _res, next) => next(refuseDeepBody(req, BODY_DEPTH_BY_PATH[req.path] ?? MAX_BODY_DEPTH)));

  router.get('/health', (_req, res) => {
    res.json({ status: 'ok', uptimeMs: Date.now() - startedAt, operations: deps.contract.validator.operations.length, environments: deps.registry.environments().length });
  });

  router.get('/environments', (_req, res) => {
    res.json({ data: deps.registry.keyedEnvironments() });
  });

  router.post('/reset', apiBody(deps.options.bodyLimit, false), (req, res) => {
    refuseUnknownQuery(req, ['apiKey']);
    refuseBody(req, 'name the environment with the query parameter ?apiKey=<key>, or leave it out to reset everything');
    const apiKey = apiKeyParam(req);
    control.reset(apiKey);
    res.json(apiKey ? { reset: 'environment', apiKey } : { reset: 'all' });
  });

  // Streamed: the state at its largest (every environment at its memory limits) is more JSON than one string holds.
  router.get('/snapshot', (req, res) => sendJsonStream(res, 200, control.snapshot(apiKeyParam(req)), SNAPSHOT_RECORD_DEPTH));
  router.put('/snapshot', (req, res) => {
    refuseUnknownQuery(req, ['apiKey']);
    const apiKey = apiKeyParam(req);
    control.restore(req.body as StateSnapshot, apiKey);
    res.json({ restored: apiKey ? 'environment' : 'all' });
  });

  router.post('/fixtures', (req, res) => {
    refuseUnknownQuery(req, ['apiKey']);
    const apiKey = apiKeyParam(req);
    if (!apiKey) throw InvalidInputError.of('query.apiKey', 'apiKey is required: the environment to load the records into');
    if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) {
      throw InvalidInputError.of('body', 'expected an object of record arrays, e.g. {"subscribers": [...]}');
    }
    res.status(201).json({ loaded: control.loadFixtures(apiKey, req.body as FixtureRecords) });
  });

  router.get('/requests', (req, res) => {
    const filter = journalFilter(req.query);
    res.json({ total: control.journal.count({ ...filter, limit: undefined }), data: control.journal.list(filter) });
  });
  router.get('/requests/count', (req, res) => {
    res.json({ count: control.journal.count(journalFilter(req.query)) });
  });
  router.get('/requests/stream', (req, res) => streamJournal(control.journal, journalFilter(req.query), req, res));
  router.delete('/requests', (_req, res) => {
    control.journal.clear();
    res.status(204).end();
  });

  router.post('/faults', (req, res) => {
    try {
      res.status(201).json(control.faults.add(req.body as FaultRuleInput));
    } catch (error) {
      if (error instanceof FaultRuleError) throw InvalidInputError.of(error.field === undefined ? 'body' : `body.${error.field}`, error.message, error.value);
      throw error;
    }
  });
  router.get('/faults', (_req, res) => {
    res.json(control.faults.list());
  });
  router.delete('/faults', (_req, res) => {
    control.faults.clear();
    res.status(204).end();
  });
  router.delete('/faults/:id', (req, res) => {
    if (!control.faults.remove(req.params.id)) throw new HttpError(404, `No fault rule ${req.params.id}`);
    res.status(204).end();
  });

  router.get('/clock', (req, res) => {
    res.json(control.clock(apiKeyParam(req)));
  });
  router.post('/clock', (req, res) => {
    refuseUnknownQuery(req, ['apiKey']);
    res.json(control.setClock(req.body, apiKeyParam(req)));
  });

  router.get('/connections', (_req, res) => {
    res.json(control.connections());
  });
  router.delete('/connections', (req, res) => {
    refuseUnknownQuery(req, ['apiKey', 'subscriberId']);
    const apiKey = apiKeyParam(req);
    const subscriberId = req.query.subscriberId;
    if (subscriberId !== undefined && (typeof subscriberId !== 'string' || subscriberId.trim() === '')) {
      throw InvalidInputError.of('query.subscriberId', 'subscriberId must be a non-empty subscriber id (leave it out to mean every subscriber)', subscriberId);
    }
    res.json({ disconnected: control.dropConnections(apiKey, subscriberId) });
  });

  router.use((req, _res, next) => {
    const allowed = ADMIN_ROUTES.filter(([, pattern]) => pattern.test(req.path)).map(([method]) => method);
    if (allowed.length > 0) {
      const allow = [...new Set(allowed)].sort().join(', ');
      next(new HttpError(405, `Method ${req.method} is not allowed on /__admin${req.path}; allowed: ${allow}`, { allow }));
      return;
    }
    next(new HttpError(404, `Cannot ${req.method} /__admin${req.path}`));
  });
  return router;
}
