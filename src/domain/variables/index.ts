export type { EnvironmentVariable } from './types.js';
export { type CreateVariableInput, EnvironmentVariableStore, sealSecrets, SECRET_MASK, type VariableInput } from './variables.js';
