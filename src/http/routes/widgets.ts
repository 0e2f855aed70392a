import { LegacyFeed } from '../../domain/inbox/legacy-feed.js';
import { openWidgetSession, widgetOrganizationOf, WidgetMessages } from '../../domain/inbox/widget.js';
import { V1Preferences } from '../../domain/preferences/v1-preferences.js';
import { markMessagesLegacy } from '../../domain/subscribers-v1-messages.js';
import { sessionSubscriberOf, type ApiHandlers } from '../context.js';

/** The clients send one feed id, several comma-separated, or a list. */
const feedIdsOf = (feedId: string | string[] | undefined): string[] | undefined =>
  feedId === undefined ? undefined : (Array.isArray(feedId) ? feedId : [feedId]).flatMap((id) => id.split(','));

/** The widget shows (and the real service answers it) only the channels a workflow's active steps use, not all five. */
const ACTIVE_CHANNELS_ONLY = false;

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
    return { status: 200, body: { data: new WidgetMessages(context.environment, sessionSubscriberOf(context)).count({ seen, feedIdentifier, limit }) } };
  },

  getWidgetUnreadCount: (context) => {
    const { read = false, feedIdentifier, limit } = context.query;
    return { status: 200, body: { data: new WidgetMessages(context.environment, sessionSubscriberOf(context)).count({ read, feedIdentifier, limit }) } };
  },

  getWidgetCount: (context) => {
    const { seen, read, feedIdentifier, limit } = context.query;
    // Neither state asked: the unseen ones, as the real service counts them.
    const state = seen === undefined && read === undefined ? { seen: false } : { seen, read };
    return { status: 200, body: { data: new WidgetMessages(context.environment, sessionSubscriberOf(context)).count({ ...state, feedIdentifier, limit }) } };
  },

  markWidgetMessagesLegacy: (context) => {
    const { messageId, mark } = context.body;
    return { status: 201, body: { data: markMessagesLegacy(context.environment, sessionSubscriberOf(context), messageId, mark) } };
  },

  markWidgetMessagesAs: (context) => {
    const { messageId, markAs } = context.body;
    return { status: 201, body: { data: context.environment.messages.markAs(sessionSubscriberOf(context), messageId, markAs) } };
  },

  markAllWidgetMessagesRead: (context) => ({
    status: 201,
    body: { data: new LegacyFeed(context.environment).markAll(sessionSubscriberOf(context), 'read', feedIdsOf(context.body?.feedId)) },
  }),

  markAllWidgetMessagesSeen: (context) => ({
    status: 201,
    body: { data: new LegacyFeed(context.environment).markAll(sessionSubscriberOf(context), 'seen', feedIdsOf(context.body?.feedId)) },
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
    body: { data: V1Preferences.of(context.environment, sessionSubscriberOf(context), 'template').list(ACTIVE_CHANNELS_ONLY) },
  }),

  getWidgetPreferencesByLevel: (context) => {
    const { level } = context.params;
    return { status: 200, body: { data: V1Preferences.of(context.environment, sessionSubscriberOf(context), level).byLevel(level, ACTIVE_CHANNELS_ONLY) } };
  },

  updateWidgetGlobalPreferences: (context) => ({
    status: 200,
    body: { data: V1Preferences.of(context.environment, sessionSubscriberOf(context), 'update').updateGlobal(context.body ?? {}, ACTIVE_CHANNELS_ONLY) },
  }),

  updateWidgetPreference: (context) => ({
    status: 200,
    body: { data: V1Preferences.of(context.environment, sessionSubscriberOf(context), 'update').updateWorkflow(context.params.level, context.body ?? {}, ACTIVE_CHANNELS_ONLY) },
  }),

  logWidgetUsage: () => ({ status: 201, body: { data: { success: true } } }),
};
