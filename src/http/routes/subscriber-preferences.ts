import type { Criticality } from '../../domain/inbox/preferences.js';
import { ApiKeyPreferences, type PreferencesUpdate } from '../../domain/preferences/api-key-preferences.js';
import type { ChannelSwitches } from '../../domain/types.js';
import type { OperationContext, OperationHandlers } from '../context.js';

const preferencesOf = ({ environment, params }: OperationContext) => new ApiKeyPreferences(environment, params.subscriberId as string);

/** `/v2/subscribers/{subscriberId}/preferences`: the preferences the Inbox and the trigger use, with an API key. */
export const subscriberPreferenceHandlers: OperationHandlers = {
  getSubscriberPreferences: (context) => ({ status: 200, body: preferencesOf(context).list(context.query.criticality as Criticality | undefined) }),

  updateSubscriberPreferences: (context) => ({ status: 200, body: preferencesOf(context).update((context.body ?? {}) as PreferencesUpdate) }),

  bulkUpdateSubscriberPreferences: (context) => {
    const { preferences } = context.body as { preferences: { workflowId: string; channels: ChannelSwitches }[] };
    return { status: 200, body: preferencesOf(context).bulkUpdate(preferences) };
  },
};
