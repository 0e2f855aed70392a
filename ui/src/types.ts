/**
 * The shapes the dashboard reads, as documented by openapi/admin.yaml and openapi/notification-api.yaml: the
 * server's own types where the API returns a record as stored, the fields the dashboard shows otherwise.
 */
import type { JournalEntry as ServerJournalEntry } from '../../src/control/journal-entry-shape.js';
import type { Channel } from '../../src/domain/shared/types.js';
import type { Message as StoredMessage } from '../../src/domain/messages/types.js';
import type { Subscriber } from '../../src/domain/subscribers/types.js';
import type { ContractDiagnostic } from '../../src/contract/contract-types.js';
import type { components } from '../../src/contract/generated/admin.js';
import type { components as ApiComponents } from '../../src/contract/generated/notification-api.js';

export type { ChannelSettings } from '../../src/domain/subscribers/types.js';
export type { EnvironmentVariable } from '../../src/domain/variables/types.js';
export type { Integration } from '../../src/domain/integrations/types.js';
export type { ContractDiagnostic, Subscriber };

/** An item of `GET /__admin/environments`. */
export type Environment = components['schemas']['KeyedEnvironment'];

/** The journal's entry, its diagnostics typed (the server keeps them as it got them from the validator). */
export interface JournalEntry extends Omit<ServerJournalEntry, 'contractViolations' | 'requestViolations'> {
  requestViolations?: ContractDiagnostic[];
  contractViolations?: ContractDiagnostic[];
}

export interface SubscriberPage {
  data: Subscriber[];
  next: string | null;
  previous: string | null;
  totalCount: number;
}

export const CHANNELS: readonly Channel[] = ['in_app', 'email', 'sms', 'chat', 'push'];

/** A message of `GET /v1/messages`: the stored one, and the fields the API adds or leaves out when unset. */
export interface Message extends StoredMessage {
  subject?: string;
  content?: unknown;
  archived?: boolean;
  status?: string;
}

export interface MessagePage {
  data: Message[];
  totalCount?: number;
  hasMore: boolean;
}

export interface ExecutionDetail {
  _id: string;
  createdAt: string;
  status: string;
  detail: string;
  source?: string;
  providerId?: string;
  raw?: string | null;
}

export interface Job {
  _id: string;
  type: string;
  status: string;
  providerId?: string;
  step?: { name?: string };
  executionDetails: ExecutionDetail[];
}

export interface ActivityEvent {
  _id: string;
  transactionId: string;
  createdAt: string;
  channels: string[];
  jobs: Job[];
  payload?: Record<string, unknown>;
  template?: { _id?: string; name?: string; triggers?: { identifier: string }[] };
  subscriber?: { subscriberId: string; firstName?: string | null; lastName?: string | null; email?: string | null };
}

export interface ActivityPage {
  data: ActivityEvent[];
  page: number;
  hasMore: boolean;
}

export interface WorkflowSummary {
  workflowId: string;
  name: string;
  status: string;
  tags?: string[];
  stepTypeOverviews?: string[];
}

export interface WorkflowDetail extends WorkflowSummary {
  description?: string;
  payloadSchema?: Record<string, unknown> | null;
  payloadExample?: Record<string, unknown> | null;
  steps: { stepId: string; name: string; type: string; controlValues?: Record<string, unknown> }[];
}

/**
 * A workflow of `GET /v1/notification-templates`, as far as the dashboard reads it: a code workflow (synced
 * from a `@novu/framework` bridge) has origin `external`, type `BRIDGE` and its `bridgeUrl`.
 */
export type Template = Pick<ApiComponents['schemas']['Workflow'], '_id' | 'name' | 'origin' | 'type' | 'bridgeUrl' | 'triggers' | 'steps'>;

export interface TemplatePage {
  data: Template[];
  totalCount: number;
}

export interface FaultRule {
  id: string;
  hits: number;
  method?: string;
  path?: string;
  apiKey?: string;
  status?: number;
  delayMs?: number | { min: number; max: number };
  times?: number;
  probability?: number;
  message?: string;
}

export interface ClockReport {
  scope: 'environment' | 'all';
  now: string;
  frozen: boolean;
}

type AdminSchemas = components['schemas'];
export type OutboxDelivery = AdminSchemas['OutboxDelivery'];
/** An item of `GET /__admin/outbox?view=summary`: a delivery without its content. */
export type DeliverySummary = AdminSchemas['DeliverySummary'];
/** `GET /__admin/outbox?view=summary`: what the providers would have received, newest first, without the content. */
export type OutboxSummaryPage = Omit<AdminSchemas['OutboxPage'], 'data'> & { data: DeliverySummary[] };
export type EmailDelivery = AdminSchemas['EmailDelivery'];
export type SmsDelivery = AdminSchemas['SmsDelivery'];
export type PushDelivery = AdminSchemas['PushDelivery'];
export type ChatDelivery = AdminSchemas['ChatDelivery'];
export const OUTBOX_CHANNELS = ['email', 'sms', 'push', 'chat'] as const;
