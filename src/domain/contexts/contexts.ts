import { cursorPageOf, type AnyFieldCursorQuery, type CursorPage } from '../../lib/cursor-page.js';
import { BadRequestError, checkedContextPayload, ConflictError, contextDataProblem, contextKeysOf, deepFreeze, InvalidInputError, NotFoundError, type Clock, type ContextPayload, type IdGenerator, type JsonObject } from '../shared/index.js';
import type { ContextRecord } from './types.js';

/** `GET /v2/contexts`'s query, as the real list-contexts DTO reads it. */
export interface ContextListQuery extends AnyFieldCursorQuery {
  type?: string;
  id?: string;
  search?: string;
}

/** A context as the API shows it (the real `mapContextEntityToDto`: no `_id`, no key). */
export function presentContext(context: ContextRecord): JsonObject {
  return { type: context.type, id: context.id, data: context.data, createdAt: context.createdAt, updatedAt: context.updatedAt };
}

/** A `data` over the real 64 KB limit: the real DTO's `IsValidContextData` answer (422 on `data`). */
function checkedData(data: JsonObject): JsonObject {
  const problem = contextDataProblem(data);
  if (problem !== undefined) throw InvalidInputError.of('data', problem, data);
  return data;
}

/**
 * The contexts of one environment (`/v2/contexts`), keyed by `type:id`. A trigger, an Inbox session, a
 * preference write or a topic subscription that names a context finds it, or creates it with the `data` it
 * sent (never updating one that exists: the real `findOrCreateContextsFromPayload`). Records are frozen and
 * replaced on change, like every store's.
 */
export class ContextStore {
  /** By key (`type:id`), in creation order. */
  readonly #byKey = new Map<string, ContextRecord>();

  constructor(
    private readonly scope: { _organizationId: string; _environmentId: string },
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    /** Charges a write to the environment's budget before it is stored (throws when it does not fit). */
    private readonly charge: (change: unknown, what: string) => void = () => {},
  ) {}

  load(records: Iterable<ContextRecord>): void {
    this.#byKey.clear();
    for (const record of records) this.#byKey.set(record.key, deepFreeze(record));
  }

  records(): ContextRecord[] {
    return [...this.#byKey.values()];
  }

  get size(): number {
    return this.#byKey.size;
  }

  find(type: string, id: string): ContextRecord | undefined {
    return this.#byKey.get(`${type}:${id}`);
  }

  /** `GET /v2/contexts/{type}/{id}` (and delete's lookup): the real get-context use case's 404. */
  get(type: string, id: string): ContextRecord {
    const context = this.find(type, id);
    if (!context) throw new NotFoundError(`Context with id '${id}' and type '${type}' not found in environment ${this.scope._environmentId}`);
    return context;
  }

  /** `POST /v2/contexts`: a new `type:id` (an existing one → 409), `data` `{}` when none is sent. */
  create(input: { type: string; id: string; data?: JsonObject }): ContextRecord {
    if (this.find(input.type, input.id)) throw new ConflictError(`Context with type '${input.type}' and id '${input.id}' already exists`);
    return this.#add(input.type, input.id, checkedData(input.data ?? {}));
  }

  /** `PATCH /v2/contexts/{type}/{id}`: `data` replaced whole (not merged); the rest stays. */
  update(type: string, id: string, data: JsonObject): ContextRecord {
    const context = this.find(type, id);
    if (!context) throw new NotFoundError(`Context with type '${type}' and id '${id}' not found`);
    this.charge(checkedData(data), 'This context write');
    const updated = deepFreeze({ ...context, data, updatedAt: this.clock.now().toISOString() });
    this.#byKey.set(updated.key, updated);
    return updated;
  }

  /** `DELETE /v2/contexts/{type}/{id}`. Records that name its key keep it (the real service leaves them too). */
  delete(type: string, id: string): void {
    this.#byKey.delete(this.get(type, id).key);
  }

  /**
   * `GET /v2/contexts`: `type` and `id` exact, `search` a case-insensitive part of the key `type:id`; newest
   * `createdAt` first unless `orderBy`/`orderDirection` say otherwise; cursors are the records' `_id`s.
   */
  list(query: ContextListQuery): CursorPage<JsonObject> {
    if (query.after !== undefined && query.before !== undefined) {
      throw new BadRequestError('Cannot specify both "before" and "after" cursors at the same time.');
    }
    const search = query.search?.toLowerCase();
    const matches = this.records().filter(
      (c) => (!query.type || c.type === query.type) && (!query.id || c.id === query.id) && (!search || c.key.toLowerCase().includes(search)),
    );
    // The real controller's `limit || 10`: 0 is the default too.
    const page = cursorPageOf(matches, { ...query, limit: query.limit || 10, orderBy: query.orderBy ?? 'createdAt' });
    return { ...page, data: page.data.map(presentContext) };
  }

  /**
   * The contexts a `context` payload names, found or created (the created ones with the `data` sent, or
   * `{}`); an existing context is never changed. Returns their keys in the payload's order. A malformed
   * payload (or more than 5 contexts) is the real DTOs' 422, and creates nothing.
   */
  findOrCreate(payload: unknown): string[] {
    const context = checkedContextPayload(payload);
    for (const [type, value] of Object.entries(context ?? {})) {
      const { id, data } = typeof value === 'string' ? { id: value, data: undefined } : value;
      if (!this.find(type, id)) this.#add(type, id, data ?? {});
    }
    return contextKeysOf(context);
  }

  /**
   * The contexts a payload names as a run sees them, `{ [type]: { id, data } }` (the real send-message's
   * resolved context): a stored context's data, else the data `findOrCreate` would store for it.
   */
  resolve(payload: ContextPayload | undefined): JsonObject {
    const resolved: JsonObject = {};
    for (const [type, value] of Object.entries(payload ?? {})) {
      const { id, data } = typeof value === 'string' ? { id: value, data: undefined } : value;
      resolved[type] = { id, data: this.find(type, id)?.data ?? data ?? {} };
    }
    return resolved;
  }

  /** Adds a record or replaces the one with its key (admin fixtures, snapshots). */
  put(record: ContextRecord): void {
    this.#byKey.set(record.key, deepFreeze(record));
  }

  #add(type: string, id: string, data: JsonObject): ContextRecord {
    this.charge({ type, id, data }, 'This context write');
    const now = this.clock.now().toISOString();
    const context: ContextRecord = { _id: this.ids.objectId(), ...this.scope, type, id, key: `${type}:${id}`, data, createdAt: now, updatedAt: now };
    this.#byKey.set(context.key, deepFreeze(context));
    return context;
  }
}
