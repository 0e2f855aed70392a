import { activityGraph, activityStats, graphDays } from '../../domain/activity/index.js';
import type { ApiHandlers } from '../context.js';

export const activityHandlers: ApiHandlers = {
  listNotifications: ({ environment, query }) => {
    const { data, page, pageSize, hasMore } = environment.activity.list(query);
    return { status: 200, body: { data, page, pageSize, hasMore } };
  },

  getNotificationStats: ({ environment }) => ({ status: 200, body: activityStats(environment.activity, environment.time.clock.now()) }),

  getNotificationGraphStats: ({ environment, query }) => ({
    status: 200,
    body: activityGraph(environment.activity, environment.time.clock.now(), graphDays(query.days)),
  }),

  retrieveNotification: ({ environment, params }) => ({
    status: 200,
    body: environment.activity.get(params.notificationId),
  }),
};
