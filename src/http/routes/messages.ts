import type { MarkAs, MessageQuery } from '../../domain/messages.js';
import type { Channel } from '../../domain/types.js';
import type { OperationHandlers } from '../context.js';

/** What the real service answers to a deletion of a message or a subscriber. */
export const DELETED = Object.freeze({ acknowledged: true, status: 'deleted' });

export const messageHandlers: OperationHandlers = {
  markMessagesAs: ({ environment, params, body }) => {
    const { messageId, markAs } = body as { messageId: string | string[]; markAs: MarkAs };
    return { status: 201, body: environment.messages.markAs(params.subscriberId as string, messageId, markAs) };
  },

  listMessages: ({ environment, query }) => ({ status: 200, body: environment.messages.list(query as MessageQuery) }),

  deleteMessage: ({ environment, params }) => {
    environment.messages.remove(params.messageId as string);
    return { status: 200, body: DELETED };
  },

  deleteMessagesByTransactionId: ({ environment, params, query }) => {
    environment.messages.removeTransaction(params.transactionId as string, query.channel as Channel | undefined);
    return { status: 204 };
  },
};
