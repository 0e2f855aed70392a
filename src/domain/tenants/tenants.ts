import { isDeepStrictEqual } from 'node:util';
import { ConflictError, NotFoundError, deepFreeze, type Clock, type IdGenerator, type JsonObject } from '../shared/index.js';
import type { TenantRecord } from './types.js';

export interface TenantInput {
  identifier: string;
  name: string;
  data?: JsonObject | null;
}

/** What `PATCH /v1/tenants/{identifier}` may change; `identifier` renames the tenant. */
export interface TenantUpdate {
  identifier?: string;
  name?: string;
  data?: JsonObject | null;
}

export interface TenantPageQuery {
  page?: number;
  limit?: number;
}

/** The real service's tenant page: no total count, and `hasMore` is true whenever the page is full. */
export interface TenantPage {
  page: number;
  hasMore: boolean;
  pageSize: number;
  data: JsonObject[];
}

/** A tenant as the API shows it. */
export function presentTenant(tenant: TenantRecord): JsonObject {
  const shown: JsonObject = { _id: tenant._id, identifier: tenant.identifier };
  if (tenant.name !== undefined) shown.name = tenant.name;
  if (tenant.data !== undefined) shown.data = tenant.data;
  shown._environmentId = tenant._environmentId;
  shown._organizationId = tenant._organizationId;
  shown.createdAt = tenant.createdAt;
  shown.updatedAt = tenant.updatedAt;
  return shown;
}

/**
 * The tenants of one environment (`/v1/tenants`), keyed by `identifier`; triggers name them. Records are
 * frozen and replaced on change, like every store's.
 */
export class TenantStore {
  /** By identifier, in creation order. */
  readonly #byIdentifier = new Map<string, TenantRecord>();

  constructor(
    private readonly scope: { _organizationId: string; _environmentId: string },
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    /** Charges a write to the environment's budget before it is stored (throws when it does not fit). */
    private readonly charge: (change: unknown, what: string) => void = () => {},
  ) {}

  load(records: Iterable<TenantRecord>): void {
    this.#byIdentifier.clear();
    for (const record of records) this.#byIdentifier.set(record.identifier, deepFreeze(record));
  }

  records(): TenantRecord[] {
    return [...this.#byIdentifier.values()];
  }

  find(identifier: string): TenantRecord | undefined {
    return this.#byIdentifier.get(identifier);
  }

  /** The tenant with this `_id` (what workflow overrides name it by). */
  findById(id: string): TenantRecord | undefined {
    for (const tenant of this.#byIdentifier.values()) if (tenant._id === id) return tenant;
    return undefined;
  }

  get(identifier: string): TenantRecord {
    const tenant = this.find(identifier);
    if (!tenant) throw new NotFoundError(`Tenant with identifier: ${identifier} does not exist under environment ${this.scope._environmentId}`);
    return tenant;
  }

  /** `POST /v1/tenants`: a new identifier of the environment (an existing one → 409). */
  create(input: TenantInput): TenantRecord {
    this.#checkFree(input.identifier);
    this.charge(input, 'This tenant write');
    const now = this.clock.now().toISOString();
    const tenant: TenantRecord = { _id: this.ids.objectId(), ...this.scope, identifier: input.identifier, name: input.name, createdAt: now, updatedAt: now };
    if (input.data) tenant.data = input.data;
    this.#byIdentifier.set(tenant.identifier, deepFreeze(tenant));
    return tenant;
  }

  /**
   * `PATCH /v1/tenants/{identifier}`, as the real update-tenant use case: a non-empty `name` and a `data`
   * object replace the stored ones (`data` whole, not merged); a new `identifier` must be free (409).
   */
  update(identifier: string, changes: TenantUpdate): TenantRecord {
    const tenant = this.get(identifier);
    const renamed = changes.identifier !== undefined && changes.identifier !== '' && changes.identifier !== identifier;
    if (renamed) this.#checkFree(changes.identifier as string);
    this.charge(changes, 'This tenant write');
    const updated: TenantRecord = { ...tenant, updatedAt: this.clock.now().toISOString() };
    if (changes.name) updated.name = changes.name;
    if (changes.data) updated.data = changes.data;
    if (renamed) updated.identifier = changes.identifier as string;
    this.#replace(tenant, deepFreeze(updated));
    return updated;
  }

  /**
   * What a trigger's `tenant` object does to the stored tenant it names (the real service's process-tenant
   * use case): a different non-empty `name`, or a `data` object that differs (deeply), updates it as PATCH
   * would. Returns the tenant the templates then see.
   */
  syncFromTrigger(tenant: TenantRecord, sent: { name?: string; data?: JsonObject }): TenantRecord {
    const nameChanged = Boolean(sent.name) && sent.name !== tenant.name;
    const dataChanged = Boolean(sent.data) && !isDeepStrictEqual(sent.data, tenant.data);
    return nameChanged || dataChanged ? this.update(tenant.identifier, { name: sent.name, data: sent.data }) : tenant;
  }

  /** `DELETE /v1/tenants/{identifier}`. */
  delete(identifier: string): void {
    this.#byIdentifier.delete(this.get(identifier).identifier);
  }

  /** `GET /v1/tenants`: newest first, `page` (from 0) of `limit` tenants. */
  list(query: TenantPageQuery): TenantPage {
    const page = query.page ?? 0;
    const limit = query.limit ?? 10;
    // Newest first; among tenants created in the same millisecond, the later one first (a stable sort of the reversed order).
    const newestFirst = this.records().reverse().sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    const data = newestFirst.slice(page * limit, (page + 1) * limit).map(presentTenant);
    return { page, hasMore: data.length === limit, pageSize: limit, data };
  }

  /** Adds a record or replaces the one with its `_id` or its identifier (admin fixtures). */
  put(record: TenantRecord): void {
    const sameId = this.records().find((t) => t._id === record._id);
    // A record replaced under the same identifier keeps its place (a refused trigger puts its tenant back so).
    if (sameId && sameId.identifier !== record.identifier) this.#byIdentifier.delete(sameId.identifier);
    this.#byIdentifier.set(record.identifier, deepFreeze(record));
  }

  #checkFree(identifier: string): void {
    if (this.#byIdentifier.has(identifier)) {
      throw new ConflictError(`Tenant with identifier: ${identifier} already exists under environment ${this.scope._environmentId}`);
    }
  }

  /** A renamed tenant keeps its place in creation order. */
  #replace(old: TenantRecord, updated: TenantRecord): void {
    if (old.identifier === updated.identifier) {
      this.#byIdentifier.set(updated.identifier, updated);
      return;
    }
    const entries = [...this.#byIdentifier.values()].map((t) => (t === old ? updated : t));
    this.#byIdentifier.clear();
    for (const t of entries) this.#byIdentifier.set(t.identifier, t);
  }
}
