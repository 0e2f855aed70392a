/**
 * The API's contexts (`/v2/contexts`), which triggers, Inbox sessions, preferences and topic subscriptions
 * name by key (`type:id`). The only way into this folder from outside it (a folder's types.ts may also be
 * imported for its record shapes).
 */
export { type ContextListQuery, ContextStore, presentContext } from './contexts.js';
export type { ContextRecord } from './types.js';
