/**
 * Environment variables (`/v1/environment-variables`): organization-wide keys, a value per environment.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export type { EnvironmentVariable } from './types.js';
export { type CreateVariableInput, EnvironmentVariableStore, sealSecrets, SECRET_MASK, type VariableInput } from './variables.js';
