/**
 * The v1 notification template writes: create, update, status and delete, with the real v1 rules and
 * messages. They write the workflow store that `/v2/workflows` and triggers read: a template created here
 * is triggered by its `triggers[0].identifier` at once.
 */
import { BadRequestError, NotFoundError, type EnvironmentTime, type IdGenerator, keptBytes, keptGrowth, type StoreBudget, type ChannelSwitches, type JsonObject } from '../shared/index.js';
import type { NotificationGroupStore } from '../notification-groups/index.js';
import { buildSteps, slugifyName, triggerOf, uniqueIdentifier, type StepInput } from './v1-template-steps.js';
import type { Workflow } from './types.js';
import type { WorkflowStore } from './workflows.js';
import { workflowNotFound } from './writes.js';

/**
 * Who made a workflow, as the real service records it: `/v1/notification-templates` creates `novu-cloud`
 * workflows, `/v1/workflows` `novu-cloud-v1` ones (otherwise the two routes are one).
 */
export type TemplateOrigin = 'novu-cloud' | 'novu-cloud-v1';

export interface TemplateCreateInput {
  name: string;
  notificationGroupId: string;
  tags?: string[];
  description?: string;
  steps: StepInput[];
  active?: boolean;
  critical?: boolean;
  preferenceSettings?: ChannelSwitches;
  data?: JsonObject;
}

export interface TemplateUpdateInput {
  name?: string;
  tags?: string[];
  description?: string;
  /** A new trigger identifier. */
  identifier?: string;
  steps?: StepInput[];
  notificationGroupId?: string;
  critical?: boolean;
  preferenceSettings?: ChannelSwitches;
  data?: JsonObject;
}

export interface TemplateStores {
  workflows: WorkflowStore;
  notificationGroups: NotificationGroupStore;
  budget: StoreBudget;
}

/** Where a write happens: the environment's scope, ids and time. */
export interface WriteContext {
  scope: { _organizationId: string; _environmentId: string };
  ids: IdGenerator;
  now: string;
}

export const writeContextOf = (environment: { id: string; info: { _organizationId: string }; time: EnvironmentTime }): WriteContext => ({
  scope: { _organizationId: environment.info._organizationId, _environmentId: environment.id },
  ids: environment.time.ids,
  now: environment.time.clock.now().toISOString(),
});

const ALL_CHANNELS = { email: true, sms: true, in_app: true, chat: true, push: true };

/**
 * The real service stores any group id; it is checked here, so that every workflow's group exists (the
 * real update use case means to refuse an unknown one with this message).
 */
function checkGroup(groups: NotificationGroupStore, id: string, environmentId: string): void {
  if (!groups.find(id)) throw new NotFoundError(`Notification group with id ${id} not found, under environment ${environmentId}`);
}

/** The workflow of an internal id (only: the v1 writes take no trigger identifier); unknown → `error`. */
function stored(workflows: WorkflowStore, id: string, error: () => Error): Workflow {
  const workflow = workflows.find(id);
  if (!workflow) throw error();
  return workflow;
}

/**
 * `POST /v1/notification-templates`: a new workflow, inactive (and a draft) unless `active` is sent. Its
 * trigger identifier is the slug of its name, with a short suffix when another workflow has that one.
 */
export function createTemplate(stores: TemplateStores, input: TemplateCreateInput, at: WriteContext, origin: TemplateOrigin = 'novu-cloud'): Workflow {
  checkGroup(stores.notificationGroups, input.notificationGroupId, at.scope._environmentId);
  const steps = buildSteps(input.steps, at.ids);
  const workflow = newWorkflowRecord(at, {
    name: input.name,
    identifier: uniqueIdentifier(stores.workflows, slugifyName(input.name), at.ids),
    groupId: input.notificationGroupId,
    steps,
    active: input.active ?? false,
    description: input.description,
    critical: input.critical,
    preferenceSettings: input.preferenceSettings,
    tags: input.tags,
  });
  if (input.data !== undefined) workflow.data = structuredClone(input.data);
  workflow.origin = origin;
  stores.workflows.putWithChange(workflow, () => stores.budget.spend({ bytes: keptBytes(input) }, 'This workflow write'));
  return workflow;
}

/**
 * A new workflow record, with every field the v1 shape requires (an inactive workflow is a draft; every
 * channel is on unless turned off). The mock has no users: what the API creates is the organization's.
 */
export function newWorkflowRecord(
  at: WriteContext,
  fields: { name: string; identifier: string; groupId: string; steps: JsonObject[]; active: boolean; description?: string; critical?: boolean; preferenceSettings?: ChannelSwitches; tags?: string[] },
): Workflow {
  return {
    _id: at.ids.objectId(),
    ...at.scope,
    _creatorId: at.scope._organizationId,
    name: fields.name,
    description: fields.description ?? '',
    active: fields.active,
    draft: !fields.active,
    critical: fields.critical ?? false,
    preferenceSettings: { ...ALL_CHANNELS, ...fields.preferenceSettings },
    tags: structuredClone(fields.tags ?? []),
    steps: fields.steps,
    triggers: [triggerOf(fields.identifier, fields.steps)],
    _notificationGroupId: fields.groupId,
    deleted: false,
    deletedAt: '',
    deletedBy: '',
    createdAt: at.now,
    updatedAt: at.now,
  };
}

/**
 * `PUT /v1/notification-templates/{id}`: the fields sent replace the stored ones (an empty `name` keeps
 * it); `steps` replaces every step (one sent with its `_templateId` keeps its id) and recomputes the
 * trigger's variables; `identifier` renames the trigger. `active` is not changed here (`/status` does).
 * Nothing sent is not refused: the real use case always has something to write (who updated it), so
 * `{}` only moves `updatedAt`.
 */
export function updateTemplate(stores: TemplateStores, id: string, input: TemplateUpdateInput, at: WriteContext): Workflow {
  const workflow = stored(stores.workflows, id, () => workflowNotFound(id));
  const changes: Partial<Workflow> = {};
  if (input.name) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  let identifier = workflow.triggers[0]?.identifier ?? workflow._id;
  if (input.identifier) {
    const owner = stores.workflows.findByTrigger(input.identifier);
    if (owner && owner._id !== workflow._id) throw new BadRequestError(`Workflow with identifier ${input.identifier} already exists`);
    identifier = input.identifier;
    changes.triggers = [{ ...structuredClone(workflow.triggers[0] ?? triggerOf(identifier, workflow.steps)), identifier }, ...workflow.triggers.slice(1)];
  }
  if (input.notificationGroupId) {
    checkGroup(stores.notificationGroups, input.notificationGroupId, at.scope._environmentId);
    changes._notificationGroupId = input.notificationGroupId;
  }
  if (input.critical !== undefined) changes.critical = input.critical;
  if (input.preferenceSettings) changes.preferenceSettings = { ...input.preferenceSettings };
  if (input.steps) {
    changes.steps = buildSteps(input.steps, at.ids, workflow.steps);
    changes.triggers = [triggerOf(identifier, changes.steps), ...workflow.triggers.slice(1)];
  }
  if (input.tags) changes.tags = [...input.tags];
  if (input.data) changes.data = structuredClone(input.data);
  const updated: Workflow = { ...workflow, ...changes, updatedAt: at.now };
  stores.workflows.putWithChange(updated, () => stores.budget.spend({ bytes: keptGrowth(workflow, updated) }, 'This workflow write'));
  return updated;
}

/** `PUT /v1/notification-templates/{id}/status`: active, or inactive (a draft). The same status again → 400. */
export function setTemplateStatus(workflows: WorkflowStore, id: string, active: boolean, now: string): Workflow {
  const workflow = stored(workflows, id, () => new NotFoundError(`Template with id ${id} not found`));
  if (workflow.active === active) throw new BadRequestError('You must provide a different status from the current status');
  const updated: Workflow = { ...workflow, active, draft: !active, updatedAt: now };
  workflows.putWithChange(updated);
  return updated;
}

/** `DELETE /v1/notification-templates/{id}` (`now`: when): an unknown id → 404 `Workflow cannot be found`. */
export function deleteTemplate(workflows: WorkflowStore, id: string, now: string): true {
  workflows.removeWithChange(stored(workflows, id, () => workflowNotFound(id))._id, now);
  return true;
}
