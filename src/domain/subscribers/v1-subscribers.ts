import type { CredentialsInput, CredentialsMode, SubscriberCredentials } from './credentials.js';
import { BadRequestError, NotFoundError, keptBytes, type StoreBudget } from '../shared/index.js';
import { checkSubscriberInput, type CreateSubscriberInput, type SubscriberStore } from './subscribers.js';
import type { Subscriber } from './types.js';

/** What the v1 views of subscribers use of their environment: its stores, and the writes that span them. An `Environment` is one. */
export interface V1SubscribersEnvironment {
  readonly subscribers: SubscriberStore;
  readonly credentials: SubscriberCredentials;
  readonly budget: StoreBudget;
  /** The topics a subscriber is subscribed to (by its internal id). */
  readonly topics: { subscriptionsOfSubscriber(subscriberInternalId: string): readonly { topicKey: string }[] };
  createSubscriber(input: CreateSubscriberInput, failIfExists: boolean): { subscriber: Subscriber; created: boolean };
  upsertCredentials(subscriberId: string, input: CredentialsInput, mode: CredentialsMode): Subscriber;
  removeSubscriber(subscriberId: string): void;
}

/** `GET /v1/subscribers`: the real service's offset page; it has no total count. */
export interface V1SubscriberPage {
  page: number;
  hasMore: boolean;
  pageSize: number;
  data: Subscriber[];
}

/** `POST /v1/subscribers`: a profile, and chat/push credentials set as `PATCH .../credentials` sets them. */
export type V1SubscriberInput = CreateSubscriberInput & { channels?: CredentialsInput[] };

/** `PUT /v1/subscribers/{subscriberId}`: the fields sent change. */
export type V1SubscriberUpdate = Partial<Pick<Subscriber, 'firstName' | 'lastName' | 'email' | 'phone' | 'avatar' | 'locale' | 'data'>> & {
  channels?: CredentialsInput[];
};

/** The v1 routes' own word for an unknown subscriber (the v2 routes say `Subscriber: <id> was not found`). */
const notFoundForId = (subscriberId: string) => new NotFoundError(`Subscriber not found for id ${subscriberId}`);

/**
 * What the real service's v1 update writes: an email sent empty or null clears it; any other field sent
 * null counts as not sent (an empty string is written).
 */
function changesOf(sent: Omit<V1SubscriberUpdate, 'channels'>): Partial<Subscriber> {
  const changes: Partial<Subscriber> = {};
  for (const [field, value] of Object.entries(sent)) {
    if (field === 'email') changes.email = value === '' || value === null ? null : (value as string | undefined);
    else if (value !== null && value !== undefined) Object.assign(changes, { [field]: value });
  }
  if (changes.email === undefined) delete changes.email;
  return changes;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The subscribers of one environment as the v1 API (the one `@novu/node` calls) reads and writes them:
 * the same store as `/v2/subscribers`, with the v1 controller's pages, rules and messages.
 */
export class V1Subscribers {
  constructor(private readonly environment: V1SubscribersEnvironment) {}

  /**
   * Oldest first, as the real service's unsorted query returns them. `hasMore` is the real rule, a full page:
   * an exactly full last page says true, and the next page is empty.
   */
  list(page = 0, limit = 10): V1SubscriberPage {
    const data = this.environment.subscribers.slice(page * limit, limit);
    return { page, hasMore: data.length === limit, pageSize: limit, data };
  }

  /** With `includeTopics`, `topics` lists the keys of the topics the subscriber is subscribed to. */
  get(subscriberId: string, includeTopics = false): Subscriber {
    const subscriber = this.#find(subscriberId);
    if (!includeTopics) return subscriber;
    const keys = this.environment.topics.subscriptionsOfSubscriber(subscriber._id).map((s) => s.topicKey);
    return { ...subscriber, topics: [...new Set(keys)] };
  }

  /**
   * Creates the subscriber or updates the fields sent, as `POST /v2/subscribers` does, then appends each
   * channel's credentials. Every channel's integration is checked before anything is written.
   */
  create({ channels = [], ...profile }: V1SubscriberInput): Subscriber {
    for (const channel of channels) this.environment.credentials.integrationFor(channel);
    let { subscriber } = this.environment.createSubscriber(profile, false);
    for (const channel of channels) subscriber = this.environment.upsertCredentials(subscriber.subscriberId, channel, 'append');
    return subscriber;
  }

  /** The fields sent change (none changed: the record and its `updatedAt` stay); channels' credentials are appended. */
  update(subscriberId: string, { channels = [], ...sent }: V1SubscriberUpdate): Subscriber {
    const existing = this.environment.subscribers.find(subscriberId);
    if (!existing) throw new BadRequestError(`SubscriberId: ${subscriberId} not found`);
    checkSubscriberInput({ ...sent, subscriberId });
    for (const channel of channels) this.environment.credentials.integrationFor(channel);
    const changes = changesOf(sent);
    let subscriber = existing;
    if (Object.entries(changes).some(([field, value]) => !sameJson(existing[field as keyof Subscriber], value))) {
      this.environment.budget.spend({ bytes: keptBytes(changes) }, 'This subscriber write');
      subscriber = this.environment.subscribers.update(existing, (s) => Object.assign(s, changes));
    }
    for (const channel of channels) subscriber = this.environment.upsertCredentials(subscriberId, channel, 'append');
    return subscriber;
  }

  /** Deletes the subscriber and what belongs to it, as `DELETE /v2/subscribers/{subscriberId}` does. */
  remove(subscriberId: string): { acknowledged: true; status: 'deleted' } {
    this.#find(subscriberId);
    this.environment.removeSubscriber(subscriberId);
    return { acknowledged: true, status: 'deleted' };
  }

  #find(subscriberId: string): Subscriber {
    const subscriber = this.environment.subscribers.find(subscriberId);
    if (!subscriber) throw notFoundForId(subscriberId);
    return subscriber;
  }
}
