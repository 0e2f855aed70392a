/**
 * Workflow overrides (`/v1/workflow-overrides`): per tenant, whether a workflow runs, and channel settings.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { type OverrideChanges, type OverrideChannelsInput, WorkflowOverrideStore, type WorkflowOverridePage } from './overrides.js';
export { createOverride, deleteOverride, getOverride, getOverrideFor, type OverrideEnvironment, updateOverride, updateOverrideFor } from './use-cases.js';
export type { OverrideChannels, WorkflowOverride } from './types.js';
