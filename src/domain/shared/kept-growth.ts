import { keptBytes } from './store-budget.js';

/**
 * What replacing the kept value `before` with `after` adds to the memory an environment holds: the new size
 * minus the old (the old one goes), nothing when it shrinks. What a write that changes a record is charged.
 */
export const keptGrowth = (before: unknown, after: unknown): number => Math.max(0, keptBytes(after) - keptBytes(before));
