/**
 * A workflow's steps as promoted to the child environment: each message template gets the child's id (the one
 * promoted from it before, else a new one) and names the parent's in `_parentId`; its feed is the child's
 * feed of the same identifier. The steps keep their own ids, as in the real service.
 */
import type { FeedStore } from '../feeds/index.js';
import type { IdGenerator, JsonObject } from '../shared/index.js';
import type { Workflow } from '../workflows/index.js';

interface StepContext {
  from: FeedStore;
  to: FeedStore;
  ids: IdGenerator;
}

const stepsAndVariants = (steps: readonly JsonObject[]) => steps.flatMap((s) => [s, ...((s.variants as JsonObject[] | undefined) ?? [])]);

/** The child's template ids by the parent's template they were promoted from. */
function promotedTemplateIds(existing: Workflow | undefined): Map<string, string> {
  const ids = new Map<string, string>();
  for (const step of stepsAndVariants(existing?.steps ?? [])) {
    const template = step.template as JsonObject | undefined;
    if (typeof template?._parentId === 'string' && typeof template._id === 'string') ids.set(template._parentId, template._id);
  }
  return ids;
}

export function promotedSteps(steps: unknown, existing: Workflow | undefined, at: StepContext): JsonObject[] {
  if (!Array.isArray(steps)) return [];
  const known = promotedTemplateIds(existing);
  const promote = (step: JsonObject): JsonObject => {
    const template = step.template as JsonObject | undefined;
    if (!template) return structuredClone(step);
    const parentTemplateId = String(template._id);
    const id = known.get(parentTemplateId) ?? at.ids.objectId();
    known.set(parentTemplateId, id);
    const devFeed = typeof template._feedId === 'string' ? at.from.find(template._feedId) : undefined;
    const feed = devFeed ? at.to.findByIdentifier(devFeed.identifier) : undefined;
    const promoted: JsonObject = { ...structuredClone(step), _templateId: id, template: { ...structuredClone(template), _id: id, _parentId: parentTemplateId, _feedId: feed?._id ?? null } };
    if (Array.isArray(step.variants)) promoted.variants = (step.variants as JsonObject[]).map(promote);
    return promoted;
  };
  return (steps as JsonObject[]).map(promote);
}
