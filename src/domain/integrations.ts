import { BadRequestError, ConflictError, NotFoundError } from './errors.js';
import { deepFreeze, derivedOnce, withChanges } from './frozen.js';
import type { Integration, JsonObject } from './types.js';

/** What `PUT /v1/integrations/{integrationId}` may change. */
export interface IntegrationUpdate {
  name?: string;
  identifier?: string;
  active?: boolean;
  credentials?: JsonObject;
  conditions?: JsonObject[];
  configurations?: JsonObject;
}

/** Channels that have a primary integration (used for email and sms delivery). */
const PRIMARY_CHANNELS = new Set(['email', 'sms']);

/** An integration as API-key callers see it: its `credentials` are shown only to dashboard callers, never to them. */
export const presentIntegration = derivedOnce(
  () => [] as const,
  ({ credentials: _credentials, ...integration }: Integration): Omit<Integration, 'credentials'> => integration,
);

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
   * `PUT`: sets the fields sent, as the real service's update-integration use case does: nothing to
   * change → 400; an identifier another integration has → 409; an email/sms integration turned off, or
   * given conditions, is no longer primary.
   */
  update(id: string, changes: IntegrationUpdate): Integration {
    const target = this.#entity(id);
    const identifierChanged = changes.identifier !== undefined && changes.identifier !== '' && changes.identifier !== target.identifier;
    if (identifierChanged && this.list().some((i) => i.identifier === changes.identifier)) throw new ConflictError('Integration with identifier already exists');
    const update: Partial<Integration> = {};
    if (changes.name) update.name = changes.name;
    if (identifierChanged) update.identifier = changes.identifier;
    if (changes.active !== undefined) update.active = changes.active;
    if (changes.credentials) update.credentials = changes.credentials;
    if (changes.conditions) update.conditions = changes.conditions;
    if (changes.configurations) update.configurations = changes.configurations;
    if (Object.keys(update).length === 0) throw new BadRequestError('No properties found for update');
    const supportsPrimary = target.channel !== undefined && PRIMARY_CHANNELS.has(target.channel);
    if (supportsPrimary && update.active === false) update.primary = false;
    if ((update.conditions?.length ?? 0) > 0 && target.primary) update.primary = false;
    return this.#replace(target, update);
  }

  /** `DELETE`: the integration is soft-deleted (kept in snapshots, gone from every list and from delivery); returns the list left. */
  remove(id: string, now: string): Integration[] {
    this.#replace(this.#entity(id), { deleted: true, deletedAt: now });
    return this.list();
  }

  /** Update and delete look an integration up as the real service's use cases do (their 404 message). */
  #entity(id: string): Integration {
    const integration = this.list().find((i) => i._id === id);
    if (!integration) throw new NotFoundError(`Entity with id ${id} not found`);
    return integration;
  }

  #replace(target: Integration, changes: Partial<Integration>): Integration {
    const updated = deepFreeze(withChanges(target, changes));
    this.#items = this.#items.map((i) => (i === target ? updated : i));
    return updated;
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
