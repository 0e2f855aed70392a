import { BadRequestError, ConflictError, NotFoundError, deepFreeze, withChanges, type IdGenerator, type Channel, type JsonObject } from '../shared/index.js';
import { checkedConditions, conditionsPass } from './conditions.js';
import { highestPriority, priorityOf, renumbered, supportsPrimary } from './priority.js';
import { providerDisplayName, slugOf } from './provider-names.js';
import { IN_APP_PROVIDER_ID, MANAGED_PROVIDER_IDS, realName } from './provider-spelling.js';
import type { Integration } from './types.js';
import { webhookSupport } from './webhook-support.js';

/** What `PUT /v1/integrations/{integrationId}` may change. */
export interface IntegrationUpdate {
  name?: string;
  identifier?: string;
  active?: boolean;
  credentials?: JsonObject;
  conditions?: JsonObject[];
  configurations?: JsonObject;
  /** Moves it to that environment of the organization (the organization's view moves it; here it only counts as a change). */
  _environmentId?: string;
}

/** What `POST /v1/integrations` takes. */
export interface IntegrationInput extends Omit<IntegrationUpdate, 'identifier'> {
  providerId: string;
  channel: Channel;
  identifier?: string;
  /** A test of the credentials with the provider: accepted, not simulated. */
  check?: boolean;
}

/** An integration as `DELETE` lists those left: the real service answers their stored (encrypted) credentials, the mock none. */
export const withoutCredentials = ({ credentials: _credentials, ...integration }: Integration): Omit<Integration, 'credentials'> => integration;

/** The integrations of one environment. */
export class IntegrationStore {
  #items: Integration[] = [];

  constructor(
    private readonly scope: { _organizationId: string; _environmentId: string },
    private readonly ids: IdGenerator,
    /** Charges a write to the environment's budget before it is stored (throws when it does not fit). */
    private readonly charge: (change: unknown, what: string) => void = () => {},
  ) {}

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

  /** In the order they were created (the real list's order). */
  list(): Integration[] {
    return this.#items.filter((i) => !i.deleted);
  }

  listActive(): Integration[] {
    return this.list().filter((i) => i.active);
  }

  /** Whether an integration of this environment has `identifier`. */
  hasIdentifier(identifier: string): boolean {
    return this.list().some((i) => i.identifier === identifier);
  }

  /**
   * The active integration of `providerId` (and `identifier`, when given) that delivery uses;
   * as in the real service the newest one wins.
   */
  findActive(providerId: string, identifier?: string): Integration | undefined {
    const provider = realName(providerId);
    const candidates = this.listActive().filter(
      (i) => i.providerId === provider && (identifier === undefined || i.identifier === identifier),
    );
    return candidates[candidates.length - 1];
  }

  /**
   * The integration that sends a step of `channel`, as the real service's select-integration: the newest
   * active primary (email, sms) or the newest active one (other channels); with a `tenant`, the first active
   * integration of the channel whose conditions pass for that tenant takes its place.
   */
  selectFor(channel: Channel, tenant?: unknown): Integration | undefined {
    const active = this.listActive().filter((i) => i.channel === channel);
    const chosen = supportsPrimary({ channel }) ? active.findLast((i) => i.primary) : active[active.length - 1];
    if (tenant === undefined || tenant === null) return chosen;
    return active.find((i) => (i.conditions?.length ?? 0) > 0 && conditionsPass(i.conditions, { tenant })) ?? chosen;
  }

  /** `GET /v1/integrations/webhook/provider/{providerOrIntegrationId}/status` (see `webhookSupport`). */
  webhookSupport(providerOrIntegrationId: string): boolean {
    return webhookSupport(this.list(), providerOrIntegrationId);
  }

  /**
   * `POST /v1/integrations`, as the real create-integration use case: the service's own in-app provider
   * once per environment (400), its own email or sms provider once per channel (409), an identifier no
   * other integration of the environment has (409), conditions the database can store (400). Without a
   * name, the provider's; without an identifier, `<slug of the name>-<random>`. Inactive unless `active`
   * is sent. An active email or sms integration is numbered: when the channel's highest is its primary,
   * the new one takes that priority and the primary moves one up; otherwise the new one goes on top
   * (highest + 1, or 1) and becomes primary.
   */
  create(input: IntegrationInput): Integration {
    // Either spelling of the service's own providers is taken; the record keeps the real one.
    input = { ...input, providerId: realName(input.providerId) };
    const sameProvider = this.list().some((i) => i.providerId === input.providerId && i.channel === input.channel);
    if (sameProvider && input.providerId === IN_APP_PROVIDER_ID && input.channel === 'in_app') throw new BadRequestError('One environment can only have one In app provider');
    if (sameProvider && MANAGED_PROVIDER_IDS.has(input.providerId)) {
      throw new ConflictError(`Integration with novu provider for ${input.channel} channel already exists`);
    }
    if (input.identifier && this.hasIdentifier(input.identifier)) throw new ConflictError('Integration with identifier already exists');
    const conditions = input.conditions ? checkedConditions(input.conditions) : [];
    this.charge(input, 'This integration write');
    const name = input.name ?? providerDisplayName(input.providerId);
    const suffix = Number.parseInt(this.ids.uuid().slice(0, 8), 16).toString(36).padStart(6, '0').slice(-6);
    const active = input.active ?? false;
    let primary = false;
    let priority = 0;
    if (active && supportsPrimary(input)) {
      const highest = highestPriority(this.list(), input.channel);
      if (highest?.primary) {
        priority = priorityOf(highest);
        this.#replace(highest, { priority: priorityOf(highest) + 1 });
      } else {
        priority = highest ? priorityOf(highest) + 1 : 1;
        primary = true;
      }
    }
    const integration: Integration = {
      _id: this.ids.objectId(),
      ...this.scope,
      name,
      identifier: input.identifier ?? `${slugOf(name)}-${suffix}`,
      providerId: input.providerId,
      channel: input.channel,
      kind: 'delivery',
      credentials: input.credentials ?? {},
      active,
      deleted: false,
      primary,
      priority,
      conditions,
    };
    if (input.configurations) integration.configurations = input.configurations;
    this.#items.push(deepFreeze(integration));
    return integration;
  }

  /**
   * `PUT`: sets the fields sent, as the real update-integration use case: nothing to change → 400; conditions
   * the database cannot store → 400. Activating an email or sms integration numbers it (as `create`, without
   * making it primary); deactivating one renumbers the channel's other active ones and leaves it at 0, no
   * longer primary. Conditions on the primary make it no longer primary (its priority stays).
   * The identifier's uniqueness is the organization's (checked by its view).
   */
  update(id: string, changes: IntegrationUpdate): Integration {
    const target = this.entity(id);
    const update: Partial<Integration> = {};
    if (changes.name) update.name = changes.name;
    if (changes.identifier && changes.identifier !== target.identifier) update.identifier = changes.identifier;
    if (changes._environmentId) update._environmentId = changes._environmentId;
    if (changes.active !== undefined) update.active = changes.active;
    if (changes.credentials) update.credentials = changes.credentials;
    if (changes.configurations) update.configurations = changes.configurations;
    if (changes.conditions) update.conditions = checkedConditions(changes.conditions);
    if (Object.keys(update).length === 0) throw new BadRequestError('No properties found for update');
    // The move itself is the organization's (`_environmentId` stays this environment's here).
    delete update._environmentId;
    this.charge(update, 'This integration write');
    if (update.active !== undefined && update.active !== target.active && supportsPrimary(target)) {
      Object.assign(update, update.active ? this.#activated(target) : this.#deactivated(target));
    }
    if ((update.conditions?.length ?? 0) > 0 && target.primary) update.primary = false;
    return this.#replace(this.entity(id), update);
  }

  /** The priority an integration that turns active takes (its `primary` flag stays as it is). */
  #activated(target: Integration): Partial<Integration> {
    const highest = highestPriority(this.list(), target.channel as string);
    if (!highest?.primary) return { priority: highest ? priorityOf(highest) + 1 : 1 };
    this.#replace(highest, { priority: priorityOf(highest) + 1 });
    return { priority: priorityOf(highest) };
  }

  /** The channel's other active integrations renumbered; the one that turns inactive drops to 0, not primary. */
  #deactivated(target: Integration): Partial<Integration> {
    const others = this.list().filter((i) => i !== target);
    for (const [integration, priority] of renumbered(others, target.channel as string)) this.#replace(integration, { priority });
    return { priority: 0, primary: false };
  }

  /**
   * `DELETE`: the integration is soft-deleted (kept in snapshots, gone from every list and from delivery)
   * and its channel's active integrations renumbered; returns the list left.
   */
  remove(id: string, now: string): Integration[] {
    const target = this.entity(id);
    this.#replace(target, { deleted: true, deletedAt: now });
    if (supportsPrimary(target)) this.#renumber(target.channel as string);
    return this.list();
  }

  /** Takes out a record that moved to another environment of the organization (see `adopt`). */
  release(id: string): Integration {
    const target = this.entity(id);
    this.#items = this.#items.filter((i) => i !== target);
    return target;
  }

  /** Charges a record that is to move here to the budget (throws when it does not fit): before `adopt`. */
  admit(record: object): void {
    this.charge(record, 'This integration write');
  }

  /** Keeps a record another environment released (and this one admitted), as this environment's. */
  adopt(record: Integration): Integration {
    const adopted = deepFreeze(withChanges(record, { _environmentId: this.scope._environmentId }));
    this.#items.push(adopted);
    return adopted;
  }

  /** Update and delete look an integration up as the real service's use cases do (their 404 message). */
  entity(id: string): Integration {
    const integration = this.list().find((i) => i._id === id);
    if (!integration) throw new NotFoundError(`Entity with id ${id} not found`);
    return integration;
  }

  #replace(target: Integration, changes: Partial<Integration>): Integration {
    const updated = deepFreeze(withChanges(target, changes));
    this.#items = this.#items.map((i) => (i === target ? updated : i));
    return updated;
  }

  #renumber(channel: string, first?: Integration): void {
    for (const [integration, priority] of renumbered(this.list(), channel, first)) this.#replace(integration, { priority });
  }

  /**
   * `set-primary`, as the real use case: only email and sms (400); already primary → unchanged. Otherwise
   * the channel's active primary stops being one, this one becomes active and primary with no conditions,
   * and the channel's active integrations are renumbered with it on top.
   */
  setPrimary(id: string): Integration {
    const target = this.list().find((i) => i._id === id);
    if (!target) throw new NotFoundError(`Integration with id ${id} not found`);
    if (!supportsPrimary(target)) throw new BadRequestError(`Channel ${target.channel ?? target.kind ?? 'none'} does not support primary`);
    if (target.primary) return target;
    for (const other of this.list()) {
      if (other !== target && other.channel === target.channel && other.active && other.primary) this.#replace(other, { primary: false });
    }
    const primary = this.#replace(target, { active: true, primary: true, conditions: [] });
    this.#renumber(primary.channel as string, primary);
    return this.entity(id);
  }
}
