import { BadRequestError, NotFoundError } from './errors.js';
import { deepFreeze, withChanges } from './frozen.js';
import type { Integration } from './types.js';

/** Channels that have a primary integration (used for email and sms delivery). */
const PRIMARY_CHANNELS = new Set(['email', 'sms']);

/** The integrations of one environment. */
export class IntegrationStore {
  #items: Integration[] = [];

  load(records: Iterable<Integration>): void {
    this.#items = [...records].map(deepFreeze);
  }

  /** Every record, soft-deleted ones included (snapshots). */
  records(): Integration[] {
    return [...this.#items];
  }

  /** Adds a record or replaces the one with its `_id` (admin fixtures). */
  put(record: Integration): void {
    deepFreeze(record);
    const at = this.#items.findIndex((i) => i._id === record._id);
    if (at >= 0) this.#items[at] = record;
    else this.#items.push(record);
  }

  list(): Integration[] {
    return this.#items.filter((i) => !i.deleted);
  }

  listActive(): Integration[] {
    return this.list().filter((i) => i.active);
  }

  get(id: string): Integration {
    const integration = this.list().find((i) => i._id === id);
    if (!integration) throw new NotFoundError(`Integration with id ${id} not found`);
    return integration;
  }

  /**
   * The active integration of `providerId` (and `identifier`, when given) that delivery uses;
   * as in the real service the newest one wins.
   */
  findActive(providerId: string, identifier?: string): Integration | undefined {
    const candidates = this.listActive().filter(
      (i) => i.providerId === providerId && (identifier === undefined || i.identifier === identifier),
    );
    return candidates[candidates.length - 1];
  }

  /** The primary integration of a channel, the one email and sms delivery use. */
  primaryOf(channel: string): Integration | undefined {
    return this.listActive().find((i) => i.channel === channel && i.primary);
  }

  /**
   * Makes the integration the primary one of its channel: activates it, clears its conditions and
   * clears `primary` on every other integration of that channel. Already primary: unchanged.
   */
  setPrimary(id: string): Integration {
    const target = this.get(id);
    if (!target.channel || !PRIMARY_CHANNELS.has(target.channel)) {
      throw new BadRequestError(`Channel ${target.channel ?? target.kind ?? 'none'} does not support primary`);
    }
    if (target.primary) return target;
    let updated = target;
    this.#items = this.#items.map((i) => {
      if (i === target) {
        updated = deepFreeze(withChanges(i, { active: true, primary: true, conditions: [] }));
        return updated;
      }
      return i.channel === target.channel && i.primary ? deepFreeze(withChanges(i, { primary: false })) : i;
    });
    return updated;
  }
}
