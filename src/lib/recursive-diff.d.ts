/**
 * recursive-diff 1.0.9 ships its declarations at its root while its package.json names `src/index.d.ts`, so
 * TypeScript cannot find them: the two functions the mock uses, as that file declares them.
 */
declare module 'recursive-diff' {
  interface DiffOperation {
    op: 'add' | 'update' | 'delete';
    path: (string | number)[];
    val?: unknown;
    oldVal?: unknown;
  }
  const recursiveDiff: {
    getDiff(before: unknown, after: unknown, keepOldValueInDiff?: boolean): DiffOperation[];
    applyDiff(target: unknown, diff: DiffOperation[]): unknown;
  };
  export default recursiveDiff;
}
