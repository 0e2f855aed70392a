/** The property `key` of `value` when it is the value's own: never what its prototype lends (`constructor`, `__proto__`, `toString`). */
export function ownValue(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
  return (value as Record<string, unknown>)[key];
}

/**
 * The value at a dotted path, through own properties only: both template engines resolve a name only when
 * it is the object's own property, so `{{payload.constructor}}` renders "".
 */
export function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const segment of path.split('.')) {
    value = ownValue(value, segment);
    if (value === undefined) return undefined;
  }
  return value;
}

/**
 * A caller's value as text: "" for nothing, JSON for objects and arrays. Never `String(object)`, which
 * throws for a payload object such as `{"toString": 1}`.
 */
export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
