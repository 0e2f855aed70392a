import { executionDetailsOf } from '../../domain/activity/index.js';
import { presentGroup } from '../../domain/notification-groups/index.js';
import type { ApiHandlers } from '../context.js';

/** Workflow groups, in-app feeds, and the execution details of an event. */
export const notificationGroupHandlers: ApiHandlers = {
  listNotificationGroups: ({ environment }) => ({ status: 200, body: environment.notificationGroups.list() }),

  createNotificationGroup: ({ environment, body }) => ({ status: 201, body: presentGroup(environment.notificationGroups.create(body.name)) }),

  getNotificationGroup: ({ environment, params }) => ({ status: 200, body: presentGroup(environment.notificationGroups.get(params.id)) }),

  updateNotificationGroup: ({ environment, params, body }) => ({
    status: 200,
    body: presentGroup(environment.notificationGroups.rename(params.id, body.name)),
  }),

  deleteNotificationGroup: ({ environment, params }) => {
    environment.notificationGroups.remove(params.id);
    return { status: 200, body: { acknowledged: true, status: 'deleted' } };
  },

  listFeeds: ({ environment }) => ({ status: 200, body: environment.feeds.list() }),

  createFeed: ({ environment, body }) => ({ status: 201, body: environment.feeds.create(body.name) }),

  deleteFeed: ({ environment, params }) => ({ status: 200, body: environment.feeds.remove(params.feedId, environment.workflows.list()) }),

  listExecutionDetails: ({ environment, query }) => ({
    status: 200,
    body: executionDetailsOf(environment, query.notificationId, query.subscriberId),
  }),
};
