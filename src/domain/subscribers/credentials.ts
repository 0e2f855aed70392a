import { BadRequestError, NotFoundError } from '../shared/index.js';
import { realName, type IntegrationStore, type Integration } from '../integrations/index.js';
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

/** A subscriber's channel credentials (chat and push providers), kept on the subscriber record. */
export class SubscriberCredentials {
  constructor(
    private readonly subscribers: SubscriberStore,
    private readonly integrations: IntegrationStore,
    private readonly environmentId: string,
  ) {}

  /**
   * Upserts a subscriber's channel for a chat/push provider. The channel is keyed by provider and
   * integration; the integration must be active in this environment (the real service's rule).
   */
  upsert(subscriberId: string, input: CredentialsInput, mode: CredentialsMode): Subscriber {
    // Either spelling of the service's own providers is taken; the channel keeps the real one.
    input = { ...input, providerId: realName(input.providerId) };
    const subscriber = this.subscribers.get(subscriberId);
    const integration = this.integrationFor(input);
    return this.subscribers.update(subscriber, (s) => {
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

  /** The active integration that credentials for this provider (and integration) go to; a 400 when there is none. */
  integrationFor(input: Pick<CredentialsInput, 'providerId' | 'integrationIdentifier'>): Integration {
    const integration = this.integrations.findActive(input.providerId, input.integrationIdentifier);
    if (!integration) throw new BadRequestError(`Subscribers environment (${this.environmentId}) do not have active ${input.providerId} integration.`);
    return integration;
  }

  /** `DELETE /v1/subscribers/{subscriberId}/credentials/{providerId}`: every channel of that provider goes (none is no error). */
  remove(subscriberId: string, sentProviderId: string): void {
    const providerId = realName(sentProviderId);
    const subscriber = this.subscribers.find(subscriberId);
    if (!subscriber) throw new NotFoundError(`Subscriber not found for id ${subscriberId}`);
    if (!subscriber.channels?.some((c) => c.providerId === providerId)) return;
    this.subscribers.update(subscriber, (s) => {
      s.channels = (s.channels ?? []).filter((c) => c.providerId !== providerId);
    });
  }
}

/**
 * Other credential fields are merged over the stored ones. Device tokens: duplicates removed, order
 * kept; an update without `deviceTokens` keeps the stored ones; an empty list clears them (as in the
 * real service).
 */
function mergeCredentials(
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
