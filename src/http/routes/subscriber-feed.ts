import { LegacyFeed } from '../../domain/inbox/index.js';
import type { ApiHandlers } from '../context.js';

/** The v1 forms of a subscriber's in-app feed that the official SDK still calls. */
export const subscriberFeedHandlers: ApiHandlers = {
  getSubscriberFeed: ({ environment, params, query }) => ({
    status: 200,
    body: new LegacyFeed(environment).feed(params.subscriberId, query),
  }),

  getSubscriberUnseenCount: ({ environment, params, query }) => ({
    status: 200,
    body: new LegacyFeed(environment).unseenCount(params.subscriberId, query.seen, query.limit),
  }),

  markAllSubscriberMessages: ({ environment, params, body }) => {
    const { markAs, feedIdentifier } = body;
    const feeds = typeof feedIdentifier === 'string' ? [feedIdentifier] : feedIdentifier;
    return { status: 201, body: new LegacyFeed(environment).markAll(params.subscriberId, markAs, feeds) };
  },

  markSubscriberMessageAction: ({ environment, params, body }) => {
    const { status, payload } = body;
    const message = new LegacyFeed(environment).markAction(params.subscriberId, params.messageId, params.type, status, payload);
    return { status: 201, body: message };
  },
};
