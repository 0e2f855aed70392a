import { derivedOnce } from '../../domain/frozen.js';
import type { Integration } from '../../domain/types.js';
import type { OperationHandlers } from '../context.js';

/** The spec: `credentials` are returned only to dashboard callers, never to API-key callers. */
const present = derivedOnce(
  () => [] as const,
  ({ credentials: _credentials, ...integration }: Integration) => integration,
);

export const integrationHandlers: OperationHandlers = {
  setIntegrationAsPrimary: ({ environment, params }) => ({
    status: 200,
    body: present(environment.integrations.setPrimary(params.integrationId as string)),
  }),

  listIntegrations: ({ environment }) => ({ status: 200, body: environment.integrations.list().map(present) }),

  listActiveIntegrations: ({ environment }) => ({ status: 200, body: environment.integrations.listActive().map(present) }),
};
