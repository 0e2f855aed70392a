import { BadRequestError, checkKeptDepth, type IdGenerator, type JsonObject } from '../shared/index.js';
import type { Workflow } from '../workflows/index.js';

/** The step types a bridge may declare that the mock runs (the others fail their job, saying so). */
export const CODE_STEP_TYPES = new Set(['in_app', 'email', 'sms', 'push', 'chat', 'delay', 'digest', 'custom']);

/** What the real service answers when a bridge's discover answer is not one of a framework bridge. */
export const INVALID_DISCOVER = 'Invalid Bridge URL Response';

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const schemaOf = (part: unknown): JsonObject | undefined => (isObject(part) && isObject(part.schema) ? part.schema : undefined);

/** A workflow of a discover answer, as far as the mock reads it. */
export interface DiscoveredWorkflow {
  workflowId: string;
  name?: string;
  description?: string;
  tags: string[];
  severity?: string;
  payloadSchema?: JsonObject;
  preferences?: JsonObject;
  steps: { stepId: string; type: string; controls?: JsonObject; outputs?: JsonObject; failOnError: boolean }[];
}

const invalid = (why: string): never => {
  throw new BadRequestError(`${INVALID_DISCOVER}: ${why}`);
};

/**
 * The workflow entries of a bridge's `GET ?action=discover` answer (`{workflows: [{workflowId, steps: [{stepId,
 * type, controls, outputs, options}], payload, tags, preferences, name, description}]}`), each read by
 * `discoveredWorkflow`. Anything else is not a framework bridge: 400 `Invalid Bridge URL Response`, as the
 * real service answers.
 */
export function discoveredEntries(answer: unknown): readonly unknown[] {
  if (!isObject(answer) || !Array.isArray(answer.workflows)) return invalid('no `workflows` list');
  return answer.workflows;
}

/**
 * Entry `index` of a discover answer as a workflow (`seen`: the workflowIds of the entries before it). An
 * entry nesting deeper than the mock keeps any value is refused by its workflowId, before anything of it is
 * read further.
 */
export function discoveredWorkflow(w: unknown, index: number, seen: Set<string>): DiscoveredWorkflow {
  if (!isObject(w) || !text(w.workflowId)) return invalid(`workflows[${index}] has no workflowId`);
  const workflowId = w.workflowId as string;
  if (seen.has(workflowId)) return invalid(`workflow ${workflowId} is listed twice`);
  seen.add(workflowId);
  checkKeptDepth(w, `${INVALID_DISCOVER}: workflow ${workflowId}`);
  if (!Array.isArray(w.steps)) return invalid(`workflow ${workflowId} has no steps list`);
  const stepIds = new Set<string>();
  const steps = w.steps.map((s: unknown, j) => {
    if (!isObject(s) || !text(s.stepId) || !text(s.type)) return invalid(`workflow ${workflowId}: steps[${j}] needs a stepId and a type`);
    if (stepIds.has(s.stepId as string)) return invalid(`workflow ${workflowId}: step ${String(s.stepId)} is listed twice`);
    stepIds.add(s.stepId as string);
    const options = isObject(s.options) ? s.options : {};
    return { stepId: s.stepId as string, type: s.type as string, controls: schemaOf(s.controls), outputs: schemaOf(s.outputs), failOnError: options.failOnErrorEnabled === true };
  });
  return {
    workflowId,
    name: text(w.name),
    description: text(w.description),
    tags: Array.isArray(w.tags) ? w.tags.filter((t): t is string => typeof t === 'string') : [],
    severity: text(w.severity),
    payloadSchema: schemaOf(w.payload),
    preferences: isObject(w.preferences) ? w.preferences : undefined,
    steps,
  };
}

/** A code workflow's channel settings: every channel on, as for a workflow made through the API. */
const CODE_WORKFLOW_CHANNELS = { email: true, sms: true, in_app: true, chat: true, push: true };

/**
 * The stored workflow of a discovered one (origin `external`, type `BRIDGE`, run by calling `bridgeUrl`).
 * A workflow synced before under the same identifier keeps its `_id`, and a step its ids when its `stepId`
 * is the same, as the real service's sync does.
 */
export function codeWorkflowOf(
  discovered: DiscoveredWorkflow,
  bridgeUrl: string,
  previous: Workflow | undefined,
  context: { scope: { _environmentId: string; _organizationId: string }; ids: IdGenerator; now: string; notificationGroupId?: string },
): Workflow {
  const previousSteps = new Map((previous?.steps ?? []).map((s) => [String(s.stepId ?? ''), s]));
  const steps = discovered.steps.map((s) => {
    const before = previousSteps.get(s.stepId);
    const _id = String(before?._id ?? context.ids.objectId());
    return {
      _id,
      _templateId: String(before?._templateId ?? context.ids.objectId()),
      stepId: s.stepId,
      uuid: s.stepId,
      name: s.stepId,
      active: true,
      shouldStopOnFail: s.failOnError,
      filters: [],
      template: { type: s.type, name: s.stepId, ...(s.controls ? { controls: { schema: s.controls } } : {}), ...(s.outputs ? { output: { schema: s.outputs } } : {}) },
    } as JsonObject;
  });
  return {
    _id: previous?._id ?? context.ids.objectId(),
    ...context.scope,
    // Every field a workflow of the API has, so that a snapshot holding it restores (the mock has no users: the organization made it).
    _creatorId: context.scope._organizationId,
    preferenceSettings: { ...CODE_WORKFLOW_CHANNELS },
    deleted: false,
    deletedAt: '',
    deletedBy: '',
    name: discovered.name ?? discovered.workflowId,
    description: discovered.description ?? '',
    active: true,
    draft: false,
    critical: false,
    tags: discovered.tags,
    triggers: [{ type: 'event', identifier: discovered.workflowId, variables: [], subscriberVariables: [] }],
    steps,
    origin: 'external',
    type: 'BRIDGE',
    bridgeUrl,
    ...(discovered.payloadSchema ? { payloadSchema: discovered.payloadSchema } : {}),
    validatePayload: false,
    ...(discovered.severity ? { severity: discovered.severity } : {}),
    ...(context.notificationGroupId ? { _notificationGroupId: context.notificationGroupId } : {}),
    createdAt: typeof previous?.createdAt === 'string' ? previous.createdAt : context.now,
    updatedAt: context.now,
  } as Workflow;
}

/** Whether `workflow` is run by a bridge (synced by `POST /v1/bridge/sync`). */
export const bridgeUrlOf = (workflow: Workflow): string | undefined => (typeof workflow.bridgeUrl === 'string' ? workflow.bridgeUrl : undefined);
