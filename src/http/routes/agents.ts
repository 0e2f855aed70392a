import { AgentRefusal } from '../../domain/agents/index.js';
import type { ApiHandlers } from '../context.js';
import { HttpError } from '../errors.js';

/**
 * Runs an agents' use case; its 403 and 422 refusals get their real status and message. The real 422 (an
 * integration the agent is not linked to) has no `errors` map; the mock's carries the message under `general`,
 * as every 422 of the mock has one.
 */
export function refusing<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof AgentRefusal)) throw error;
    const errors = error.status === 422 ? { general: { messages: [error.message], value: 'No Value Recorded' } } : undefined;
    throw new HttpError(error.status, error.message, {}, {}, errors);
  }
}

export const agentHandlers: ApiHandlers = {
  AgentsController_createAgent: ({ environment, body }) => ({ status: 201, body: environment.agents.present(environment.agents.create(body)) }),

  AgentsController_listAgents: ({ environment, query }) => ({ status: 200, body: environment.agents.list(query) }),

  AgentsController_getAgent: ({ environment, params }) => ({ status: 200, body: environment.agents.present(environment.agents.get(params.identifier)) }),

  AgentsController_updateAgent: ({ environment, params, body }) => ({
    status: 200,
    body: environment.agents.present(refusing(() => environment.agents.update(params.identifier, body))),
  }),

  AgentsController_updateAgentBridge: ({ environment, params, body }) => ({
    status: 200,
    body: environment.agents.present(refusing(() => environment.agents.update(params.identifier, body))),
  }),

  AgentsController_deleteAgent: ({ environment, params }) => {
    environment.agents.delete(params.identifier);
    return { status: 204 };
  },

  AgentIntegrationsController_addAgentIntegration: ({ environment, params, body }) => ({
    status: 201,
    body: environment.agents.addLink(params.identifier, body.integrationIdentifier),
  }),

  AgentIntegrationsController_listAgentIntegrations: ({ environment, params, query }) => ({
    status: 200,
    body: environment.agents.listLinks(params.identifier, query),
  }),

  AgentIntegrationsController_updateAgentIntegration: ({ environment, params, body }) => ({
    status: 200,
    body: environment.agents.updateLink(params.identifier, params.agentIntegrationId, body.integrationIdentifier),
  }),

  AgentIntegrationsController_removeAgentIntegration: ({ environment, params }) => {
    environment.agents.removeLink(params.identifier, params.agentIntegrationId);
    return { status: 204 };
  },

  AgentReplyController_handleAgentReplyHandler: ({ environment, params, body }) => ({
    status: 200,
    body: refusing(() => environment.conversations.reply(params.agentId, body)),
  }),
};
