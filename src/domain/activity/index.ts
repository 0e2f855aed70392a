export { ActivityStore } from './activity.js';
export { executionDetailsOf } from './execution-details.js';
export type { ActivityNotification } from './types.js';
