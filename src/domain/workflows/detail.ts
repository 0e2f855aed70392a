/** `GET /v2/workflows/{workflowId}`: one workflow with its steps, payload schema and an example payload. */
import { NotFoundError, isMongoId, type JsonObject } from '../shared/index.js';
import { payloadExampleOf } from './payload-example.js';
import type { Workflow } from './types.js';
import { shownStepType, stepControls } from './step-controls.js';
import { stepVariables } from './step-variables.js';
import { integrationIssues, type ActiveIntegrations } from './step-issues.js';
import { internalIdOfSlug } from './slugs.js';
import { slugOf, stepTypeOf, storedIssuesOf, workflowSummary, type TriggerHistory } from './list.js';
import type { WorkflowStore } from './workflows.js';

const SEVERITIES = new Set(['high', 'medium', 'low', 'none']);
/** The channels a workflow's preferences switch (others sent in a write are not kept). */
export const CHANNELS = ['in_app', 'email', 'sms', 'chat', 'push'] as const;

/**
 * As the real service looks a workflow up (its `ParseSlugIdPipe`): an internal id (24 hex digits) by
 * `_id` only; anything else by trigger identifier, then as a slug (`<name>_wf_<encoded _id>`, whatever
 * the name part says).
 */
export function findWorkflow(store: WorkflowStore, ref: string): Workflow | undefined {
  if (isMongoId(ref)) return store.find(ref);
  return store.findByTrigger(ref) ?? store.find(internalIdOfSlug(ref));
}

/** The control values a step shows: its content, and the controls kept as sent (skip, layoutId). */
function shownValues(type: string, step: JsonObject): JsonObject {
  const kept = step.controlExtras;
  return { ...stepControls(type, step), ...(kept !== null && typeof kept === 'object' && !Array.isArray(kept) ? (kept as JsonObject) : {}) };
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
export function workflowDetail(store: WorkflowStore, activity: TriggerHistory, ref: string, environmentId?: string, integrations?: ActiveIntegrations) {
  const workflow = findWorkflow(store, ref);
  if (!workflow || (environmentId !== undefined && workflow._environmentId !== environmentId)) {
    throw new NotFoundError('Workflow cannot be found', { workflowId: ref });
  }
  const { stepTypeOverviews: _overview, steps: stepSummaries, ...summary } = workflowSummary(workflow, activity);
  const severity = String(workflow.severity ?? 'none');
  const shownSteps = workflow.steps.map((step, i) => {
    const type = shownStepType(stepTypeOf(step));
    const name = typeof step.name === 'string' ? step.name : type;
    // A v2 step and a code workflow's step keep their own stepId; a seeded one shows its name's slug.
    return { _id: String(step._id ?? i), stepId: typeof step.stepId === 'string' ? step.stepId : slugOf(name), name, type, values: shownValues(type, step), issues: { ...storedIssuesOf(step), ...integrationIssues(type, integrations) } };
  });
  return {
    ...summary,
    ...(typeof workflow.description === 'string' ? { description: workflow.description } : {}),
    active: workflow.active,
    validatePayload: workflow.validatePayload === true,
    payloadSchema: workflow.payloadSchema ?? null,
    payloadExample: payloadExampleOf(workflow),
    isTranslationEnabled: workflow.isTranslationEnabled === true,
    severity: SEVERITIES.has(severity) ? severity : 'none',
    preferences: preferencesOf(workflow),
    steps: shownSteps.map((shown, i) => ({
      _id: shown._id,
      stepId: shown.stepId,
      name: shown.name,
      slug: stepSummaries[i]?.slug ?? slugOf(shown.name),
      type: shown.type,
      origin: summary.origin,
      workflowId: summary.workflowId,
      workflowDatabaseId: workflow._id,
      controls: { values: shown.values },
      controlValues: shown.values,
      variables: stepVariables(workflow, shownSteps, i),
      // As the real workflow read: `issues` only when there are some (control issues: found by the v2 API's writes).
      ...(Object.keys(shown.issues).length === 0 ? {} : { issues: shown.issues }),
    })),
  };
}
