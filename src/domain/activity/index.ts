/**
 * The activity feed: the events triggers leave (`/v1/notifications`) and their execution details.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { ActivityStore } from './activity.js';
export { cutText, detailRaw, MAX_DETAIL_VALUE_BYTES } from './detail-raw.js';
export { executionDetailsOf } from './execution-details.js';
export { activityGraph, type ActivityGraphDay, type ActivityStats, activityStats, graphDays } from './stats.js';
export type { ActivityNotification } from './types.js';
export { getWorkflowRun, listWorkflowRuns, type WorkflowRunQuery, type WorkflowRunSources } from './workflow-runs.js';
