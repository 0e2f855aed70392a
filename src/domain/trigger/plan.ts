import { deepFreeze, type IdGenerator, type JsonObject } from '../shared/index.js';
import { type ReservedContext, type Workflow, placeholderRoots, stepTypeOf } from '../workflows/index.js';

const STEP_CHANNELS = new Set(['in_app', 'email', 'sms', 'chat', 'push', 'digest', 'delay', 'trigger', 'throttle', 'custom', 'http_request']);

/** An active step of a workflow and what every job of it shows of the step. */
export interface PlannedStep {
  step: JsonObject;
  type: string;
  /** The job's `step` field: the same (frozen) object for every job of this step. */
  jobStep: JsonObject;
}

/** What a trigger needs of a workflow, worked out once per workflow record (records are immutable). */
export interface WorkflowPlan {
  /** The event's `channels`: the step types a workflow can use, in step order, once each (frozen). */
  channels: string[];
  activeSteps: PlannedStep[];
  /**
   * The context a trigger must send because the step templates use it (`{{tenant.name}}` needs `tenant`),
   * as the real service works it out when a workflow is saved (its trigger's `reservedVariables`).
   */
  reservedContext: ReservedContext[];
}

/** Stored workflows are immutable: one plan per record, so a step without an `_id` shows the same one in every job. */
const plans = new WeakMap<Workflow, WorkflowPlan>();

export function planOf(workflow: Workflow, ids: IdGenerator): WorkflowPlan {
  let plan = plans.get(workflow);
  if (plan) return plan;
  plan = {
    channels: deepFreeze([...new Set(workflow.steps.map(stepTypeOf))].filter((c) => STEP_CHANNELS.has(c))),
    activeSteps: workflow.steps.filter((s) => s.active !== false).map((step) => ({ step, type: stepTypeOf(step), jobStep: deepFreeze(jobStepOf(step, ids)) })),
    reservedContext: reservedContextOf(workflow),
  };
  plans.set(workflow, plan);
  return plan;
}

const RESERVED: readonly ReservedContext[] = ['tenant', 'actor'];

function reservedContextOf(workflow: Workflow): ReservedContext[] {
  const used = placeholderRoots(...workflow.steps.map((s) => s.template));
  for (const r of workflow.triggers[0]?.reservedVariables ?? []) used.add(r.type);
  return RESERVED.filter((context) => used.has(context));
}

function jobStepOf(step: JsonObject, ids: IdGenerator): JsonObject {
  const jobStep: JsonObject = {
    _id: String(step._id ?? ids.objectId()),
    active: step.active !== false,
    filters: (step.filters ?? []) as JsonObject[],
    _templateId: String(step._templateId ?? step._id ?? ''),
  };
  if (typeof step.name === 'string') jobStep.name = step.name;
  return jobStep;
}
