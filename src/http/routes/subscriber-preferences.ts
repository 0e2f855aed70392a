import type { Environment } from '../../domain/environments/index.js';
import { ApiKeyPreferences } from '../../domain/preferences/index.js';
import type { ApiHandlers } from '../context.js';

const preferencesOf = ({ environment, params }: { environment: Environment; params: { subscriberId: string } }, use: 'read' | 'global' | 'update') =>
  new ApiKeyPreferences(environment, params.subscriberId, use);

/** `/v2/subscribers/{subscriberId}/preferences`: the preferences the Inbox and the trigger use, with an API key. */
export const subscriberPreferenceHandlers: ApiHandlers = {
  getSubscriberPreferences: (context) => ({ status: 200, body: preferencesOf(context, 'read').list(context.query.criticality) }),

  getSubscriberGlobalPreference: (context) => ({ status: 200, body: preferencesOf(context, 'global').global() }),

  updateSubscriberPreferences: ({ environment, params, body }) => ({ status: 200, body: ApiKeyPreferences.update(environment, params.subscriberId, body ?? {}) }),

  bulkUpdateSubscriberPreferences: (context) => ({ status: 200, body: preferencesOf(context, 'update').bulkUpdate(context.body.preferences) }),
};
