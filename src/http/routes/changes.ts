import { listChanges, pendingChangeCount } from '../../domain/changes/index.js';
import type { ApiHandlers } from '../context.js';

/** Changes: what the v1 writes of Development would promote to Production, and their promotion. */
export const changeHandlers: ApiHandlers = {
  listChanges: ({ environment, query }) => ({
    status: 200,
    body: listChanges(environment, { promoted: query.promoted === 'true', page: query.page ?? 0, limit: query.limit ?? 10 }),
  }),

  countChanges: ({ environment }) => ({ status: 200, body: pendingChangeCount(environment.changes) }),

  applyChange: ({ environment, params }) => ({ status: 201, body: environment.applyChange(params.changeId) }),

  bulkApplyChanges: ({ environment, body }) => ({ status: 201, body: environment.applyChanges(body.changeIds) }),
};
