import type { JsonObject } from '../shared/index.js';
import type { Workflow } from './types.js';
import { createdAtOf } from '../../lib/object-id.js';
import { buildSlug, STEP_SLUG_PREFIX, WORKFLOW_SLUG_PREFIX } from './slugs.js';

/** When each workflow was last triggered (the activity feed's newest event of it). */
export interface TriggerHistory {
  lastTriggeredAt(workflowId: string): string | undefined;
}

export interface WorkflowListQuery {
  limit?: number;
  offset?: number;
  orderDirection?: 'ASC' | 'DESC';
  orderBy?: 'createdAt' | 'updatedAt' | 'name' | 'lastTriggeredAt';
  query?: string;
  tags?: string[];
  status?: ('ACTIVE' | 'INACTIVE' | 'ERROR')[];
}

export { createdAtOf } from '../../lib/object-id.js';

export const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The real step slug: its name (or type) slugified, and its `_id` encoded. */
export const stepSlugOf = (step: JsonObject, type: string): string => buildSlug(typeof step.name === 'string' && step.name !== '' ? step.name : type, STEP_SLUG_PREFIX, String(step._id ?? ''));

/** A step's type: its template's, `in_app` when the template does not say. */
export const stepTypeOf = (step: JsonObject): string => String((step.template as { type?: string } | undefined)?.type ?? 'in_app');

export type WorkflowOrigin = 'novu-cloud' | 'novu-cloud-v1' | 'external';

/**
 * The real `computeOrigin`: a workflow the v2 API or the dashboard wrote is `novu-cloud`, a code
 * workflow `external`, one the v1 API wrote `novu-cloud-v1`. The mock's seeded workflows (neither type
 * nor origin) stay `external`, as the mock has always shown them.
 */
export function originOf(w: Workflow): WorkflowOrigin {
  if (w.type === 'BRIDGE') return w.origin === 'novu-cloud' || w.origin === 'novu-cloud-v1' ? w.origin : 'external';
  return w.type === 'REGULAR' || typeof w.origin === 'string' ? 'novu-cloud-v1' : 'external';
}

/** A step's control issues as the write stored them (none for steps the v2 API did not write). */
export const storedIssuesOf = (step: JsonObject): { controls?: Record<string, unknown[]> } =>
  step.issues !== null && typeof step.issues === 'object' && !Array.isArray(step.issues) ? (step.issues as { controls?: Record<string, unknown[]> }) : {};

const hasControlIssues = (step: JsonObject): boolean => Object.keys(storedIssuesOf(step).controls ?? {}).length > 0;

/** The real `computeWorkflowStatus`: inactive, else `ERROR` when a step has control issues, else active. */
export function statusOf(w: Workflow): 'ACTIVE' | 'INACTIVE' | 'ERROR' {
  if (!w.active) return 'INACTIVE';
  return w.steps.some(hasControlIssues) ? 'ERROR' : 'ACTIVE';
}

/** A workflow as the list shows it; `GET /v2/workflows/{workflowId}` shows the same fields and more. */
export function workflowSummary(w: Workflow, activity: TriggerHistory) {
  const lastTriggeredAt = activity.lastTriggeredAt(w._id) ?? null;
  const identifier = w.triggers[0]?.identifier ?? w._id;
  const types = w.steps.map(stepTypeOf);
  // Workflows the API creates carry their own time; the fixtures' were made when their ObjectId says.
  const createdAt = typeof w.createdAt === 'string' ? w.createdAt : createdAtOf(w._id);
  return {
    _id: w._id,
    name: w.name,
    tags: w.tags,
    workflowId: identifier,
    slug: buildSlug(w.name, WORKFLOW_SLUG_PREFIX, w._id),
    status: statusOf(w),
    origin: originOf(w),
    createdAt,
    // A workflow changed through the API carries its own time; the others were last changed when made.
    updatedAt: typeof w.updatedAt === 'string' ? w.updatedAt : createdAt,
    lastTriggeredAt,
    stepTypeOverviews: [...new Set(types)],
    steps: w.steps.map((s, i) => ({ slug: stepSlugOf(s, types[i] as string), type: types[i] as string })),
  };
}

/** `GET /v2/workflows`: the environment's workflows as the workflow list shows them. */
export function listWorkflows(workflows: Workflow[], activity: TriggerHistory, query: WorkflowListQuery) {
  const needle = query.query?.toLowerCase();
  const items = workflows
    .map((w) => workflowSummary(w, activity))
    .filter(
      (w) =>
        (!needle || w.name.toLowerCase().includes(needle) || w.workflowId.toLowerCase().includes(needle)) &&
        (!query.tags?.length || w.tags.some((t) => query.tags?.includes(t))) &&
        (!query.status?.length || query.status.includes(w.status)),
    );
  const key = query.orderBy ?? 'createdAt';
  const direction = query.orderDirection === 'ASC' ? 1 : -1;
  items.sort((a, b) => {
    const ka = a[key] ?? '';
    const kb = b[key] ?? '';
    return ka === kb ? (a._id < b._id ? -direction : direction) : ka < kb ? -direction : direction;
  });
  const offset = query.offset ?? 0;
  return { totalCount: items.length, workflows: items.slice(offset, offset + (query.limit ?? 10)) };
}
