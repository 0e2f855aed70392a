/**
 * The workflow groups of one environment (`/v1/notification-groups`). Every workflow names one in
 * `_notificationGroupId`; the real service gives every environment a group named "General", where the v2
 * API puts the workflows it creates.
 */
import { NotFoundError } from './errors.js';
import { deepFreeze } from './frozen.js';
import type { Clock, IdGenerator } from './ports.js';
import type { NotificationGroup, Workflow } from './types.js';
import { createdAtOf } from './workflow-list.js';

export const GENERAL_GROUP = 'General';

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
  ) {}

  /**
   * The environment's groups: `records` when the data holds them; else (fixture sets and snapshots made
   * before groups were kept) the groups its workflows embed or name, and a "General" group if still none.
   */
  load(records: readonly NotificationGroup[] | undefined, workflows: readonly Workflow[]): void {
    this.#byId.clear();
    for (const group of records ?? this.#groupsNamedBy(workflows)) this.#byId.set(group._id, deepFreeze(group));
    if (records === undefined && this.general() === undefined) this.#add(GENERAL_GROUP);
  }

  #groupsNamedBy(workflows: readonly Workflow[]): NotificationGroup[] {
    const found = new Map<string, NotificationGroup>();
    for (const workflow of workflows) {
      const id = workflow._notificationGroupId;
      if (typeof id !== 'string' || found.has(id)) continue;
      const embedded = workflow.notificationGroup as { _id?: unknown; name?: unknown } | undefined;
      const name = embedded?._id === id && typeof embedded.name === 'string' ? embedded.name : GENERAL_GROUP;
      const at = createdAtOf(id);
      found.set(id, { _id: id, ...this.scope, name, createdAt: at, updatedAt: at });
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

  create(name: string): NotificationGroup {
    this.charge({ name }, 'This notification group write');
    return this.#add(name);
  }

  #add(name: string): NotificationGroup {
    const now = this.clock.now().toISOString();
    const group: NotificationGroup = { _id: this.ids.objectId(), ...this.scope, name, createdAt: now, updatedAt: now };
    this.#byId.set(group._id, deepFreeze(group));
    return group;
  }

  rename(id: string, name: string): NotificationGroup {
    this.get(id);
    this.charge({ name }, 'This notification group write');
    const renamed: NotificationGroup = { ...this.get(id), name, updatedAt: this.clock.now().toISOString() };
    this.#byId.set(id, deepFreeze(renamed));
    return renamed;
  }

  /** Like the real service, a group still named by workflows may go: they keep its id. */
  remove(id: string): void {
    this.get(id);
    this.#byId.delete(id);
  }
}
