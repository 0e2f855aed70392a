import { ConflictError, InvalidInputError, NotFoundError } from './errors.js';
import { writable } from './frozen.js';
import type { Clock, IdGenerator } from './ports.js';
import { SortedList } from './sorted-list.js';
import {
  compareBy,
  matchesFilters,
  pageOf,
  SEARCH_DEFAULTS,
  type SubscriberOrderBy,
  type SubscriberPage,
  type SubscriberSearchQuery,
} from './subscriber-search.js';
import type { JsonObject, Subscriber } from './types.js';

/** The profile fields a caller may send; `subscriberId` identifies the subscriber. */
export type CreateSubscriberInput = Pick<Subscriber, 'subscriberId'> &
  Partial<Pick<Subscriber, 'firstName' | 'lastName' | 'email' | 'phone' | 'avatar' | 'locale' | 'timezone' | 'data'>>;

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'avatar', 'locale', 'timezone', 'data'] as const;
const ORDERINGS: SubscriberOrderBy[] = ['_id', 'createdAt', 'updatedAt'];

export const subscriberNotFound = (subscriberId: string) =>
  new NotFoundError(`Subscriber: ${subscriberId} was not found`);

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

function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/** The subscribers of one environment, indexed for the cursor search of `GET /v2/subscribers`. */
export class SubscriberStore {
  readonly #bySubscriberId = new Map<string, Subscriber>();
  readonly #byInternalId = new Map<string, Subscriber>();
  readonly #orderings = new Map(ORDERINGS.map((o) => [o, new SortedList<Subscriber>(compareBy(o))]));

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
      this.#bySubscriberId.set(s.subscriberId, s);
      this.#byInternalId.set(s._id, s);
    }
    for (const list of this.#orderings.values()) list.reset(this.#byInternalId.values());
  }

  list(): Subscriber[] {
    return [...this.#byInternalId.values()];
  }

  find(subscriberId: string): Subscriber | undefined {
    return this.#bySubscriberId.get(subscriberId);
  }

  findByInternalId(id: string): Subscriber | undefined {
    return this.#byInternalId.get(id);
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
    const lists = copy === subscriber ? [this.#orderings.get('updatedAt') as SortedList<Subscriber>] : [...this.#orderings.values()];
    for (const list of lists) list.remove(subscriber);
    change(copy);
    copy.updatedAt = this.clock.now().toISOString();
    this.#bySubscriberId.set(copy.subscriberId, copy);
    this.#byInternalId.set(copy._id, copy);
    for (const list of lists) list.insert(copy);
    return copy;
  }

  search(partial: Partial<SubscriberSearchQuery>): SubscriberPage {
    const query: SubscriberSearchQuery = { ...SEARCH_DEFAULTS, ...partial };
    const compare = compareBy(query.orderBy);
    const ordering = this.#orderings.get(query.orderBy) as SortedList<Subscriber>;
    const cursorId = query.after ?? query.before;
    const cursorItem = cursorId === undefined ? undefined : this.#byInternalId.get(cursorId);
    return pageOf(this.#matches(query, ordering), query, compare, cursorItem);
  }

  /** The matches in ascending order of the ordering (a scan keeps that order). */
  #matches(query: SubscriberSearchQuery, ordering: SortedList<Subscriber>): readonly Subscriber[] {
    if (query.subscriberId !== undefined) {
      const one = this.find(query.subscriberId);
      return one && matchesFilters(one, query) ? [one] : [];
    }
    if (query.email === undefined && query.phone === undefined && query.name === undefined) return ordering.items;
    const matches: Subscriber[] = [];
    for (const s of ordering.items) if (matchesFilters(s, query)) matches.push(s);
    return matches;
  }

  /** Adds a record or replaces the one with its subscriberId (admin fixtures). */
  put(record: Subscriber): void {
    const existing = this.find(record.subscriberId) ?? this.findByInternalId(record._id);
    if (existing) {
      for (const list of this.#orderings.values()) list.remove(existing);
      this.#bySubscriberId.delete(existing.subscriberId);
      this.#byInternalId.delete(existing._id);
    }
    this.insert(record);
  }

  insert(subscriber: Subscriber): void {
    this.#bySubscriberId.set(subscriber.subscriberId, subscriber);
    this.#byInternalId.set(subscriber._id, subscriber);
    for (const list of this.#orderings.values()) list.insert(subscriber);
  }
}
