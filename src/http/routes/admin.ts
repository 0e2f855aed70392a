import express, { type Request, type Response, type Router } from 'express';
import { FaultRuleError, type FaultRuleInput } from '../../control/faults.js';
import type { JournalFilter } from '../../control/journal.js';
import type { FixtureRecords } from '../../control/mock-control.js';
import { InvalidInputError } from '../../domain/errors.js';
import type { StateSnapshot } from '../../domain/registry.js';
import type { AppDeps } from '../context.js';
import { HttpError, toErrorReply } from '../errors.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

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
  if (filter.since !== undefined && Number.isNaN(Date.parse(filter.since))) {
    throw InvalidInputError.of('query.since', 'since must be an ISO date-time', filter.since);
  }
  return filter;
}

function clockState(deps: AppDeps) {
  return { now: deps.clock.now().toISOString(), frozen: deps.clock.frozen };
}

/**
 * `/__admin`: the control plane for test harnesses (DESIGN §7). Never journaled, outside the API's
 * contract (its own is openapi/admin.yaml), guarded by `--admin-token` when set.
 */
export function adminRouter(deps: AppDeps, startedAt: number): Router {
  const router = express.Router();
  const { control } = deps;
  router.use(express.json({ limit: '50mb' }));
  router.use((req, _res, next) => {
    const token = deps.options.adminToken;
    if (!token) return next();
    const sent = req.headers['x-admin-token'] ?? req.headers.authorization?.replace(/^Bearer\s+/i, '');
    next(sent === token ? undefined : new HttpError(401, 'Admin token required: send "Authorization: Bearer <token>"'));
  });

  router.get('/health', (_req, res) => {
    res.json({ status: 'ok', uptimeMs: Date.now() - startedAt, operations: deps.contract.validator.operations.length, environments: deps.registry.environments().length });
  });

  router.post('/reset', (req, res) => {
    const apiKey = text(req.query.apiKey);
    control.reset(apiKey);
    res.json(apiKey ? { reset: 'environment', apiKey } : { reset: 'all' });
  });

  router.get('/snapshot', (req, res) => {
    res.json(control.snapshot(text(req.query.apiKey)));
  });
  router.put('/snapshot', (req, res) => {
    control.restore(req.body as StateSnapshot, text(req.query.apiKey));
    res.json({ restored: text(req.query.apiKey) ? 'environment' : 'all' });
  });

  router.post('/fixtures', (req, res) => {
    const apiKey = text(req.query.apiKey);
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
  router.delete('/requests', (_req, res) => {
    control.journal.clear();
    res.status(204).end();
  });

  router.post('/faults', (req, res) => {
    try {
      res.status(201).json(control.faults.add(req.body as FaultRuleInput));
    } catch (error) {
      if (error instanceof FaultRuleError) throw InvalidInputError.of('body', error.message, req.body);
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

  router.get('/clock', (_req, res) => {
    res.json(clockState(deps));
  });
  router.post('/clock', (req, res) => {
    const body = (req.body ?? {}) as { action?: string; at?: string; ms?: number };
    if (body.action === 'freeze') {
      const at = body.at === undefined ? undefined : new Date(body.at);
      if (at && Number.isNaN(at.getTime())) throw InvalidInputError.of('body.at', 'at must be an ISO date-time', body.at);
      deps.clock.freeze(at);
    } else if (body.action === 'advance') {
      if (typeof body.ms !== 'number' || !Number.isFinite(body.ms) || body.ms < 0) {
        throw InvalidInputError.of('body.ms', 'ms must be a number of milliseconds ≥ 0', body.ms);
      }
      deps.clock.advance(body.ms);
    } else if (body.action === 'resume') {
      deps.clock.resume();
    } else {
      throw InvalidInputError.of('body.action', 'action must be one of freeze, advance, resume', body.action);
    }
    res.json(clockState(deps));
  });

  router.use((req, _res, next) => next(new HttpError(404, `Cannot ${req.method} /__admin${req.path}`)));
  router.use((error: unknown, req: Request, res: Response, _next: express.NextFunction) => {
    const reply = toErrorReply(error, req.originalUrl, deps.clock.now(), () => deps.ids.uuid(), '50mb');
    res.status(reply.status).set(reply.headers ?? {}).json(reply.body);
  });
  return router;
}
