import { presentTenant, type TenantInput, type TenantPageQuery, type TenantUpdate } from '../../domain/tenants.js';
import type { OperationHandlers } from '../context.js';

const identifierOf = (params: Record<string, unknown>) => params.identifier as string;

export const tenantHandlers: OperationHandlers = {
  createTenant: ({ environment, body }) => ({ status: 201, body: presentTenant(environment.tenants.create(body as TenantInput)) }),

  listTenants: ({ environment, query }) => ({ status: 200, body: environment.tenants.list(query as TenantPageQuery) }),

  getTenant: ({ environment, params }) => ({ status: 200, body: presentTenant(environment.tenants.get(identifierOf(params))) }),

  updateTenant: ({ environment, params, body }) => ({
    status: 200,
    body: presentTenant(environment.tenants.update(identifierOf(params), body as TenantUpdate)),
  }),

  deleteTenant: ({ environment, params }) => {
    environment.tenants.delete(identifierOf(params));
    return { status: 204 };
  },
};
