/**
 * `PUT /v2/workflows/{workflowId}`: the workflow replaced by the v2 shape the SDK sends (steps with their
 * type and control values), stored in the shape triggers run (templates and metadata), so that the next
 * trigger renders the new content.
 */
import { keptGrowth, type IdGenerator, type PayloadValidator, type JsonObject, type StoreBudget } from '../shared/index.js';
import type { Workflow } from './types.js';
import { defined, shownStepType, text } from './step-controls.js';
import { findWorkflow, workflowDetail } from './detail.js';
import { slugOf, stepTypeOf, type TriggerHistory } from './list.js';
import { checkPayloadSchema, workflowNotFound } from './writes.js';
import type { WorkflowStore } from './workflows.js';

export interface StepUpsert {
  /** The step's `_id` (the SDK sends its `id` as `_id`): an existing step keeps its id and filters. */
  _id?: string;
  stepId?: string;
  name: string;
  type: string;
  /** `null` (as the contract allows) like `{}`: the step's content starts empty. */
  controlValues?: JsonObject | null;
}

export interface WorkflowReplacement {
  name: string;
  description?: string;
  tags?: string[];
  active?: boolean;
  validatePayload?: boolean;
  payloadSchema?: JsonObject | null;
  severity?: string;
  steps: StepUpsert[];
  preferences?: { user?: JsonObject | null; workflow?: { all?: { enabled?: boolean; readOnly?: boolean }; channels?: Record<string, { enabled?: boolean }> } | null } | null;
}

/** The v1 template (and wait metadata) of a step of `type` with these control values: the inverse of `stepControls`. */
function templateOf(type: string, controls: JsonObject): { template: JsonObject; metadata?: JsonObject } {
  const body = text(controls.body);
  const subject = text(controls.subject);
  switch (type) {
    case 'in_app': {
      const url = text((controls.redirect as JsonObject | undefined)?.url);
      const buttons = (['primaryAction', 'secondaryAction'] as const)
        .map((key, i) => ({ type: i === 0 ? 'primary' : 'secondary', label: text((controls[key] as JsonObject | undefined)?.label) }))
        .filter((b) => b.label !== undefined)
        .map((b) => ({ type: b.type, content: b.label as string }));
      const cta = url === undefined && buttons.length === 0 ? undefined : defined({ type: 'redirect', data: url === undefined ? undefined : { url }, action: buttons.length ? { buttons } : undefined });
      return { template: defined({ type, subject, content: body ?? '', cta }) };
    }
    case 'email':
      return { template: { type, subject: subject ?? '', content: body ?? '' } };
    case 'push':
      return { template: defined({ type, title: subject, content: body ?? '' }) };
    case 'sms':
    case 'chat':
      return { template: { type, content: body ?? '' } };
    case 'delay':
    case 'digest':
      return { template: { type }, metadata: defined({ type: text(controls.type) ?? 'regular', amount: controls.amount, unit: controls.unit, digestKey: type === 'digest' ? text(controls.digestKey) : undefined }) };
    default:
      return { template: { type } };
  }
}

/** The stored step for `input`: a step of `existing` it names (by `_id` or `stepId`) keeps its ids and filters; others are new. */
export function stepOf(input: StepUpsert, existing: readonly JsonObject[], ids: IdGenerator): JsonObject {
  const previous = existing.find((s) => (input._id !== undefined && String(s._id) === input._id) || (input.stepId !== undefined && slugOf(String(s.name ?? '')) === input.stepId));
  const sameType = previous !== undefined && shownStepType(stepTypeOf(previous)) === input.type;
  const content = input.controlValues === undefined && sameType ? { template: previous.template as JsonObject, metadata: previous.metadata as JsonObject | undefined } : templateOf(input.type, input.controlValues ?? {});
  const id = previous === undefined ? ids.objectId() : String(previous._id);
  const step: JsonObject = { ...(previous ?? { _id: id, _templateId: ids.objectId(), active: true, shouldStopOnFail: false, filters: [] }), name: input.name, template: content.template };
  if (content.metadata === undefined) delete step.metadata;
  else step.metadata = content.metadata;
  return step;
}

export function putWorkflow(
  stores: { workflows: WorkflowStore; activity: TriggerHistory; payloads: PayloadValidator; budget: StoreBudget },
  ref: string,
  input: WorkflowReplacement,
  ids: IdGenerator,
  now: string,
) {
  const workflow = findWorkflow(stores.workflows, ref);
  if (!workflow) throw workflowNotFound(ref);
  checkPayloadSchema(stores.payloads, input.payloadSchema);
  const replaced: Workflow = {
    ...structuredClone(workflow),
    name: input.name,
    tags: input.tags ?? workflow.tags,
    active: input.active ?? workflow.active,
    steps: input.steps.map((s) => stepOf(s, workflow.steps, ids)),
    updatedAt: now,
    // The real upsert makes every workflow it writes a dashboard one (its steps then render with Liquid).
    type: 'BRIDGE',
  };
  const record = withSettings(replaced, input);
  stores.budget.spend({ bytes: keptGrowth(workflow, record) }, 'This workflow write');
  stores.workflows.put(record);
  return workflowDetail(stores.workflows, stores.activity, workflow._id);
}

/**
 * The v2 settings sent (description, payload validation, severity, and `preferences.workflow`: the
 * channels a subscriber gets by default and, with `all.readOnly`, critical) written on `record`.
 */
export function withSettings(record: Workflow, input: Omit<WorkflowReplacement, 'name' | 'steps'>): Workflow {
  if (input.description !== undefined) record.description = input.description;
  if (input.validatePayload !== undefined) record.validatePayload = input.validatePayload;
  if (input.payloadSchema !== undefined) record.payloadSchema = structuredClone(input.payloadSchema);
  if (input.severity !== undefined) record.severity = input.severity;
  // `preferences.user`: the real service keeps them as the workflow's user preferences, which delivery reads.
  const user = input.preferences?.user;
  if (user === null) delete record.userPreferences;
  else if (user !== undefined) record.userPreferences = structuredClone(user);
  const preferences = input.preferences?.workflow;
  if (preferences) {
    if (preferences.all?.readOnly !== undefined) record.critical = preferences.all.readOnly;
    if (preferences.channels) record.preferenceSettings = { ...(record.preferenceSettings as JsonObject | undefined), ...Object.fromEntries(Object.entries(preferences.channels).map(([c, p]) => [c, p.enabled !== false])) };
  }
  return record;
}
