/**
 * The in-app feeds of one environment (`/v1/feeds`). A step's template names its feed in `_feedId`; a
 * feed is created with a name that is also its identifier, unique in the environment.
 */
import { BadRequestError, ConflictError, deepFreeze, type Clock, type IdGenerator } from '../shared/index.js';
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
  ) {}

  load(records: readonly Feed[] | undefined): void {
    this.#byId.clear();
    for (const feed of records ?? []) this.#byId.set(feed._id, deepFreeze(feed));
  }

  /** In creation order, as the real list answers. */
  list(): Feed[] {
    return [...this.#byId.values()];
  }

  create(name: string): Feed {
    for (const feed of this.#byId.values()) {
      if (feed.identifier === name) throw new ConflictError(`Feed with identifier: ${name} already exists`);
    }
    this.charge({ name }, 'This feed write');
    const now = this.clock.now().toISOString();
    const feed: Feed = { _id: this.ids.objectId(), ...this.scope, name, identifier: name, createdAt: now, updatedAt: now };
    this.#byId.set(feed._id, deepFreeze(feed));
    return feed;
  }

  /**
   * Deletes a feed that no step template names, and returns the feeds left (the real answer). The real
   * service answers both refusals with 400.
   */
  remove(id: string, workflows: readonly Workflow[]): Feed[] {
    if (!this.#byId.has(id)) throw new BadRequestError(`Could not find feed with id ${id}`);
    const named = workflows.some((w) => w.steps.some((s) => (s.template as { _feedId?: unknown } | undefined)?._feedId === id));
    if (named) throw new BadRequestError('Can not delete feed that has existing message');
    this.#byId.delete(id);
    return this.list();
  }
}
