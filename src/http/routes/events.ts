import { discoverAndSync } from './bridge.js';
import { workflowDetail, listWorkflows } from '../../domain/workflows/index.js';
import type { ApiHandlers } from '../context.js';

export const eventHandlers: ApiHandlers = {
  triggerEvent: ({ environment, body, ...context }) => {
    const { bridgeUrl, ...trigger } = body;
    if (bridgeUrl === undefined) return { status: 201, body: environment.triggers.trigger(trigger) };
    // A bridge named in the trigger (the framework's development mode): its workflows are discovered first.
    return discoverAndSync(environment, context, bridgeUrl, true).then((sync) => {
      sync.commit();
      return { status: 201, body: environment.triggers.trigger(trigger) };
    });
  },

  triggerEventBulk: ({ environment, body }) => ({ status: 201, body: environment.triggers.triggerBulk(body.events) }),

  listWorkflows: ({ environment, query }) => ({
    status: 200,
    body: listWorkflows(environment.workflows.list(), environment.activity, query),
  }),

  getWorkflow: ({ environment, params, query }) => ({
    status: 200,
    body: workflowDetail(environment.workflows, environment.activity, params.workflowId, query.environmentId, environment.integrations),
  }),

  cancelTriggerEvent: ({ environment, params }) => ({
    status: 200,
    body: environment.triggers.cancel(params.transactionId),
  }),
};
