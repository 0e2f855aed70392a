import {
  currentEnvironment,
  diffEnvironments,
  environmentTags,
  EnvironmentRuleError,
  organizationEnvironments,
  publishEnvironment,
  syncWorkflow,
  WorkflowNotSyncableError,
} from '../../domain/environments/index.js';
import type { ApiHandlers } from '../context.js';
import { HttpError } from '../errors.js';

/** The real service answers these refusals with statuses the domain's error kinds do not name (401, a plain 422), or with a body of its own. */
function withRealStatus<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    // The contract's 422 is the validation shape: an empty `errors` map beside the real message.
    if (error instanceof EnvironmentRuleError) throw new HttpError(error.status, error.message, {}, {}, error.status === 422 ? {} : undefined);
    if (error instanceof WorkflowNotSyncableError) throw new HttpError(400, error.message, {}, error.details);
    throw error;
  }
}

export const environmentHandlers: ApiHandlers = {
  listEnvironments: ({ environment }) => ({ status: 200, body: organizationEnvironments(environment.info) }),

  retrieveCurrentEnvironment: ({ environment }) => ({ status: 200, body: currentEnvironment(environment.info) }),

  EnvironmentsControllerV1_createEnvironment: ({ environment, body }) => ({ status: 201, body: withRealStatus(() => environment.environmentWrites.create(body)) }),

  EnvironmentsControllerV1_updateMyEnvironment: ({ environment, params, body }) => ({
    status: 200,
    body: withRealStatus(() => environment.environmentWrites.update(params.environmentId, body)),
  }),

  EnvironmentsControllerV1_deleteEnvironment: ({ environment, params }) => {
    withRealStatus(() => environment.environmentWrites.remove(params.environmentId));
    return { status: 200 };
  },

  EnvironmentsController_getEnvironmentTags: ({ environment, params }) => ({ status: 200, body: environmentTags(environment, params.environmentId) }),

  EnvironmentsController_diffEnvironment: ({ environment, params, body }) => ({
    status: 200,
    body: diffEnvironments(environment, params.targetEnvironmentId, body.sourceEnvironmentId),
  }),

  EnvironmentsController_publishEnvironment: ({ environment, params, body }) => ({ status: 200, body: publishEnvironment(environment, params.targetEnvironmentId, body) }),

  WorkflowController_sync: ({ environment, params, body }) => ({
    status: 200,
    body: withRealStatus(() => syncWorkflow(environment, params.workflowId, body.targetEnvironmentId)),
  }),
};
