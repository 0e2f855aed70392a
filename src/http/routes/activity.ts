import type { ActivityQuery } from '../../domain/activity.js';
import type { OperationHandlers } from '../context.js';

export const activityHandlers: OperationHandlers = {
  listNotifications: ({ environment, query }) => {
    const { data, page, pageSize, hasMore } = environment.activity.list(query as ActivityQuery);
    return { status: 200, body: { data, page, pageSize, hasMore } };
  },

  retrieveNotification: ({ environment, params }) => ({
    status: 200,
    body: environment.activity.get(params.notificationId as string),
  }),
};
