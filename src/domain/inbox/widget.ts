import type { InboxEnvironment } from './inbox-environment.js';
import { BadRequestError, isInternalId, InvalidInputError, NotFoundError, type OrganizationBranding } from '../shared/index.js';
import type { Message } from '../messages/index.js';
import { LegacyFeed } from './legacy-feed.js';
import { admitSubscriber } from './session.js';

export interface WidgetSessionInput {
  subscriberId: string;
  applicationIdentifier: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  hmacHash?: string | null;
}

/** What the widget keeps of its session: the token, and who it is (the subscriber's internal id). */
export interface WidgetSession {
  token: string;
  profile: { _id: string; firstName?: string | null; lastName?: string | null; phone?: string | null };
}

/**
 * `POST /v1/widgets/session/initialize`, as the real service: the Inbox's admission (in-app integration,
 * HMAC, the subscriber created or updated) with the widget's words, and the profile the widget shows.
 */
export function openWidgetSession(environment: InboxEnvironment, hmacKey: string | undefined, input: WidgetSessionInput): WidgetSession {
  const { subscriberId, hmacHash, applicationIdentifier: _, ...profile } = input;
  const { subscriber, token } = admitSubscriber(environment, hmacKey, {
    subscriberId,
    profile,
    hash: hmacHash,
    noInAppIntegration: 'In app integration could not be found',
  });
  const { firstName, lastName, phone } = subscriber;
  return { token, profile: { _id: subscriber._id, ...(firstName !== undefined && { firstName }), ...(lastName !== undefined && { lastName }), ...(phone !== undefined && { phone }) } };
}

/** `GET /v1/widgets/organization`: the environment's organization, with its branding when it has one. */
export function widgetOrganizationOf(environment: InboxEnvironment): { _id: string; name: string; branding?: OrganizationBranding } {
  const { _id, name, branding } = environment.info.organization;
  return { _id, name, ...(branding !== undefined && { branding }) };
}

export interface WidgetCountQuery {
  seen?: boolean;
  read?: boolean;
  /** Only the messages of the feeds with these identifiers. */
  feedIdentifiers?: string[];
  limit?: number;
}

/** The real service's counts stop at 100 by default, and refuse a `limit` outside 1–100 with these words. */
const MAX_COUNT_LIMIT = 100;

function countLimitOf(limit: number | undefined): number {
  if (limit === undefined) return MAX_COUNT_LIMIT;
  if (limit < 1) throw new BadRequestError('limit must not be less than 1');
  if (limit > MAX_COUNT_LIMIT) throw new BadRequestError(`limit must not be greater than ${MAX_COUNT_LIMIT}`);
  return limit;
}


/**
 * The widget's own operations on its subscriber's in-app messages (the rest are the v1 feed's, in
 * `LegacyFeed`): counts by state and feed, and deletions. Deleted messages leave every feed, the Inbox and
 * the counts, and the subscriber's sockets hear the new counts.
 */
export class WidgetMessages {
  constructor(
    private readonly environment: InboxEnvironment,
    private readonly subscriberId: string,
  ) {}

  /** `GET /v1/widgets/notifications/{unseen,unread,count}`. */
  count({ seen, read, feedIdentifiers, limit }: WidgetCountQuery): { count: number } {
    return new LegacyFeed(this.environment).count(this.subscriberId, { seen, read, feedIdentifiers }, countLimitOf(limit));
  }

  /** `DELETE /v1/widgets/messages/{messageId}`: the message as it was. */
  remove(messageId: string): Message {
    const removed = this.environment.messages.removeInApp(this.#subscriber()._id, messageId);
    if (!removed) throw new NotFoundError(`Message ${messageId} not found`);
    return removed;
  }

  /** `POST /v1/widgets/messages/bulk/delete`: the subscriber's in-app messages among the ids; others are ignored. */
  removeMany(messageIds: readonly string[]): void {
    const subscriber = this.#subscriber();
    const { messages } = this.environment;
    const owned = [...new Set(messageIds)].map((id) => messages.inAppMessage(subscriber._id, id)).filter((m): m is Message => m !== undefined);
    messages.removeEach(owned);
  }

  /** `DELETE /v1/widgets/messages`: every in-app message of the subscriber, or those of one feed. */
  removeAll(feedId?: string): void {
    if (feedId !== undefined && !isInternalId(feedId)) throw InvalidInputError.of('query.feedId', 'FeedId must be a valid MongoDB ObjectId', feedId);
    const subscriber = this.#subscriber();
    if (feedId !== undefined && !this.environment.feeds.list().some((f) => f._id === feedId)) throw new NotFoundError(`Feed with ${feedId} not found`);
    const { messages } = this.environment;
    messages.removeEach(messages.inAppOf(subscriber._id).filter((m) => feedId === undefined || m._feedId === feedId));
  }

  #subscriber() {
    const subscriber = this.environment.subscribers.find(this.subscriberId);
    if (!subscriber) throw new NotFoundError(`Subscriber ${this.subscriberId} not found`);
    return subscriber;
  }
}
