/**
 * Workflow groups (`/v1/notification-groups`).
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { NotificationGroupStore, presentGroup } from './notification-groups.js';
export type { NotificationGroup } from './types.js';
