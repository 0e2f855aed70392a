import { currentEnvironment, organizationEnvironments } from '../../domain/environments/index.js';
import type { ApiHandlers } from '../context.js';

export const environmentHandlers: ApiHandlers = {
  listEnvironments: ({ environment }) => ({ status: 200, body: organizationEnvironments(environment.info) }),

  retrieveCurrentEnvironment: ({ environment }) => ({ status: 200, body: currentEnvironment(environment.info) }),
};
