import { isDeepStrictEqual } from 'node:util';
import { ConflictError, InvalidInputError, NotFoundError, deepFreeze, writable, type Clock, type IdGenerator, type JsonObject } from '../shared/index.js';
import { isIanaTimeZone, isLocale } from './profile-formats.js';
import { SortedList } from '../../lib/sorted-list.js';
import { ExactIndex } from './indexes.js';
import { compareBy, matchesFilters, pageOf, SEARCH_DEFAULTS, textFilters, TOTAL_COUNT_CEILING, walkedPageOf, type SubscriberOrderBy, type SubscriberPage, type SubscriberSearchQuery } from './search.js';
import { TextIndex } from './text-index.js';
import type { Subscriber } from './types.js';

/** The profile fields a caller may send; `subscriberId` identifies the subscriber. */
export type CreateSubscriberInput = Pick<Subscriber, 'subscriberId'> &
  Partial<Pick<Subscriber, 'firstName' | 'lastName' | 'email' | 'phone' | 'avatar' | 'locale' | 'timezone' | 'data'>>;

/** The profile fields of a subscriber (what a create or an Inbox session may send). */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'avatar', 'locale', 'timezone', 'data'] as const;
const ORDERINGS: SubscriberOrderBy[] = ['_id', 'createdAt', 'updatedAt'];

/**
 * Above this many matches a filtered search walks the ordering instead of sorting the matches:
 * sorting k items costs k log k, the walk about `limit × n / k` tests.
 */
const WALK_ABOVE = 2_000;

/** What one scan of the text index found for a query's text filters. */
interface TextScan {
  /** Every match while they are at most WALK_ABOVE (else only counted), and them sorted, per ordering asked. */
  found: Subscriber[];
  sorted: Map<SubscriberOrderBy, Subscriber[]>;
  /** Matches counted, up to one beyond the ceiling the totals show. */
  count: number;
}

export const subscriberNotFound = (subscriberId: string) =>
  new NotFoundError(`Subscriber: ${subscriberId} was not found`);

/** Unknown subscriber, as the real service's preference and notification use cases word it. */
export const subscriberWithIdNotFound = (subscriberId: string) => new NotFoundError(`Subscriber with id: ${subscriberId} is not found`);

/**
 * How a create reads the profile it is sent. `as-sent`: `POST /v2/subscribers` today, every field sent stored as
 * sent (`null` and `""` included) and `data` as its controller passes it on (`body.data || {}`). `sent-values`: the
 * other ways in (v1, the Inbox session, a trigger's subscriber), where `null` and `""` count as not sent.
 */
export type ProfileReading = 'as-sent' | 'sent-values';

/** The profile fields the caller actually sent, read as `reading` says. */
function sentProfile(input: CreateSubscriberInput, reading: ProfileReading): Partial<Subscriber> {
  const profile: Partial<Subscriber> = {};
  for (const field of PROFILE_FIELDS) {
    const value = input[field];
    const sent = reading === 'as-sent' ? value !== undefined : value !== undefined && value !== null && value !== '';
    if (sent) Object.assign(profile, { [field]: value });
  }
  if (reading === 'as-sent') profile.data = input.data || {};
  return profile;
}

/** Whether `profile` changes `subscriber` (`data` compared by value, the other fields as they are). */
function profileChanges(subscriber: Subscriber, profile: Partial<Subscriber>): boolean {
  return Object.entries(profile).some(([field, value]) =>
    field === 'data' ? !isDeepStrictEqual(subscriber.data, value) : subscriber[field as keyof Subscriber] !== value,
  );
}

/** The rules of a subscriber's profile (throws InvalidInputError); `createOrUpdate` applies them too. */
export function checkSubscriberInput(input: CreateSubscriberInput): void {
  if (!input.subscriberId.trim()) throw InvalidInputError.of('body.subscriberId', 'SubscriberId is required', input.subscriberId);
  checkProfile(input);
}

/**
 * The real profile DTO's `@IsLocale()` and `@IsTimeZone()` under `@IsOptional()`: only `null` (or nothing) skips
 * them, so `""` is refused. The API's create and patch of v2 apply this; other ways in skip an empty value.
 */
export function checkProfileFormats(input: Partial<CreateSubscriberInput>): void {
  checkProfile(input, (value) => value !== undefined && value !== null);
}

function checkProfile(input: Partial<CreateSubscriberInput>, checked: (value: unknown) => boolean = Boolean): void {
  if (checked(input.timezone) && !isIanaTimeZone(input.timezone as string)) {
    throw InvalidInputError.of('body.timezone', 'timezone must be a valid IANA time-zone', input.timezone);
  }
  if (checked(input.locale) && !isLocale(input.locale as string)) {
    throw InvalidInputError.of('body.locale', 'locale must be locale', input.locale);
  }
}

/** The subscribers of one environment, indexed for the cursor search of `GET /v2/subscribers`. */
export class SubscriberStore {
  readonly #bySubscriberId = new Map<string, Subscriber>();
  readonly #byInternalId = new Map<string, Subscriber>();
  readonly #orderings = new Map(ORDERINGS.map((o) => [o, new SortedList<Subscriber>(compareBy(o))]));
  readonly #byEmail = new ExactIndex('email');
  readonly #byText = new TextIndex();
  readonly #indexes = [this.#byEmail, this.#byText];

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
   * Creates the subscriber, or updates the sent fields of an existing one (what counts as sent: `reading`).
   * `failIfExists` turns the update into a conflict.
   */
  createOrUpdate(input: CreateSubscriberInput, failIfExists: boolean, reading: ProfileReading = 'sent-values'): { subscriber: Subscriber; created: boolean } {
    const subscriberId = input.subscriberId.trim();
    checkSubscriberInput(input);
    const existing = this.find(subscriberId);
    if (existing && failIfExists) throw new ConflictError(`Subscriber with id "${subscriberId}" already exists`);
    const profile = sentProfile(input, reading);
    if (existing) {
      // As the real update: a profile that changes nothing is not written (`updatedAt` stays).
      if (reading === 'as-sent' && !profileChanges(existing, profile)) return { subscriber: existing, created: false };
      return { subscriber: this.update(existing, (s) => Object.assign(s, profile)), created: false };
    }
    // The real subscriber schema drops an empty object when it creates the document (Mongoose's `minimize`), so a
    // new subscriber sent no data, `data: null` or `data: {}` has no `data` at all; the other ways in keep `{}`.
    if (reading === 'as-sent' && Object.keys(profile.data ?? {}).length === 0) delete profile.data;
    else profile.data ??= {};
    const now = this.clock.now().toISOString();
    const subscriber: Subscriber = {
      _id: this.ids.objectId(),
      subscriberId,
      ...profile,
      channels: [],
      ...this.scope,
      deleted: false,
      createdAt: now,
      updatedAt: now,
      __v: 0,
    };
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
   * `GET /v2/subscribers`. Unfiltered: a slice of the ordering. By `subscriberId`: that one subscriber. By
   * text (`email`, `phone`, `name`: parts of the field, any case): the matches the text index finds, sorted
   * when few, else found by walking the ordering; either way a page costs the same wherever its cursor sits.
   */
  search(partial: Partial<SubscriberSearchQuery>): SubscriberPage {
    const query: SubscriberSearchQuery = { ...SEARCH_DEFAULTS, ...partial };
    // An empty cursor or filter is none, as the real service reads them (`query.email && …`).
    for (const key of ['after', 'before', 'email', 'phone', 'name', 'subscriberId'] as const) if (query[key] === '') delete query[key];
    const compare = compareBy(query.orderBy);
    const ordering = this.#orderings.get(query.orderBy) as SortedList<Subscriber>;
    const cursorId = query.after ?? query.before;
    const cursorItem = cursorId === undefined ? undefined : this.#byInternalId.get(cursorId);
    const matches = (s: Subscriber) => matchesFilters(s, query);
    if (query.subscriberId !== undefined) {
      const one = this.find(query.subscriberId);
      return pageOf(one && matches(one) ? [one] : [], query, compare, cursorItem);
    }
    if (textFilters(query).length === 0) return pageOf(ordering.items, query, compare, cursorItem);
    const scan = this.#textScan(query);
    if (scan.count > WALK_ABOVE) return walkedPageOf(ordering.items, matches, scan.count, query, compare, cursorItem);
    let sorted = scan.sorted.get(query.orderBy);
    if (!sorted) scan.sorted.set(query.orderBy, (sorted = [...scan.found].sort(compare)));
    return pageOf(sorted, query, compare, cursorItem);
  }

  /** The matches of the query's first text filter that pass the others, all of them while few; past that only counted. */
  #textScan(query: SubscriberSearchQuery): TextScan {
    const [first, ...others] = textFilters(query);
    if (!first) throw new Error('a text scan needs a text filter');
    const scan: TextScan = { found: [], sorted: new Map(), count: 0 };
    this.#byText.scan(first.field, first.needle, (s) => {
      if (others.length > 0 && !matchesFilters(s, query)) return true;
      scan.count++;
      if (scan.count <= WALK_ABOVE) scan.found.push(s);
      return scan.count <= TOTAL_COUNT_CEILING;
    });
    return scan;
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
