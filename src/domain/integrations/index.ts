/**
 * Integrations (`/v1/integrations`): the providers each channel delivers through.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { IntegrationStore, withoutCredentials, type IntegrationInput, type IntegrationUpdate } from './integrations.js';
export { PRIMARY_CHANNELS } from './priority.js';
export { providerDisplayName } from './provider-names.js';
export { documentName, IN_APP_PROVIDER_ID, MANAGED_PROVIDER_IDS, realName, sameName } from './provider-spelling.js';
export { recordsWithRealNames } from './record-names.js';
export type { Integration } from './types.js';
