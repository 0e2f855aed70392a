import type { FaultRule } from '../control/faults.js';
import type { ClockReport } from '../control/mock-control.js';
import type { OutboxFilterInput } from '../control/outbox-filter.js';
import type { OutboxDelivery } from '../domain/outbox/index.js';
import { DEFAULT_BOUNCE_RESPONSE, type MockAdmin } from '../mock-admin.js';
import { AdminApiError, type AdminClient, type AdminQuery } from './admin-client.js';

/** `T`'s functions, each answering through the network: same arguments, a promise of the same result. */
type Remote<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : Remote<T[K]>;
};

/**
 * The admin helpers of a mock reached over HTTP (a container): those of the in-process server
 * (`MockAdmin`), each returning a promise. Not here: `watchRequests` (read `GET /__admin/requests/stream`).
 */
export type RemoteMockAdmin = Remote<Omit<MockAdmin, 'watchRequests' | 'fault' | 'outbox'>> & {
  /** Adds a fault/latency rule; `remove()` takes it away again. */
  fault(rule: Parameters<MockAdmin['fault']>[0]): Promise<FaultRule & { remove(): Promise<void> }>;
  outbox: Remote<Omit<MockAdmin['outbox'], 'waitFor'>> & {
    /**
     * The first (oldest) matching delivery, as soon as one is kept; rejects after `timeout` ms (default
     * 10000, at most 30000: the admin API's limit) with the mock's message, which names the filter.
     */
    waitFor<C extends OutboxDelivery['channel'] = OutboxDelivery['channel']>(filter: OutboxFilterInput & { channel?: C }, options?: { timeout?: number; signal?: AbortSignal }): Promise<Extract<OutboxDelivery, { channel: C }>>;
  };
};

/** A filter as the admin API's query takes it (`since` as an ISO instant). */
const outboxQuery = ({ since, ...filter }: OutboxFilterInput = {}): AdminQuery => ({
  ...filter,
  since: since instanceof Date ? since.toISOString() : since,
});

/** `call`'s answer, or undefined when the mock answers 404 (a delivery, a rule that is not there any more). */
async function unlessMissing<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** The admin helpers over `client`'s admin API. */
export function remoteAdmin(client: AdminClient): RemoteMockAdmin {
  const scope = (apiKey?: string): AdminQuery => ({ apiKey });
  const setClock = (body: object, apiKey?: string) => client.call<ClockReport>('POST', '/clock', { query: scope(apiKey), body });
  const report = (id: string, status: string, response?: string) =>
    client.call<ReturnType<MockAdmin['outbox']['report']>>('POST', `/outbox/${encodeURIComponent(id)}/events`, { body: { status, response } });
  return {
    reset: async (apiKey) => void (await client.call('POST', '/reset', { query: scope(apiKey) })),
    environments: async () => (await client.call<{ data: ReturnType<MockAdmin['environments']> }>('GET', '/environments')).data,
    requests: async (filter = {}) => (await client.call<{ data: ReturnType<MockAdmin['requests']> }>('GET', '/requests', { query: { ...filter } })).data,
    countRequests: async (filter = {}) => (await client.call<{ count: number }>('GET', '/requests/count', { query: { ...filter } })).count,
    clearRequests: async () => void (await client.call('DELETE', '/requests')),
    fault: async (rule) => {
      const added = await client.call<FaultRule>('POST', '/faults', { body: rule });
      // A rule used up (`times`) is gone already, as in-process.
      return { ...added, remove: async () => void (await unlessMissing(client.call('DELETE', `/faults/${encodeURIComponent(added.id)}`))) };
    },
    faults: () => client.call<FaultRule[]>('GET', '/faults'),
    clearFaults: async () => void (await client.call('DELETE', '/faults')),
    clock: {
      now: async (apiKey) => new Date((await client.call<ClockReport>('GET', '/clock', { query: scope(apiKey) })).now),
      freeze: (at, apiKey) => setClock({ action: 'freeze', at: at instanceof Date ? at.toISOString() : at }, apiKey),
      advance: (ms, apiKey) => setClock({ action: 'advance', ms }, apiKey),
      resume: (apiKey) => setClock({ action: 'resume' }, apiKey),
      realTime: (apiKey) => setClock({ action: 'realTime' }, apiKey),
      state: (apiKey) => client.call<ClockReport>('GET', '/clock', { query: scope(apiKey) }),
    },
    snapshot: (apiKey) => client.call('GET', '/snapshot', { query: scope(apiKey) }),
    restore: async (snapshot, apiKey) => void (await client.call('PUT', '/snapshot', { query: scope(apiKey), body: snapshot })),
    loadFixtures: async (apiKey, records) => (await client.call<{ loaded: Record<string, number> }>('POST', '/fixtures', { query: scope(apiKey), body: records })).loaded,
    connections: () => client.call('GET', '/connections'),
    dropConnections: async (apiKey, subscriberId) => (await client.call<{ disconnected: number }>('DELETE', '/connections', { query: { apiKey, subscriberId } })).disconnected,
    outbox: {
      // The admin API's largest page; the in-process list has no limit.
      list: async (filter) => (await client.call<{ data: OutboxDelivery[] }>('GET', '/outbox', { query: { ...outboxQuery(filter), limit: 1000 } })).data,
      get: (id) => unlessMissing(client.call<OutboxDelivery>('GET', `/outbox/${encodeURIComponent(id)}`)),
      waitFor: (filter, { timeout, signal } = {}) => client.call('GET', '/outbox/wait', { query: { ...outboxQuery(filter), timeout }, signal }),
      clear: async (apiKey) => (await client.call<{ removed: number }>('DELETE', '/outbox', { query: scope(apiKey) })).removed,
      report: (id, status, { response } = {}) => report(id, status, response),
      bounce: (id, response = DEFAULT_BOUNCE_RESPONSE) => report(id, 'bounced', response),
    },
  };
}
