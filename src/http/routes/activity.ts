import type { ApiHandlers } from '../context.js';

export const activityHandlers: ApiHandlers = {
  listNotifications: ({ environment, query }) => {
    const { data, page, pageSize, hasMore } = environment.activity.list(query);
    return { status: 200, body: { data, page, pageSize, hasMore } };
  },

  retrieveNotification: ({ environment, params }) => ({
    status: 200,
    body: environment.activity.get(params.notificationId),
  }),
};
