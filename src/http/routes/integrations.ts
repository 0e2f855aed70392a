import { presentIntegration as present, type IntegrationInput, type IntegrationUpdate } from '../../domain/integrations.js';
import type { OperationHandlers } from '../context.js';

export const integrationHandlers: OperationHandlers = {
  createIntegration: ({ environment, body }) => ({ status: 201, body: present(environment.integrations.create(body as IntegrationInput)) }),

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
