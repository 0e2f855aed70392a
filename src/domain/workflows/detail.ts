/** `GET /v2/workflows/{workflowId}`: one workflow with its steps, payload schema and an example payload. */
import { NotFoundError, deepFreeze, isMongoId, type JsonObject } from '../shared/index.js';
import { payloadExampleOf } from './payload-example.js';
import type { Workflow } from './types.js';
import { shownStepType, stepControls } from './step-controls.js';
import { slugOf, stepTypeOf, workflowSummary, type TriggerHistory } from './list.js';
import type { WorkflowStore } from './workflows.js';

/** The slug the workflow list shows ends with the workflow's `_id`. */
const SLUG_ID = /_([0-9a-f]{24})$/i;
const SEVERITIES = new Set(['high', 'medium', 'low', 'none']);
const CHANNELS = ['in_app', 'email', 'sms', 'chat', 'push'] as const;
/** What a step's templates can read, as a JSON Schema; the payload's own schema is the workflow's `payloadSchema`. */
const STEP_VARIABLES: JsonObject = deepFreeze({
  type: 'object',
  properties: { subscriber: { type: 'object' }, payload: { type: 'object' }, tenant: { type: 'object' }, actor: { type: 'object' } },
});

/**
 * As the real service looks a workflow up: an internal id (24 hex digits) by `_id` only, anything else
 * by trigger identifier; and, like it, the slug its list shows.
 */
export function findWorkflow(store: WorkflowStore, ref: string): Workflow | undefined {
  if (isMongoId(ref)) return store.find(ref);
  const bySlug = SLUG_ID.exec(ref)?.[1];
  return store.findByTrigger(ref) ?? (bySlug === undefined ? undefined : store.find(bySlug));
}

/** The workflow's channel settings as v2 preferences; a critical workflow cannot be turned off (read-only). */
function preferencesOf(workflow: Workflow) {
  const settings = (workflow.preferenceSettings ?? {}) as Partial<Record<(typeof CHANNELS)[number], boolean>>;
  return {
    user: (workflow.userPreferences as JsonObject | undefined) ?? null,
    default: {
      all: { enabled: true, readOnly: workflow.critical === true },
      channels: Object.fromEntries(CHANNELS.map((c) => [c, { enabled: settings[c] !== false }])),
    },
  };
}

/**
 * `environmentId` (the real API's way to read another environment of the organization) finds nothing
 * outside the caller's environment: every read is scoped to the API key's environment.
 */
export function workflowDetail(store: WorkflowStore, activity: TriggerHistory, ref: string, environmentId?: string) {
  const workflow = findWorkflow(store, ref);
  if (!workflow || (environmentId !== undefined && workflow._environmentId !== environmentId)) {
    throw new NotFoundError('Workflow cannot be found', { workflowId: ref });
  }
  const { stepTypeOverviews: _overview, steps: stepSummaries, ...summary } = workflowSummary(workflow, activity);
  const severity = String(workflow.severity ?? 'none');
  return {
    ...summary,
    ...(typeof workflow.description === 'string' ? { description: workflow.description } : {}),
    active: workflow.active,
    validatePayload: workflow.validatePayload === true,
    payloadSchema: workflow.payloadSchema ?? null,
    payloadExample: payloadExampleOf(workflow),
    isTranslationEnabled: false,
    severity: SEVERITIES.has(severity) ? severity : 'none',
    preferences: preferencesOf(workflow),
    steps: workflow.steps.map((step, i) => {
      const type = shownStepType(stepTypeOf(step));
      const name = typeof step.name === 'string' ? step.name : type;
      const values = stepControls(type, step);
      return {
        _id: String(step._id ?? i),
        // A code workflow's step keeps the id its bridge gave it.
        stepId: typeof step.stepId === 'string' ? step.stepId : slugOf(name),
        name,
        slug: stepSummaries[i]?.slug ?? slugOf(name),
        type,
        origin: summary.origin,
        workflowId: summary.workflowId,
        workflowDatabaseId: workflow._id,
        controls: { values },
        controlValues: values,
        variables: STEP_VARIABLES,
      };
    }),
  };
}
