import type { IntegrationUpdate } from '../../domain/integrations.js';
import type { Integration } from '../../domain/types.js';
import type { OperationHandlers } from '../context.js';

/** The spec: `credentials` are returned only to dashboard callers, never to API-key callers. */
const present = ({ credentials: _credentials, ...integration }: Integration) => integration;

export const integrationHandlers: OperationHandlers = {
  setIntegrationAsPrimary: ({ environment, params }) => ({
    status: 200,
    body: present(environment.integrations.setPrimary(params.integrationId as string)),
  }),

  listIntegrations: ({ environment }) => ({ status: 200, body: environment.integrations.list().map(present) }),

  listActiveIntegrations: ({ environment }) => ({ status: 200, body: environment.integrations.listActive().map(present) }),

  updateIntegration: ({ environment, params, body }) => ({
    status: 200,
    body: present(environment.integrations.update(params.integrationId as string, body as IntegrationUpdate)),
  }),

  deleteIntegration: ({ environment, params }) => ({
    status: 200,
    body: environment.integrations.remove(params.integrationId as string, environment.time.clock.now().toISOString()).map(present),
  }),
};
