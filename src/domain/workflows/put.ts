/**
 * `PUT /v2/workflows/{workflowId}`: the workflow replaced by the v2 shape the SDK sends (steps with their
 * type and control values), stored in the shape triggers run (templates and metadata), so that the next
 * trigger renders the new content.
 */
import { keptGrowth, NotFoundError, type IdGenerator, type PayloadValidator, type JsonObject, type StoreBudget } from '../shared/index.js';
import type { Workflow } from './types.js';
import { defined, shownStepType, text } from './step-controls.js';
import { stepIssues } from './step-issues.js';
import { slugify } from './slugs.js';
import { checkWorkflowWrite } from './upsert-rules.js';
import { CHANNELS, findWorkflow, workflowDetail } from './detail.js';
import { slugOf, type TriggerHistory } from './list.js';
import { checkPayloadSchema, workflowNotFound } from './writes.js';
import type { WorkflowStore } from './workflows.js';
import type { ActiveIntegrations } from './step-issues.js';

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
  /** Whether delivery replaces the steps' `{{t.key}}` placeholders with the workflow's translations. */
  isTranslationEnabled?: boolean;
  /** Who writes (the SDK sends the workflow's own): an email's layout is checked for the dashboard's. */
  origin?: string;
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

/** Control values kept as sent, beside the step's content: the skip condition, the email layout, sanitization. */
const KEPT_CONTROLS = ['skip', 'layoutId', 'disableOutputSanitization'] as const;

function keptControls(values: JsonObject): JsonObject | undefined {
  const kept = Object.fromEntries(KEPT_CONTROLS.filter((key) => values[key] !== undefined).map((key) => [key, structuredClone(values[key])])) as JsonObject;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * The real upsert's stepId: an existing step (matched by its `_id`) keeps its own; else the one sent;
 * else the slug of its name, with a short suffix when a step of `taken` has it.
 */
function stepIdOf(input: StepUpsert, previous: JsonObject | undefined, taken: readonly string[], ids: IdGenerator): string {
  if (previous && typeof previous.stepId === 'string') return previous.stepId;
  if (previous) return slugOf(String(previous.name ?? ''));
  if (input.stepId !== undefined) return input.stepId;
  const slug = slugify(input.name);
  let candidate = slug;
  while (taken.includes(candidate)) candidate = `${slug}-${ids.uuid().replace(/-/g, '').slice(0, 8)}`;
  return candidate;
}

/**
 * The stored step for `input`: a step of `existing` it names (by `_id`) keeps its ids, stepId and filters;
 * others are new. Its content is the control values sent: none (`null` or left out, which the real
 * controller turns into `null`) leaves it empty, as the real upsert deletes the step's stored values.
 */
export function stepOf(input: StepUpsert, existing: readonly JsonObject[], ids: IdGenerator, taken: readonly string[] = existing.map(storedStepId)): JsonObject {
  const previous = input._id === undefined ? undefined : existing.find((s) => String(s._id) === input._id || String(s._templateId) === input._id);
  const values = input.controlValues ?? {};
  const content = templateOf(input.type, values);
  const id = previous === undefined ? ids.objectId() : String(previous._id);
  const step: JsonObject = { ...(previous ?? { _id: id, _templateId: ids.objectId(), active: true, shouldStopOnFail: false, filters: [] }), name: input.name, stepId: stepIdOf(input, previous, taken, ids), template: content.template };
  if (content.metadata === undefined) delete step.metadata;
  else step.metadata = content.metadata;
  const kept = keptControls(values);
  if (kept === undefined) delete step.controlExtras;
  else step.controlExtras = kept;
  // The real upsert checks the control values as sent.
  step.issues = stepIssues(shownStepType(input.type), values) as JsonObject;
  return step;
}

/** The stepId a stored step shows: its own, or (fixtures) the slug of its name. */
export const storedStepId = (step: JsonObject): string => (typeof step.stepId === 'string' ? step.stepId : slugOf(String(step.name ?? '')));

/** The steps of a write, each new one's stepId unique among `existing` (an update) or the steps before it (a create). */
export function stepsOf(inputs: readonly StepUpsert[], existing: readonly JsonObject[], ids: IdGenerator): JsonObject[] {
  const steps: JsonObject[] = [];
  const taken = existing.map(storedStepId);
  for (const input of inputs) {
    const step = stepOf(input, existing, ids, existing.length > 0 ? taken : steps.map(storedStepId));
    steps.push(step);
  }
  return steps;
}

/** Where a workflow write looks layouts up (the environment's layouts). */
export interface LayoutIds {
  find(ref: string): { identifier: string } | undefined;
}

/**
 * An email step's `layoutId` must name a layout of the environment (the real upsert looks it up after
 * checking the command; unknown → 404), by its identifier, `_id` or slug: the step keeps its identifier, as the
 * real upsert stores it. `null` (no layout) is kept.
 */
export function checkLayouts(steps: readonly StepUpsert[], environmentId: string, layouts?: LayoutIds): StepUpsert[] {
  return steps.map((step) => {
    const layoutId = step.type === 'email' ? step.controlValues?.layoutId : undefined;
    if (typeof layoutId !== 'string') return step;
    const layout = layouts?.find(layoutId);
    if (!layout) throw new NotFoundError(`Layout not found for id ${layoutId} in the environment ${environmentId}`);
    return layout.identifier === layoutId ? step : { ...step, controlValues: { ...step.controlValues, layoutId: layout.identifier } };
  });
}

export function putWorkflow(
  stores: { workflows: WorkflowStore; activity: TriggerHistory; integrations?: ActiveIntegrations; payloads: PayloadValidator; budget: StoreBudget; layouts?: LayoutIds },
  ref: string,
  input: WorkflowReplacement,
  ids: IdGenerator,
  now: string,
) {
  const workflow = findWorkflow(stores.workflows, ref);
  if (!workflow) throw workflowNotFound(ref);
  checkPayloadSchema(stores.payloads, input.payloadSchema);
  checkWorkflowWrite(input, 'UpdateWorkflowCommandV0');
  const sent = input.origin === undefined || input.origin === 'novu-cloud' || input.origin === 'novu-cloud-v1' ? checkLayouts(input.steps, workflow._environmentId, stores.layouts) : input.steps;
  const replaced: Workflow = {
    ...structuredClone(workflow),
    name: input.name,
    tags: input.tags ?? workflow.tags,
    active: input.active ?? workflow.active,
    steps: stepsOf(sent, workflow.steps, ids),
    updatedAt: now,
    // The real upsert makes every workflow it writes a dashboard one (its steps then render with Liquid).
    type: 'BRIDGE',
  };
  const record = withSettings(replaced, input);
  stores.budget.spend({ bytes: keptGrowth(workflow, record) }, 'This workflow write');
  stores.workflows.put(record);
  return workflowDetail(stores.workflows, stores.activity, workflow._id, undefined, stores.integrations);
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
  if (input.isTranslationEnabled !== undefined) record.isTranslationEnabled = input.isTranslationEnabled;
  // `preferences.user`: the real service keeps them as the workflow's user preferences, which delivery reads.
  const user = input.preferences?.user;
  if (user === null) delete record.userPreferences;
  else if (user !== undefined) record.userPreferences = structuredClone(user);
  const preferences = input.preferences?.workflow;
  if (preferences) {
    if (preferences.all?.readOnly !== undefined) record.critical = preferences.all.readOnly;
    // Only the channels a workflow has: another key (accepted, as the real DTO does) would make the stored record one a snapshot restore refuses.
    const known = Object.entries(preferences.channels ?? {}).filter(([channel]) => (CHANNELS as readonly string[]).includes(channel));
    if (preferences.channels) record.preferenceSettings = { ...(record.preferenceSettings as JsonObject | undefined), ...Object.fromEntries(known.map(([c, p]) => [c, p.enabled !== false])) };
  }
  return record;
}
