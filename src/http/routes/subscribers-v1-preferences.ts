import { V1Preferences } from '../../domain/preferences/index.js';
import type { ApiHandlers } from '../context.js';

/**
 * `/v1/subscribers/{subscriberId}/preferences*`: the one preference store, in the v1 shapes `@novu/node` reads. Today's
 * real controller shows inactive channels by default on the level route only: the list shows a workflow's own channels
 * unless `includeInactiveChannels=true`.
 */
export const subscriberV1PreferenceHandlers: ApiHandlers = {
  listSubscriberPreferencesV1: ({ environment, params, query }) => ({
    status: 200,
    body: V1Preferences.of(environment, params.subscriberId, 'template').list(query.includeInactiveChannels ?? false),
  }),

  getSubscriberPreferencesByLevelV1: ({ environment, params, query }) => {
    const level = params.parameter;
    return { status: 200, body: V1Preferences.of(environment, params.subscriberId, level).byLevel(level, query.includeInactiveChannels ?? true) };
  },

  updateSubscriberGlobalPreferencesV1: ({ environment, params, body }) => ({
    status: 200,
    body: V1Preferences.of(environment, params.subscriberId, 'update').updateGlobal(body ?? {}),
  }),

  updateSubscriberPreferenceV1: ({ environment, params, body }) => ({
    status: 200,
    body: V1Preferences.of(environment, params.subscriberId, 'update').updateWorkflow(params.parameter, body ?? {}),
  }),
};
