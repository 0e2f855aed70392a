import { deepFreeze } from '../shared/index.js';
import type { Workflow } from './types.js';

/** The workflows (templates) of one environment; activity events and messages reference them. */
export class WorkflowStore {
  readonly #byId = new Map<string, Workflow>();
  /** The first workflow (in store order) of each trigger identifier. */
  readonly #byTrigger = new Map<string, Workflow>();

  load(records: Iterable<Workflow>): void {
    this.#byId.clear();
    for (const w of records) this.#byId.set(w._id, deepFreeze(w));
    this.#indexTriggers();
  }

  put(record: Workflow): void {
    this.#byId.set(record._id, deepFreeze(record));
    this.#indexTriggers();
  }

  remove(id: string): void {
    if (this.#byId.delete(id)) this.#indexTriggers();
  }

  #indexTriggers(): void {
    this.#byTrigger.clear();
    for (const w of this.#byId.values()) {
      for (const t of w.triggers) if (!this.#byTrigger.has(t.identifier)) this.#byTrigger.set(t.identifier, w);
    }
  }

  list(): Workflow[] {
    return [...this.#byId.values()];
  }

  find(id: string | undefined): Workflow | undefined {
    return id === undefined ? undefined : this.#byId.get(id);
  }

  /** Every trigger identifier of the environment. */
  triggerIdentifiers(): Iterable<string> {
    return this.#byTrigger.keys();
  }

  /** The workflow a trigger `name` refers to. */
  findByTrigger(identifier: string): Workflow | undefined {
    return this.#byTrigger.get(identifier);
  }
}
