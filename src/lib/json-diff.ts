/**
 * The diff the real service keeps in a change (`recursive-diff`, as it uses it): a list of operations
 * `{op: 'add' | 'update' | 'delete', path, val?, oldVal?}` that turns one JSON value into another.
 */
import recursiveDiff from 'recursive-diff';

export interface DiffOperation {
  op: 'add' | 'update' | 'delete';
  path: (string | number)[];
  val?: unknown;
  oldVal?: unknown;
}

/** What turns `before` into `after`, with each replaced value's old one (`oldVal`), as the real change records. */
export function jsonDiff(before: object, after: object): DiffOperation[] {
  return recursiveDiff.getDiff(before, after, true) as DiffOperation[];
}

/**
 * `base` with `operations` applied, in a new value: neither is changed (stored records and changes are
 * frozen). Operations without a path are skipped, as the real service skips them.
 */
export function applyJsonDiff(base: object, operations: readonly DiffOperation[]): Record<string, unknown> {
  const usable = operations.filter((operation) => operation && Array.isArray(operation.path));
  if (usable.length === 0) return structuredClone(base) as Record<string, unknown>;
  return recursiveDiff.applyDiff(structuredClone(base), structuredClone(usable)) as Record<string, unknown>;
}
