import { firstIndexWhere } from '../../lib/binary-search.js';
import type { Workflow } from './types.js';

interface Entry {
  rank: number;
  workflow: Workflow;
}

/**
 * The workflows of each trigger identifier, in store order (by rank), kept up to date one workflow at a
 * time: a write costs O(log k) for the k workflows sharing an identifier (almost always one), never a pass
 * over the whole store. A trigger `name` means the first of them.
 */
export class TriggerIndex {
  readonly #byIdentifier = new Map<string, Entry[]>();

  clear(): void {
    this.#byIdentifier.clear();
  }

  add(workflow: Workflow, rank: number): void {
    forEachIdentifier(workflow, (identifier) => {
      const entries = this.#byIdentifier.get(identifier);
      if (!entries) this.#byIdentifier.set(identifier, [{ rank, workflow }]);
      else entries.splice(firstIndexWhere(entries.length, (i) => (entries[i] as Entry).rank > rank), 0, { rank, workflow });
    });
  }

  /** Takes out `workflow`, stored at `rank` (the record itself, as it was added). */
  remove(workflow: Workflow, rank: number): void {
    forEachIdentifier(workflow, (identifier) => {
      const entries = this.#byIdentifier.get(identifier);
      if (!entries) return;
      const at = this.#indexOf(entries, rank);
      if (at !== undefined) entries.splice(at, 1);
      if (entries.length === 0) this.#byIdentifier.delete(identifier);
    });
  }

  /** `before`, stored at `rank`, becomes `after` (at the same rank): in place when their identifiers are the same. */
  update(before: Workflow, after: Workflow, rank: number): void {
    const identifier = soleIdentifier(after);
    if (identifier === undefined || soleIdentifier(before) !== identifier) {
      this.remove(before, rank);
      this.add(after, rank);
      return;
    }
    const entries = this.#byIdentifier.get(identifier);
    const at = entries && this.#indexOf(entries, rank);
    if (entries && at !== undefined) entries[at] = { rank, workflow: after };
  }

  first(identifier: string): Workflow | undefined {
    return this.#byIdentifier.get(identifier)?.[0]?.workflow;
  }

  identifiers(): Iterable<string> {
    return this.#byIdentifier.keys();
  }

  #indexOf(entries: Entry[], rank: number): number | undefined {
    const at = entries.length === 1 ? 0 : firstIndexWhere(entries.length, (i) => (entries[i] as Entry).rank >= rank);
    return entries[at]?.rank === rank ? at : undefined;
  }
}

const soleIdentifier = (workflow: Workflow): string | undefined => (workflow.triggers.length === 1 ? workflow.triggers[0]?.identifier : undefined);

/** Calls `visit` once for each trigger identifier of `workflow` (a workflow listing one twice is indexed once). */
function forEachIdentifier(workflow: Workflow, visit: (identifier: string) => void): void {
  const { triggers } = workflow;
  for (let i = 0; i < triggers.length; i++) {
    const identifier = (triggers[i] as { identifier: string }).identifier;
    let listedBefore = false;
    for (let j = 0; j < i && !listedBefore; j++) listedBefore = triggers[j]?.identifier === identifier;
    if (!listedBefore) visit(identifier);
  }
}
