import type { CursorQuery } from '../../lib/cursor-page.js';
import { BadRequestError, checkedCursorQuery, InvalidInputError, type JsonObject } from '../shared/index.js';
import type { Subscriber } from '../subscribers/index.js';
import type { Topic } from './types.js';

/**
 * The real service's topic keys: letters, digits, `-`, `_`, `:` — or an email address. Checked on
 * creation only (a key stored before keeps working).
 */
const KEY_CHARACTERS = /^[A-Za-z0-9_:-]+$/;
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkTopicKey(key: string): void {
  if (KEY_CHARACTERS.test(key) || EMAIL_LIKE.test(key)) return;
  throw new BadRequestError(
    `Invalid topic key: "${key}". Topic keys must contain only alphanumeric characters (a-z, A-Z, 0-9), hyphens (-), underscores (_), colons (:), or be a valid email address.`,
  );
}

/** The real service subscribes at most 100 subscribers per call. */
export const MAX_SUBSCRIPTIONS_PER_CALL = 100;

/** What create and delete of subscriptions accept: ids, or `{identifier, subscriberId}` objects. */
export type SubscriptionEntry = string | { identifier?: string; subscriberId?: string; name?: string };

export interface SubscriptionsInput {
  /** Deprecated in the real API, still sent by older clients. */
  subscriberIds?: string[];
  subscriptions?: SubscriptionEntry[];
}

/**
 * The entries of a create (`subscribe`) or delete (`unsubscribe`) body: `subscriptions`, or the older
 * `subscriberIds`; 1 to 100 in each list sent, with the real DTOs' words. Neither sent: the use case's own
 * check on `subscriptions`.
 */
export function entriesOf(input: SubscriptionsInput, verb: 'subscribe' | 'unsubscribe' = 'subscribe'): SubscriptionEntry[] {
  const lists = [
    { field: 'body.subscriberIds', entries: input.subscriberIds, none: 'At least one subscriber identifier is required', what: 'subscribers' },
    { field: 'body.subscriptions', entries: input.subscriptions, none: 'At least one subscription is required', what: 'subscriptions' },
  ];
  for (const { field, entries, none, what } of lists) {
    if (entries?.length === 0) throw InvalidInputError.of(field, none, entries);
    if (entries && entries.length > MAX_SUBSCRIPTIONS_PER_CALL) {
      throw InvalidInputError.of(field, `Cannot ${verb} more than ${MAX_SUBSCRIPTIONS_PER_CALL} ${what} at once`, entries.length);
    }
  }
  const entries = input.subscriptions ?? input.subscriberIds;
  if (!entries) throw InvalidInputError.of('body.subscriptions', 'At least one subscription is required', entries);
  return entries;
}

/** The topic lists' cursor rule, with the real list use cases' words. */
export function pageQuery<Q extends Omit<CursorQuery, 'orderBy'>>(query: Q): Q {
  if (query.after !== undefined && query.before !== undefined) throw new BadRequestError('Cannot specify both "before" and "after" cursors at the same time.');
  return checkedCursorQuery(query);
}

/** A topic as the v2 API shows it. */
export function presentTopic(topic: Topic): JsonObject {
  const shown: JsonObject = { _id: topic._id, key: topic.key, createdAt: topic.createdAt, updatedAt: topic.updatedAt };
  if (topic.name !== undefined) shown.name = topic.name;
  if (topic.data !== undefined) shown.data = topic.data;
  return shown;
}

/** The subscriber fields a subscription shows. */
export function presentSubscriptionSubscriber(subscriber: Subscriber): JsonObject {
  const shown: JsonObject = { _id: subscriber._id, subscriberId: subscriber.subscriberId };
  for (const field of ['avatar', 'firstName', 'lastName', 'email'] as const) {
    if (subscriber[field] !== undefined) shown[field] = subscriber[field] ?? null;
  }
  shown.createdAt = subscriber.createdAt;
  shown.updatedAt = subscriber.updatedAt;
  return shown;
}
