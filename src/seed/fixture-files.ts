import { payloadValidator } from '../lib/payload-validator.js';
import { checkedSimulatedDns } from '../domain/domains/index.js';
import { refusedFilterPart } from '../domain/workflows/index.js';

/**
 * The files of a fixture set, and the contract schema each record is checked against. A record is
 * checked as the body of a response that returns it, so the check runs through the contract judge.
 */
export interface FixtureKind {
  file: string;
  /** Operation and status whose response body holds the record. */
  operationId: string;
  status: number;
  wrap: (record: unknown) => unknown;
  /** Path segments that `wrap` puts in front of the record's own fields. */
  depth: number;
  /** A rule the contract cannot express: the field that breaks it and why, or undefined. */
  check?: (record: unknown) => { field: string; message: string } | undefined;
}

const listOf = (record: unknown) => ({ page: 0, totalCount: 1, hasMore: false, pageSize: 1, data: [record] });

/** The contract has no operation that returns a bare workflow: it is checked as a message's `template`. */
function asMessageTemplate(record: unknown) {
  const w = record as { _id?: string; _environmentId?: string; _organizationId?: string };
  const id = '000000000000000000000000';
  return listOf({
    _id: id,
    _environmentId: w._environmentId,
    _organizationId: w._organizationId,
    _notificationId: id,
    _subscriberId: id,
    createdAt: '2026-01-01T00:00:00.000Z',
    transactionId: 'fixture-check',
    channel: 'in_app',
    read: false,
    seen: false,
    cta: {},
    status: 'sent',
    template: record,
  });
}

/** A stored domain as the API shows it (its simulated DNS is checked by `checkedSimulatedDns`). */
function withoutDns(record: unknown) {
  const { dns: _dns, ...shown } = record as Record<string, unknown>;
  return shown;
}

/** A stored route as the API shows it: its `destination` is the agent's id, shown as `agentId`. */
function asShownRoute(record: unknown) {
  const { destination, ...shown } = record as Record<string, unknown>;
  return destination === undefined ? shown : { ...shown, agentId: destination };
}

/** A workflow's `payloadSchema` must compile, or its triggers would fail: found at load time instead. */
function checkPayloadSchema(record: unknown) {
  const schema = (record as { payloadSchema?: unknown }).payloadSchema;
  const problem = schema === undefined || schema === null ? undefined : payloadValidator.schemaProblem(schema);
  return problem === undefined ? undefined : { field: 'payloadSchema', message: `is not a usable JSON Schema: ${problem}` };
}

/** A stored context as the API shows it (its `_id`, ids and key are the store's own). */
function presentedContext(record: unknown) {
  const { type, id, data, createdAt, updatedAt } = record as Record<string, unknown>;
  return { type, id, data, createdAt, updatedAt };
}

export const FIXTURE_KINDS = {
  subscribers: { file: 'subscribers.json', operationId: 'retrieveSubscriber', status: 200, wrap: (r) => r, depth: 0 },
  integrations: { file: 'integrations.json', operationId: 'listIntegrations', status: 200, wrap: (r) => [r], depth: 1 },
  workflows: { file: 'workflows.json', operationId: 'listMessages', status: 200, wrap: asMessageTemplate, depth: 3, check: (r) => checkPayloadSchema(r) ?? refusedFilterPart((r as { steps?: unknown }).steps) },
  messages: { file: 'messages.json', operationId: 'listMessages', status: 200, wrap: listOf, depth: 2 },
  notifications: { file: 'notifications.json', operationId: 'retrieveNotification', status: 200, wrap: (r) => r, depth: 0 },
  topics: { file: 'topics.json', operationId: 'getTopic', status: 200, wrap: (r) => r, depth: 0 },
  topicSubscriptions: { file: 'topic-subscriptions.json', operationId: 'getTopicSubscriber', status: 200, wrap: (r) => r, depth: 0 },
  tenants: { file: 'tenants.json', operationId: 'getTenant', status: 200, wrap: (r) => r, depth: 0 },
  environmentVariables: { file: 'environment-variables.json', operationId: 'retrieveEnvironmentVariable', status: 200, wrap: (r) => r, depth: 0 },
} satisfies Record<string, FixtureKind>;

export type FixtureKindName = keyof typeof FIXTURE_KINDS;

/** The kinds only a snapshot holds (no fixture file or admin load adds them), checked as the fixtures' kinds are. */
export const SNAPSHOT_ONLY_KINDS = {
  notificationGroups: { file: 'notificationGroups', operationId: 'getNotificationGroup', status: 200, wrap: (r) => r, depth: 0 },
  feeds: { file: 'feeds', operationId: 'listFeeds', status: 200, wrap: (r) => [r], depth: 1 },
  changes: { file: 'changes', operationId: 'listChanges', status: 200, wrap: (r) => ({ data: [r], totalCount: 1, page: 0, pageSize: 1 }), depth: 2 },
  workflowOverrides: { file: 'workflowOverrides', operationId: 'getWorkflowOverrideById', status: 200, wrap: (r) => r, depth: 0 },
  // A stored domain is the API's record plus its simulated DNS, checked apart.
  domains: { file: 'domains', operationId: 'DomainsController_getDomain', status: 200, wrap: withoutDns, depth: 0, check: checkedSimulatedDns },
  domainRoutes: { file: 'domainRoutes', operationId: 'DomainsController_getDomainRoute', status: 200, wrap: asShownRoute, depth: 0 },
  contexts: { file: 'contexts', operationId: 'ContextsController_getContext', status: 200, wrap: (r) => presentedContext(r), depth: 0 },
} satisfies Record<string, FixtureKind>;

/**
 * Subscribers' channel preferences (optional). No operation returns a stored preference record as it is,
 * so its records are checked by their structure (`checkPreferenceFixtures`), not through the contract.
 */
export const PREFERENCES_FILE = 'preferences.json';
