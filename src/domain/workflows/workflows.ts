import { deepFreeze, NO_CHANGE_RECORDER, type ChangeRecorder } from '../shared/index.js';
import { sameIdentifiers, type Slot, TriggerIndex } from './trigger-index.js';
import type { Workflow } from './types.js';
import { recordWorkflowDeletion, recordWorkflowWrite } from './workflow-changes.js';

/** The workflows (templates) of one environment; activity events and messages reference them. */
export class WorkflowStore {
  /** By `_id`, in store order. */
  readonly #slots = new Map<string, Slot>();
  #nextRank = 0;
  readonly #triggers = new TriggerIndex();
  #version = 0;

  /** Hears the v1 writes, which the real service records as changes to promote (`putWithChange`, `removeWithChange`). */
  constructor(private readonly changes: ChangeRecorder = NO_CHANGE_RECORDER) {}

  /** Changes with every write: a reader that checked something against the store knows whether it still holds. */
  get version(): number {
    return this.#version;
  }

  load(records: Iterable<Workflow>): void {
    this.#version++;
    this.#slots.clear();
    this.#triggers.clear();
    for (const w of records) this.#set(deepFreeze(w));
  }

  put(record: Workflow): void {
    this.#set(deepFreeze(record));
  }

  /**
   * A write of the v1 API (create, update, status): `charge` charges its bytes, then it is recorded as a
   * change to promote (with its message templates' changes under it), then stored. The other writes (v2, bridge syncs, fixtures) record none,
   * as in the real service.
   */
  putWithChange(record: Workflow, charge: () => void = () => {}): void {
    // `charge` (the write's own bytes) and the changes fit the budget together, or nothing is kept.
    this.changes.together(() => {
      charge();
      recordWorkflowWrite(this.changes, this.find(record._id), record);
    });
    this.put(record);
  }

  /** A delete of the v1 API: recorded as a change (the workflow as deleted `at`), then gone. */
  removeWithChange(id: string, at: string): void {
    const workflow = this.find(id);
    if (!workflow) return;
    this.changes.together(() => recordWorkflowDeletion(this.changes, workflow, at));
    this.remove(id);
  }

  remove(id: string): void {
    const slot = this.#slots.get(id);
    if (!slot) return;
    this.#version++;
    this.#triggers.remove(slot);
    this.#slots.delete(id);
  }

  /**
   * Removes `removals` and stores `records` as one change: every record is frozen before the store changes,
   * so a record that cannot be stored leaves the store as it was. Each write costs O(log n) at most, whatever
   * the store holds.
   */
  replace(removals: Iterable<string>, records: readonly Workflow[]): void {
    for (const record of records) if (!Object.isFrozen(record)) deepFreeze(record);
    for (const id of removals) this.remove(id);
    for (const record of records) this.#set(record);
  }

  #set(record: Workflow): void {
    this.#version++;
    const slot = this.#slots.get(record._id);
    if (!slot) {
      const added = { record, rank: this.#nextRank++ };
      this.#slots.set(record._id, added);
      this.#triggers.add(added);
      return;
    }
    const before = slot.record;
    slot.record = record;
    if (sameIdentifiers(before, record)) return;
    this.#triggers.remove(slot, before);
    this.#triggers.add(slot);
  }

  list(): Workflow[] {
    const records: Workflow[] = [];
    for (const slot of this.#slots.values()) records.push(slot.record);
    return records;
  }

  find(id: string | undefined): Workflow | undefined {
    return id === undefined ? undefined : this.#slots.get(id)?.record;
  }

  /** Every trigger identifier of the environment. */
  triggerIdentifiers(): Iterable<string> {
    return this.#triggers.identifiers();
  }

  /** The workflow a trigger `name` refers to: the first in store order that has it. */
  findByTrigger(identifier: string): Workflow | undefined {
    return this.#triggers.first(identifier);
  }
}
