import type { Environment } from '../../domain/environments/index.js';
import { ApiKeyPreferences } from '../../domain/preferences/index.js';
import type { ApiHandlers } from '../context.js';

const preferencesOf = ({ environment, params }: { environment: Environment; params: { subscriberId: string } }) => new ApiKeyPreferences(environment, params.subscriberId);

/** `/v2/subscribers/{subscriberId}/preferences`: the preferences the Inbox and the trigger use, with an API key. */
export const subscriberPreferenceHandlers: ApiHandlers = {
  getSubscriberPreferences: (context) => ({ status: 200, body: preferencesOf(context).list(context.query.criticality) }),

  updateSubscriberPreferences: (context) => ({ status: 200, body: preferencesOf(context).update(context.body ?? {}) }),

  bulkUpdateSubscriberPreferences: (context) => ({ status: 200, body: preferencesOf(context).bulkUpdate(context.body.preferences) }),
};
