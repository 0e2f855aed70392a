/**
 * The changes of one environment (`/v1/changes`): what its writes to workflows, message templates, groups and
 * feeds would promote to its child environment. Kept as the real service keeps them: each change holds the
 * diff from the record as last promoted to the record as written, and repeated writes to one record merge
 * into its pending change.
 */
import { applyJsonDiff, jsonDiff } from '../../lib/json-diff.js';
import { deepFreeze, keptBytes, keptGrowth, type ChangedItem, type ChangeRecorder, type ChangeType, type Clock, type IdGenerator, type StoreBudget } from '../shared/index.js';
import type { ChangeRecord } from './types.js';

const entityKey = (type: ChangeType, entityId: string) => `${type}\0${entityId}`;

export class ChangeStore implements ChangeRecorder {
  /** By `_id`, in creation order (the real service's `createdAt` order). */
  readonly #byId = new Map<string, ChangeRecord>();
  /** The ids of each record's changes, oldest first. */
  readonly #byEntity = new Map<string, string[]>();
  /** While `together` runs: how to put back each change it recorded or changed, in order. */
  #undo: (() => void)[] | undefined;

  constructor(
    private readonly scope: { _organizationId: string; _environmentId: string },
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    /** The environment's budget: each change is charged before it is kept (it throws when it does not fit). */
    private readonly budget?: Pick<StoreBudget, 'spend' | 'atomically'>,
  ) {}

  together<T>(write: () => T): T {
    if (this.#undo) return write();
    const undo: (() => void)[] = [];
    this.#undo = undo;
    try {
      return this.budget ? this.budget.atomically(write) : write();
    } catch (error) {
      for (const step of undo.reverse()) step();
      throw error;
    } finally {
      this.#undo = undefined;
    }
  }

  #spend(bytes: number): void {
    this.budget?.spend({ bytes }, 'This change');
  }

  /** Replaces a stored change, remembering the one it replaces while `together` runs. */
  #replace(change: ChangeRecord): void {
    const before = this.#byId.get(change._id) as ChangeRecord;
    this.#undo?.push(() => this.#byId.set(before._id, before));
    this.#byId.set(change._id, deepFreeze(change));
  }

  load(records: readonly ChangeRecord[] | undefined): void {
    this.#byId.clear();
    this.#byEntity.clear();
    for (const change of records ?? []) this.#store(deepFreeze(change));
  }

  /** Every change, oldest first (for snapshots). */
  all(): ChangeRecord[] {
    return [...this.#byId.values()];
  }

  find(id: string): ChangeRecord | undefined {
    return this.#byId.get(id);
  }

  record(type: ChangeType, item: ChangedItem, parentChangeId?: string): string {
    const now = this.clock.now().toISOString();
    const change = jsonDiff(this.promotedItem(type, item._id), item);
    const pending = this.entityChanges(type, item._id).find((c) => !c.enabled);
    if (pending) {
      const merged: ChangeRecord = { ...pending, change, updatedAt: now };
      this.#spend(keptGrowth(pending, merged));
      this.#replace(merged);
      return pending._id;
    }
    const created: ChangeRecord = {
      _id: this.ids.objectId(),
      _creatorId: this.scope._organizationId,
      ...this.scope,
      _entityId: item._id,
      enabled: false,
      type,
      change,
      createdAt: now,
      updatedAt: now,
      ...(parentChangeId ? { _parentId: parentChangeId } : {}),
    };
    this.#spend(keptBytes(created));
    this.#store(deepFreeze(created));
    this.#undo?.push(() => this.#forget(created));
    return created._id;
  }

  /** A record's changes, oldest first. */
  entityChanges(type: ChangeType, entityId: string): ChangeRecord[] {
    return (this.#byEntity.get(entityKey(type, entityId)) ?? []).map((id) => this.#byId.get(id) as ChangeRecord);
  }

  /** The record as its promoted changes make it, in order (`{}` when none was promoted): what the child environment was given. */
  promotedItem(type: ChangeType, entityId: string): Record<string, unknown> {
    return this.entityChanges(type, entityId)
      .filter((c) => c.enabled)
      .reduce<Record<string, unknown>>((item, c) => applyJsonDiff(item, c.change), {});
  }

  /** The record as `change` left it: what it promotes (a deleted record included, which the store no longer has). */
  writtenItem(change: ChangeRecord): Record<string, unknown> {
    return applyJsonDiff(this.promotedItem(change.type, change._entityId), change.change);
  }

  /** The changes under `parentId` (a workflow's message templates), oldest first. */
  children(parentId: string): ChangeRecord[] {
    return this.all().filter((c) => c._parentId === parentId);
  }

  /** Changes shown by `GET /v1/changes` and counted: those under no other change, promoted or pending, newest first. */
  topLevel(promoted: boolean): ChangeRecord[] {
    return this.all()
      .filter((c) => c.enabled === promoted && c._parentId === undefined)
      .reverse();
  }

  adopt(type: ChangeType, entityId: string, parentChangeId: string): void {
    const pending = this.entityChanges(type, entityId).find((c) => !c.enabled);
    if (pending && pending._parentId !== parentChangeId) this.#replace({ ...pending, _parentId: parentChangeId });
  }

  setEnabled(id: string, enabled: boolean): void {
    const change = this.#byId.get(id);
    if (change && change.enabled !== enabled) this.#replace({ ...change, enabled });
  }

  /** Removes a change `together` recorded (the newest of its record). */
  #forget(change: ChangeRecord): void {
    this.#byId.delete(change._id);
    const key = entityKey(change.type, change._entityId);
    const list = this.#byEntity.get(key)?.filter((id) => id !== change._id) ?? [];
    if (list.length === 0) this.#byEntity.delete(key);
    else this.#byEntity.set(key, list);
  }

  #store(change: ChangeRecord): void {
    this.#byId.set(change._id, change);
    const key = entityKey(change.type, change._entityId);
    const list = this.#byEntity.get(key);
    if (list) list.push(change._id);
    else this.#byEntity.set(key, [change._id]);
  }
}
