import { cutText } from '../activity/index.js';
import { evaluateStepFilters, type FilterCondition, type FilterData, type StepFilter } from '../workflows/index.js';

/** The job statuses a step's filters can leave. */
export type FilteredJobStatus = 'pending' | 'canceled' | 'skipped' | 'failed';

/** One execution detail a step's filters add to its job, and the status it leaves the job in. */
export interface FilterDetail {
  detail: string;
  status: 'Success' | 'Failed';
  jobStatus: FilteredJobStatus;
  raw: string | null;
}

/** The real service's words for a step its conditions skipped. */
export const SKIPPED_BY_CONDITIONS = 'Step was skipped based on steps conditions';
/** The real service's words for a filter value whose variables could not be filled. */
export const FILTER_COMPILE_FAILED = 'Processing step filter failed';

/** Steps the real service schedules (and filters) before they run: a skipped one ends `skipped`, the others `canceled`. */
const DEFERRED = new Set(['delay', 'digest', 'throttle']);

/**
 * Runs a step's filters and says what its job records: whether the step runs, and the details to add.
 * A delay, digest or throttle filtered out ends `skipped` (detail status Success, no raw); any other step
 * `canceled` (detail status Failed, raw: the conditions checked). A comparison that throws fails the job.
 */
export function stepFilterVerdict(filters: readonly StepFilter[] | undefined, stepType: string, data: FilterData): { runs: boolean; details: FilterDetail[] } {
  const deferred = DEFERRED.has(stepType);
  const outcome = evaluateStepFilters(filters, deferred ? { ...data, variables: deferredVariables(filters, data.variables) } : data);
  // Kept on the job for every recipient: a long value (a payload list, a filled variable) is cut, as in any detail.
  const details: FilterDetail[] = outcome.compileErrors.map((error) => ({ detail: FILTER_COMPILE_FAILED, status: 'Failed', jobStatus: 'pending', raw: JSON.stringify({ error: cutText(error) }) }));
  if (outcome.failure !== undefined) details.push({ detail: outcome.failure, status: 'Failed', jobStatus: 'failed', raw: null });
  else if (!outcome.passed && deferred) details.push({ detail: SKIPPED_BY_CONDITIONS, status: 'Success', jobStatus: 'skipped', raw: null });
  else if (!outcome.passed) details.push({ detail: SKIPPED_BY_CONDITIONS, status: 'Failed', jobStatus: 'canceled', raw: JSON.stringify({ filter: { conditions: outcome.conditions.map(keptCondition), passed: false } }) });
  return { runs: outcome.passed, details };
}

const keptCondition = (c: FilterCondition): FilterCondition => ({ ...c, expected: cutText(c.expected), actual: cutText(c.actual) });

/**
 * What a delay's, digest's or throttle's filters see: the payload, and the subscriber or tenant only when a
 * condition reads them (the real service fetches them for that alone); no actor, no step.
 */
function deferredVariables(filters: readonly StepFilter[] | undefined, variables: Record<string, unknown>): Record<string, unknown> {
  const reads = (on: string) => (filters ?? []).some((f) => Array.isArray(f.children) && f.children.some((p) => p?.on === on));
  return {
    payload: variables.payload,
    ...(reads('subscriber') ? { subscriber: variables.subscriber } : {}),
    ...(reads('tenant') ? { tenant: variables.tenant } : {}),
  };
}
