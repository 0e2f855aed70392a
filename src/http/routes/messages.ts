import type { ApiHandlers } from '../context.js';

/** What the real service answers to a deletion of a message or a subscriber. */
export const DELETED = Object.freeze({ acknowledged: true, status: 'deleted' });

export const messageHandlers: ApiHandlers = {
  markMessagesAs: ({ environment, params, body }) => {
    const { messageId, markAs } = body;
    return { status: 201, body: environment.messages.markAs(params.subscriberId, messageId, markAs) };
  },

  listMessages: ({ environment, query }) => ({ status: 200, body: environment.messages.list(query) }),

  deleteMessage: ({ environment, params }) => {
    environment.messages.remove(params.messageId);
    return { status: 200, body: DELETED };
  },

  deleteMessagesByTransactionId: ({ environment, params, query }) => {
    environment.messages.removeTransaction(params.transactionId, query.channel);
    return { status: 204 };
  },
};
