export { NotificationGroupStore, presentGroup } from './notification-groups.js';
export type { NotificationGroup } from './types.js';
