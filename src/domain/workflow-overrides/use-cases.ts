import { InvalidInputError, isMongoId, NotFoundError } from '../shared/index.js';
import type { TenantStore } from '../tenants/index.js';
import type { WorkflowStore } from '../workflows/index.js';
import type { OverrideChanges, WorkflowOverrideStore } from './overrides.js';
import type { WorkflowOverride } from './types.js';

/** What the override routes read: the overrides, and the tenants and workflows they name. */
export interface OverrideEnvironment {
  readonly workflowOverrides: WorkflowOverrideStore;
  readonly tenants: TenantStore;
  readonly workflows: WorkflowStore;
}


/**
 * The real use cases check their ids in the command, in code (not in the request's field validation): one
 * that is not a Mongo id is a 422 naming the command and the field, e.g. `Validation failed for
 * CreateWorkflowOverrideCommand: _tenantId: _tenantId must be a mongodb id`, with `errors._tenantId`.
 */
function checkIds(command: string, ids: Record<string, string>): void {
  const bad = Object.entries(ids).filter(([, value]) => !isMongoId(value));
  if (bad.length === 0) return;
  const fields = Object.fromEntries(bad.map(([field, value]) => [field, { messages: [`${field} must be a mongodb id`], value }]));
  const details = bad.map(([field]) => `${field}: ${field} must be a mongodb id`).join('; ');
  throw new InvalidInputError(fields, `Validation failed for ${command}: ${details}`);
}

/** The tenant, then the workflow, both by `_id` (in the real order of its checks). */
function tenantAndWorkflow(environment: OverrideEnvironment, workflowId: string, tenantId: string) {
  const tenant = environment.tenants.findById(tenantId.toLowerCase());
  if (!tenant) throw new NotFoundError(`Tenant with id ${tenantId} is not found`);
  const workflow = environment.workflows.find(workflowId.toLowerCase());
  if (!workflow) throw new NotFoundError(`Workflow with id ${workflowId} is not found`);
  return { tenant, workflow };
}

function byId(environment: OverrideEnvironment, overrideId: string, notFound: string): WorkflowOverride {
  const override = environment.workflowOverrides.find(overrideId.toLowerCase());
  if (!override) throw new NotFoundError(notFound);
  return override;
}

/** `POST /v1/workflow-overrides`: a tenant and a workflow of the environment, named by `_id`. */
export function createOverride(environment: OverrideEnvironment, body: OverrideChanges & { workflowId: string; tenantId: string }): WorkflowOverride {
  checkIds('CreateWorkflowOverrideCommand', { _workflowId: body.workflowId, _tenantId: body.tenantId });
  const { tenant, workflow } = tenantAndWorkflow(environment, body.workflowId, body.tenantId);
  return environment.workflowOverrides.create(workflow._id, tenant._id, body);
}

/** `GET /v1/workflow-overrides/{overrideId}`. */
export function getOverride(environment: OverrideEnvironment, overrideId: string): WorkflowOverride {
  checkIds('GetWorkflowOverrideByIdCommand', { overrideId });
  return byId(environment, overrideId, `Workflow Override with id ${overrideId} not found`);
}

/** `GET /v1/workflow-overrides/workflows/{workflowId}/tenants/{tenantId}`: the override alone is looked for. */
export function getOverrideFor(environment: OverrideEnvironment, workflowId: string, tenantId: string): WorkflowOverride {
  checkIds('GetWorkflowOverrideCommand', { _workflowId: workflowId, _tenantId: tenantId });
  const override = environment.workflowOverrides.findFor(workflowId.toLowerCase(), tenantId.toLowerCase());
  if (!override) throw new NotFoundError(`Workflow Override with workflow id ${workflowId}, tenant id ${tenantId} not found`);
  return override;
}

/** `PUT /v1/workflow-overrides/{overrideId}`. */
export function updateOverride(environment: OverrideEnvironment, overrideId: string, changes: OverrideChanges): WorkflowOverride {
  checkIds('UpdateWorkflowOverrideByIdCommand', { overrideId });
  const override = byId(environment, overrideId, `Workflow override with id ${overrideId} not found`);
  return environment.workflowOverrides.update(override, changes);
}

/** `PUT /v1/workflow-overrides/workflows/{workflowId}/tenants/{tenantId}`: the tenant and the workflow must exist. */
export function updateOverrideFor(environment: OverrideEnvironment, workflowId: string, tenantId: string, changes: OverrideChanges): WorkflowOverride {
  checkIds('UpdateWorkflowOverrideCommand', { _workflowId: workflowId, _tenantId: tenantId });
  const { tenant, workflow } = tenantAndWorkflow(environment, workflowId, tenantId);
  const override = environment.workflowOverrides.findFor(workflow._id, tenant._id);
  if (!override) throw new NotFoundError(`Workflow override with workflow id ${workflowId} and tenant id ${tenantId} was not found`);
  return environment.workflowOverrides.update(override, changes);
}

/** `DELETE /v1/workflow-overrides/{overrideId}`: true once deleted. */
export function deleteOverride(environment: OverrideEnvironment, overrideId: string): true {
  checkIds('DeleteWorkflowOverrideCommand', { _id: overrideId });
  environment.workflowOverrides.delete(byId(environment, overrideId, `Workflow Override with id ${overrideId} not found`));
  return true;
}
