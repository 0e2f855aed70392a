import { BadRequestError, ConflictError, NotFoundError, deepFreeze, withChanges, type IdGenerator, type Channel, type JsonObject } from '../shared/index.js';
import { providerDisplayName, slugOf } from './provider-names.js';
import { IN_APP_PROVIDER_ID, MANAGED_PROVIDER_IDS, realName } from './provider-spelling.js';
import type { Integration } from './types.js';

/** What `PUT /v1/integrations/{integrationId}` may change. */
export interface IntegrationUpdate {
  name?: string;
  identifier?: string;
  active?: boolean;
  credentials?: JsonObject;
  conditions?: JsonObject[];
  configurations?: JsonObject;
}

/** What `POST /v1/integrations` takes. */
export interface IntegrationInput extends Omit<IntegrationUpdate, 'identifier'> {
  providerId: string;
  channel: Channel;
  identifier?: string;
  /** The environment to create it in: only the caller's own is simulated. */
  _environmentId?: string;
  /** A test of the credentials with the provider: accepted, not simulated. */
  check?: boolean;
}

/** Channels that have a primary integration (used for email and sms delivery). */
const PRIMARY_CHANNELS = new Set(['email', 'sms']);

/** An integration as API-key callers see it: its `credentials` are shown only to dashboard callers, never to them. */
export const presentIntegration = ({ credentials: _credentials, ...integration }: Integration): Omit<Integration, 'credentials'> => integration;

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
    const provider = realName(providerId);
    const candidates = this.listActive().filter(
      (i) => i.providerId === provider && (identifier === undefined || i.identifier === identifier),
    );
    return candidates[candidates.length - 1];
  }

  /** The primary integration of a channel, the one email and sms delivery use. */
  primaryOf(channel: string): Integration | undefined {
    return this.listActive().find((i) => i.channel === channel && i.primary);
  }

  /**
   * `POST /v1/integrations`, as the real create-integration use case: the service's own in-app provider
   * once per environment (400), its own email or sms provider once per channel (409), an identifier no
   * other integration of the environment has (409). Without a name, the provider's; without an identifier,
   * `<slug of the name>-<random>`. An active email or sms integration becomes its channel's primary when
   * the channel has no active primary yet. Inactive unless `active` is sent.
   */
  create(input: IntegrationInput): Integration {
    // Either spelling of the service's own providers is taken; the record keeps the real one.
    input = { ...input, providerId: realName(input.providerId) };
    if (input._environmentId !== undefined && input._environmentId !== this.scope._environmentId) {
      throw new BadRequestError(`Creating an integration in another environment (${input._environmentId}) is not simulated: use that environment's API key`);
    }
    const sameProvider = this.list().some((i) => i.providerId === input.providerId && i.channel === input.channel);
    if (sameProvider && input.providerId === IN_APP_PROVIDER_ID && input.channel === 'in_app') throw new BadRequestError('One environment can only have one In app provider');
    if (sameProvider && MANAGED_PROVIDER_IDS.has(input.providerId)) {
      throw new ConflictError(`Integration with novu provider for ${input.channel} channel already exists`);
    }
    if (input.identifier && this.list().some((i) => i.identifier === input.identifier)) throw new ConflictError('Integration with identifier already exists');
    this.charge(input, 'This integration write');
    const name = input.name ?? providerDisplayName(input.providerId);
    const suffix = Number.parseInt(this.ids.uuid().slice(0, 8), 16).toString(36).padStart(6, '0').slice(-6);
    const active = input.active ?? false;
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
      primary: active && PRIMARY_CHANNELS.has(input.channel) && !this.primaryOf(input.channel),
      conditions: input.conditions ?? [],
    };
    if (input.configurations) integration.configurations = input.configurations;
    this.#items.push(deepFreeze(integration));
    return integration;
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
    this.charge(update, 'This integration write');
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
