export { Delivery } from './deliver.js';
export { JobFactory } from './jobs.js';
export { planOf } from './plan.js';
export { StepRunner } from './run-steps.js';
export type { PendingRun } from './run-writes.js';
export { TriggerService } from './trigger.js';
