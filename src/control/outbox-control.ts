import type { Environment } from '../domain/environments/index.js';
import { type DeliveryEventResult, type DeliveryEventStatus, reportDeliveryEvent } from '../domain/delivery-events/index.js';
import { deliveryMatches, type OutboxDelivery, type OutboxFilter } from '../domain/outbox/index.js';
import { NotFoundError } from '../domain/shared/index.js';
import { ShuttingDownError } from './shutting-down.js';

/** Deliveries a reader wants, and in which environments (all when absent). */
export interface OutboxQuery extends OutboxFilter {
  environmentId?: string;
}

export interface OutboxPage {
  total: number;
  dropped: number;
  data: OutboxDelivery[];
}

interface Waiter {
  query: OutboxQuery;
  resolve: (delivery: OutboxDelivery | undefined) => void;
  /** Ends the wait with a `ShuttingDownError`. */
  cut: () => void;
}

const inScope = (delivery: OutboxDelivery, query: OutboxQuery) =>
  (query.environmentId === undefined || delivery.environmentId === query.environmentId) && deliveryMatches(delivery, query);

/**
 * The outboxes of every environment, read together: listed newest first, one delivery by id, and waits
 * that end the moment a matching delivery is kept (`delivered` hears every environment's outbox).
 */
export class OutboxControl {
  readonly #waiters = new Set<Waiter>();
  #closed = false;

  constructor(private readonly environments: (environmentId?: string) => Environment[]) {}

  /** Hears each delivery an environment keeps: the waits it matches end with it. */
  readonly delivered = (delivery: OutboxDelivery): void => {
    for (const waiter of this.#waiters) {
      if (!inScope(delivery, waiter.query)) continue;
      this.#waiters.delete(waiter);
      waiter.resolve(delivery);
    }
  };

  /** Matching deliveries, newest first: `total` counts them all, `data` holds the first `limit`. */
  list(query: OutboxQuery, limit: number): OutboxPage {
    const environments = this.#scope(query);
    const matches = environments.flatMap((e) => e.outbox.list(query));
    if (environments.length > 1) matches.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    return { total: matches.length, dropped: environments.reduce((sum, e) => sum + e.outbox.dropped, 0), data: matches.slice(0, limit) };
  }

  find(id: string): OutboxDelivery | undefined {
    for (const environment of this.environments()) {
      const delivery = environment.outbox.find(id);
      if (delivery) return delivery;
    }
    return undefined;
  }

  /**
   * The oldest kept delivery that matches, or the first one kept from now on; undefined after `timeoutMs`
   * or when `signal` aborts (the client went away). Once the mock is closing (`closeWaits`), a wait that
   * would have to wait rejects with a `ShuttingDownError`, at once.
   */
  wait(query: OutboxQuery, timeoutMs: number, signal?: AbortSignal): Promise<OutboxDelivery | undefined> {
    const kept = this.#scope(query)
      .map((e) => e.outbox.first(query))
      .filter((d): d is OutboxDelivery => d !== undefined)
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))[0];
    if (kept || timeoutMs === 0 || signal?.aborted) return Promise.resolve(kept);
    if (this.#closed) return Promise.reject(new ShuttingDownError());
    return new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abandon);
        this.#waiters.delete(waiter);
      };
      const end = (delivery: OutboxDelivery | undefined) => {
        settle();
        resolve(delivery);
      };
      const abandon = () => end(undefined);
      const cut = () => {
        settle();
        reject(new ShuttingDownError());
      };
      const waiter: Waiter = { query, resolve: end, cut };
      const timer = setTimeout(abandon, timeoutMs);
      signal?.addEventListener('abort', abandon, { once: true });
      this.#waiters.add(waiter);
    });
  }

  /**
   * What a provider reports for a delivery (its `id`) or a message (its `_id`), as if its webhook had been
   * posted: the message's status and execution details change (see `reportDeliveryEvent`). Unknown → 404.
   */
  report(id: string, status: DeliveryEventStatus, response?: string): DeliveryEventResult {
    for (const environment of this.environments()) {
      const messageId = environment.outbox.find(id)?.messageId ?? (environment.messages.find(id) ? id : undefined);
      if (messageId !== undefined) return reportDeliveryEvent(environment, messageId, status, response);
    }
    throw new NotFoundError(`No delivery or message ${id}`);
  }

  /** Empties the outboxes in scope; returns how many deliveries they held. */
  clear(environmentId?: string): number {
    return this.environments(environmentId).reduce((sum, e) => sum + e.outbox.clear(), 0);
  }

  /** Ends every wait, and every later one that would have to wait, with a `ShuttingDownError` (the mock stops). */
  closeWaits(): void {
    this.#closed = true;
    for (const waiter of [...this.#waiters]) waiter.cut();
  }

  /** The environments a query reads, with the steps their clocks made due (a delay, a digest) delivered first. */
  #scope(query: OutboxQuery): Environment[] {
    const environments = this.environments(query.environmentId);
    for (const environment of environments) environment.runDueWork();
    return environments;
  }
}
