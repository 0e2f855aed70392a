import { ConflictError, deepFreeze, isInternalId, NotFoundError, type Clock, type IdGenerator } from '../shared/index.js';
import { internalIdOfSlug, slugify } from '../workflows/index.js';
import { checkLayoutControls } from './content.js';
import { EMPTY_LAYOUT_BODY } from './defaults.js';
import type { Layout, LayoutControlValues } from './types.js';

export interface LayoutCreation {
  /** Empty → the slug of `name`. */
  layoutId?: string;
  name: string;
  isTranslationEnabled?: boolean;
}

export interface LayoutUpdate {
  name: string;
  isTranslationEnabled?: boolean;
  /** Left out: kept; `null`: cleared. */
  controlValues?: LayoutControlValues | null;
}

export interface LayoutPageQuery {
  offset?: number;
  limit?: number;
  orderBy?: 'createdAt' | 'updatedAt' | 'name';
  orderDirection?: 'ASC' | 'DESC';
  query?: string;
}

type Scope = { _organizationId: string; _environmentId: string };

/**
 * The email layouts of one environment (`/v2/layouts`), as the real upsert, get, delete and list use cases
 * keep them. Records are frozen and replaced on change, like every store's.
 */
export class LayoutStore {
  /** By `_id`, in creation order. */
  readonly #byId = new Map<string, Layout>();

  constructor(
    private readonly scope: Scope,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    /** Charges a write to the environment's budget before it is stored (throws when it does not fit). */
    private readonly charge: (change: unknown, what: string) => void = () => {},
  ) {}

  load(records: Iterable<Layout>): void {
    this.#byId.clear();
    for (const record of records) this.#byId.set(record._id, deepFreeze(record));
  }

  records(): Layout[] {
    return [...this.#byId.values()];
  }

  get size(): number {
    return this.#byId.size;
  }

  /** By its internal `_id`, a slug of it, or its identifier (the real `ParseSlugIdPipe`, then `isInternalId`). */
  find(ref: string): Layout | undefined {
    const id = internalIdOfSlug(ref) ?? ref;
    if (isInternalId(id)) return this.#byId.get(id);
    for (const layout of this.#byId.values()) if (layout.identifier === id) return layout;
    return undefined;
  }

  get(ref: string): Layout {
    const layout = this.find(ref);
    if (!layout) throw new NotFoundError(`Layout not found for id ${ref} in the environment ${this.scope._environmentId}`);
    return layout;
  }

  defaultLayout(): Layout | undefined {
    for (const layout of this.#byId.values()) if (layout.isDefault) return layout;
    return undefined;
  }

  /**
   * `POST /v2/layouts` (and a duplicate): a new identifier of the environment (409 otherwise), the default when the
   * environment has none, with the editor's empty document unless other control values are given.
   */
  create(input: LayoutCreation, controlValues: LayoutControlValues | null = { email: { body: EMPTY_LAYOUT_BODY, editorType: 'block' } }): Layout {
    checkLayoutControls(controlValues);
    const identifier = input.layoutId || slugify(input.name);
    if (this.records().some((l) => l.identifier === identifier)) {
      throw new ConflictError(`Layout with identifier: ${identifier} already exists under environment ${this.scope._environmentId}`);
    }
    this.charge({ input, controlValues }, 'This layout write');
    const now = this.clock.now().toISOString();
    const layout: Layout = {
      _id: this.ids.objectId(),
      ...this.scope,
      identifier,
      name: input.name,
      isDefault: this.defaultLayout() === undefined,
      isTranslationEnabled: input.isTranslationEnabled ?? false,
      controlValues: controlValues === null ? null : structuredClone(controlValues),
      createdAt: now,
      updatedAt: now,
    };
    this.#byId.set(layout._id, deepFreeze(layout));
    return layout;
  }

  /** `PUT /v2/layouts/{layoutId}`: the control values are checked first, then the layout is looked up (404). */
  update(ref: string, changes: LayoutUpdate): Layout {
    checkLayoutControls(changes.controlValues);
    const layout = this.get(ref);
    this.charge(changes, 'This layout write');
    const updated: Layout = { ...layout, updatedAt: this.clock.now().toISOString() };
    if (changes.name) updated.name = changes.name;
    if (changes.isTranslationEnabled !== undefined) updated.isTranslationEnabled = changes.isTranslationEnabled;
    if (changes.controlValues !== undefined) updated.controlValues = changes.controlValues === null ? null : structuredClone(changes.controlValues);
    this.#byId.set(updated._id, deepFreeze(updated));
    return updated;
  }

  /** `DELETE /v2/layouts/{layoutId}`: never the default (409). Returns what was deleted. */
  delete(ref: string): Layout {
    const layout = this.get(ref);
    if (layout.isDefault) throw new ConflictError(`Layout with id ${ref} is being used as a default layout, it can not be deleted`);
    this.#byId.delete(layout._id);
    return layout;
  }

  /** `POST /v2/layouts/{layoutId}/duplicate`: a new layout with the original's control values. */
  duplicate(ref: string, input: LayoutCreation): Layout {
    const original = this.get(ref);
    return this.create(input, original.controlValues);
  }

  /** `GET /v2/layouts`: the matches sorted, one `offset`/`limit` page of them, and how many match. */
  list(query: LayoutPageQuery): { layouts: Layout[]; totalCount: number } {
    const search = query.query?.toLowerCase();
    const matches = this.records().filter((l) => !search || l.name.toLowerCase().includes(search) || l.identifier.toLowerCase().includes(search));
    const field = query.orderBy ?? 'createdAt';
    const direction = (query.orderDirection ?? 'DESC') === 'ASC' ? 1 : -1;
    // Ties keep creation order, as the real index on `_id` gives them in the direction asked.
    const sorted = matches
      .map((layout, index) => ({ layout, index }))
      .sort((a, b) => (a.layout[field] < b.layout[field] ? -direction : a.layout[field] > b.layout[field] ? direction : (a.index - b.index) * direction))
      .map((entry) => entry.layout);
    const offset = query.offset ?? 0;
    return { layouts: sorted.slice(offset, offset + (query.limit ?? 50)), totalCount: matches.length };
  }

  /** Adds a record or replaces the one with its `_id` (admin fixtures, snapshots, a publish). */
  put(record: Layout): void {
    this.#byId.set(record._id, deepFreeze(record));
  }
}
