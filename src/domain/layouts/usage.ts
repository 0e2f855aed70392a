/** Which workflows use a layout (their email steps' `controlValues.layoutId`), and what deleting it does to them. */
import { isJsonObject, type JsonObject } from '../shared/index.js';
import type { Workflow, WorkflowStore } from '../workflows/index.js';
import type { LayoutStore } from './layouts.js';
import type { Layout } from './types.js';

const isEmailStep = (step: JsonObject) => isJsonObject(step.template) && step.template.type === 'email';
const namesLayout = (step: JsonObject, identifier: string) => isEmailStep(step) && isJsonObject(step.controlExtras) && step.controlExtras.layoutId === identifier;
const usesLayout = (workflow: Workflow, identifier: string) => workflow.steps.some((step) => namesLayout(step as JsonObject, identifier));

/** `GET /v2/layouts/{layoutId}/usage`: each workflow with a step that names the layout, once. */
export function layoutUsage(workflows: WorkflowStore, layout: Layout): { workflows: { name: string; workflowId: string }[] } {
  return {
    workflows: workflows
      .list()
      .filter((workflow) => usesLayout(workflow, layout.identifier) && workflow.triggers.length > 0)
      .map((workflow) => ({ name: workflow.name, workflowId: workflow.triggers[0]?.identifier ?? '' })),
  };
}

/** A deleted layout's name goes from the steps' control values (the real delete unsets `controls.layoutId`): their emails go without a layout. */
export function removeLayoutReferences(workflows: WorkflowStore, layout: Layout): void {
  for (const workflow of workflows.list()) {
    if (!usesLayout(workflow, layout.identifier)) continue;
    const steps = workflow.steps.map((step) => {
      if (!namesLayout(step as JsonObject, layout.identifier)) return step;
      const { layoutId: _removed, ...kept } = (step as JsonObject).controlExtras as JsonObject;
      const { controlExtras: _extras, ...rest } = step as JsonObject;
      return Object.keys(kept).length > 0 ? { ...rest, controlExtras: kept } : rest;
    });
    workflows.put({ ...workflow, steps } as Workflow);
  }
}

/** `DELETE /v2/layouts/{layoutId}`: the layout goes (never the default: 409), and the steps that named it lose its name. */
export function deleteLayout(stores: { layouts: LayoutStore; workflows: WorkflowStore }, ref: string): void {
  removeLayoutReferences(stores.workflows, stores.layouts.delete(ref));
}
