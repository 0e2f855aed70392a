import { checkedScheduleInput, InboxPreferences } from '../../domain/preferences/index.js';
import { sessionContextKeysOf, sessionSubscriberOf, type ApiHandlers, type OperationContext } from '../context.js';

// The preferences of the session's contexts (today's real Inbox use cases read and write them per context).
const preferencesOf = (context: Pick<OperationContext, 'environment' | 'subscriberId' | 'sessionContextKeys'>, use: 'read' | 'update' = 'read') =>
  new InboxPreferences(context.environment, sessionSubscriberOf(context), use, sessionContextKeysOf(context));

export const inboxPreferenceHandlers: ApiHandlers = {
  listInboxPreferences: (context) => {
    const { tags, severity, criticality } = context.query;
    return { status: 200, body: { data: preferencesOf(context).list({ tags, severity, criticality }) } };
  },

  getInboxGlobalPreference: (context) => ({ status: 200, body: { data: preferencesOf(context).global() } }),

  updateInboxGlobalPreference: (context) => {
    const { schedule, ...channels } = context.body ?? {};
    const checked = checkedScheduleInput(schedule, 'schedule');
    return { status: 200, body: { data: preferencesOf(context, 'update').updateGlobal({ ...channels, ...(checked ? { schedule: checked } : {}) }) } };
  },

  updateInboxWorkflowPreference: (context) => ({
    status: 200,
    body: { data: preferencesOf(context, 'update').updateWorkflow(context.params.workflowIdOrIdentifier, context.body ?? {}) },
  }),

  bulkUpdateInboxPreferences: (context) => ({ status: 200, body: { data: preferencesOf(context, 'update').updateWorkflows(context.body.preferences) } }),
};
