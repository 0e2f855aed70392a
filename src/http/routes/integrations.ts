import { withoutCredentials } from '../../domain/integrations/index.js';
import type { ApiHandlers } from '../context.js';

/** As the real v1 routes answer an API key: with `credentials`, except the list a delete returns. */
export const integrationHandlers: ApiHandlers = {
  createIntegration: ({ environment, body }) => ({ status: 201, body: environment.organizationIntegrations.create(body) }),

  setIntegrationAsPrimary: ({ environment, params }) => ({ status: 200, body: environment.integrations.setPrimary(params.integrationId) }),

  listIntegrations: ({ environment }) => ({ status: 200, body: environment.organizationIntegrations.list() }),

  listActiveIntegrations: ({ environment }) => ({ status: 200, body: environment.organizationIntegrations.list(true) }),

  getWebhookSupportStatus: ({ environment, params }) => ({ status: 200, body: environment.integrations.webhookSupport(params.providerOrIntegrationId) }),

  updateIntegration: ({ environment, params, body }) => ({ status: 200, body: environment.organizationIntegrations.update(params.integrationId, body) }),

  deleteIntegration: ({ environment, params }) => ({
    status: 200,
    body: environment.integrations.remove(params.integrationId, environment.time.clock.now().toISOString()).map(withoutCredentials),
  }),
};
