import { putWorkflow, patchWorkflow, removeWorkflow, workflowStep } from '../../domain/workflows/index.js';
import type { ApiHandlers } from '../context.js';

export const workflowWriteHandlers: ApiHandlers = {
  updateWorkflow: ({ environment, params, body }) => ({
    status: 200,
    body: putWorkflow(environment, params.workflowId, body, environment.time.ids, environment.time.clock.now().toISOString()),
  }),

  patchWorkflow: ({ environment, params, body }) => ({
    status: 200,
    body: patchWorkflow(environment, params.workflowId, body, environment.time.clock.now().toISOString()),
  }),

  deleteWorkflow: ({ environment, params }) => {
    removeWorkflow(environment.workflows, params.workflowId);
    return { status: 204 };
  },

  getWorkflowStep: ({ environment, params }) => ({
    status: 200,
    body: workflowStep(environment, params.workflowId, params.stepId),
  }),
};
