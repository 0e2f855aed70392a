/**
 * Changes (`/v1/changes`): the writes to workflows, message templates, groups and feeds kept to be promoted
 * from an environment to its child (Development to Production), their list and their promotion.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { ChangeStore } from './change-store.js';
export { type ChangePage, listChanges, pendingChangeCount } from './list.js';
export { applyChange, applyChanges, type ChangeSide } from './promote.js';
export type { ChangeOperation, ChangeRecord } from './types.js';
