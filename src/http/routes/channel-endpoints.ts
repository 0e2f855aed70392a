import { presentConnection, presentEndpoint, type ChannelListQuery } from '../../domain/channel-endpoints/index.js';
import type { JsonObject } from '../../domain/shared/index.js';
import type { ApiHandlers, OperationContext } from '../context.js';

/**
 * `/v1/channel-connections` and `/v1/channel-endpoints`. The real service answers them only to organizations
 * with its Slack/Teams feature on (404 `Feature not enabled` otherwise); the mock has it on for every one.
 */

/** The list query as the real DTO reads it: `contextKeys=` sent empty asks for the default context (the judge drops an empty value). */
function listQuery({ query, sentQuery }: Pick<OperationContext, 'query' | 'sentQuery'>): ChannelListQuery {
  const contextKeys = (query.contextKeys as string[] | undefined)?.filter((key) => key !== '') ?? (sentQuery?.contextKeys === '' ? [] : undefined);
  return { ...(query as ChannelListQuery), contextKeys };
}

const page = <T>(result: { data: T[]; next: string | null; previous: string | null; totalCount: number; totalCountCapped: boolean }, present: (record: T) => JsonObject) => ({
  status: 200,
  body: { ...result, data: result.data.map(present) },
});

export const channelEndpointHandlers: ApiHandlers = {
  ChannelConnectionsController_listChannelConnections: (input) => page(input.environment.channels.connections.list(listQuery(input)), presentConnection),

  ChannelConnectionsController_createChannelConnection: ({ environment, body }) => ({ status: 201, body: presentConnection(environment.channels.connections.create(body)) }),

  ChannelConnectionsController_getChannelConnectionByIdentifier: ({ environment, params }) => ({ status: 200, body: presentConnection(environment.channels.connections.get(params.identifier)) }),

  ChannelConnectionsController_updateChannelConnection: ({ environment, params, body }) => ({ status: 200, body: presentConnection(environment.channels.connections.update(params.identifier, body)) }),

  ChannelConnectionsController_deleteChannelConnection: ({ environment, params }) => {
    environment.channels.connections.remove(params.identifier);
    return { status: 204 };
  },

  ChannelEndpointsController_listChannelEndpoints: (input) => page(input.environment.channels.endpoints.list(listQuery(input)), presentEndpoint),

  ChannelEndpointsController_createChannelEndpoint: ({ environment, body }) => ({ status: 201, body: presentEndpoint(environment.channels.endpoints.create(body as Parameters<typeof environment.channels.endpoints.create>[0])) }),

  ChannelEndpointsController_getChannelEndpoint: ({ environment, params }) => ({ status: 200, body: presentEndpoint(environment.channels.endpoints.get(params.identifier)) }),

  ChannelEndpointsController_updateChannelEndpoint: ({ environment, params, body }) => ({ status: 200, body: presentEndpoint(environment.channels.endpoints.update(params.identifier, body.endpoint as JsonObject)) }),

  ChannelEndpointsController_deleteChannelEndpoint: ({ environment, params }) => {
    environment.channels.endpoints.remove(params.identifier);
    return { status: 204 };
  },
};
