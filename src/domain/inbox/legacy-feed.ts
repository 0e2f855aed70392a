import type { InboxEnvironment } from './inbox-environment.js';
import { BadRequestError, keptGrowth, NotFoundError } from '../shared/index.js';
import { markChanges, type MarkAs, type MessageView, type Message } from '../messages/index.js';
import type { Subscriber } from '../subscribers/index.js';
import type { ActionType } from './state-changes.js';

/** A page of the v1 feed, as the real service's feed use case counts it. */
export interface FeedPage {
  data: FeedItem[];
  totalCount: number;
  hasMore: boolean;
  pageSize: number;
  page: number;
}

/**
 * A subscriber as the real feed populates it on a message: `_id firstName lastName avatar subscriberId`. A
 * profile field that is null is left out: the official SDK's feed model refuses null there.
 */
export interface FeedSubscriber {
  _id: string;
  subscriberId: string;
  firstName?: string;
  lastName?: string;
  avatar?: string;
}

export type FeedItem = Message & { archived: boolean; _jobId?: string; subscriber: FeedSubscriber; actorSubscriber?: FeedSubscriber };

function populated(subscriber: Subscriber): FeedSubscriber {
  const { _id, subscriberId, firstName, lastName, avatar } = subscriber;
  return { _id, subscriberId, ...(typeof firstName === 'string' && { firstName }), ...(typeof lastName === 'string' && { lastName }), ...(typeof avatar === 'string' && { avatar }) };
}

export interface FeedQuery {
  page?: number;
  limit?: number;
  read?: boolean;
  seen?: boolean;
  /** A JSON object encoded in base64: every key must equal the message's trigger payload's. */
  payload?: string;
  /** Only the messages of the feeds with these identifiers. */
  feedIdentifier?: string[];
}

function subscriberOf(environment: InboxEnvironment, subscriberId: string, missing: () => Error): Subscriber {
  const subscriber = environment.subscribers.find(subscriberId);
  if (!subscriber) throw missing();
  return subscriber;
}

function payloadFilterOf(encoded: string | undefined): Record<string, unknown> | undefined {
  if (encoded === undefined || encoded === '') return undefined;
  const invalid = new BadRequestError('Invalid payload, the JSON object should be encoded to base64 string.');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, 'base64').toString());
  } catch {
    throw invalid;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalid;
  return value as Record<string, unknown>;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The ids of the environment's feeds with these identifiers, as the real message repository looks them up
 * before it filters on `_feedId` (an identifier of no feed matches nothing); undefined for no filter.
 */
function feedIdsOf(environment: InboxEnvironment, identifiers: readonly string[] | undefined): Set<string> | undefined {
  if (identifiers === undefined) return undefined;
  const wanted = new Set(identifiers);
  return new Set(environment.feeds.list().filter((feed) => wanted.has(feed.identifier)).map((feed) => feed._id));
}

const inFeeds = (message: Message, feeds: Set<string> | undefined): boolean =>
  feeds === undefined || (typeof message._feedId === 'string' && feeds.has(message._feedId));

/**
 * The legacy (v1) views of a subscriber's in-app messages: the same records the Inbox shows and changes,
 * with the real service's v1 rules and messages.
 */
export class LegacyFeed {
  constructor(private readonly environment: InboxEnvironment) {}

  #now(): string {
    return this.environment.time.clock.now().toISOString();
  }

  /** `GET /v1/subscribers/{id}/notifications/feed`: newest first; `totalCount` is at most the page size, as in the real service. */
  feed(subscriberId: string, query: FeedQuery): FeedPage {
    const payload = payloadFilterOf(query.payload);
    const subscriber = subscriberOf(
      this.environment,
      subscriberId,
      () => new BadRequestError(`Subscriber not found for this environment with the id: ${subscriberId}. Make sure to create a subscriber before fetching the feed.`),
    );
    const page = query.page ?? 0;
    const limit = query.limit ?? 10;
    const feeds = feedIdsOf(this.environment, query.feedIdentifier);
    const matching = this.environment.messages
      .inAppOf(subscriber._id)
      .filter(
        (m) =>
          (query.read === undefined || m.read === query.read) &&
          (query.seen === undefined || m.seen === query.seen) &&
          inFeeds(m, feeds) &&
          (payload === undefined || Object.entries(payload).every(([key, value]) => sameJson((m.payload as Record<string, unknown> | undefined)?.[key], value))),
      );
    const remaining = Math.max(matching.length - page * limit, 0);
    const recipient = populated(subscriber);
    const data = matching.slice(page * limit, page * limit + limit).map((m) => this.#feedItem(m, recipient));
    return { data, totalCount: Math.min(remaining, limit), hasMore: remaining > limit, pageSize: limit, page };
  }

  /**
   * A message as the real feed shows it: its recipient and its actor populated, and a `user` actor's
   * `data` replaced by the actor's avatar (null without one).
   */
  #feedItem(message: Message, recipient: FeedSubscriber): FeedItem {
    const job = this.environment.activity.find(message._notificationId)?.jobs?.find((j) => j.type === 'in_app');
    const actor = typeof message._actorId === 'string' ? this.environment.subscribers.findByInternalId(message._actorId) : undefined;
    const item: FeedItem = { ...message, archived: message.archived === true, ...(typeof job?._id === 'string' ? { _jobId: job._id } : {}), subscriber: recipient };
    if (actor) item.actorSubscriber = populated(actor);
    const shown = message.actor as { type?: unknown } | undefined;
    if (typeof message._actorId === 'string' && shown?.type === 'user') item.actor = { ...shown, data: actor?.avatar ?? null };
    return item;
  }

  /** `GET /v1/subscribers/{id}/notifications/unseen`: in-app messages in that seen state (unseen by default), counted up to `limit`. */
  unseenCount(subscriberId: string, seen = false, limit = 100): { count: number } {
    return this.count(subscriberId, { seen }, limit);
  }

  /** In-app messages in the states asked (of those feeds, when listed), counted up to `limit`. */
  count(subscriberId: string, state: { seen?: boolean; read?: boolean; feedIdentifiers?: readonly string[] }, limit: number): { count: number } {
    const subscriber = subscriberOf(
      this.environment,
      subscriberId,
      () =>
        new BadRequestError(
          `Subscriber ${subscriberId} is not exist in environment ${this.environment.id}, please provide a valid subscriber identifier`,
        ),
    );
    const feeds = feedIdsOf(this.environment, state.feedIdentifiers);
    const count = this.environment.messages
      .inAppOf(subscriber._id)
      .filter(
        (m) =>
          (state.seen === undefined || m.seen === state.seen) &&
          (state.read === undefined || m.read === state.read) &&
          inFeeds(m, feeds),
      ).length;
    return { count: Math.min(count, limit) };
  }

  /**
   * `POST /v1/subscribers/{id}/messages/mark-all`: every in-app message not yet in that state (of the
   * listed feeds, when sent) changes as mark-as changes it; returns how many changed.
   */
  markAll(subscriberId: string, markAs: MarkAs, feedIdentifiers?: string[]): number {
    const subscriber = subscriberOf(
      this.environment,
      subscriberId,
      () =>
        new NotFoundError(
          `Subscriber ${subscriberId} does not exist in environment ${this.environment.id}, please provide a valid subscriber identifier`,
        ),
    );
    const alreadyThere = { read: (m: Message) => m.read, unread: (m: Message) => !m.read, seen: (m: Message) => m.seen, unseen: (m: Message) => !m.seen }[markAs];
    const feeds = feedIdsOf(this.environment, feedIdentifiers);
    const changing = this.environment.messages.inAppOf(subscriber._id).filter((m) => !alreadyThere(m) && inFeeds(m, feeds));
    const now = this.#now();
    return this.environment.messages.changeEach(changing, () => markChanges(markAs, now)).length;
  }

  /**
   * `POST /v1/subscribers/{id}/messages/{messageId}/actions/{type}` (and the widget's): records the button's result and
   * status on the message. A payload sent is kept with the message: what it adds to the one it replaces is charged.
   */
  markAction(subscriberId: string, messageId: string, type: ActionType, status: 'pending' | 'done', payload?: Record<string, unknown>): MessageView {
    const subscriber = subscriberOf(
      this.environment,
      subscriberId,
      () =>
        new BadRequestError(
          `Subscriber with the id: ${subscriberId} was not found for this environment. Make sure to create a subscriber before trying to modify it.`,
        ),
    );
    const changed = this.environment.messages.changeInApp(subscriber._id, messageId, (m) => {
      const cta = (m.cta ?? {}) as { action?: { result?: Record<string, unknown> } & Record<string, unknown> } & Record<string, unknown>;
      const result = { ...cta.action?.result, type, ...(payload === undefined ? {} : { payload }) };
      this.environment.budget.spend({ bytes: keptGrowth(cta.action?.result?.payload, result.payload) }, 'This message action');
      return { cta: { ...cta, action: { ...cta.action, status, result } } };
    });
    if (!changed) throw new NotFoundError(`Message ${messageId} not found`);
    return { ...changed, subscriber };
  }
}
