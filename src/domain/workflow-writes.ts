/** The v2 workflow API's writes and its step read; a trigger sees a change at once (same store). */
import type { ActivityStore } from './activity.js';
import { NotFoundError } from './errors.js';
import { findWorkflow, workflowDetail } from './workflow-detail.js';
import type { JsonObject, Workflow } from './types.js';
import type { WorkflowStore } from './workflows.js';

/** What `PATCH /v2/workflows/{workflowId}` may change (the SDK's PatchWorkflowDto). */
export interface WorkflowPatch {
  active?: boolean;
  name?: string;
  description?: string;
  tags?: string[];
  payloadSchema?: JsonObject | null;
  validatePayload?: boolean;
  isTranslationEnabled?: boolean;
}

export const workflowNotFound = (ref: string) => new NotFoundError('Workflow cannot be found', { workflowId: ref });

function existing(store: WorkflowStore, ref: string): Workflow {
  const workflow = findWorkflow(store, ref);
  if (!workflow) throw workflowNotFound(ref);
  return workflow;
}

/** `PATCH`: the fields sent replace the stored ones; the others stay. Returns the workflow as `GET` shows it. */
export function patchWorkflow(stores: { workflows: WorkflowStore; activity: ActivityStore }, ref: string, patch: WorkflowPatch, now: string) {
  const workflow = existing(stores.workflows, ref);
  const { isTranslationEnabled: _notSimulated, ...changes } = patch;
  stores.workflows.put({ ...structuredClone(workflow), ...structuredClone(changes), updatedAt: now });
  return workflowDetail(stores.workflows, stores.activity, workflow._id);
}

/** `DELETE`: the workflow goes; a trigger of it is then unknown (`workflow_not_found`). */
export function removeWorkflow(store: WorkflowStore, ref: string): void {
  store.remove(existing(store, ref)._id);
}

/** `GET /v2/workflows/{workflowId}/steps/{stepId}`: one step as the workflow shows it, by its `stepId` or `_id`. */
export function workflowStep(stores: { workflows: WorkflowStore; activity: ActivityStore }, ref: string, stepId: string) {
  const detail = workflowDetail(stores.workflows, stores.activity, existing(stores.workflows, ref)._id);
  const step = detail.steps.find((s) => s.stepId === stepId || s._id === stepId);
  if (!step) throw new NotFoundError('Step cannot be found', { stepId, workflowId: ref });
  return step;
}
