/** What a trigger takes and answers (`POST /v1/events/trigger`), and what it renders. */
import type { ContextPayload, JsonObject } from '../shared/index.js';
import type { CredentialsInput, CreateSubscriberInput } from '../subscribers/index.js';
import type { TenantRecord } from '../tenants/index.js';
import type { Workflow } from '../workflows/index.js';
import type { WorkflowPlan } from './plan.js';
import type { ReachedThrough, TopicRecipient } from './topic-recipients.js';

export type Recipient = string | (CreateSubscriberInput & { channels?: CredentialsInput[] });

export interface TriggerInput {
  name: string;
  to: Recipient | TopicRecipient | (Recipient | TopicRecipient)[];
  payload?: JsonObject;
  overrides?: JsonObject;
  transactionId?: string;
  actor?: Recipient;
  tenant?: string | { identifier?: string; name?: string; data?: JsonObject };
  /** `{ type: id }` or `{ type: { id, data } }` → context keys `type:id`. */
  context?: ContextPayload;
}

export type TriggerStatus = 'processed' | 'trigger_not_active' | 'no_workflow_steps_defined' | 'no_workflow_active_steps_defined' | 'no_tenant_found' | 'error';

export interface TriggerResult {
  acknowledged: boolean;
  status: TriggerStatus;
  transactionId?: string;
  /** A processed trigger's link to its request in the dashboard's activity (see `feed-link.ts`). */
  activityFeedLink?: string;
  error?: string[];
}

/** What a trigger renders: its workflow and plan, payload, recipients (and the topics that reached them), tenant. */
export interface RenderInput {
  input: TriggerInput;
  workflow: Workflow;
  plan: WorkflowPlan;
  payload: JsonObject;
  transactionId: string;
  to: Recipient[];
  through: ReachedThrough;
  storedTenant: TenantRecord | undefined;
  tenantSent: Exclude<TriggerInput['tenant'], string>;
}

