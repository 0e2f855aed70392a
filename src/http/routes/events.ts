import { DomainError } from '../../domain/errors.js';
import type { TriggerInput, TriggerResult } from '../../domain/trigger/trigger.js';
import { workflowDetail } from '../../domain/workflow-detail.js';
import { listWorkflows, type WorkflowListQuery } from '../../domain/workflow-list.js';
import type { OperationHandlers } from '../context.js';

export const eventHandlers: OperationHandlers = {
  triggerEvent: ({ environment, body }) => ({ status: 201, body: environment.triggers.trigger(body as TriggerInput) }),

  /** Each event runs on its own: one that cannot run answers `status: error`, the others still run. */
  triggerEventBulk: ({ environment, body }) => ({
    status: 201,
    body: (body as { events: TriggerInput[] }).events.map((event): TriggerResult => {
      try {
        return environment.triggers.trigger(event);
      } catch (error) {
        if (error instanceof DomainError) return { acknowledged: true, status: 'error', error: [error.message] };
        throw error;
      }
    }),
  }),

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
