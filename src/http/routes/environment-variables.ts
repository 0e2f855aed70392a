import type { ApiHandlers } from '../context.js';

export const environmentVariableHandlers: ApiHandlers = {
  createEnvironmentVariable: ({ environment, body }) => ({
    status: 200,
    body: environment.createVariable(body),
  }),

  listEnvironmentVariables: ({ environment, query }) => ({
    status: 200,
    body: environment.environmentVariables.list(query.search),
  }),

  retrieveEnvironmentVariable: ({ environment, params }) => ({
    status: 200,
    body: environment.environmentVariables.get(params.variableKey),
  }),

  updateEnvironmentVariable: ({ environment, params, body }) => ({
    status: 200,
    body: environment.updateVariable(params.variableKey, body),
  }),

  EnvironmentVariablesController_getEnvironmentVariableUsage: ({ environment, params }) => ({
    status: 200,
    body: environment.variableUsage(params.variableKey),
  }),

  deleteEnvironmentVariable: ({ environment, params }) => {
    environment.environmentVariables.delete(params.variableKey);
    return { status: 204 };
  },
};
