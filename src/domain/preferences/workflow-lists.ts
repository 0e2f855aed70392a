import { createdAtOf } from '../../lib/object-id.js';
import type { Severity, Workflow } from '../workflows/index.js';

export type Criticality = 'critical' | 'nonCritical' | 'all';

/** The real query of active workflows reads at most this many: a preference list shows no more. */
export const MAX_LISTED_WORKFLOWS = 200;
/** The real global preference takes its channels from at most this many active workflows. */
export const MAX_GLOBAL_WORKFLOWS = 100;

/** The real query's filters: any of `tags`; a `severity` of the list (`none` also matches a workflow without one); `critical` when given. */
export interface ActiveWorkflowQuery {
  tags?: string[];
  severity?: Severity[];
  critical?: boolean;
}

function matches(workflow: Workflow, { tags, severity, critical }: ActiveWorkflowQuery): boolean {
  if (workflow.active === false) return false;
  if (tags?.length && !tags.some((t) => workflow.tags.includes(t))) return false;
  if (severity?.length && !severity.includes((workflow.severity as Severity | undefined) ?? 'none')) return false;
  return critical === undefined || (workflow.critical === true) === critical;
}

/** The active workflows that match, in the order they were made (the real query's order), at most `limit`. */
export function activeWorkflows(workflows: readonly Workflow[], query: ActiveWorkflowQuery = {}, limit = MAX_LISTED_WORKFLOWS): Workflow[] {
  const found: Workflow[] = [];
  for (const workflow of workflows) {
    if (found.length >= limit) break;
    if (matches(workflow, query)) found.push(workflow);
  }
  return found;
}

/** Whether a listed workflow is of the `criticality` asked for (non-critical ones by default, as in the real lists). */
export const ofCriticality =
  (criticality: Criticality = 'nonCritical') =>
  (workflow: Workflow): boolean =>
    criticality === 'all' || (criticality === 'critical') === (workflow.critical === true);

/** When a workflow was made and last changed: its own times, or, for the fixtures', when its ObjectId says. */
export function workflowTimes(workflow: Workflow): { createdAt: string; updatedAt: string } {
  const createdAt = typeof workflow.createdAt === 'string' ? workflow.createdAt : createdAtOf(workflow._id);
  return { createdAt, updatedAt: typeof workflow.updatedAt === 'string' ? workflow.updatedAt : createdAt };
}
