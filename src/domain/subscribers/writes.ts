import { InvalidInputError, keptBytes, LimitExceededError, NotFoundError, type Clock, type StoreBudget } from '../shared/index.js';
import { checkProfileFormats, checkSubscriberInput, subscriberNotFound, type CreateSubscriberInput, type ProfileReading, type SubscriberStore } from './subscribers.js';
import type { Subscriber } from './types.js';

/** `POST /v2/subscribers`: within the budget (a new subscriber, and the bytes of its profile). */
export function createSubscriber(
  stores: { subscribers: SubscriberStore; budget: StoreBudget },
  input: CreateSubscriberInput,
  failIfExists: boolean,
  reading: ProfileReading = 'sent-values',
): { subscriber: Subscriber; created: boolean } {
  checkSubscriberInput(input);
  if (reading === 'as-sent') checkProfileFormats(input);
  const existing = stores.subscribers.find(input.subscriberId.trim());
  // A conflict is answered as such, whatever the budget.
  if (!existing || !failIfExists) stores.budget.spend({ subscribers: existing ? 0 : 1, bytes: keptBytes(input) }, 'This subscriber write');
  return stores.subscribers.createOrUpdate(input, failIfExists, reading);
}

/** The real service's limit of `POST /v1/subscribers/bulk` (more → 422 with its message). */
export const BULK_SUBSCRIBERS_MAX = 500;

/** `POST /v1/subscribers/bulk`: each subscriber by its place in the request. */
export interface BulkSubscriberResult {
  updated: { subscriberId: string }[];
  created: { subscriberId: string }[];
  failed: { subscriberId: string; message: string }[];
}

/**
 * Creates or updates each subscriber in order (a subscriberId sent twice is created, then updated, as the
 * real service's ordered bulk write does). A profile the service would refuse fails the whole request
 * before anything is written; an item the environment has no room for fails alone, in `failed`.
 */
export function bulkUpsertSubscribers(inputs: readonly CreateSubscriberInput[], upsert: (input: CreateSubscriberInput) => { created: boolean }): BulkSubscriberResult {
  if (inputs.length === 0) throw tooFew();
  if (inputs.length > BULK_SUBSCRIBERS_MAX) throw tooMany();
  inputs.forEach(checkItem);
  const result: BulkSubscriberResult = { updated: [], created: [], failed: [] };
  for (const input of inputs) {
    const subscriberId = input.subscriberId.trim();
    try {
      (upsert(input).created ? result.created : result.updated).push({ subscriberId });
    } catch (error) {
      if (!(error instanceof LimitExceededError)) throw error;
      result.failed.push({ subscriberId, message: error.message });
    }
  }
  return result;
}

const listProblem = (message: string) => new InvalidInputError({ 'body.subscribers': { messages: [message] } }, message);
const tooFew = () => listProblem('subscribers should not be empty');
const tooMany = () => listProblem(`subscribers must contain no more than ${BULK_SUBSCRIBERS_MAX} elements`);

/** The profile rules of one item, its problems keyed by its place in the request (`body.subscribers.3.timezone`). */
function checkItem(input: CreateSubscriberInput, index: number): void {
  try {
    checkSubscriberInput(input);
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields).map(([key, problem]) => [key.replace(/^body\./, `body.subscribers.${index}.`), problem]));
    throw new InvalidInputError(fields, error.message);
  }
}

/** A store of records that belong to a subscriber (its messages, its preferences): they go with it. */
export interface OwnedBySubscriber {
  removeAllOf(subscriberInternalId: string): void;
}

/**
 * `DELETE /v2/subscribers/{subscriberId}`: the subscriber, its preferences and its messages of every
 * channel, as the real service's remove-subscriber use case deletes them (its activity stays). Returns
 * the deleted record.
 */
export function removeSubscriber(stores: { subscribers: SubscriberStore; messages: OwnedBySubscriber; preferences: OwnedBySubscriber }, subscriberId: string): Subscriber {
  const subscriber = stores.subscribers.find(subscriberId);
  if (!subscriber) throw new NotFoundError('Subscriber was not found', { externalSubscriberId: subscriberId });
  stores.subscribers.remove(subscriber);
  stores.preferences.removeAllOf(subscriber._id);
  stores.messages.removeAllOf(subscriber._id);
  return subscriber;
}

/** `PATCH /v1/subscribers/{subscriberId}/online-status`: going offline stamps `lastOnlineAt`, as in the real service. */
export function setOnlineStatus(subscribers: SubscriberStore, clock: Clock, subscriberId: string, isOnline: boolean): Subscriber {
  const subscriber = subscribers.find(subscriberId);
  if (!subscriber) throw new NotFoundError('Subscriber not found');
  return subscribers.update(subscriber, (s) => {
    s.isOnline = isOnline;
    if (!isOnline) s.lastOnlineAt = clock.now().toISOString();
  });
}

/** `PATCH /v2/subscribers/{subscriberId}`: the profile fields a caller may change there. */
export type SubscriberPatch = Partial<Pick<Subscriber, 'firstName' | 'lastName' | 'email' | 'phone' | 'avatar' | 'locale' | 'timezone' | 'data'>>;

/**
 * `PATCH /v2/subscribers/{subscriberId}`: every field sent is set, `null` included (it clears the field), as
 * the real service's update does; nothing sent leaves the record as it is. `charge` spends the write's bytes.
 */
export function patchSubscriber(subscribers: SubscriberStore, subscriberId: string, patch: SubscriberPatch, charge: (change: object) => void): Subscriber {
  const existing = subscribers.find(subscriberId);
  if (!existing) throw subscriberNotFound(subscriberId);
  checkSubscriberInput({ ...patch, subscriberId });
  checkProfileFormats(patch);
  const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  if (Object.keys(sent).length === 0) return existing;
  charge(sent);
  return subscribers.update(existing, (s) => Object.assign(s, sent));
}
