import { checkKeptDepth, isInternalId, type JsonObject } from '../shared/index.js';
import { inboxWorkflowOf, type Workflow, type WorkflowStore } from '../workflows/index.js';
import type { SubscriptionPreference, TopicSubscription } from './types.js';

/** A preference as a request sends it: a workflow id or identifier, one workflow's rule, or a group of workflows. */
export type PreferenceInput =
  | string
  | { workflowId: string; enabled?: boolean; condition?: JsonObject }
  | { filter: { workflowIds?: string[]; tags?: string[] }; enabled?: boolean; condition?: JsonObject };

/** A preference as the real use cases read it: always a group filter. */
interface GroupFilter {
  filter: { workflowIds?: string[]; tags?: string[] };
  enabled?: boolean;
  condition?: JsonObject;
}

/**
 * Every preference sent, as a group filter. The v2 API's controller drops `enabled` from a single
 * workflow's rule (`{workflowId, enabled}`), the Inbox's keeps it: `keepWorkflowEnabled` says which.
 */
export function groupFiltersOf(preferences: readonly PreferenceInput[], keepWorkflowEnabled: boolean): GroupFilter[] {
  return preferences.map((preference) => {
    if (typeof preference === 'string') return { filter: { workflowIds: [preference] } };
    if ('filter' in preference) return preference;
    const group: GroupFilter = { filter: { workflowIds: [preference.workflowId] } };
    if (preference.condition !== undefined) group.condition = preference.condition;
    if (keepWorkflowEnabled && preference.enabled !== undefined) group.enabled = preference.enabled;
    return group;
  });
}

/** What the workflows of an environment offer a subscription's preferences. */
export type PreferenceWorkflows = Pick<WorkflowStore, 'list' | 'find' | 'findByTrigger'>;

/**
 * The workflows the preferences name, each once: by internal id, then by trigger identifier, then the
 * active workflows with one of the tags (as the real use case fetches them). Unknown ones are skipped.
 */
export function workflowsOf(filters: readonly GroupFilter[], workflows: PreferenceWorkflows): Workflow[] {
  const byId: Workflow[] = [];
  const byIdentifier: Workflow[] = [];
  const byTags: Workflow[] = [];
  for (const { filter } of filters) {
    for (const id of filter.workflowIds ?? []) {
      const found = isInternalId(id) ? workflows.find(id) : workflows.findByTrigger(id);
      if (found) (isInternalId(id) ? byId : byIdentifier).push(found);
    }
    const tags = filter.tags ?? [];
    if (tags.length > 0) byTags.push(...workflows.list().filter((w) => w.active && w.tags.some((tag) => tags.includes(tag))));
  }
  const unique = new Map<string, Workflow>();
  for (const workflow of [...byId, ...byIdentifier, ...byTags]) if (!unique.has(workflow._id)) unique.set(workflow._id, workflow);
  return [...unique.values()];
}

/**
 * The stored preference of each workflow: the first filter that names it (by tag when the filter has tags,
 * else by id or identifier) gives its `enabled` and `condition`. Without `enabled`, the workflow's own
 * setting, on (the mock's workflows are always on for everyone).
 */
export function preferencesFor(filters: readonly GroupFilter[], workflows: readonly Workflow[]): SubscriptionPreference[] {
  return workflows.map((workflow) => {
    const identifier = workflow.triggers[0]?.identifier;
    const rule = filters.find(({ filter }) => {
      if (filter.tags?.length) return filter.tags.some((tag) => workflow.tags.includes(tag));
      return (filter.workflowIds ?? []).some((id) => id === workflow._id || id === identifier);
    });
    const preference: SubscriptionPreference = { _templateId: workflow._id, enabled: rule?.enabled ?? true };
    if (rule?.condition !== undefined) {
      checkKeptDepth(rule.condition, 'A subscription preference condition');
      preference.condition = rule.condition;
    }
    return preference;
  });
}

/** A workflow as a subscription preference shows it (the Inbox's workflow, with its `data`). */
function presentWorkflow(workflow: Workflow): JsonObject {
  const shown = inboxWorkflowOf(workflow) as JsonObject;
  if (workflow.data !== undefined && workflow.data !== null) shown.data = workflow.data as JsonObject;
  return shown;
}

/** A subscription's preferences as the API shows them; a deleted workflow's preference has no `workflow`. */
export function presentPreferences(subscription: TopicSubscription, preferences: readonly SubscriptionPreference[], workflows: PreferenceWorkflows): JsonObject[] {
  return preferences.map((preference) => {
    const workflow = workflows.find(preference._templateId);
    const shown: JsonObject = {};
    if (workflow) shown.workflow = presentWorkflow(workflow);
    shown.subscriptionId = subscription.identifier;
    shown.enabled = preference.enabled;
    if (preference.condition !== undefined) shown.condition = preference.condition;
    return shown;
  });
}

/** The stored preferences of the workflows in `workflows` (what create and update answer with), none when it is empty. */
export function storedPreferencesOf(subscription: TopicSubscription, workflows: readonly Workflow[]): SubscriptionPreference[] | undefined {
  if (workflows.length === 0) return undefined;
  const wanted = new Set(workflows.map((w) => w._id));
  const stored = (subscription.preferences ?? []).filter((p) => wanted.has(p._templateId));
  return stored.length > 0 ? stored : undefined;
}
