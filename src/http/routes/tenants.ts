import { presentTenant } from '../../domain/tenants/index.js';
import type { ApiHandlers } from '../context.js';

export const tenantHandlers: ApiHandlers = {
  createTenant: ({ environment, body }) => ({ status: 201, body: presentTenant(environment.tenants.create(body)) }),

  listTenants: ({ environment, query }) => ({ status: 200, body: environment.tenants.list(query) }),

  getTenant: ({ environment, params }) => ({ status: 200, body: presentTenant(environment.tenants.get(params.identifier)) }),

  updateTenant: ({ environment, params, body }) => ({
    status: 200,
    body: presentTenant(environment.tenants.update(params.identifier, body)),
  }),

  deleteTenant: ({ environment, params }) => {
    environment.tenants.delete(params.identifier);
    return { status: 204 };
  },
};
