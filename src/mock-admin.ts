import type { ConnectionsReport } from './control/connections.js';
import type { FaultRule, FaultRuleInput } from './control/faults.js';
import type { JournalEntry, JournalFilter } from './control/journal-entry.js';
import type { JournalEvent } from './control/journal.js';
import type { ClockReport, FixtureRecords } from './control/mock-control.js';
import type { KeyedEnvironment, StateSnapshot } from './domain/environments/index.js';
import type { DeliveryEventResult, DeliveryEventStatus } from './domain/delivery-events/index.js';
import type { OutboxChannel, OutboxDelivery } from './domain/outbox/index.js';
import { outboxQueryOf, type OutboxFilterInput } from './control/outbox-filter.js';
import type { AppDeps } from './http/context.js';
import { InvalidInputError } from './domain/shared/index.js';

/** The admin helpers of a running mock (the same operations as `/__admin`, in-process). */
export interface MockAdmin {
  /** Back to the fixtures: everything, or only the environment of `apiKey`. */
  reset(apiKey?: string): void;
  /** Every API key that opens an environment now (fixture keys first, then isolated ones). */
  environments(): (KeyedEnvironment & { isolated: boolean })[];
  /** Journal entries, newest first. */
  requests(filter?: JournalFilter): JournalEntry[];
  countRequests(filter?: JournalFilter): number;
  /** Calls `listener` with every entry journaled from now on (that matches `filter`); returns the function that stops it. */
  watchRequests(listener: (event: JournalEvent) => void, filter?: JournalFilter): () => void;
  clearRequests(): void;
  /** Adds a fault/latency rule; `remove()` takes it away again. */
  fault(rule: FaultRuleInput): FaultRule & { remove(): void };
  faults(): FaultRule[];
  clearFaults(): void;
  /**
   * The clock of `apiKey`'s environment, or without `apiKey` every clock: each environment's, and the
   * mock-wide one that environments created later start from. `reset` puts clocks back to real time (or
   * to `freezeClockAt`). A wrong input throws (`InvalidInputError`) and moves no clock.
   */
  clock: {
    now(apiKey?: string): Date;
    freeze(at?: Date | string, apiKey?: string): ClockReport;
    advance(ms: number, apiKey?: string): ClockReport;
    /** Runs again from the instant the clock shows. */
    resume(apiKey?: string): ClockReport;
    /** Back to the system's time: running, without offset. */
    realTime(apiKey?: string): ClockReport;
    /** What `GET /__admin/clock` answers. */
    state(apiKey?: string): ClockReport;
  };
  snapshot(apiKey?: string): StateSnapshot;
  restore(snapshot: StateSnapshot, apiKey?: string): void;
  /** Adds records (checked against the contract) to the environment of `apiKey`. */
  loadFixtures(apiKey: string, records: FixtureRecords): Record<string, number>;
  /** The Inbox sockets open now, per environment and subscriber. */
  connections(): ConnectionsReport;
  /** Disconnects Inbox sockets: all, the environment of `apiKey`'s, or one subscriber's; returns how many. */
  dropConnections(apiKey?: string, subscriberId?: string): number;
  /** What the email, SMS, push and chat providers would have received (the same as `/__admin/outbox`). */
  outbox: {
    /** Matching deliveries, newest first. */
    list(filter?: OutboxFilterInput): OutboxDelivery[];
    get(id: string): OutboxDelivery | undefined;
    /**
     * The first (oldest) matching delivery, as soon as one is kept; rejects after `timeout` ms (default
     * 10000) with an error that names the filter.
     */
    waitFor<C extends OutboxChannel = OutboxChannel>(filter: OutboxFilterInput & { channel?: C }, options?: { timeout?: number; signal?: AbortSignal }): Promise<Extract<OutboxDelivery, { channel: C }>>;
    /** Empties the outbox (all, or the environment of `apiKey`); returns how many deliveries it held. */
    clear(apiKey?: string): number;
    /**
     * What the delivery's provider reports for it (`POST /__admin/outbox/{id}/events`): `id` a delivery's `id`
     * or a message's `_id`. The message's status and its job's execution details change as for a posted
     * provider webhook.
     */
    report(id: string, status: DeliveryEventStatus, options?: { response?: string }): DeliveryEventResult;
    /** `report(id, 'bounced', { response })`: the message fails with `response` as its error. */
    bounce(id: string, response?: string): DeliveryEventResult;
  };
}

const DEFAULT_WAIT_MS = 10_000;
/** What `outbox.bounce` reports without a `response`: a mailbox that does not exist. */
export const DEFAULT_BOUNCE_RESPONSE = '550 5.1.1 The email account does not exist';
/** The longest timer Node keeps (a longer one fires at once). */
const MAX_WAIT_MS = 2_147_483_647;

/** A Date as the admin API takes it (an invalid one as its text, which the check then refuses). */
const isoOrText = (at: Date): string => (Number.isNaN(at.getTime()) ? String(at) : at.toISOString());

/** The in-process admin helpers over the control plane of `deps`. */
export function adminOf(deps: AppDeps): MockAdmin {
  const { control } = deps;
  const environmentIdOf = (apiKey?: string) => control.environmentIdOf(apiKey);
  return {
    reset: (apiKey) => control.reset(apiKey),
    requests: (filter) => control.journal.list(filter),
    environments: () => deps.registry.keyedEnvironments(),
    countRequests: (filter) => control.journal.count(filter),
    watchRequests: (listener, filter = {}) => control.journal.watch(filter, listener),
    clearRequests: () => control.journal.clear(),
    fault: (rule) => {
      const added = control.faults.add(rule);
      return { ...added, remove: () => void control.faults.remove(added.id) };
    },
    faults: () => control.faults.list(),
    clearFaults: () => control.faults.clear(),
    clock: {
      now: (apiKey) => control.clockOf(apiKey).now(),
      freeze: (at, apiKey) => control.setClock({ action: 'freeze', at: at instanceof Date ? isoOrText(at) : at }, apiKey),
      advance: (ms, apiKey) => control.setClock({ action: 'advance', ms }, apiKey),
      resume: (apiKey) => control.setClock({ action: 'resume' }, apiKey),
      realTime: (apiKey) => control.setClock({ action: 'realTime' }, apiKey),
      state: (apiKey) => control.clock(apiKey),
    },
    snapshot: (apiKey) => control.snapshot(apiKey),
    restore: (snapshot, apiKey) => control.restore(snapshot, apiKey),
    loadFixtures: (apiKey, records) => control.loadFixtures(apiKey, records),
    connections: () => control.connections(),
    dropConnections: (apiKey, subscriberId) => control.dropConnections(apiKey, subscriberId),
    outbox: {
      list: (filter = {}) => control.outbox.list(outboxQueryOf(filter, environmentIdOf), Number.MAX_SAFE_INTEGER).data,
      get: (id) => control.outbox.find(id),
      waitFor: async (filter, { timeout = DEFAULT_WAIT_MS, signal } = {}) => {
        if (!(Number.isInteger(timeout) && timeout >= 0 && timeout <= MAX_WAIT_MS)) throw InvalidInputError.of('timeout', `must be a whole number of milliseconds from 0 to ${MAX_WAIT_MS}`, timeout);
        const delivery = await control.outbox.wait(outboxQueryOf(filter, environmentIdOf), timeout, signal);
        signal?.throwIfAborted();
        if (!delivery) throw new Error(`No delivery matched ${JSON.stringify({ ...filter, apiKey: undefined })} within ${timeout} ms`);
        // The filter's channel is the delivery's.
        return delivery as Extract<OutboxDelivery, { channel: typeof filter.channel & string }>;
      },
      clear: (apiKey) => control.outbox.clear(environmentIdOf(apiKey)),
      report: (id, status, { response } = {}) => control.outbox.report(id, status, response),
      bounce: (id, response = DEFAULT_BOUNCE_RESPONSE) => control.outbox.report(id, 'bounced', response),
    },
  };
}
