/**
 * Copy-on-write for seed records: stores hold references to deep-frozen seed records, so loading or
 * resetting an environment copies pointers instead of megabytes; a record is cloned when first written.
 * A write that skips `writable` throws (ES modules are strict), which the tests would catch.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as object)) deepFreeze(child);
  }
  return value;
}

/** The record itself when it is already private to the environment, else a private deep copy. */
export function writable<T extends object>(record: T): T {
  return Object.isFrozen(record) ? structuredClone(record) : record;
}
