export { IntegrationStore, presentIntegration } from './integrations.js';
export { providerDisplayName } from './provider-names.js';
export type { Integration } from './types.js';
