/**
 * The in-app feeds of one environment (`/v1/feeds`). A step's template names its feed in `_feedId`; a
 * feed is created with a name that is also its identifier, unique in the environment.
 */
import { BadRequestError, ConflictError, deepFreeze, NO_CHANGE_RECORDER, type ChangeRecorder, type Clock, type IdGenerator } from '../shared/index.js';
import type { Feed } from './types.js';
import type { Workflow } from '../workflows/index.js';

export class FeedStore {
  readonly #byId = new Map<string, Feed>();

  constructor(
    private readonly scope: { _organizationId: string; _environmentId: string },
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    /** Charges a write to the environment's budget before it is stored (throws when it does not fit). */
    private readonly charge: (change: unknown, what: string) => void = () => {},
    /** Hears creations and deletes, which the real service records as changes to promote. */
    private readonly changes: ChangeRecorder = NO_CHANGE_RECORDER,
  ) {}

  load(records: readonly Feed[] | undefined): void {
    this.#byId.clear();
    for (const feed of records ?? []) this.#byId.set(feed._id, deepFreeze(feed));
  }

  /** In creation order, as the real list answers. */
  list(): Feed[] {
    return [...this.#byId.values()];
  }

  /** A new feed, recorded as a change to promote. */
  create(name: string): Feed {
    for (const feed of this.#byId.values()) {
      if (feed.identifier === name) throw new ConflictError(`Feed with identifier: ${name} already exists`);
    }
    const feed = this.changes.together(() => {
      const made = this.#newFeed(name);
      this.changes.record('Feed', made);
      return made;
    });
    this.#byId.set(feed._id, deepFreeze(feed));
    return feed;
  }

  #newFeed(name: string): Feed {
    this.charge({ name }, 'This feed write');
    const now = this.clock.now().toISOString();
    return { _id: this.ids.objectId(), ...this.scope, name, identifier: name, createdAt: now, updatedAt: now };
  }

  /** The feed named `name` (a promotion finds the child environment's feed by name, as the real service does). */
  findByName(name: string): Feed | undefined {
    for (const feed of this.#byId.values()) if (feed.name === name) return feed;
    return undefined;
  }

  /** A feed identified as `identifier` (a promoted message template names the child environment's feed of its identifier). */
  findByIdentifier(identifier: string): Feed | undefined {
    for (const feed of this.#byId.values()) if (feed.identifier === identifier) return feed;
    return undefined;
  }

  find(id: string): Feed | undefined {
    return this.#byId.get(id);
  }

  /** A promotion's write: a new feed, or one gone (no check, no change recorded: the real service writes it directly). */
  promote(write: { create: string } | { remove: string }): void {
    if ('remove' in write) this.#byId.delete(write.remove);
    else {
      const feed = this.#newFeed(write.create);
      this.#byId.set(feed._id, deepFreeze(feed));
    }
  }

  /**
   * Deletes a feed that no step template names, and returns the feeds left (the real answer). The real
   * service answers both refusals with 400.
   */
  remove(id: string, workflows: readonly Workflow[]): Feed[] {
    if (!this.#byId.has(id)) throw new BadRequestError(`Could not find feed with id ${id}`);
    const named = workflows.some((w) => w.steps.some((s) => (s.template as { _feedId?: unknown } | undefined)?._feedId === id));
    if (named) throw new BadRequestError('Can not delete feed that has existing message');
    const feed = this.#byId.get(id) as Feed;
    this.changes.together(() => this.changes.record('Feed', { ...feed, deleted: true, deletedAt: this.clock.now().toISOString() }));
    this.#byId.delete(id);
    return this.list();
  }
}
