import { InboxPreferences, type InboxPreferenceFilter } from '../../domain/inbox/preferences.js';
import type { ChannelSwitches } from '../../domain/types.js';
import type { PreferenceChange } from '../../domain/preferences/subscriber-preferences.js';
import type { OperationContext, OperationHandlers } from '../context.js';

const preferencesOf = ({ environment, subscriberId }: OperationContext) => new InboxPreferences(environment, subscriberId as string);

/** A query value sent once or repeated, as a list. */
const listOf = <T>(value: unknown): T[] | undefined => (value === undefined ? undefined : ([] as T[]).concat(value as T | T[]));

export const inboxPreferenceHandlers: OperationHandlers = {
  listInboxPreferences: (context) => {
    const { tags, severity, criticality } = context.query;
    const filter: InboxPreferenceFilter = { tags: listOf(tags), severity: listOf(severity), criticality: criticality as InboxPreferenceFilter['criticality'] };
    return { status: 200, body: { data: preferencesOf(context).list(filter) } };
  },

  getInboxGlobalPreference: (context) => ({ status: 200, body: { data: preferencesOf(context).global() } }),

  updateInboxGlobalPreference: (context) => ({
    status: 200,
    body: { data: preferencesOf(context).updateGlobal((context.body ?? {}) as PreferenceChange) },
  }),

  updateInboxWorkflowPreference: (context) => ({
    status: 200,
    body: { data: preferencesOf(context).updateWorkflow(context.params.workflowIdOrIdentifier as string, (context.body ?? {}) as ChannelSwitches) },
  }),

  bulkUpdateInboxPreferences: (context) => {
    const { preferences } = context.body as { preferences: (ChannelSwitches & { workflowId: string })[] };
    return { status: 200, body: { data: preferencesOf(context).updateWorkflows(preferences) } };
  },
};
