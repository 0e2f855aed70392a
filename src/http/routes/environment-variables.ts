import type { CreateVariableInput, VariableInput } from '../../domain/environment-variables.js';
import type { OperationHandlers } from '../context.js';

export const environmentVariableHandlers: OperationHandlers = {
  createEnvironmentVariable: ({ environment, body }) => ({
    status: 200,
    body: environment.createVariable(body as CreateVariableInput),
  }),

  listEnvironmentVariables: ({ environment, query }) => ({
    status: 200,
    body: environment.environmentVariables.list(query.search as string | undefined),
  }),

  retrieveEnvironmentVariable: ({ environment, params }) => ({
    status: 200,
    body: environment.environmentVariables.get(params.variableKey as string),
  }),

  updateEnvironmentVariable: ({ environment, params, body }) => ({
    status: 200,
    body: environment.updateVariable(params.variableKey as string, body as VariableInput),
  }),

  deleteEnvironmentVariable: ({ environment, params }) => {
    environment.environmentVariables.delete(params.variableKey as string);
    return { status: 204 };
  },
};
