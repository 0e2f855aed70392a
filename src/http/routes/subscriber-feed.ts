import { LegacyFeed, type FeedQuery } from '../../domain/inbox/legacy-feed.js';
import type { ActionType } from '../../domain/inbox/state-changes.js';
import type { MarkAs } from '../../domain/messages.js';
import type { OperationHandlers } from '../context.js';

/** The v1 forms of a subscriber's in-app feed that the official SDK still calls. */
export const subscriberFeedHandlers: OperationHandlers = {
  getSubscriberFeed: ({ environment, params, query }) => ({
    status: 200,
    body: new LegacyFeed(environment).feed(params.subscriberId as string, query as FeedQuery),
  }),

  getSubscriberUnseenCount: ({ environment, params, query }) => ({
    status: 200,
    body: new LegacyFeed(environment).unseenCount(params.subscriberId as string, query.seen as boolean | undefined, query.limit as number | undefined),
  }),

  markAllSubscriberMessages: ({ environment, params, body }) => {
    const { markAs, feedIdentifier } = body as { markAs: MarkAs; feedIdentifier?: string | string[] };
    const feeds = feedIdentifier === undefined ? undefined : ([] as string[]).concat(feedIdentifier);
    return { status: 201, body: new LegacyFeed(environment).markAll(params.subscriberId as string, markAs, feeds) };
  },

  markSubscriberMessageAction: ({ environment, params, body }) => {
    const { status, payload } = body as { status: 'pending' | 'done'; payload?: Record<string, unknown> };
    const message = new LegacyFeed(environment).markAction(params.subscriberId as string, params.messageId as string, params.type as ActionType, status, payload);
    return { status: 201, body: message };
  },
};
