import { firstIndexWhere } from '../../lib/binary-search.js';
import type { Workflow } from './types.js';

/** A stored workflow and its place in store order, which an update keeps (the store changes `record` in place). */
export interface Slot {
  record: Workflow;
  readonly rank: number;
}

/**
 * The slots of each trigger identifier, in store order (by rank), kept up to date one workflow at a time: a
 * write costs O(log k) for the k workflows sharing an identifier (almost always one), never a pass over the
 * whole store, and an update that keeps its identifiers costs nothing here. A trigger `name` means the first.
 */
export class TriggerIndex {
  readonly #byIdentifier = new Map<string, Slot[]>();

  clear(): void {
    this.#byIdentifier.clear();
  }

  /** Indexes `slot` under the identifiers of its record. */
  add(slot: Slot): void {
    const { triggers } = slot.record;
    for (let i = 0; i < triggers.length; i++) {
      const identifier = (triggers[i] as { identifier: string }).identifier;
      if (listedBefore(slot.record, i)) continue;
      const slots = this.#byIdentifier.get(identifier);
      if (!slots) this.#byIdentifier.set(identifier, [slot]);
      else slots.splice(firstIndexWhere(slots.length, (at) => (slots[at] as Slot).rank > slot.rank), 0, slot);
    }
  }

  /** Takes `slot` out from under the identifiers of `record` (its record when it was added). */
  remove(slot: Slot, record: Workflow = slot.record): void {
    const { triggers } = record;
    for (let i = 0; i < triggers.length; i++) {
      const identifier = (triggers[i] as { identifier: string }).identifier;
      const slots = this.#byIdentifier.get(identifier);
      if (!slots || listedBefore(record, i)) continue;
      const at = slots.indexOf(slot);
      if (at >= 0) slots.splice(at, 1);
      if (slots.length === 0) this.#byIdentifier.delete(identifier);
    }
  }

  first(identifier: string): Workflow | undefined {
    return this.#byIdentifier.get(identifier)?.[0]?.record;
  }

  identifiers(): Iterable<string> {
    return this.#byIdentifier.keys();
  }
}

/** Whether trigger `i` of `record` repeats an identifier listed before it (indexed once). */
function listedBefore(record: Workflow, i: number): boolean {
  const identifier = record.triggers[i]?.identifier;
  for (let j = 0; j < i; j++) if (record.triggers[j]?.identifier === identifier) return true;
  return false;
}

/** Whether two records have the same trigger identifiers, in the same order. */
export function sameIdentifiers(a: Workflow, b: Workflow): boolean {
  if (a.triggers.length !== b.triggers.length) return false;
  for (let i = 0; i < a.triggers.length; i++) if (a.triggers[i]?.identifier !== b.triggers[i]?.identifier) return false;
  return true;
}
