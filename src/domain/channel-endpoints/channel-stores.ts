import type { IntegrationStore } from '../integrations/index.js';
import type { Clock, IdGenerator } from '../shared/index.js';
import { ChannelConnectionStore } from './connections.js';
import { ChannelEndpointStore } from './endpoints.js';
import type { ChannelOauthEnvironment } from './oauth.js';
import type { ChannelConnection, ChannelEndpoint } from './types.js';

/** One environment's channel connections and endpoints, and what the OAuth use cases read of it. */
export class ChannelStores implements ChannelOauthEnvironment {
  readonly connections: ChannelConnectionStore;
  readonly endpoints: ChannelEndpointStore;
  readonly id: string;
  readonly organizationId: string;

  constructor(
    scope: { _organizationId: string; _environmentId: string },
    private readonly clock: Clock,
    ids: IdGenerator,
    private readonly stores: { integrations: IntegrationStore; subscribers: { find(subscriberId: string): unknown } },
    charge: (change: unknown, what: string) => void,
  ) {
    this.id = scope._environmentId;
    this.organizationId = scope._organizationId;
    const deps = {
      scope,
      clock,
      ids,
      integration: (identifier: string) => stores.integrations.list().find((i) => i.identifier === identifier),
      subscriberExists: (subscriberId: string) => this.subscriberExists(subscriberId),
      charge,
    };
    this.connections = new ChannelConnectionStore(deps);
    this.endpoints = new ChannelEndpointStore(deps, (identifier) => this.connections.find(identifier));
  }

  integrations() {
    return this.stores.integrations.list();
  }

  subscriberExists(subscriberId: string): boolean {
    return this.stores.subscribers.find(subscriberId) !== undefined;
  }

  nowMs(): number {
    return this.clock.now().getTime();
  }

  load(connections: Iterable<ChannelConnection>, endpoints: Iterable<ChannelEndpoint>): void {
    this.connections.load(connections);
    this.endpoints.load(endpoints);
  }
}
