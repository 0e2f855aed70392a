import { ConflictError, inContext, NotFoundError, type JsonObject } from '../shared/index.js';
import { checkEndpointUpdate, checkNewEndpoint } from './endpoint-shapes.js';
import { channelListPage, type ChannelListQuery } from './listing.js';
import { assertSubscriberExists, contextKeysFrom, integrationNamed, RecordsByIdentifier, type ChannelStoreDeps } from './owners.js';
import type { ChannelEndpoint } from './types.js';

export interface CreateEndpointInput {
  identifier?: string;
  integrationIdentifier: string;
  connectionIdentifier?: string;
  subscriberId: string;
  context?: unknown;
  type: string;
  endpoint: JsonObject;
}

/** A channel endpoint as the API shows it (the real `mapChannelEndpointEntityToDto`). */
export function presentEndpoint(endpoint: ChannelEndpoint): JsonObject {
  return {
    identifier: endpoint.identifier,
    channel: endpoint.channel,
    providerId: endpoint.providerId,
    integrationIdentifier: endpoint.integrationIdentifier,
    connectionIdentifier: endpoint.connectionIdentifier ?? null,
    subscriberId: endpoint.subscriberId ?? null,
    contextKeys: endpoint.contextKeys,
    type: endpoint.type,
    endpoint: endpoint.endpoint,
    createdAt: endpoint.createdAt,
    updatedAt: endpoint.updatedAt,
  };
}

/** The channel endpoints of one environment (`/v1/channel-endpoints`), by identifier. */
export class ChannelEndpointStore {
  readonly #records = new RecordsByIdentifier<ChannelEndpoint>();

  constructor(
    private readonly deps: ChannelStoreDeps,
    /** The connection an endpoint names, if the environment has it. */
    private readonly connection: (identifier: string) => { identifier: string } | undefined,
  ) {}

  load(records: Iterable<ChannelEndpoint>): void {
    this.#records.load(records);
  }

  records(): ChannelEndpoint[] {
    return this.#records.records();
  }

  get(identifier: string): ChannelEndpoint {
    const endpoint = this.#records.find(identifier);
    if (!endpoint) throw new NotFoundError(`Channel endpoint with identifier '${identifier}' not found`);
    return endpoint;
  }

  list(query: ChannelListQuery) {
    return channelListPage(this.records(), query);
  }

  /**
   * The real command's checks (type, the endpoint's shape: 422), then `CreateChannelEndpoint` in its order:
   * the integration (404), the context, the subscriber (404), a free identifier (409; generated `chendp_…`
   * when none is sent), the connection when one is named (404). Several endpoints of one subscriber and
   * integration may exist: each is a destination.
   */
  create(input: CreateEndpointInput): ChannelEndpoint {
    checkNewEndpoint(input.type, input.endpoint);
    const integration = integrationNamed(this.deps, input.integrationIdentifier);
    const contextKeys = contextKeysFrom(input.context);
    assertSubscriberExists(this.deps, input.subscriberId);
    const _id = this.deps.ids.objectId();
    const identifier = input.identifier || `chendp_${_id.slice(-12)}`;
    if (this.#records.find(identifier)) throw new ConflictError(`Channel endpoint with identifier "${identifier}" already exists in environment "${this.deps.scope._environmentId}"`);
    let connectionIdentifier: string | undefined;
    if (input.connectionIdentifier) {
      const connection = this.connection(input.connectionIdentifier);
      if (!connection) throw new NotFoundError(`Channel connection not found: ${input.connectionIdentifier}`);
      connectionIdentifier = connection.identifier;
    }
    const now = this.deps.clock.now().toISOString();
    const endpoint: ChannelEndpoint = {
      _id,
      ...this.deps.scope,
      identifier,
      ...(connectionIdentifier ? { connectionIdentifier } : {}),
      integrationIdentifier: integration.identifier,
      providerId: integration.providerId,
      channel: integration.channel ?? null,
      subscriberId: input.subscriberId,
      contextKeys,
      type: input.type,
      endpoint: input.endpoint,
      createdAt: now,
      updatedAt: now,
    };
    this.deps.charge(endpoint, 'channel endpoint');
    return this.#records.set(endpoint);
  }

  /** `PATCH`: a new `endpoint` of the stored endpoint's type (400 otherwise). */
  update(identifier: string, endpoint: JsonObject): ChannelEndpoint {
    const current = this.#records.find(identifier);
    if (!current) throw new NotFoundError(`Channel endpoint with identifier "${identifier}" not found in environment "${this.deps.scope._environmentId}"`);
    checkEndpointUpdate(current.type, endpoint);
    this.deps.charge(endpoint, 'channel endpoint');
    return this.#records.set({ ...current, endpoint, updatedAt: this.deps.clock.now().toISOString() });
  }

  remove(identifier: string): void {
    this.get(identifier);
    this.#records.delete(identifier);
  }

  /**
   * The endpoints a delivery of `channel` to the subscriber reaches, as the worker's `ResolveChannelEndpoints`
   * finds them: the subscriber's, of the channel, in exactly the run's context; grouped by integration, in
   * the order they were made.
   */
  forDelivery(subscriberId: string, channel: string, contextKeys: readonly string[] | undefined): Map<string, ChannelEndpoint[]> {
    const inRunContext = inContext(contextKeys);
    const groups = new Map<string, ChannelEndpoint[]>();
    const ordered = this.records()
      .filter((e) => e.subscriberId === subscriberId && e.channel === channel && inRunContext(e.contextKeys))
      .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    for (const endpoint of ordered) groups.set(endpoint.integrationIdentifier, [...(groups.get(endpoint.integrationIdentifier) ?? []), endpoint]);
    return groups;
  }

  get size(): number {
    return this.#records.size;
  }
}
