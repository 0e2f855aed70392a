import { ConflictError, InvalidInputError, NotFoundError, deepFreeze, writable, type Clock, type IdGenerator, type JsonObject } from '../shared/index.js';
import { isIanaTimeZone, isLocale } from './profile-formats.js';
import { SortedList } from '../../lib/sorted-list.js';
import { ExactIndex, NameIndex } from './indexes.js';
import { compareBy, matchesFilters, pageOf, SEARCH_DEFAULTS, walkedPageOf, type SubscriberOrderBy, type SubscriberPage, type SubscriberSearchQuery } from './search.js';
import type { Subscriber } from './types.js';

/** The profile fields a caller may send; `subscriberId` identifies the subscriber. */
export type CreateSubscriberInput = Pick<Subscriber, 'subscriberId'> &
  Partial<Pick<Subscriber, 'firstName' | 'lastName' | 'email' | 'phone' | 'avatar' | 'locale' | 'timezone' | 'data'>>;

/** The profile fields of a subscriber (what a create or an Inbox session may send). */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'avatar', 'locale', 'timezone', 'data'] as const;
const ORDERINGS: SubscriberOrderBy[] = ['_id', 'createdAt', 'updatedAt'];

/**
 * Above this many candidates a filtered search walks the ordering instead of sorting the candidates:
 * sorting k items costs k log k, the walk about `limit × n / k` tests.
 */
const WALK_ABOVE = 2_000;

/** The subscribers a search can match, from the most selective index of its filters. */
interface Candidates {
  size: number;
  items: () => Iterable<Subscriber>;
  /** True when every candidate matches all the filters (the index was the only filter). */
  exact: boolean;
}

export const subscriberNotFound = (subscriberId: string) =>
  new NotFoundError(`Subscriber: ${subscriberId} was not found`);

/** Unknown subscriber, as the real service's preference and notification use cases word it. */
export const subscriberWithIdNotFound = (subscriberId: string) => new NotFoundError(`Subscriber with id: ${subscriberId} is not found`);

/** The profile fields the caller actually sent: null and "" count as not sent, as in the real service. */
function sentProfile(input: CreateSubscriberInput): Partial<Subscriber> {
  const profile: Partial<Subscriber> = {};
  for (const field of PROFILE_FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== null && value !== '') Object.assign(profile, { [field]: value });
  }
  return profile;
}

/** The rules of a subscriber's profile (throws InvalidInputError); `createOrUpdate` applies them too. */
export function checkSubscriberInput(input: CreateSubscriberInput): void {
  if (!input.subscriberId.trim()) throw InvalidInputError.of('body.subscriberId', 'SubscriberId is required', input.subscriberId);
  checkProfile(input);
}

function checkProfile(input: CreateSubscriberInput): void {
  if (input.timezone && !isIanaTimeZone(input.timezone)) {
    throw InvalidInputError.of('body.timezone', 'timezone must be a valid IANA time-zone', input.timezone);
  }
  if (input.locale && !isLocale(input.locale)) {
    throw InvalidInputError.of('body.locale', 'locale must be locale', input.locale);
  }
}

/** The subscribers of one environment, indexed for the cursor search of `GET /v2/subscribers`. */
export class SubscriberStore {
  readonly #bySubscriberId = new Map<string, Subscriber>();
  readonly #byInternalId = new Map<string, Subscriber>();
  readonly #orderings = new Map(ORDERINGS.map((o) => [o, new SortedList<Subscriber>(compareBy(o))]));
  readonly #byEmail = new ExactIndex('email');
  readonly #byPhone = new ExactIndex('phone');
  readonly #byName = new NameIndex();
  readonly #indexes = [this.#byEmail, this.#byPhone, this.#byName];

  constructor(
    private readonly scope: { _organizationId: string; _environmentId: string },
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  get size(): number {
    return this.#bySubscriberId.size;
  }

  /** Loads records as they are (seed, snapshot), replacing the current content. */
  load(records: Iterable<Subscriber>): void {
    this.#bySubscriberId.clear();
    this.#byInternalId.clear();
    for (const s of records) {
      deepFreeze(s);
      this.#bySubscriberId.set(s.subscriberId, s);
      this.#byInternalId.set(s._id, s);
    }
    for (const list of this.#orderings.values()) list.reset(this.#byInternalId.values());
    for (const index of this.#indexes) index.reset(this.#byInternalId.values());
  }

  list(): Subscriber[] {
    return [...this.#byInternalId.values()];
  }

  /** `limit` subscribers from `offset`, oldest first (by `_id`): the v1 list's offset pages. */
  slice(offset: number, limit: number): Subscriber[] {
    return (this.#orderings.get('_id') as SortedList<Subscriber>).items.slice(offset, offset + limit);
  }

  find(subscriberId: string): Subscriber | undefined {
    return this.#bySubscriberId.get(subscriberId);
  }

  findByInternalId(id: string): Subscriber | undefined {
    return this.#byInternalId.get(id);
  }

  /** The subscribers whose email is exactly `email`. */
  withEmail(email: string): readonly Subscriber[] {
    return this.#byEmail.get(email);
  }

  get(subscriberId: string): Subscriber {
    const subscriber = this.find(subscriberId);
    if (!subscriber) throw subscriberNotFound(subscriberId);
    return subscriber;
  }

  /**
   * Creates the subscriber, or updates the sent fields of an existing one (null and "" count as
   * not sent, as in the real service). `failIfExists` turns the update into a conflict.
   */
  createOrUpdate(input: CreateSubscriberInput, failIfExists: boolean): { subscriber: Subscriber; created: boolean } {
    const subscriberId = input.subscriberId.trim();
    checkSubscriberInput(input);
    const existing = this.find(subscriberId);
    if (existing && failIfExists) throw new ConflictError(`Subscriber: ${subscriberId} already exists`);
    if (existing) {
      return { subscriber: this.update(existing, (s) => Object.assign(s, sentProfile(input))), created: false };
    }
    const now = this.clock.now().toISOString();
    const subscriber: Subscriber = {
      _id: this.ids.objectId(),
      subscriberId,
      ...sentProfile(input),
      channels: [],
      ...this.scope,
      deleted: false,
      createdAt: now,
      updatedAt: now,
      __v: 0,
    };
    subscriber.data ??= {};
    this.insert(subscriber);
    return { subscriber, created: true };
  }

  /** Applies `change` to a stored subscriber (copy on write), bumping `updatedAt`, keeping the indexes true. */
  update(subscriber: Subscriber, change: (s: Subscriber) => void): Subscriber {
    const copy = writable(subscriber);
    change(copy);
    copy.updatedAt = this.clock.now().toISOString();
    this.remove(subscriber);
    this.insert(copy);
    return copy;
  }

  /**
   * `GET /v2/subscribers`. Unfiltered: a slice of the ordering. Filtered: the candidates of the most
   * selective index, sorted when few, else found by walking the ordering; either way a page costs the
   * same wherever its cursor sits.
   */
  search(partial: Partial<SubscriberSearchQuery>): SubscriberPage {
    const query: SubscriberSearchQuery = { ...SEARCH_DEFAULTS, ...partial };
    const compare = compareBy(query.orderBy);
    const ordering = this.#orderings.get(query.orderBy) as SortedList<Subscriber>;
    const cursorId = query.after ?? query.before;
    const cursorItem = cursorId === undefined ? undefined : this.#byInternalId.get(cursorId);
    const candidates = this.#candidates(query);
    if (!candidates) return pageOf(ordering.items, query, compare, cursorItem);
    const matches = (s: Subscriber) => matchesFilters(s, query);
    if (candidates.size <= WALK_ABOVE) {
      const sorted = [...candidates.items()].filter(matches).sort(compare);
      return pageOf(sorted, query, compare, cursorItem);
    }
    let count = candidates.size;
    if (!candidates.exact) {
      count = 0;
      for (const s of candidates.items()) if (matches(s)) count++;
    }
    return walkedPageOf(ordering.items, matches, count, query, compare, cursorItem);
  }

  /** The smallest candidate set among the query's filters; undefined without filters. */
  #candidates(query: SubscriberSearchQuery): Candidates | undefined {
    const options: Omit<Candidates, 'exact'>[] = [];
    if (query.subscriberId !== undefined) {
      const one = this.find(query.subscriberId);
      options.push({ size: one ? 1 : 0, items: () => (one ? [one] : []) });
    }
    for (const [value, index] of [[query.email, this.#byEmail], [query.phone, this.#byPhone]] as const) {
      if (value === undefined) continue;
      const held = index.get(value);
      options.push({ size: held.length, items: () => held });
    }
    if (query.name !== undefined) options.push(this.#byName.withPrefix(query.name));
    const best = options.reduce<Omit<Candidates, 'exact'> | undefined>((a, b) => (a && a.size <= b.size ? a : b), undefined);
    return best && { ...best, exact: options.length === 1 };
  }

  /** Adds a record or replaces the one with its subscriberId (admin fixtures). */
  put(record: Subscriber): void {
    const existing = this.find(record.subscriberId) ?? this.findByInternalId(record._id);
    if (existing) this.remove(existing);
    this.insert(record);
  }

  /** Deletes a stored subscriber (its own record only: `removeSubscriber` deletes what belongs to it). */
  remove(subscriber: Subscriber): void {
    for (const list of this.#orderings.values()) list.remove(subscriber);
    for (const index of this.#indexes) index.remove(subscriber);
    this.#bySubscriberId.delete(subscriber.subscriberId);
    this.#byInternalId.delete(subscriber._id);
  }

  insert(subscriber: Subscriber): void {
    deepFreeze(subscriber);
    this.#bySubscriberId.set(subscriber.subscriberId, subscriber);
    this.#byInternalId.set(subscriber._id, subscriber);
    for (const list of this.#orderings.values()) list.insert(subscriber);
    for (const index of this.#indexes) index.add(subscriber);
  }
}
