/** A switch per channel kind; a stored override has all five. */
export interface OverrideChannels {
  email: boolean;
  sms: boolean;
  in_app: boolean;
  chat: boolean;
  push: boolean;
}

/**
 * A tenant's override of a workflow (`/v1/workflow-overrides`): whether the workflow runs for triggers that
 * name the tenant, and channel settings. It names both by their `_id`; one per workflow and tenant.
 */
export interface WorkflowOverride {
  _id: string;
  _organizationId: string;
  _environmentId: string;
  _workflowId: string;
  _tenantId: string;
  active: boolean;
  preferenceSettings: OverrideChannels;
  /** Always false: the real service keeps the field, and deletes overrides for good. */
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}
