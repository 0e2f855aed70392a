import { deepFreeze } from './frozen.js';
import type { Workflow } from './records.js';

/** The workflows (templates) of one environment; activity events and messages reference them. */
export class WorkflowStore {
  readonly #byId = new Map<string, Workflow>();

  load(records: Iterable<Workflow>): void {
    this.#byId.clear();
    for (const w of records) this.#byId.set(w._id, deepFreeze(w));
  }

  put(record: Workflow): void {
    this.#byId.set(record._id, deepFreeze(record));
  }

  list(): Workflow[] {
    return [...this.#byId.values()];
  }

  find(id: string | undefined): Workflow | undefined {
    return id === undefined ? undefined : this.#byId.get(id);
  }

  /** The workflow a trigger `name` refers to. */
  findByTrigger(identifier: string): Workflow | undefined {
    return this.list().find((w) => w.triggers.some((t) => t.identifier === identifier));
  }
}
