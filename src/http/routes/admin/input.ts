import type { JournalFilter } from '../../../control/journal-entry.js';
import type { OutboxQuery } from '../../../control/outbox-control.js';
import type { AdminInputOf } from '../../admin-handler.js';

/** The outbox filters of a request, in the environment of its `apiKey` (404 when the key opens none). */
export function outboxQuery(query: AdminInputOf<'listOutbox' | 'waitForDelivery'>['query'], environmentIdOf: (apiKey?: string) => string | undefined): OutboxQuery {
  const { channel, to, subscriberId, transactionId, workflowId, since, apiKey } = query;
  return { environmentId: environmentIdOf(apiKey), channel, to, subscriberId, transactionId, workflowId, sinceMs: since === undefined ? undefined : Date.parse(since) };
}

/** The journal filters of a request (`limit` included; counting leaves it out). */
export function journalFilter(query: AdminInputOf<'listRequests' | 'countRequests' | 'streamRequests'>['query']): JournalFilter {
  const { method, path, apiKey, operationId, since, status, contract } = query;
  return { method, path, apiKey, operationId, since, status, contract, limit: 'limit' in query ? query.limit : undefined };
}
