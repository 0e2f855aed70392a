/**
 * `PUT /v2/workflows/{workflowId}/sync`: one workflow of the caller's environment copied to another environment
 * of its organization (created there, or replacing the one with its trigger identifier), as the real
 * sync-to-environment use case does; `GET /v2/environments/{environmentId}/tags`: the tags an environment's
 * workflows use.
 */
import type { Environment } from './environment.js';
import { workflowKind } from './publish-workflows.js';
import { BadRequestError, isMongoId, NotFoundError } from '../shared/index.js';
import { findWorkflow, workflowDetail } from '../workflows/index.js';

/** The origins the real service syncs: the dashboard's workflows only. */
const SYNCABLE_ORIGINS = ['novu-cloud'];

/** The real `WorkflowNotSyncableException`: a 400 whose body carries the workflow's id, status and origin. */
export class WorkflowNotSyncableError extends BadRequestError {
  constructor(readonly details: { workflowId: string; status: string; origin: string; allowedOrigins: string[] }) {
    super(`Cannot sync workflow: origin '${details.origin}' is not allowed (must be one of: ${SYNCABLE_ORIGINS.join(', ')})`);
  }
}

export function syncWorkflow(caller: Environment, ref: string, targetEnvironmentId: string) {
  if (targetEnvironmentId === caller.id) throw new BadRequestError('Cannot sync workflow to the same environment');
  const target = isMongoId(targetEnvironmentId) ? caller.sibling(targetEnvironmentId) : undefined;
  if (!target) throw new NotFoundError(`Environment ${targetEnvironmentId} not found`);
  const workflow = findWorkflow(caller.workflows, ref);
  if (!workflow) throw new NotFoundError('Workflow cannot be found', { workflowId: ref });
  const shown = workflowDetail(caller.workflows, caller.activity, workflow._id);
  if (!SYNCABLE_ORIGINS.includes(shown.origin)) {
    throw new WorkflowNotSyncableError({ workflowId: shown.workflowId, status: String(shown.status), origin: shown.origin, allowedOrigins: SYNCABLE_ORIGINS });
  }
  workflowKind.copy(workflow, caller, target);
  return workflowDetail(target.workflows, target.activity, workflowKind.identityOf(workflow), undefined, target.integrations);
}

/** The environment an id (24 hex digits) or an application identifier names in the caller's organization. */
function environmentNamed(caller: Environment, idOrIdentifier: string): Environment | undefined {
  const seed = caller.info.organization.environments.find((e) => (isMongoId(idOrIdentifier) ? e._id : e.applicationIdentifier) === idOrIdentifier);
  return seed ? caller.sibling(seed._id) : undefined;
}

/** `GET /v2/environments/{environmentId}/tags`: each tag once, in the order the workflows list them; empty ones left out. */
export function environmentTags(caller: Environment, idOrIdentifier: string): { name: string }[] {
  const environment = environmentNamed(caller, idOrIdentifier);
  if (!environment) throw new NotFoundError(`Environment ${idOrIdentifier} not found`);
  const tags = new Set(environment.workflows.list().flatMap((w) => w.tags ?? []));
  return [...tags].filter((tag) => typeof tag === 'string' && tag !== '').map((name) => ({ name }));
}
