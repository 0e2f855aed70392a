import type { Environment } from '../../domain/environments/index.js';
import { ApiKeyPreferences, checkedScheduleInput } from '../../domain/preferences/index.js';
import type { ApiHandlers } from '../context.js';

interface PreferenceContext {
  environment: Environment;
  params: { subscriberId: string };
  query?: { contextKeys?: string[] };
}

/**
 * The context a read names: `contextKeys` as the real query DTO reads it (absent: the default context; its empty
 * values dropped, so `contextKeys=` alone is the default context too).
 */
const contextKeysOf = (query: PreferenceContext['query']) => query?.contextKeys?.filter((key) => key !== '');

const preferencesOf = ({ environment, params, query }: PreferenceContext, use: 'read' | 'global' | 'update') =>
  new ApiKeyPreferences(environment, params.subscriberId, use, use === 'read' ? contextKeysOf(query) : undefined);

/** `/v2/subscribers/{subscriberId}/preferences`: the preferences the Inbox and the trigger use, with an API key. */
export const subscriberPreferenceHandlers: ApiHandlers = {
  getSubscriberPreferences: (context) => ({ status: 200, body: preferencesOf(context, 'read').list(context.query.criticality) }),

  getSubscriberGlobalPreference: (context) => ({ status: 200, body: preferencesOf(context, 'global').global() }),

  updateSubscriberPreferences: ({ environment, params, body }) => {
    const { schedule, ...change } = body ?? {};
    const checked = checkedScheduleInput(schedule, 'schedule');
    return { status: 200, body: ApiKeyPreferences.update(environment, params.subscriberId, { ...change, ...(checked ? { schedule: checked } : {}) }) };
  },

  bulkUpdateSubscriberPreferences: ({ environment, params, body }) => ({
    status: 200,
    body: ApiKeyPreferences.bulkUpdate(environment, params.subscriberId, body.preferences, body.context),
  }),
};
