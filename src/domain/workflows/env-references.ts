import type { Workflow } from './types.js';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a step of the workflow references the environment variable `key` as `env.KEY`: in a template
 * (`{{env.KEY}}`, `{{ env.KEY | upcase }}`) or a Maily variable node (`"id": "env.KEY"`). As the real
 * service, the steps are searched as JSON for `env.KEY` between token boundaries, so `env.KEY` does not
 * match `env.KEY_EXTRA`.
 */
export function referencesVariable(workflow: Workflow, key: string): boolean {
  const pattern = new RegExp(`(^|[^\\w$])${escapeRegExp(`env.${key}`)}(?![\\w$])`);
  return pattern.test(JSON.stringify(workflow.steps));
}

/** The workflows among `workflows` that reference `key`, as `GET /v1/environment-variables/{key}/usage` lists them. */
export function variableUsageOf(workflows: Iterable<Workflow>, key: string): { name: string; workflowId: string }[] {
  const used: { name: string; workflowId: string }[] = [];
  for (const workflow of workflows) {
    const identifier = workflow.triggers[0]?.identifier;
    if (identifier !== undefined && referencesVariable(workflow, key)) used.push({ name: workflow.name, workflowId: identifier });
  }
  return used;
}
