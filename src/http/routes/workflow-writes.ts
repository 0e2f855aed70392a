import { putWorkflow, type WorkflowReplacement } from '../../domain/workflow-put.js';
import { patchWorkflow, removeWorkflow, workflowStep, type WorkflowPatch } from '../../domain/workflow-writes.js';
import type { OperationHandlers } from '../context.js';

export const workflowWriteHandlers: OperationHandlers = {
  updateWorkflow: ({ environment, params, body }) => ({
    status: 200,
    body: putWorkflow(environment, params.workflowId as string, body as WorkflowReplacement, environment.time.ids, environment.time.clock.now().toISOString()),
  }),

  patchWorkflow: ({ environment, params, body }) => ({
    status: 200,
    body: patchWorkflow(environment, params.workflowId as string, body as WorkflowPatch, environment.time.clock.now().toISOString()),
  }),

  deleteWorkflow: ({ environment, params }) => {
    removeWorkflow(environment.workflows, params.workflowId as string);
    return { status: 204 };
  },

  getWorkflowStep: ({ environment, params }) => ({
    status: 200,
    body: workflowStep(environment, params.workflowId as string, params.stepId as string),
  }),
};
