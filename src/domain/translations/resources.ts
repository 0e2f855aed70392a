import { NotFoundError } from '../shared/index.js';
import { findWorkflow, type WorkflowStore } from '../workflows/index.js';
import type { TranslationResourceType } from './types.js';

/** A resource translations may belong to, as the translation API sees it. */
export interface TranslatableResource {
  /** Its own identifier (a workflow's `workflowId`), under which its translations are kept. */
  resourceId: string;
  name: string;
  /** `isTranslationEnabled`: whether delivery replaces its `{{t.key}}` placeholders. */
  translationEnabled: boolean;
}

/** Finds the resources of one environment by the id a request names them by. */
export interface TranslatableResources {
  find(resourceType: TranslationResourceType, ref: string): TranslatableResource | undefined;
}

/** A workflow as a translatable resource. */
export function workflowResource(workflow: { name: string; triggers: { identifier: string }[]; _id: string; isTranslationEnabled?: unknown }): TranslatableResource {
  return { resourceId: workflow.triggers[0]?.identifier ?? workflow._id, name: workflow.name, translationEnabled: workflow.isTranslationEnabled === true };
}

/** A layout as a translatable resource. */
export function layoutResource(layout: { identifier: string; name: string; isTranslationEnabled: boolean }): TranslatableResource {
  return { resourceId: layout.identifier, name: layout.name, translationEnabled: layout.isTranslationEnabled };
}

/**
 * The environment's workflows (by `workflowId` or `_id`) and, once an environment keeps layouts, its
 * layouts (`layouts`; without it no layout is found).
 */
export function environmentResources(workflows: WorkflowStore, layouts?: (ref: string) => TranslatableResource | undefined): TranslatableResources {
  return {
    find(resourceType, ref) {
      if (resourceType === 'layout') return layouts?.(ref);
      const workflow = findWorkflow(workflows, ref);
      return workflow ? workflowResource(workflow) : undefined;
    },
  };
}

/** The resource, or the 404 naming it. */
export function existingResource(resources: TranslatableResources, resourceType: TranslationResourceType, ref: string): TranslatableResource {
  const resource = resources.find(resourceType, ref);
  if (!resource) throw new NotFoundError(`${resourceType === 'workflow' ? 'Workflow' : 'Layout'} with id ${ref} not found`, { resourceType, resourceId: ref });
  return resource;
}
