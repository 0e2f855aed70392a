import { domainDns } from '../../../control/domain-dns.js';
import { FaultRuleError } from '../../../control/faults.js';
import { ShuttingDownError } from '../../../control/shutting-down.js';
import { refusing } from '../agents.js';
import { summaryOf } from '../../../domain/outbox/index.js';
import { InvalidInputError } from '../../../domain/shared/index.js';
import type { StateSnapshot } from '../../../domain/environments/index.js';
import type { AppDeps } from '../../context.js';
import { HttpError } from '../../errors.js';
import { sendJsonStream } from '../../json-stream.js';
import { streamJournal } from '../../journal-stream.js';
import { SNAPSHOT_RECORD_DEPTH } from './bodies.js';
import type { AdminHandlers, AdminInputOf, RoutedAdminHandler } from '../../admin-handler.js';
import { journalFilter, outboxQuery } from './input.js';

/** How long `GET /__admin/outbox/wait` waits without a `timeout`, and how many deliveries a list shows without a `limit`. */
const DEFAULT_WAIT_MS = 10_000;
const DEFAULT_OUTBOX_LIMIT = 50;

const ok = (body: unknown) => ({ status: 200, body });
const noContent = { status: 204 };

/**
 * The control plane's handlers, keyed by the operationIds of openapi/admin.yaml. Each turns the
 * validated input into a call on `MockControl` (`control/mock-control.ts`) and returns what to send.
 */
export function adminHandlers(deps: AppDeps, startedAt: number): Readonly<Record<string, RoutedAdminHandler>> {
  const { control } = deps;
  const handlers: AdminHandlers = {
    getReady: () => (control.stopping ? { status: 503, body: { status: 'shutting down' } } : ok({ status: 'ready' })),
    getHealth: () => ok({ status: 'ok', uptimeMs: Date.now() - startedAt, operations: deps.contract.validator.operations.length, environments: deps.registry.environments().length }),
    listEnvironments: () => ok({ data: deps.registry.keyedEnvironments() }),

    resetState: ({ query: { apiKey } }) => {
      control.reset(apiKey);
      return ok(apiKey ? { reset: 'environment', apiKey } : { reset: 'all' });
    },
    // Streamed: the state at its largest (every environment at its memory limits) is more JSON than one string holds.
    getSnapshot: ({ query: { apiKey } }) => {
      const snapshot = control.snapshot(apiKey);
      return { stream: (_req, res) => sendJsonStream(res, 200, snapshot, SNAPSHOT_RECORD_DEPTH) };
    },
    restoreSnapshot: ({ query: { apiKey }, body }) => {
      control.restore(body as unknown as StateSnapshot, apiKey);
      return ok({ restored: apiKey ? 'environment' : 'all' });
    },
    loadFixtures: ({ query: { apiKey }, body }) => ({ status: 201, body: { loaded: control.loadFixtures(apiKey, body) } }),

    listRequests: ({ query }) => {
      const filter = journalFilter(query);
      return ok({ total: control.journal.count({ ...filter, limit: undefined }), data: control.journal.list(filter) });
    },
    countRequests: ({ query }) => ok({ count: control.journal.count(journalFilter(query)) }),
    streamRequests: ({ query }) => {
      if (control.stopping) throw new ShuttingDownError();
      return { stream: (req, res) => streamJournal(control.journal, journalFilter(query), req, res) };
    },
    clearRequests: () => {
      control.journal.clear();
      return noContent;
    },

    addFault: ({ body }) => {
      try {
        return { status: 201, body: control.faults.add(body) };
      } catch (error) {
        if (error instanceof FaultRuleError) throw InvalidInputError.of(error.field === undefined ? 'body' : `body.${error.field}`, error.message, error.value);
        throw error;
      }
    },
    listFaults: () => ok(control.faults.list()),
    clearFaults: () => {
      control.faults.clear();
      return noContent;
    },
    removeFault: ({ params: { id = '' } }) => {
      if (!control.faults.remove(id)) throw new HttpError(404, `No fault rule ${id}`);
      return noContent;
    },

    getClock: ({ query: { apiKey } }) => ok(control.clock(apiKey)),
    setClock: ({ query: { apiKey }, body }) => ok(control.setClock(body, apiKey)),

    listOutbox: ({ query }) => {
      const page = control.outbox.list(outboxQuery(query, (key) => control.environmentIdOf(key)), query.limit ?? DEFAULT_OUTBOX_LIMIT);
      return ok(query.view === 'summary' ? { ...page, data: page.data.map(summaryOf) } : page);
    },
    getDelivery: ({ params: { id = '' } }) => {
      const delivery = control.outbox.find(id);
      if (!delivery) throw new HttpError(404, `No delivery ${id} in the outbox`);
      return ok(delivery);
    },
    waitForDelivery: async ({ query, signal }) => {
      const timeout = query.timeout ?? DEFAULT_WAIT_MS;
      const delivery = await control.outbox.wait(outboxQuery(query, (key) => control.environmentIdOf(key)), timeout, signal);
      if (!delivery) throw new HttpError(408, `No delivery matched ${JSON.stringify(waitedFor(query))} within ${timeout} ms`);
      return ok(delivery);
    },
    reportDeliveryEvent: ({ params: { id = '' }, body }) => ok(control.outbox.report(id, body.status, body.response)),
    clearOutbox: ({ query: { apiKey } }) => ok({ removed: control.outbox.clear(control.environmentIdOf(apiKey)) }),

    openAgentConversation: ({ query: { apiKey }, body }) => ({ status: 201, body: refusing(() => control.openAgentConversation(apiKey, body)) }),

    listConnections: () => ok(control.connections()),
    dropConnections: ({ query: { apiKey, subscriberId } }) => ok({ disconnected: control.dropConnections(apiKey, subscriberId) }),

    verifyDomainDns: ({ params: { id = '' }, query: { apiKey } }) => ok(domainDns.verify(deps.registry, apiKey, id)),
    setDomainDns: ({ params: { id = '' }, query: { apiKey }, body }) => ok(domainDns.set(deps.registry, apiKey, id, body)),
    listDomainDeliveries: ({ params: { id = '' }, query: { apiKey } }) => ok(domainDns.deliveries(deps.registry, apiKey, id)),
  };
  // Looked up by the operationIds the contract loads at run time; each input was validated against its operation first.
  return handlers as unknown as Readonly<Record<string, RoutedAdminHandler>>;
}

/** The filters a wait was given, for its timeout message. */
function waitedFor(query: AdminInputOf<'waitForDelivery'>['query']): Record<string, string> {
  const { apiKey: _apiKey, timeout: _timeout, ...filters } = query;
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
}
