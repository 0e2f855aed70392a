/**
 * Stored records are immutable: seeds are deep-frozen once and shared by every environment (loading or
 * resetting copies references, not records), and a write clones a record (`writable`, `withChanges`),
 * changes the clone and freezes it before storing it. A write that skips them throws (ES modules are
 * strict), which the tests would catch.
 * Nothing else freezes record data, so a frozen object is frozen with everything it holds, and freezing a
 * new record that embeds stored ones stops at them.
 * The rule is the domain's own (a reply or a snapshot never sees a half-made change): other layers neither
 * read nor rely on it, and what the domain derives for a caller (presentations, pages) is a fresh object.
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
