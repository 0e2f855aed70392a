/**
 * Environments: the composition root (`Environment`, its stores wired in stores.ts, its records in records.ts),
 * the registry of API keys and organizations, snapshots, and the environments the API lists (`/v1/environments`).
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { Environment } from './environment.js';
export type { KeyedEnvironment } from './keyed-environments.js';
export { currentEnvironment, organizationEnvironments } from './profile.js';
export { TenantRegistry } from './registry.js';
export type { StateSnapshot } from './state-snapshot.js';
export type { EnvironmentData, Seed } from './types.js';
export { diffEnvironments, publishEnvironment, type PublishRequest } from './environment-publish.js';
export { EnvironmentRuleError, MAX_ENVIRONMENTS } from './organization-environments.js';
export type { PublishableKind } from './publish-types.js';
export { environmentTags, syncWorkflow, WorkflowNotSyncableError } from './workflow-sync.js';
export type { CreateEnvironmentInput, UpdateEnvironmentInput } from './types.js';
