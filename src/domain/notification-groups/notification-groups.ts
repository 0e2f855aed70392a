/**
 * The workflow groups of one environment (`/v1/notification-groups`). Every workflow names one in
 * `_notificationGroupId`; the real service gives every environment a group named "General", where the v2
 * API puts the workflows it creates.
 */
import { NotFoundError, deepFreeze, NO_CHANGE_RECORDER, type ChangeRecorder, type Clock, type IdGenerator } from '../shared/index.js';
import { createdAtOf } from '../../lib/object-id.js';
import type { NotificationGroup } from './types.js';

export const GENERAL_GROUP = 'General';

/** A workflow record, as groups are seeded from it: it names its group, and may embed it. */
export interface GroupedWorkflow {
  _notificationGroupId?: unknown;
  notificationGroup?: unknown;
  [field: string]: unknown;
}

/** The real service answers an unknown group with a bare `NotFoundException()`: its message is the status text. */
const groupNotFound = () => new NotFoundError('Not Found');

/** A group as `GET /v1/notification-groups/{id}` shows it: a single record also carries its `id` (the real service's virtual). */
export const presentGroup = (group: NotificationGroup) => ({ ...group, id: group._id });

export class NotificationGroupStore {
  /** In creation order, as the real list answers. */
  readonly #byId = new Map<string, NotificationGroup>();

  constructor(
    private readonly scope: { _organizationId: string; _environmentId: string },
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    /** Charges a write to the environment's budget before it is stored (throws when it does not fit). */
    private readonly charge: (change: unknown, what: string) => void = () => {},
    /** Hears the creation of a group, which the real service records as a change to promote. */
    private readonly changes: ChangeRecorder = NO_CHANGE_RECORDER,
  ) {}

  /**
   * The environment's groups: `records` when the data holds them; else (fixture sets and snapshots made
   * before groups were kept) the groups its workflows embed or name, and a "General" group if still none.
   */
  load(records: readonly NotificationGroup[] | undefined, workflows: readonly GroupedWorkflow[]): void {
    this.#byId.clear();
    for (const group of records ?? this.#groupsNamedBy(workflows)) this.#store(group);
    if (records === undefined && this.general() === undefined) this.#store(this.#seeded(this.#defaultGeneralId(), GENERAL_GROUP));
  }

  #groupsNamedBy(workflows: readonly GroupedWorkflow[]): NotificationGroup[] {
    const found = new Map<string, NotificationGroup>();
    for (const workflow of workflows) {
      const id = workflow._notificationGroupId;
      if (typeof id !== 'string' || found.has(id)) continue;
      const embedded = workflow.notificationGroup as { _id?: unknown; name?: unknown } | undefined;
      const name = embedded?._id === id && typeof embedded.name === 'string' ? embedded.name : GENERAL_GROUP;
      found.set(id, this.#seeded(id, name));
    }
    return [...found.values()];
  }

  list(): NotificationGroup[] {
    return [...this.#byId.values()];
  }

  find(id: string | undefined): NotificationGroup | undefined {
    return id === undefined ? undefined : this.#byId.get(id);
  }

  get(id: string): NotificationGroup {
    const group = this.#byId.get(id);
    if (!group) throw groupNotFound();
    return group;
  }

  /** The environment's "General" group (the first of that name), where new v2 workflows go. */
  general(): NotificationGroup | undefined {
    for (const group of this.#byId.values()) if (group.name === GENERAL_GROUP) return group;
    return undefined;
  }

  /** A new group, recorded as a change to promote (the real service records creations only, not renames or deletes). */
  create(name: string): NotificationGroup {
    const now = this.clock.now().toISOString();
    const group: NotificationGroup = { _id: this.ids.objectId(), ...this.scope, name, createdAt: now, updatedAt: now };
    this.changes.together(() => {
      this.charge({ name }, 'This notification group write');
      this.changes.record('NotificationGroup', group);
    });
    return this.#store(group);
  }

  /** The group promoted from the parent environment's group `parentId` (its `_parentId`). */
  promotedFrom(parentId: string): NotificationGroup | undefined {
    for (const group of this.#byId.values()) if (group._parentId === parentId) return group;
    return undefined;
  }

  /** A promotion of the parent environment's group `parentId`: the group made from it renamed, else a new one (no change recorded). */
  promote(parentId: string, name: string): NotificationGroup {
    const existing = this.promotedFrom(parentId);
    this.charge({ name }, 'This notification group write');
    const now = this.clock.now().toISOString();
    if (existing) return this.#store({ ...existing, name, updatedAt: now });
    return this.#store({ _id: this.ids.objectId(), ...this.scope, name, _parentId: parentId, createdAt: now, updatedAt: now });
  }

  /**
   * The id of the General group an environment without groups gets: the same at every reset (a reset must
   * give the same state), and another in each environment (the environment id's digits after its time, reversed).
   */
  #defaultGeneralId(): string {
    const id = this.scope._environmentId;
    return `${id.slice(0, 8)}${[...id.slice(8)].reverse().join('')}`;
  }

  /** A group of the seed: made when its ObjectId says, so that every reset gives the same record. */
  #seeded(id: string, name: string): NotificationGroup {
    const at = createdAtOf(id);
    return { _id: id, ...this.scope, name, createdAt: at, updatedAt: at };
  }

  #store(group: NotificationGroup): NotificationGroup {
    this.#byId.set(group._id, deepFreeze(group));
    return group;
  }

  rename(id: string, name: string): NotificationGroup {
    this.get(id);
    this.charge({ name }, 'This notification group write');
    return this.#store({ ...this.get(id), name, updatedAt: this.clock.now().toISOString() });
  }

  /** Like the real service, a group still named by workflows may go: they keep its id. */
  remove(id: string): void {
    this.get(id);
    this.#byId.delete(id);
  }
}
