import { InboxTopicSubscriptions } from '../../domain/topics/index.js';
import { sessionContextKeysOf, sessionSubscriberOf, type ApiHandlers, type OperationContext } from '../context.js';

/** The session subscriber's topic subscriptions, in the session's contexts (none: the default context). */
const subscriptionsOf = (context: Pick<OperationContext, 'environment' | 'subscriberId' | 'sessionContextKeys'>) =>
  new InboxTopicSubscriptions(context.environment, sessionSubscriberOf(context), sessionContextKeysOf(context));

/** `/v1/inbox/topics/{topicKey}/subscriptions…`: each result wrapped in `{data}`, as the Inbox's other answers. */
export const inboxTopicHandlers: ApiHandlers = {
  listInboxTopicSubscriptions: (context) => ({ status: 200, body: { data: subscriptionsOf(context).list(context.params.topicKey) } }),

  getInboxTopicSubscription: (context) => {
    const { workflowIds, tags } = context.query;
    const subscription = subscriptionsOf(context).get(context.params.topicKey, context.params.identifier, { workflowIds, tags });
    return subscription ? { status: 200, body: { data: subscription } } : { status: 204 };
  },

  createInboxTopicSubscription: (context) => ({
    status: 201,
    body: { data: subscriptionsOf(context).create(context.params.topicKey, context.body) },
  }),

  updateInboxTopicSubscription: (context) => ({
    status: 200,
    body: { data: subscriptionsOf(context).update(context.params.topicKey, context.params.identifier, context.body) },
  }),

  deleteInboxTopicSubscription: (context) => ({
    status: 200,
    body: { data: subscriptionsOf(context).delete(context.params.topicKey, context.params.identifier) },
  }),
};
