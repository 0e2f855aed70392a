import { BadRequestError, ConflictError, NotFoundError, type JsonObject } from '../shared/index.js';
import { channelListPage, type ChannelListQuery } from './listing.js';
import { assertSubscriberExists, contextKeysFrom, integrationNamed, RecordsByIdentifier, type ChannelStoreDeps } from './owners.js';
import type { ChannelConnection, ConnectionMode } from './types.js';

export interface CreateConnectionInput {
  identifier?: string;
  subscriberId?: string;
  context?: unknown;
  connectionMode?: ConnectionMode;
  integrationIdentifier: string;
  workspace: { id: string; name?: string };
  auth: { accessToken: string };
}

/**
 * The real `validateConnectionMode`: `shared` needs a context, `subscriber` a subscriberId, no mode either
 * of them (a subscriberId in `shared` mode is allowed, and not kept).
 */
export function checkConnectionMode({ connectionMode, subscriberId, context }: { connectionMode?: ConnectionMode; subscriberId?: string; context?: unknown }): void {
  if (connectionMode === 'shared') {
    if (!context) throw new BadRequestError('context is required when connectionMode is "shared"');
    return;
  }
  if (connectionMode === 'subscriber') {
    if (!subscriberId) throw new BadRequestError('subscriberId is required when connectionMode is "subscriber"');
    return;
  }
  if (!subscriberId && !context) throw new BadRequestError('Either subscriberId or context must be provided');
}

/** A connection as the API shows it (the real `mapChannelConnectionEntityToDto`). */
export function presentConnection(connection: ChannelConnection): JsonObject {
  return {
    identifier: connection.identifier,
    channel: connection.channel,
    providerId: connection.providerId,
    integrationIdentifier: connection.integrationIdentifier,
    subscriberId: connection.subscriberId ?? null,
    contextKeys: connection.contextKeys,
    workspace: connection.workspace,
    auth: connection.auth,
    createdAt: connection.createdAt,
    updatedAt: connection.updatedAt,
  };
}

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key) => b.includes(key));

/** The channel connections of one environment (`/v1/channel-connections`), by identifier. */
export class ChannelConnectionStore {
  readonly #records = new RecordsByIdentifier<ChannelConnection>();

  constructor(private readonly deps: ChannelStoreDeps) {}

  load(records: Iterable<ChannelConnection>): void {
    this.#records.load(records);
  }

  records(): ChannelConnection[] {
    return this.#records.records();
  }

  find(identifier: string): ChannelConnection | undefined {
    return this.#records.find(identifier);
  }

  get(identifier: string): ChannelConnection {
    const connection = this.find(identifier);
    if (!connection) throw new NotFoundError(`Channel connection with identifier '${identifier}' not found`);
    return connection;
  }

  list(query: ChannelListQuery) {
    const { connectionIdentifier: _ignored, ...filters } = query;
    return channelListPage(this.records(), filters);
  }

  /**
   * The real `CreateChannelConnection`, in its order: the mode's rule (400), the integration (404), the
   * context, the subscriber (404), one connection per integration, subscriber and exact context (409), then a
   * free identifier (409; generated `chconn_…` when none is sent).
   */
  create(input: CreateConnectionInput): ChannelConnection {
    checkConnectionMode(input);
    const integration = integrationNamed(this.deps, input.integrationIdentifier);
    const contextKeys = contextKeysFrom(input.context);
    assertSubscriberExists(this.deps, input.subscriberId);
    const twin = this.records().find((c) => c.integrationIdentifier === integration.identifier && c.subscriberId === input.subscriberId && sameKeys(c.contextKeys, contextKeys));
    if (twin) {
      const subscriberPart = input.subscriberId ? `subscriberId "${input.subscriberId}"` : 'no subscriberId';
      const contextPart = contextKeys.length > 0 ? `context [${contextKeys.join(', ')}]` : 'no context';
      throw new ConflictError(`A channel connection already exists for integration "${integration.identifier}" with ${subscriberPart} and ${contextPart}. Connection ID: ${twin.identifier}`);
    }
    const _id = this.deps.ids.objectId();
    const identifier = input.identifier || `chconn_${_id.slice(-12)}`;
    if (this.find(identifier)) throw new ConflictError(`Channel connection with identifier "${identifier}" already exists in environment "${this.deps.scope._environmentId}"`);
    const now = this.deps.clock.now().toISOString();
    const subscriberId = input.connectionMode === 'shared' ? undefined : input.subscriberId;
    const connection: ChannelConnection = {
      _id,
      ...this.deps.scope,
      identifier,
      integrationIdentifier: integration.identifier,
      providerId: integration.providerId,
      channel: integration.channel ?? null,
      ...(subscriberId ? { subscriberId } : {}),
      contextKeys,
      workspace: input.workspace,
      auth: input.auth,
      createdAt: now,
      updatedAt: now,
    };
    this.deps.charge(connection, 'channel connection');
    return this.#records.set(connection);
  }

  /** `PATCH`: replaces `workspace` and `auth`. */
  update(identifier: string, change: { workspace: { id: string; name?: string }; auth: { accessToken: string } }): ChannelConnection {
    const current = this.find(identifier);
    if (!current) throw new NotFoundError(`Channel connection with identifier "${identifier}" not found`);
    this.deps.charge(change, 'channel connection');
    return this.#records.set({ ...current, workspace: change.workspace, auth: change.auth, updatedAt: this.deps.clock.now().toISOString() });
  }

  remove(identifier: string): void {
    this.get(identifier);
    this.#records.delete(identifier);
  }

  get size(): number {
    return this.#records.size;
  }
}
