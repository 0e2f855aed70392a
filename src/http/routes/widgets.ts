import { LegacyFeed, openWidgetSession, widgetOrganizationOf, WidgetMessages } from '../../domain/inbox/index.js';
import { V1Preferences } from '../../domain/preferences/index.js';
import { markMessagesLegacy, widgetLegacyMessageIds, widgetMarkAsMessageIds } from '../../domain/messages/index.js';
import { sessionSubscriberOf, type ApiHandlers, type OperationContext } from '../context.js';

type SessionContext = Pick<OperationContext, 'environment' | 'subscriberId'>;

/** The clients send feed identifiers as one, several comma-separated, or a list (none: every feed). */
const feedIdentifiersOf = (sent: string | string[] | undefined): string[] | undefined => {
  const identifiers = (Array.isArray(sent) ? sent : sent === undefined ? [] : [sent]).flatMap((entry) => entry.split(',')).filter((id) => id !== '');
  return identifiers.length > 0 ? identifiers : undefined;
};

/** The widget shows (and the real service answers) only the channels a workflow's active steps use, not all five. */
const INCLUDE_INACTIVE_CHANNELS = false;

const countReply = (context: SessionContext, state: { seen?: boolean; read?: boolean }, feedIdentifier: string[] | undefined, limit: number | undefined) => ({
  status: 200,
  body: { data: new WidgetMessages(context.environment, sessionSubscriberOf(context)).count({ ...state, feedIdentifiers: feedIdentifiersOf(feedIdentifier), limit }) },
});

/**
 * `/v1/widgets/*`: the legacy in-app clients' routes, on the session subscriber's records through the same
 * domain as the v1 subscriber routes. Each answers its envelope itself (the clients read `data`, whatever
 * the mock's `--no-envelope`), the feed's page bare as the real service sends it.
 */
export const widgetHandlers: ApiHandlers = {
  initializeWidgetSession: ({ environment, signingKey, body }) => ({
    status: 201,
    body: { data: openWidgetSession(environment, signingKey, body) },
  }),

  getWidgetOrganization: ({ environment }) => ({ status: 200, body: { data: widgetOrganizationOf(environment) } }),

  getWidgetFeed: (context) => ({ status: 200, body: new LegacyFeed(context.environment).feed(sessionSubscriberOf(context), context.query) }),

  getWidgetUnseenCount: (context) => {
    const { seen = false, feedIdentifier, limit } = context.query;
    return countReply(context, { seen }, feedIdentifier, limit);
  },

  getWidgetUnreadCount: (context) => {
    const { read = false, feedIdentifier, limit } = context.query;
    return countReply(context, { read }, feedIdentifier, limit);
  },

  getWidgetCount: (context) => {
    const { seen, read, feedIdentifier, limit } = context.query;
    // Neither state asked: the unseen ones, as the real service counts them.
    return countReply(context, seen === undefined && read === undefined ? { seen: false } : { seen, read }, feedIdentifier, limit);
  },

  markWidgetMessagesLegacy: (context) => {
    const { messageId, mark } = context.body;
    return { status: 201, body: { data: markMessagesLegacy(context.environment, sessionSubscriberOf(context), widgetLegacyMessageIds(messageId), mark) } };
  },

  markWidgetMessagesAs: (context) => {
    const { messageId, markAs } = context.body;
    return { status: 201, body: { data: context.environment.messages.markAs(sessionSubscriberOf(context), widgetMarkAsMessageIds(messageId), markAs) } };
  },

  markAllWidgetMessagesRead: (context) => ({
    status: 201,
    body: { data: new LegacyFeed(context.environment).markAll(sessionSubscriberOf(context), 'read', feedIdentifiersOf(context.body?.feedId)) },
  }),

  markAllWidgetMessagesSeen: (context) => ({
    status: 201,
    body: { data: new LegacyFeed(context.environment).markAll(sessionSubscriberOf(context), 'seen', feedIdentifiersOf(context.body?.feedId)) },
  }),

  updateWidgetMessageAction: (context) => {
    const { status, payload } = context.body;
    const message = new LegacyFeed(context.environment).markAction(sessionSubscriberOf(context), context.params.messageId, context.params.type, status, payload);
    return { status: 201, body: { data: message } };
  },

  removeWidgetMessage: (context) => ({
    status: 200,
    body: { data: new WidgetMessages(context.environment, sessionSubscriberOf(context)).remove(context.params.messageId) },
  }),

  removeAllWidgetMessages: (context) => {
    new WidgetMessages(context.environment, sessionSubscriberOf(context)).removeAll(context.query.feedId);
    return { status: 204 };
  },

  removeWidgetMessagesBulk: (context) => {
    new WidgetMessages(context.environment, sessionSubscriberOf(context)).removeMany(context.body.messageIds);
    // The real use case returns nothing, which its envelope sends as `{}`.
    return { status: 200, body: {} };
  },

  listWidgetPreferences: (context) => ({
    status: 200,
    body: { data: V1Preferences.of(context.environment, sessionSubscriberOf(context), 'template').list(INCLUDE_INACTIVE_CHANNELS) },
  }),

  getWidgetPreferencesByLevel: (context) => {
    const { level } = context.params;
    return { status: 200, body: { data: V1Preferences.of(context.environment, sessionSubscriberOf(context), level).byLevel(level, INCLUDE_INACTIVE_CHANNELS) } };
  },

  updateWidgetGlobalPreferences: (context) => ({
    status: 200,
    body: { data: V1Preferences.of(context.environment, sessionSubscriberOf(context), 'update').updateGlobal(context.body ?? {}) },
  }),

  updateWidgetPreference: (context) => ({
    status: 200,
    body: { data: V1Preferences.of(context.environment, sessionSubscriberOf(context), 'update').updateWorkflow(context.params.level, context.body ?? {}) },
  }),

  logWidgetUsage: () => ({ status: 201, body: { data: { success: true } } }),
};
