import { currentEnvironment, organizationEnvironments } from '../../domain/environment-profile.js';
import type { OperationHandlers } from '../context.js';

export const environmentHandlers: OperationHandlers = {
  listEnvironments: ({ environment }) => ({ status: 200, body: organizationEnvironments(environment.info) }),

  retrieveCurrentEnvironment: ({ environment }) => ({ status: 200, body: currentEnvironment(environment.info) }),
};
