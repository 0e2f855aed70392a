/** The shapes the dashboard reads, as documented by openapi/admin.yaml and openapi/notification-api.yaml (the fields it shows). */

export interface Environment {
  apiKey: string;
  environmentId: string;
  environment: string;
  organization: string;
  applicationIdentifier: string;
  isolated: boolean;
}

export interface ContractDiagnostic {
  location: 'path' | 'query' | 'header' | 'body' | 'media-type' | 'status';
  field: string[];
  message: string;
  code?: string | number;
}

export interface JournalMessage {
  headers: Record<string, string>;
  body?: unknown;
}

export interface JournalEntry {
  id: number;
  at: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  status: number;
  durationMs: number;
  operationId?: string;
  apiKey?: string;
  request: JournalMessage;
  response: JournalMessage;
  requestViolations?: ContractDiagnostic[];
  contractViolations?: ContractDiagnostic[];
  fault?: string;
  idempotencyReplay?: boolean;
}

export interface ChannelSetting {
  providerId: string;
  integrationIdentifier?: string;
  credentials: Record<string, unknown>;
}

export interface Subscriber {
  _id: string;
  subscriberId: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  locale?: string | null;
  timezone?: string | null;
  isOnline?: boolean | null;
  channels?: ChannelSetting[];
  data?: Record<string, unknown> | null;
  createdAt: string;
}

export interface SubscriberPage {
  data: Subscriber[];
  next: string | null;
  previous: string | null;
  totalCount: number;
}

export type ChannelType = 'in_app' | 'email' | 'sms' | 'chat' | 'push';
export const CHANNELS: readonly ChannelType[] = ['in_app', 'email', 'sms', 'chat', 'push'];

export interface Message {
  _id: string;
  channel: ChannelType;
  templateIdentifier?: string;
  subject?: string;
  content?: unknown;
  createdAt: string;
  read: boolean;
  seen: boolean;
  archived?: boolean;
  status?: string;
  transactionId: string;
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
  template?: { name?: string; triggers?: { identifier: string }[] };
  subscriber?: { subscriberId: string; firstName?: string | null; lastName?: string | null; email?: string | null };
}

export interface ActivityPage {
  data: ActivityEvent[];
  page: number;
  hasMore: boolean;
}

export interface EnvironmentVariable {
  _id: string;
  key: string;
  type: string;
  isSecret: boolean;
  values: { _environmentId: string; value: string }[];
  updatedAt: string;
}

export interface Integration {
  _id: string;
  name: string;
  identifier: string;
  providerId: string;
  channel: string;
  active: boolean;
  primary: boolean;
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
