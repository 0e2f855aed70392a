import { deepFreeze } from '../shared/index.js';
import { deliveryMatches, type OutboxDelivery, type OutboxFilter } from './delivery.js';

/** Hears every delivery as an environment's outbox keeps it. */
export type DeliveryListener = (delivery: OutboxDelivery) => void;

/** Deliveries an environment keeps unless told otherwise (`--outbox-size`). */
export const DEFAULT_OUTBOX_SIZE = 1000;

export interface OutboxOptions {
  /** Deliveries kept per environment; 0 keeps none. */
  size: number;
  onDelivered?: DeliveryListener;
}

/**
 * One environment's outbox: the deliveries its messages made, oldest first, at most `capacity` of them.
 * Past it the oldest go, and `dropped` counts them until the next reset or clear.
 */
export class Outbox {
  #kept: OutboxDelivery[] = [];
  /** Index of the oldest kept delivery in `#kept` (dropping moves it instead of shifting the array). */
  #start = 0;
  #dropped = 0;

  constructor(
    readonly capacity: number,
    private readonly listener: DeliveryListener = () => {},
  ) {}

  /** Whether deliveries are kept at all (`--outbox-size 0` keeps none, and renders no email HTML). */
  get keeps(): boolean {
    return this.capacity > 0;
  }

  get size(): number {
    return this.#kept.length - this.#start;
  }

  get dropped(): number {
    return this.#dropped;
  }

  add(delivery: OutboxDelivery): void {
    if (!this.keeps) return;
    this.#kept.push(deepFreeze(delivery));
    if (this.size > this.capacity) this.#dropOldest();
    this.listener(delivery);
  }

  #dropOldest(): void {
    this.#start++;
    this.#dropped++;
    // Compacting once half the array is dropped keeps each add O(1) on average.
    if (this.#start * 2 >= this.#kept.length) {
      this.#kept = this.#kept.slice(this.#start);
      this.#start = 0;
    }
  }

  /** The kept deliveries that match, newest first. */
  list(filter: OutboxFilter = {}): OutboxDelivery[] {
    const found: OutboxDelivery[] = [];
    for (let i = this.#kept.length - 1; i >= this.#start; i--) {
      const delivery = this.#kept[i] as OutboxDelivery;
      if (deliveryMatches(delivery, filter)) found.push(delivery);
    }
    return found;
  }

  /** The oldest kept delivery that matches. */
  first(filter: OutboxFilter): OutboxDelivery | undefined {
    for (let i = this.#start; i < this.#kept.length; i++) {
      const delivery = this.#kept[i] as OutboxDelivery;
      if (deliveryMatches(delivery, filter)) return delivery;
    }
    return undefined;
  }

  find(id: string): OutboxDelivery | undefined {
    for (let i = this.#start; i < this.#kept.length; i++) if (this.#kept[i]?.id === id) return this.#kept[i];
    return undefined;
  }

  /** Oldest first (for snapshots). */
  all(): OutboxDelivery[] {
    return this.#kept.slice(this.#start);
  }

  /** Empties the outbox; returns how many deliveries it held. */
  clear(): number {
    const removed = this.size;
    this.load([]);
    return removed;
  }

  /** Replaces the deliveries (a reset, a restored snapshot): the newest `capacity` are kept. */
  load(deliveries: readonly OutboxDelivery[]): void {
    this.#kept = deliveries.slice(Math.max(0, deliveries.length - this.capacity)).map(deepFreeze);
    this.#start = 0;
    this.#dropped = 0;
  }
}
