import type { JsonObject } from '../shared/types.js';

/**
 * A tenant of the API (`/v1/tenants`): one of the caller's own customers, named by `identifier` in
 * triggers (not an organization of the mock: those are `environments/tenant.ts`'s).
 */
export interface TenantRecord {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  /** Unique in the environment. */
  identifier: string;
  name?: string;
  data?: JsonObject;
  createdAt: string;
  updatedAt: string;
}
