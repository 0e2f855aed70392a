import type { Integration } from '../integrations/index.js';
import { checkedContextPayload, contextKeysOf, deepFreeze, NotFoundError, type Clock, type IdGenerator } from '../shared/index.js';

/** What the channel stores read of their environment: its integrations and subscribers, its clock and ids, its budget. */
export interface ChannelStoreDeps {
  scope: { _organizationId: string; _environmentId: string };
  clock: Clock;
  ids: IdGenerator;
  /** The environment's integration with this identifier (active or not), as the real use cases find it. */
  integration(identifier: string): Integration | undefined;
  subscriberExists(subscriberId: string): boolean;
  /** Charges a write to the environment's budget before it is stored (throws when it does not fit). */
  charge(change: unknown, what: string): void;
}

export function integrationNamed(deps: ChannelStoreDeps, identifier: string): Integration {
  const integration = deps.integration(identifier);
  if (!integration) throw new NotFoundError(`Integration not found: ${identifier}`);
  return integration;
}

export function assertSubscriberExists(deps: ChannelStoreDeps, subscriberId: string | undefined): void {
  if (subscriberId && !deps.subscriberExists(subscriberId)) throw new NotFoundError(`Subscriber not found: ${subscriberId}`);
}

/** The context keys a body's `context` names (checked as the real `IsValidContextPayload`), none without one. */
export const contextKeysFrom = (context: unknown): string[] => contextKeysOf(checkedContextPayload(context));

/** Records by identifier, frozen, replaced on change (every store's rule). */
export class RecordsByIdentifier<T extends { identifier: string }> {
  readonly #records = new Map<string, T>();

  load(records: Iterable<T>): void {
    this.#records.clear();
    for (const record of records) this.#records.set(record.identifier, deepFreeze(record));
  }

  records(): T[] {
    return [...this.#records.values()];
  }

  find(identifier: string): T | undefined {
    return this.#records.get(identifier);
  }

  set(record: T): T {
    const frozen = deepFreeze(record);
    this.#records.set(record.identifier, frozen);
    return frozen;
  }

  delete(identifier: string): void {
    this.#records.delete(identifier);
  }

  get size(): number {
    return this.#records.size;
  }
}
