/**
 * What a v1 write of a workflow records as changes, as the real v1 use cases do: the workflow's change, and
 * under it one for each message template the write made or changed and each it removed. Code workflows are
 * never recorded (the real service promotes them by syncing their bridge).
 */
import { isDeepStrictEqual } from 'node:util';
import type { ChangedItem, ChangeRecorder, JsonObject } from '../shared/index.js';
import type { Workflow } from './types.js';

const isCodeWorkflow = (workflow: Workflow) => workflow.type === 'BRIDGE';

/** The message templates of a workflow's steps and their variants, by id. */
function templatesOf(workflow: Workflow | undefined): Map<string, JsonObject> {
  const templates = new Map<string, JsonObject>();
  for (const step of workflow?.steps ?? []) {
    for (const s of [step, ...((step.variants as JsonObject[] | undefined) ?? [])]) {
      const template = s.template as JsonObject | undefined;
      if (template && typeof template._id === 'string') templates.set(template._id, template);
    }
  }
  return templates;
}

/** A message template as its own record (the real service keeps it apart from the workflow). */
const templateItem = (workflow: Workflow, template: JsonObject, deleted: boolean): ChangedItem => ({
  ...template,
  _id: String(template._id),
  _environmentId: workflow._environmentId,
  _organizationId: workflow._organizationId,
  _creatorId: workflow._organizationId,
  ...(deleted ? { deleted: true } : {}),
});

/** A create, an update or a status change of `after` (`before`: the workflow as it was, if it was). */
export function recordWorkflowWrite(changes: ChangeRecorder, before: Workflow | undefined, after: Workflow): void {
  if (isCodeWorkflow(after)) return;
  const parent = changes.record('NotificationTemplate', after);
  const previous = templatesOf(before);
  const current = templatesOf(after);
  for (const [id, template] of current) {
    if (!isDeepStrictEqual(previous.get(id), template)) changes.record('MessageTemplate', templateItem(after, template, false), parent);
    if (typeof template._feedId === 'string') changes.adopt('Feed', template._feedId, parent);
  }
  for (const [id, template] of previous) {
    if (!current.has(id)) changes.record('MessageTemplate', templateItem(after, template, true), parent);
  }
}

/** A delete: the workflow as the real service keeps a deleted one. */
export function recordWorkflowDeletion(changes: ChangeRecorder, workflow: Workflow, at: string): void {
  if (isCodeWorkflow(workflow)) return;
  changes.record('NotificationTemplate', { ...workflow, deleted: true, deletedAt: at, deletedBy: workflow._organizationId });
}
