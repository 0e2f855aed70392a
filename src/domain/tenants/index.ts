export { presentTenant, TenantStore } from './tenants.js';
export type { TenantRecord } from './types.js';
