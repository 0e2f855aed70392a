/** The v2 workflow API's writes and its step read; a trigger sees a change at once (same store). */
import { BadRequestError, InvalidInputError, keptGrowth, NotFoundError, type PayloadValidator, type JsonObject, type StoreBudget } from '../shared/index.js';
import { findWorkflow, workflowDetail } from './detail.js';
import { internalIdOfSlug } from './slugs.js';
import type { ActiveIntegrations } from './step-issues.js';
import type { Workflow } from './types.js';
import type { TriggerHistory } from './list.js';
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

/**
 * A `payloadSchema` sent with a workflow write must be one the triggers can use: the real service refuses
 * one that Ajv cannot compile (`payloadSchema must be a valid JSON schema`); the compiler's reason is
 * added. Checked before anything is charged or stored. `null` (no schema) is always accepted.
 */
export function checkPayloadSchema(payloads: PayloadValidator, schema: JsonObject | null | undefined): void {
  if (schema === undefined || schema === null) return;
  const problem = payloads.schemaProblem(schema);
  if (problem !== undefined) throw InvalidInputError.of('body.payloadSchema', `payloadSchema must be a valid JSON schema: ${problem}`, schema);
}

function existing(store: WorkflowStore, ref: string): Workflow {
  const workflow = findWorkflow(store, ref);
  if (!workflow) throw workflowNotFound(ref);
  return workflow;
}

/** `PATCH`: the fields sent replace the stored ones; the others stay. Returns the workflow as `GET` shows it. */
export function patchWorkflow(stores: { workflows: WorkflowStore; activity: TriggerHistory; integrations?: ActiveIntegrations; payloads: PayloadValidator; budget: StoreBudget }, ref: string, patch: WorkflowPatch, now: string) {
  const workflow = existing(stores.workflows, ref);
  checkPayloadSchema(stores.payloads, patch.payloadSchema);
  const record = { ...structuredClone(workflow), ...structuredClone(patch), updatedAt: now };
  stores.budget.spend({ bytes: keptGrowth(workflow, record) }, 'This workflow write');
  stores.workflows.put(record);
  return workflowDetail(stores.workflows, stores.activity, workflow._id, undefined, stores.integrations);
}

/** `DELETE`: the workflow goes; a trigger of it is then unknown (`workflow_not_found`). */
export function removeWorkflow(store: WorkflowStore, ref: string): void {
  store.remove(existing(store, ref)._id);
}

/** A step of the workflow as `GET` shows it, by its `_id`, its `stepId` or its slug (`<name>_st_<encoded _id>`). */
function shownStep(stores: { workflows: WorkflowStore; activity: TriggerHistory; integrations?: ActiveIntegrations }, ref: string, stepRef: string) {
  const detail = workflowDetail(stores.workflows, stores.activity, existing(stores.workflows, ref)._id, undefined, stores.integrations);
  const internalId = internalIdOfSlug(stepRef) ?? stepRef;
  return detail.steps.find((s) => s._id === internalId || s.stepId === stepRef);
}

/**
 * `GET /v2/workflows/{workflowId}/steps/{stepId}`: one step as the workflow shows it. An unknown step is
 * the real step-data use case's 400 `No step found`.
 */
export function workflowStep(stores: { workflows: WorkflowStore; activity: TriggerHistory; integrations?: ActiveIntegrations }, ref: string, stepId: string) {
  const step = shownStep(stores, ref, stepId);
  if (!step) throw new BadRequestError('No step found');
  return step;
}
