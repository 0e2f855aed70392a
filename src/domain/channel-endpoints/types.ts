import type { JsonObject } from '../shared/types.js';

/** How a connection is scoped: to a subscriber (the default), or to a context alone (`shared`: no subscriber kept). */
export type ConnectionMode = 'subscriber' | 'shared';

/**
 * A channel connection (`/v1/channel-connections`): a workspace or tenant an integration was installed in
 * (a Slack workspace, an MS Teams tenant), with its access token, for a subscriber and/or a context.
 */
export interface ChannelConnection {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  identifier: string;
  integrationIdentifier: string;
  providerId: string;
  channel: string | null;
  /** Absent for a `shared` connection, or one made for a context alone. */
  subscriberId?: string;
  /** The context keys (`type:id`) the connection belongs to; empty: the default context. */
  contextKeys: string[];
  workspace: { id: string; name?: string };
  auth: { accessToken: string };
  createdAt: string;
  updatedAt: string;
}

/**
 * A channel endpoint (`/v1/channel-endpoints`): one place a subscriber's chat (or tool) messages go (a Slack
 * channel or user, a webhook, a Teams channel, a Telegram chat…), of an integration, optionally through a
 * connection (whose token it is sent with), for a context.
 */
export interface ChannelEndpoint {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  identifier: string;
  integrationIdentifier: string;
  connectionIdentifier?: string;
  providerId: string;
  channel: string | null;
  subscriberId: string;
  contextKeys: string[];
  type: string;
  endpoint: JsonObject;
  createdAt: string;
  updatedAt: string;
}
