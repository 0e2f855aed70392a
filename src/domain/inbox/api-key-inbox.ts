import type { InboxEnvironment } from './inbox-environment.js';
import { subscriberWithIdNotFound } from '../subscribers/index.js';
import { SubscriberInbox } from './inbox.js';

/** A subscriber's Inbox as the API-key routes (`/v2/subscribers/{subscriberId}/notifications`) reach it. */
export function apiKeyInboxOf(environment: InboxEnvironment, subscriberId: string): SubscriberInbox {
  if (!environment.subscribers.find(subscriberId)) throw subscriberWithIdNotFound(subscriberId);
  return new SubscriberInbox(environment, subscriberId);
}
