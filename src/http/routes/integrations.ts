import { presentIntegration as present } from '../../domain/integrations/index.js';
import type { ApiHandlers } from '../context.js';

export const integrationHandlers: ApiHandlers = {
  createIntegration: ({ environment, body }) => ({ status: 201, body: present(environment.integrations.create(body)) }),

  setIntegrationAsPrimary: ({ environment, params }) => ({
    status: 200,
    body: present(environment.integrations.setPrimary(params.integrationId)),
  }),

  listIntegrations: ({ environment }) => ({ status: 200, body: environment.integrations.list().map(present) }),

  listActiveIntegrations: ({ environment }) => ({ status: 200, body: environment.integrations.listActive().map(present) }),

  updateIntegration: ({ environment, params, body }) => ({
    status: 200,
    body: present(environment.integrations.update(params.integrationId, body)),
  }),

  deleteIntegration: ({ environment, params }) => ({
    status: 200,
    body: environment.integrations.remove(params.integrationId, environment.time.clock.now().toISOString()).map(present),
  }),
};
