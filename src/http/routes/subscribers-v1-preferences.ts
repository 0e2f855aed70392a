import { V1Preferences, type PreferenceLevel, type V1GlobalChange, type V1WorkflowChange } from '../../domain/preferences/v1-preferences.js';
import type { OperationHandlers } from '../context.js';

/** `/v1/subscribers/{subscriberId}/preferences*`: the one preference store, in the v1 shapes `@novu/node` reads. */
export const subscriberV1PreferenceHandlers: OperationHandlers = {
  listSubscriberPreferencesV1: ({ environment, params, query }) => ({
    status: 200,
    body: V1Preferences.of(environment, params.subscriberId as string, 'template').list(query.includeInactiveChannels as boolean | undefined),
  }),

  getSubscriberPreferencesByLevelV1: ({ environment, params, query }) => {
    const level = params.parameter as PreferenceLevel;
    return { status: 200, body: V1Preferences.of(environment, params.subscriberId as string, level).byLevel(level, query.includeInactiveChannels as boolean | undefined) };
  },

  updateSubscriberGlobalPreferencesV1: ({ environment, params, body }) => ({
    status: 200,
    body: V1Preferences.of(environment, params.subscriberId as string, 'update').updateGlobal((body ?? {}) as V1GlobalChange),
  }),

  updateSubscriberPreferenceV1: ({ environment, params, body }) => ({
    status: 200,
    body: V1Preferences.of(environment, params.subscriberId as string, 'update').updateWorkflow(params.parameter as string, (body ?? {}) as V1WorkflowChange),
  }),
};
