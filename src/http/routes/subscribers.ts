import { createSubscriber } from '../../domain/subscribers/index.js';
import type { ApiHandlers } from '../context.js';

export const subscriberHandlers: ApiHandlers = {
  createSubscriber: ({ environment, query, body }) => {
    // Today's v2 create keeps what it is sent (null, "") and checks `locale`/`timezone` even when empty.
    const { subscriber } = createSubscriber(environment, body, query.failIfExists === true, 'as-sent');
    return { status: 201, body: subscriber };
  },

  searchSubscribers: ({ environment, query }) => ({
    status: 200,
    body: environment.subscribers.search(query),
  }),

  retrieveSubscriber: ({ environment, params }) => ({
    status: 200,
    body: environment.subscribers.get(params.subscriberId),
  }),

  appendSubscriberCredentials: ({ environment, params, body }) => ({
    status: 200,
    body: environment.upsertCredentials(params.subscriberId, body, 'append'),
  }),

  updateSubscriberCredentials: ({ environment, params, body }) => ({
    status: 200,
    body: environment.upsertCredentials(params.subscriberId, body, 'replace'),
  }),
};
