import { SubscriberInbox } from '../../domain/inbox/inbox.js';
import { openInboxSession, type SessionInput } from '../../domain/inbox/session.js';
import type { ActionType } from '../../domain/inbox/state-changes.js';
import type { OperationHandlers } from '../context.js';
import { notificationHandlers } from './notification-handlers.js';

/** `/v1/inbox/*`: the session subscriber's notifications, each single result wrapped in `{data}`. */
export const inboxHandlers: OperationHandlers = {
  openInboxSession: ({ environment, signingKey, body }) => ({
    status: 201,
    body: { data: openInboxSession(environment, signingKey, body as SessionInput) },
  }),
  ...notificationHandlers({
    name: 'Inbox',
    inboxOf: ({ environment, subscriberId }) => new SubscriberInbox(environment, subscriberId as string),
    present: (result) => ({ data: result }),
    actionTypeOf: ({ body }) => (body as { actionType: ActionType }).actionType,
  }),
};
