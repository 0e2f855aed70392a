export { Environment } from './environment.js';
export type { KeyedEnvironment } from './keyed-environments.js';
export { currentEnvironment, organizationEnvironments } from './profile.js';
export { TenantRegistry } from './registry.js';
export type { StateSnapshot } from './state-snapshot.js';
export type { EnvironmentData, Seed } from './types.js';
