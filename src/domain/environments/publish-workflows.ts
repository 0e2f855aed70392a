/**
 * Workflows as a publishable kind: the dashboard's workflows (origin `novu-cloud`, type `BRIDGE`, as the real
 * `findPublishable`), the same in two environments when their trigger identifiers are, compared as the real
 * service's workflow comparator does (the workflow as `GET /v2/workflows/{id}` shows it, without what the
 * service generates; its steps one by one, by `stepId`), copied whole (`PUT /v2/workflows/{id}/sync`).
 */
import { isDeepStrictEqual } from 'node:util';
import type { Environment } from './environment.js';
import type { PublishableKind, ResourceChange, ResourceComparison } from './publish-types.js';
import { keptGrowth, type JsonObject } from '../shared/index.js';
import { copyLayout, emailLayoutId } from '../layouts/index.js';
import { copyTranslations, listTranslations } from '../translations/index.js';
import { storedStepId, workflowDetail, type Workflow } from '../workflows/index.js';

type Detail = ReturnType<typeof workflowDetail>;
type DetailStep = Detail['steps'][number];

/** The workflow's fields the real comparator leaves out: made by the service, not by whoever wrote it. */
function normalizedWorkflow(detail: Detail): { workflow: object; steps: JsonObject[] } {
  const {
    _id: _i, slug: _s, updatedAt: _u, createdAt: _c, origin: _o, status: _st, issues: _is, lastTriggeredAt: _l, payloadExample: _p,
    steps, ...workflow
  } = detail as Detail & { issues?: unknown; lastTriggeredAt?: unknown };
  return { workflow: { ...workflow, payloadSchema: workflow.payloadSchema ?? null }, steps: steps.map(normalizedStep) };
}

function normalizedStep(step: DetailStep): JsonObject {
  const { _id, slug: _s, origin: _o, workflowId: _w, workflowDatabaseId: _d, issues: _i, controls: _c, variables: _v, ...normalized } = step as DetailStep & { issues?: unknown };
  return normalized as JsonObject;
}

const detailOf = (environment: Environment, workflow: Workflow) => workflowDetail(environment.workflows, environment.activity, workflow._id);
const stepInfo = (step: JsonObject) => ({ id: String(step.stepId), name: String(step.name), updatedBy: null, updatedAt: null });

/** The steps' changes, as the real comparator lists them: the source's in order (added, modified, moved), then the target's that went. */
function stepChanges(sourceSteps: JsonObject[], targetSteps: JsonObject[]): ResourceChange[] {
  const changes: ResourceChange[] = [];
  const targetIndex = new Map(targetSteps.map((step, index) => [step.stepId, index]));
  sourceSteps.forEach((step, newIndex) => {
    const previousIndex = targetIndex.get(step.stepId);
    const stepType = String(step.type);
    if (previousIndex === undefined) {
      changes.push({ sourceResource: stepInfo(step), targetResource: null, resourceType: 'step', stepType, action: 'added', newIndex, diffs: { previous: null, new: step } });
      return;
    }
    const target = targetSteps[previousIndex] as JsonObject;
    const both = { sourceResource: stepInfo(step), targetResource: stepInfo(target), resourceType: 'step' as const, stepType, previousIndex, newIndex };
    if (!isDeepStrictEqual(step, target)) changes.push({ ...both, action: 'modified', diffs: { previous: target, new: step } });
    else if (previousIndex !== newIndex) changes.push({ ...both, action: 'moved' });
  });
  const sourceIds = new Set(sourceSteps.map((step) => step.stepId));
  targetSteps.forEach((step, previousIndex) => {
    if (!sourceIds.has(step.stepId)) {
      changes.push({ sourceResource: null, targetResource: stepInfo(step), resourceType: 'step', stepType: String(step.type), action: 'deleted', previousIndex, diffs: { previous: step, new: null } });
    }
  });
  return changes;
}

/** A resource's translations (all its locales) copied from one environment to the other, as the real sync publishes its translation group. */
export function copyTranslationGroup(resourceType: 'workflow' | 'layout', resourceId: string, from: Environment, to: Environment): void {
  const records = listTranslations(from.translations, { resourceType, resourceId });
  if (records.length > 0) copyTranslations(to.translations, records, { _environmentId: to.id, _organizationId: to.info._organizationId });
}

/**
 * The layouts the workflow's email steps name, with their translations, copied first, as the real workflow sync
 * does (its steps would name none there).
 */
function copyStepLayouts(workflow: Workflow, from: Environment, to: Environment): void {
  for (const step of workflow.steps) {
    const layoutId = emailLayoutId(step as JsonObject, {});
    const layout = typeof layoutId === 'string' ? from.layouts.find(layoutId) : undefined;
    if (!layout) continue;
    copyLayout(to.layouts, layout);
    copyTranslationGroup('layout', layout.identifier, from, to);
  }
}

export const workflowKind: PublishableKind<Workflow> = {
  resourceType: 'workflow',

  resources: (environment) => environment.workflows.list().filter((w) => w.type === 'BRIDGE' && w.origin === 'novu-cloud'),

  identityOf: (workflow) => workflow.triggers[0]?.identifier ?? workflow._id,

  nameOf: (workflow) => workflow.name,

  updatedAtOf: (workflow) => (typeof workflow.updatedAt === 'string' ? workflow.updatedAt : null),

  compare(source, target, sourceEnvironment, targetEnvironment): ResourceComparison {
    const from = normalizedWorkflow(detailOf(sourceEnvironment, source));
    const to = normalizedWorkflow(detailOf(targetEnvironment, target));
    const resourceChanges = isDeepStrictEqual(from.workflow, to.workflow) ? null : { previous: to.workflow, new: from.workflow };
    return { resourceChanges, otherDiffs: stepChanges(from.steps, to.steps) };
  },

  addedParts: (source, sourceEnvironment) => stepChanges(normalizedWorkflow(detailOf(sourceEnvironment, source)).steps, []),

  copy(source, from, to) {
    copyStepLayouts(source, from, to);
    const identifier = workflowKind.identityOf(source);
    const target = to.workflows.findByTrigger(identifier);
    const now = to.time.clock.now().toISOString();
    const targetSteps = new Map((target?.steps ?? []).map((step) => [storedStepId(step), step]));
    // A step the target has (same stepId) keeps its ids there, as the real sync updates it in place.
    const steps = source.steps.map((step) => {
      const previous = targetSteps.get(storedStepId(step));
      return { ...structuredClone(step), _id: previous?._id ?? to.time.ids.objectId(), _templateId: previous?._templateId ?? to.time.ids.objectId() };
    });
    const record: Workflow = {
      ...structuredClone(source),
      _id: target?._id ?? to.time.ids.objectId(),
      _environmentId: to.id,
      _notificationGroupId: to.notificationGroups.general()?._id ?? source._notificationGroupId,
      steps,
      createdAt: target?.createdAt ?? now,
      updatedAt: now,
    };
    to.budget.spend({ bytes: keptGrowth(target ?? null, record) }, 'This workflow publish');
    to.workflows.put(record);
    copyTranslationGroup('workflow', identifier, from, to);
  },

  remove(target, environment) {
    environment.workflows.remove(target._id);
  },
};
