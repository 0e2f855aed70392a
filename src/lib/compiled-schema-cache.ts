/**
 * Compiled payload schemas, bounded and tied to their schema object: an entry goes when its schema is
 * garbage (the workflow was changed, deleted or reset away) or when the least recently used entries must
 * make room. Each entry weighs its schema's size (see `PAYLOAD_SCHEMA_VALUE_LIMIT`) plus a fixed part.
 */

/** What the compiled schemas may weigh together: about 25 of the largest schemas, or 500 small ones. */
export const COMPILED_SCHEMA_WEIGHT_LIMIT = 25_000;
/** The part of an entry's weight that does not depend on its schema's size (the function, its closures). */
const ENTRY_WEIGHT = 50;

interface Entry {
  schema: WeakRef<object>;
  weight: number;
}

export class CompiledSchemaCache<T> {
  /** The compiled value of each live schema; the value never keeps its schema alive (a WeakMap). */
  readonly #values = new WeakMap<object, { value: T; entry: Entry }>();
  /** Least recently used first; holds no schema and no compiled value. */
  readonly #order = new Set<Entry>();
  readonly #collected = new FinalizationRegistry<Entry>((entry) => this.#drop(entry));
  #weight = 0;

  constructor(readonly weightLimit = COMPILED_SCHEMA_WEIGHT_LIMIT) {}

  get(schema: object): T | undefined {
    const found = this.#values.get(schema);
    if (!found) return undefined;
    this.#order.delete(found.entry);
    this.#order.add(found.entry);
    return found.value;
  }

  /** Keeps `value` for `schema`, of `size` (its schema's values), evicting the least recently used as needed. */
  set(schema: object, value: T, size: number): void {
    const entry: Entry = { schema: new WeakRef(schema), weight: ENTRY_WEIGHT + size };
    for (const oldest of this.#order) {
      if (this.#weight + entry.weight <= this.weightLimit) break;
      const held = oldest.schema.deref();
      if (held) this.#values.delete(held);
      this.#drop(oldest);
    }
    this.#values.set(schema, { value, entry });
    this.#order.add(entry);
    this.#weight += entry.weight;
    this.#collected.register(schema, entry, entry);
  }

  /** Entries held (for tests and diagnostics). */
  get size(): number {
    return this.#order.size;
  }

  get weight(): number {
    return this.#weight;
  }

  #drop(entry: Entry): void {
    if (!this.#order.delete(entry)) return;
    this.#weight -= entry.weight;
    this.#collected.unregister(entry);
  }
}
