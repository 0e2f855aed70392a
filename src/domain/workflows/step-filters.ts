import { FilterComparisonError } from '../shared/index.js';
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

/** One filter, as the real service runs it: no conditions pass; one condition alone ignores `value`. */
function passesFilter(filter: StepFilter, data: FilterData, conditions: FilterCondition[], compileErrors: string[]): boolean {
  const children = Array.isArray(filter.children) ? filter.children : [];
  const passes = (part: StepFilterPart) => passesPart(part, data, conditions, compileErrors);
  if (children.length === 1) return passes(children[0] as StepFilterPart);
  // AND checks every condition (the real service runs them together); OR stops at the first that passes.
  // (The real service checks webhook conditions last; the mock refuses them before a step can hold one.)
  if (filter.value === 'AND') return children.map(passes).every(Boolean);
  if (filter.value === 'OR') return children.some(passes);
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
