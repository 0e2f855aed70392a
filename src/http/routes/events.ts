import type { TriggerInput } from '../../domain/trigger/trigger.js';
import { workflowDetail } from '../../domain/workflow-detail.js';
import { listWorkflows, type WorkflowListQuery } from '../../domain/workflow-list.js';
import type { OperationHandlers } from '../context.js';

export const eventHandlers: OperationHandlers = {
  triggerEvent: ({ environment, body }) => ({ status: 201, body: environment.triggers.trigger(body as TriggerInput) }),

  triggerEventBulk: ({ environment, body }) => ({ status: 201, body: environment.triggers.triggerBulk((body as { events: TriggerInput[] }).events) }),

  listWorkflows: ({ environment, query }) => ({
    status: 200,
    body: listWorkflows(environment.workflows.list(), environment.activity, query as WorkflowListQuery),
  }),

  getWorkflow: ({ environment, params, query }) => ({
    status: 200,
    body: workflowDetail(environment.workflows, environment.activity, params.workflowId as string, query.environmentId as string | undefined),
  }),

  cancelTriggerEvent: ({ environment, params }) => ({
    status: 200,
    body: environment.triggers.cancel(params.transactionId as string),
  }),
};
