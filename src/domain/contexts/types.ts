import type { JsonObject } from '../shared/types.js';

/**
 * A context of the API (`/v2/contexts`): a `type` (tenant, app, workspace…) and an `id`, unique together in
 * the environment, with custom `data`. Triggers, Inbox sessions, preferences and topic subscriptions name
 * contexts by their key `type:id`.
 */
export interface ContextRecord {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  type: string;
  id: string;
  /** `type:id`. */
  key: string;
  data: JsonObject;
  createdAt: string;
  updatedAt: string;
}
