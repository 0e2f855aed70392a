import { BadRequestError, type EnvironmentTime, keptBytes, type StoreBudget } from '../shared/index.js';
import type { NotificationGroupStore } from '../notification-groups/index.js';
import type { Workflow, WorkflowStore } from '../workflows/index.js';
import { bridgeUrlOf, codeWorkflowOf, discoveredWorkflows } from './code-workflows.js';

/**
 * `POST /v1/bridge/sync`: the workflows of a bridge's discover answer become the environment's code
 * workflows. Each is upserted by its workflowId (keeping its ids), and the code workflows synced before that
 * the bridge no longer declares are deleted. Workflows made through the API or the fixtures are never
 * touched, and a code workflow may not take one's identifier. Checked whole before anything is written.
 */
export function syncCodeWorkflows(
  stores: { workflows: WorkflowStore; notificationGroups: NotificationGroupStore; budget: StoreBudget },
  answer: unknown,
  bridgeUrl: string,
  context: { scope: { _environmentId: string; _organizationId: string }; time: EnvironmentTime; keepOthers?: boolean },
): Workflow[] {
  const discovered = discoveredWorkflows(answer);
  for (const { workflowId } of discovered) {
    const existing = stores.workflows.findByTrigger(workflowId);
    // The real service's message: a dashboard workflow keeps its identifier.
    if (existing && !bridgeUrlOf(existing)) throw new BadRequestError(`Workflow ${workflowId} was already created in Dashboard. Please use another workflowId.`);
  }
  const now = context.time.clock.now().toISOString();
  const notificationGroupId = stores.notificationGroups.general()?._id;
  const records = discovered.map((d) => codeWorkflowOf(d, bridgeUrl, stores.workflows.findByTrigger(d.workflowId), { scope: context.scope, ids: context.time.ids, now, notificationGroupId }));
  stores.budget.spend({ bytes: keptBytes(records) }, 'This bridge sync');
  const kept = new Set(records.map((r) => r._id));
  if (!context.keepOthers) for (const stale of stores.workflows.list().filter((w) => bridgeUrlOf(w) !== undefined && !kept.has(w._id))) stores.workflows.remove(stale._id);
  for (const record of records) stores.workflows.put(record);
  return stores.workflows.list().filter((w) => kept.has(w._id));
}
