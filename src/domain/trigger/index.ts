/**
 * Triggers (`/v1/events/trigger`): checks, recipients, the plan of steps, and the runner that delivers them.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { Delivery } from './deliver.js';
export { stepFilterVerdict } from './filter-verdict.js';
export { JobFactory } from './jobs.js';
export { planOf } from './plan.js';
export { StepRunner } from './run-steps.js';
export type { PendingRun } from './run-writes.js';
export { TriggerService } from './trigger.js';
export { missingOf, runOf, type WaitingRecord, type WaitingRecords, waitingRecordOf } from './waiting.js';
