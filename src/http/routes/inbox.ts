import { openInboxSession, type SessionInput } from '../../domain/inbox/session.js';
import type { OperationHandlers } from '../context.js';

export const inboxHandlers: OperationHandlers = {
  openInboxSession: ({ environment, signingKey, body }) => ({
    status: 201,
    body: { data: openInboxSession(environment, signingKey, body as SessionInput) },
  }),
};
