import type { SubscriberStore, Subscriber } from '../subscribers/index.js';
import type { TenantStore, TenantRecord } from '../tenants/index.js';

/**
 * The writes a trigger makes before its messages are rendered (recipients created or updated, the tenant
 * the trigger updates), with the records they replaced: the templates read the written records, and a
 * trigger refused after rendering (a message over the render limit, the budget) puts every one back.
 */
export class RecipientWrites {
  /** subscriberId → the record before the trigger's first write to it (undefined: it did not exist). */
  readonly #subscribers = new Map<string, Subscriber | undefined>();
  #tenant: TenantRecord | undefined;

  constructor(private readonly stores: { subscribers: SubscriberStore; tenants: TenantStore }) {}

  /** Call before writing the subscriber `subscriberId` (trimmed). */
  willWriteSubscriber(subscriberId: string): void {
    if (!this.#subscribers.has(subscriberId)) this.#subscribers.set(subscriberId, this.stores.subscribers.find(subscriberId));
  }

  /** Call before writing `tenant`. */
  willWriteTenant(tenant: TenantRecord): void {
    this.#tenant ??= tenant;
  }

  /** Puts back every record as it was before the trigger. */
  undo(): void {
    for (const [subscriberId, before] of this.#subscribers) {
      const now = this.stores.subscribers.find(subscriberId);
      if (now === before) continue;
      if (before) this.stores.subscribers.put(before);
      else if (now) this.stores.subscribers.remove(now);
    }
    if (this.#tenant) this.stores.tenants.put(this.#tenant);
  }
}
