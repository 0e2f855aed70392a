import type { JsonObject } from '../shared/types.js';

/** The trigger context a step template may use; a trigger must then send it (`tenant` / `actor`). */
export type ReservedContext = 'tenant' | 'actor';

export interface NotificationTrigger {
  type: 'event';
  identifier: string;
  /** The payload variables the steps use: a list for readers, not a requirement. */
  variables: { name: string }[];
  subscriberVariables?: { name: string }[];
  reservedVariables?: { type: ReservedContext; variables: { name: string }[] }[];
}

export interface Workflow {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  name: string;
  active: boolean;
  triggers: NotificationTrigger[];
  steps: JsonObject[];
  tags: string[];
  description?: string;
  critical?: boolean;
  /** JSON Schema of the trigger payload; checked only when `validatePayload` is true. */
  payloadSchema?: JsonObject | null;
  validatePayload?: boolean;
  [field: string]: unknown;
}
