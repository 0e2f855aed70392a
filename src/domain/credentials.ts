import { BadRequestError } from './errors.js';
import type { IntegrationStore } from './integrations.js';
import type { SubscriberStore } from './subscribers.js';
import type { ChannelCredentials, ChannelSettings, Subscriber } from './types.js';

export interface CredentialsInput {
  providerId: string;
  integrationIdentifier?: string;
  credentials: ChannelCredentials;
}

/** `append` (PATCH) unions device tokens; `replace` (PUT) swaps them for the sent list. */
export type CredentialsMode = 'append' | 'replace';

const unique = (tokens: readonly string[]): string[] => [...new Set(tokens)];

/**
 * Upserts a subscriber's channel for a chat/push provider. The channel is keyed by provider and
 * integration; the integration must be active in this environment (the real service's rule).
 */
export function upsertCredentials(
  stores: { subscribers: SubscriberStore; integrations: IntegrationStore; environmentId: string },
  subscriberId: string,
  input: CredentialsInput,
  mode: CredentialsMode,
): Subscriber {
  const subscriber = stores.subscribers.get(subscriberId);
  const integration = stores.integrations.findActive(input.providerId, input.integrationIdentifier);
  if (!integration) {
    throw new BadRequestError(
      `Subscribers environment (${stores.environmentId}) do not have active ${input.providerId} integration.`,
    );
  }
  return stores.subscribers.update(subscriber, (s) => {
    const channels = (s.channels ??= []);
    const existing = channels.find((c) => c.providerId === input.providerId && c._integrationId === integration._id);
    if (existing) {
      existing.credentials = mergeCredentials(existing.credentials, input.credentials, mode);
      return;
    }
    const channel: ChannelSettings = {
      providerId: input.providerId,
      integrationIdentifier: integration.identifier,
      credentials: mergeCredentials({}, input.credentials, mode),
      _integrationId: integration._id,
    };
    channels.push(channel);
  });
}

/**
 * Other credential fields are merged over the stored ones. Device tokens: duplicates removed, order
 * kept; an update without `deviceTokens` keeps the stored ones; an empty list clears them (as in the
 * real service).
 */
export function mergeCredentials(
  stored: ChannelCredentials,
  sent: ChannelCredentials,
  mode: CredentialsMode,
): ChannelCredentials {
  const merged: ChannelCredentials = { ...stored, ...sent };
  if (sent.deviceTokens === undefined) {
    if (stored.deviceTokens !== undefined) merged.deviceTokens = [...stored.deviceTokens];
  } else if (sent.deviceTokens.length === 0 || mode === 'replace') {
    merged.deviceTokens = unique(sent.deviceTokens);
  } else {
    merged.deviceTokens = unique([...(stored.deviceTokens ?? []), ...sent.deviceTokens]);
  }
  return merged;
}
