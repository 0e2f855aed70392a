import { executionDetailsOf } from '../../domain/execution-details.js';
import { presentGroup } from '../../domain/notification-groups.js';
import type { OperationHandlers } from '../context.js';

const nameOf = (body: unknown) => (body as { name: string }).name;

/** Workflow groups, in-app feeds, and the execution details of an event. */
export const notificationGroupHandlers: OperationHandlers = {
  listNotificationGroups: ({ environment }) => ({ status: 200, body: environment.notificationGroups.list() }),

  createNotificationGroup: ({ environment, body }) => ({ status: 201, body: presentGroup(environment.notificationGroups.create(nameOf(body))) }),

  getNotificationGroup: ({ environment, params }) => ({ status: 200, body: presentGroup(environment.notificationGroups.get(params.id as string)) }),

  updateNotificationGroup: ({ environment, params, body }) => ({
    status: 200,
    body: presentGroup(environment.notificationGroups.rename(params.id as string, nameOf(body))),
  }),

  deleteNotificationGroup: ({ environment, params }) => {
    environment.notificationGroups.remove(params.id as string);
    return { status: 200, body: { acknowledged: true, status: 'deleted' } };
  },

  listFeeds: ({ environment }) => ({ status: 200, body: environment.feeds.list() }),

  createFeed: ({ environment, body }) => ({ status: 201, body: environment.feeds.create(nameOf(body)) }),

  deleteFeed: ({ environment, params }) => ({ status: 200, body: environment.feeds.remove(params.feedId as string, environment.workflows.list()) }),

  listExecutionDetails: ({ environment, query }) => ({
    status: 200,
    body: executionDetailsOf(environment, query.notificationId as string, query.subscriberId as string),
  }),
};
