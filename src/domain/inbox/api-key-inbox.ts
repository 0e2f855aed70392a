import type { Environment } from '../environment.js';
import { NotFoundError } from '../errors.js';
import { SubscriberInbox } from './inbox.js';

/** Unknown subscriber, as the real service's preference and notification use cases word it. */
export function subscriberNotFound(subscriberId: string): NotFoundError {
  return new NotFoundError(`Subscriber with id: ${subscriberId} is not found`);
}

/** A subscriber's Inbox as the API-key routes (`/v2/subscribers/{subscriberId}/notifications`) reach it. */
export function apiKeyInboxOf(environment: Environment, subscriberId: string): SubscriberInbox {
  if (!environment.subscribers.find(subscriberId)) throw subscriberNotFound(subscriberId);
  return new SubscriberInbox(environment, subscriberId);
}
