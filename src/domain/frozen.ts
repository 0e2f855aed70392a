/**
 * Stored records are immutable: seeds are deep-frozen once and shared by every environment (loading or
 * resetting copies references, not records), and a write clones a record (`writable`, `withChanges`),
 * changes the clone and freezes it before storing it. A write that skips them throws (ES modules are
 * strict), which the tests would catch.
 * Nothing else freezes record data, so a frozen object is frozen with everything it holds, and freezing a
 * new record that embeds stored ones stops at them.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  Object.freeze(value);
  // `for…in` rather than `Object.values`: startup freezes every seed record, and an array per object adds up.
  for (const key in value) {
    const child: unknown = value[key];
    if (child !== null && typeof child === 'object' && !Object.isFrozen(child)) deepFreeze(child);
  }
  return value;
}


/** The record itself when it is already private to the environment, else a private deep copy. */
export function writable<T extends object>(record: T): T {
  return Object.isFrozen(record) ? copyOf(record) : record;
}

/**
 * `record` with `changes` to its own top-level fields: a new object sharing everything else when the
 * record is stored (frozen), else the record itself, changed. For writes that replace fields and change
 * nothing inside them.
 */
export function withChanges<T extends object>(record: T, changes: Partial<T>): T {
  return Object.isFrozen(record) ? { ...record, ...changes } : Object.assign(record, changes);
}

/** A deep copy of a JSON-like record. */
function copyOf<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, original] of Object.entries(value)) {
    const child = copyOf(original);
    // A `__proto__` key (JSON.parse makes it an own property) must stay one: assigning it sets the prototype.
    if (key === '__proto__') Object.defineProperty(copy, key, { value: child, enumerable: true, writable: true, configurable: true });
    else copy[key] = child;
  }
  return copy as T;
}

/**
 * `derive` remembered per stored (frozen) record and per `inputs` (what else it reads: other stored records,
 * values); other records are derived anew each time. The value is frozen too, so the reply's text cache
 * (`http/serialize.ts`) and the contract's remembered verdicts know it the next time.
 * Kept for speed alone: without it, lists of integrations, variables and workflows lose more than issue 22's
 * 10 % (bench/RESULTS.md, "Issue 22", kept presentations); test/domain/frozen.test.ts checks it.
 */
export function derivedOnce<K extends object, A extends unknown[], I extends readonly unknown[], V>(
  inputs: (record: K, ...args: A) => I,
  derive: (record: K, inputs: I) => V,
): (record: K, ...args: A) => V {
  const cache = new WeakMap<K, { inputs: I; value: V }>();
  return (record, ...args) => {
    const now = inputs(record, ...args);
    if (!Object.isFrozen(record)) return derive(record, now);
    const hit = cache.get(record);
    if (hit && hit.inputs.length === now.length && hit.inputs.every((x, i) => x === now[i])) return hit.value;
    const value = deepFreeze(derive(record, now));
    cache.set(record, { inputs: now, value });
    return value;
  };
}
