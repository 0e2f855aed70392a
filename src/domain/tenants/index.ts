/**
 * The API's tenants (`/v1/tenants`), which triggers name.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { presentTenant, TenantStore } from './tenants.js';
export type { TenantRecord } from './types.js';
