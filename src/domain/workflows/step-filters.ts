import { cutText } from '../activity/detail-raw.js';
import { FilterComparisonError } from './filter-operators.js';
import { passesPart, type FilterCondition, type FilterData, type StepFilterPart } from './filter-parts.js';

export type { FilterCondition, FilterData, StepFilterPart } from './filter-parts.js';

/** A step's filter: a group of conditions joined by `value` (`isNegated` is stored, and ignored as by the real service). */
export interface StepFilter {
  isNegated?: boolean;
  type?: string;
  value: 'AND' | 'OR' | string;
  children: StepFilterPart[];
}

/** What a step's filters decided, with the conditions they checked; `failure` when the comparison threw. */
export interface FilterOutcome {
  passed: boolean;
  conditions: FilterCondition[];
  compileErrors: string[];
  failure?: string;
}

const isWebhook = (part: StepFilterPart) => part.on === 'webhook';

/** One filter, as the real service runs it: no conditions pass; one condition alone ignores `value`. */
function passesFilter(filter: StepFilter, data: FilterData, conditions: FilterCondition[], compileErrors: string[]): boolean {
  const children = Array.isArray(filter.children) ? filter.children : [];
  const passes = (part: StepFilterPart) => passesPart(part, data, conditions, compileErrors);
  if (children.length === 1) return passes(children[0] as StepFilterPart);
  // Conditions that call out (webhooks) come last, after the others decided.
  const ordered = [...children.filter((p) => !isWebhook(p)), ...children.filter(isWebhook)];
  // AND checks every condition (the real service runs them together); OR stops at the first that passes.
  if (filter.value === 'AND') return ordered.map(passes).every(Boolean);
  if (filter.value === 'OR') return ordered.some(passes);
  return false;
}

/**
 * Evaluates a step's filters as the real service does: the step runs when **any** of its filters passes
 * (no filters, or a filter without conditions, pass). `conditions` lists what was checked, the last filter
 * checked first, as the real execution detail does.
 */
export function evaluateStepFilters(filters: readonly StepFilter[] | undefined, data: FilterData): FilterOutcome {
  const compileErrors: string[] = [];
  const checked: FilterCondition[][] = [];
  try {
    const passed =
      !Array.isArray(filters) ||
      filters.length === 0 ||
      filters.some((filter) => {
        if (!Array.isArray(filter.children) || filter.children.length === 0) return true;
        const conditions: FilterCondition[] = [];
        checked.unshift(conditions);
        return passesFilter(filter, data, conditions, compileErrors);
      });
    return { passed, conditions: checked.flat(), compileErrors };
  } catch (error) {
    if (!(error instanceof FilterComparisonError)) throw error;
    return { passed: false, conditions: checked.flat(), compileErrors, failure: error.message };
  }
}

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

/** Why a workflow with a webhook condition is refused, on write and on load. */
export const WEBHOOK_FILTER_REFUSED =
  "is a webhook filter, which the mock does not run: the real service calls out to the filter's webhookUrl while it runs the step. Use a payload, subscriber or tenant condition instead";

/** The first webhook condition of these steps (or their variants), as a field path and the reason it is refused. */
export function refusedFilterPart(steps: unknown, at = 'steps'): { field: string; message: string } | undefined {
  if (!Array.isArray(steps)) return undefined;
  for (const [s, step] of steps.entries()) {
    const { filters, variants } = (step ?? {}) as { filters?: unknown; variants?: unknown };
    for (const [f, filter] of (Array.isArray(filters) ? filters : []).entries()) {
      const children = (filter as { children?: unknown } | null)?.children;
      const c = Array.isArray(children) ? children.findIndex((p) => (p as { on?: unknown } | null)?.on === 'webhook') : -1;
      if (c >= 0) return { field: `${at}.${s}.filters.${f}.children.${c}.on`, message: WEBHOOK_FILTER_REFUSED };
    }
    const inVariant = refusedFilterPart(variants, `${at}.${s}.variants`);
    if (inVariant) return inVariant;
  }
  return undefined;
}
