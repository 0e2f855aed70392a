import type { CredentialsInput } from '../../domain/credentials.js';
import type { SubscriberSearchQuery } from '../../domain/subscriber-search.js';
import type { CreateSubscriberInput } from '../../domain/subscribers.js';
import type { OperationHandlers } from '../context.js';

export const subscriberHandlers: OperationHandlers = {
  createSubscriber: ({ environment, query, body }) => {
    const { subscriber } = environment.createSubscriber(body as CreateSubscriberInput, query.failIfExists === true);
    return { status: 201, body: subscriber };
  },

  searchSubscribers: ({ environment, query }) => ({
    status: 200,
    body: environment.subscribers.search(query as Partial<SubscriberSearchQuery>),
  }),

  retrieveSubscriber: ({ environment, params }) => ({
    status: 200,
    body: environment.subscribers.get(params.subscriberId as string),
  }),

  appendSubscriberCredentials: ({ environment, params, body }) => ({
    status: 200,
    body: environment.upsertCredentials(params.subscriberId as string, body as CredentialsInput, 'append'),
  }),

  updateSubscriberCredentials: ({ environment, params, body }) => ({
    status: 200,
    body: environment.upsertCredentials(params.subscriberId as string, body as CredentialsInput, 'replace'),
  }),
};
