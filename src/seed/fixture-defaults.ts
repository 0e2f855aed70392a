/**
 * The fields of a fixture record that a person writing one would not think of: internal ids, scope,
 * timestamps, flags. Each is filled in only when the record does not have it, so a full record (the default
 * fixtures, a snapshot's) is left as it is, and the result is then checked against the contract like any
 * record. Ids are derived from what the record is (its subscriberId, its workflow identifier…) or else
 * where it is (file and position), never drawn at random: the same files give the same ids on every run.
 */
import { IN_APP_PROVIDER_ID, providerDisplayName, recordsWithRealNames } from '../domain/integrations/index.js';
import { slugOf } from '../domain/workflows/index.js';
import type { FixtureKindName } from './fixture-files.js';
import { derivedId, fill, isObject, type Fields, textOf } from './default-values.js';
import { fillWorkflowDefaults } from './workflow-defaults.js';

/** Where a set's records go and when they were made. */
export interface DefaultsContext {
  /** The set's environments in order, each with its organization: a record without `_environmentId` goes to the first. */
  environments: readonly { _id: string; _organizationId: string }[];
  /** `createdAt`/`updatedAt` of a record that has none. */
  now: string;
  /** What tells apart records with no identity of their own: their position in a file, or their content. */
  place: (index: number, record: Fields) => string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The timestamps each kind's records carry (both, for the kinds not listed). A workflow without them was
 * made when its ObjectId says, as the API shows it.
 */
const TIMESTAMPS: Partial<Record<string, string[]>> = { messages: ['createdAt'], integrations: [], workflows: [] };

/** What a record of each kind is, when it says: its id is derived from that, so it does not move with its position. */
const IDENTITY: Partial<Record<FixtureKindName | 'preferences', (r: Fields) => string | undefined>> = {
  subscribers: (r) => text(r.subscriberId),
  integrations: (r) => text(r.identifier),
  workflows: (r) => (Array.isArray(r.triggers) && isObject(r.triggers[0]) ? text(r.triggers[0].identifier) : undefined) ?? text(r.name),
  topics: (r) => text(r.key),
  tenants: (r) => text(r.identifier),
  environmentVariables: (r) => text(r.key),
  topicSubscriptions: (r) => (text(r.topicKey) && text(r.externalSubscriberId) ? `${textOf(r.topicKey)}/${textOf(r.externalSubscriberId)}` : undefined),
};

/**
 * Fills the defaults of every record of `records` (in place: the caller owns them; a record named in the
 * document's spelling is replaced by a copy in the real one), kind by kind, in an
 * order where the records a later kind points at are complete (a topic subscription names its topic by key).
 */
export function fillRecordDefaults(records: Partial<Record<FixtureKindName | 'preferences', unknown>>, context: DefaultsContext): void {
  // Records keep the real names of the service's own providers; a file may use the API document's (`svc…`).
  Object.assign(records, recordsWithRealNames(records));
  const lists = Object.fromEntries(Object.entries(records).map(([kind, list]) => [kind, Array.isArray(list) ? list.filter(isObject) : []])) as Record<string, Fields[]>;
  const firstEnvironment = context.environments[0];
  const organizationOf = new Map(context.environments.map((e) => [e._id, e._organizationId]));
  for (const [kind, list] of Object.entries(lists)) {
    list.forEach((record, index) => {
      if (kind === 'environmentVariables') {
        fill(record, '_organizationId', () => firstEnvironment?._organizationId);
        for (const value of Array.isArray(record.values) ? record.values.filter(isObject) : []) fill(value, '_environmentId', () => firstEnvironment?._id);
      } else {
        fill(record, '_environmentId', () => firstEnvironment?._id);
        fill(record, '_organizationId', () => organizationOf.get(textOf(record._environmentId)));
      }
      const scope = textOf(kind === 'environmentVariables' ? record._organizationId : record._environmentId);
      fill(record, '_id', () => derivedId(kind, scope, IDENTITY[kind as FixtureKindName]?.(record) ?? context.place(index, record)));
      for (const field of TIMESTAMPS[kind] ?? ['createdAt', 'updatedAt']) fill(record, field, () => record.createdAt ?? context.now);
    });
  }
  fillIntegrations(lists.integrations ?? []);
  for (const subscriber of lists.subscribers ?? []) fillSubscriber(subscriber, lists.integrations ?? []);
  for (const workflow of lists.workflows ?? []) fillWorkflowDefaults(workflow);
  for (const variable of lists.environmentVariables ?? []) fillVariable(variable);
  fillTopicSubscriptions(lists.topicSubscriptions ?? [], lists.topics ?? [], lists.subscribers ?? []);
  const workflowTags = new Map((lists.workflows ?? []).map((w) => [w._id, Array.isArray(w.tags) ? w.tags : []]));
  for (const message of lists.messages ?? []) fillMessage(message, workflowTags);
  for (const notification of lists.notifications ?? []) fillNotification(notification);
}

/**
 * The real service gives every new environment its In-App integration, which the Inbox needs: an environment
 * of a fixture set whose integrations have none for `in_app` gets it (added to `integrations`, which must
 * be an array or absent).
 */
export function addInAppIntegrations(records: { integrations?: unknown }, environments: DefaultsContext['environments']): void {
  if (records.integrations !== undefined && !Array.isArray(records.integrations)) return;
  const integrations = (records.integrations ?? []) as unknown[];
  const withInApp = new Set(integrations.filter((i) => isObject(i) && i.channel === 'in_app').map((i) => (i as Fields)._environmentId ?? environments[0]?._id));
  for (const environment of environments) {
    if (!withInApp.has(environment._id)) integrations.push({ providerId: IN_APP_PROVIDER_ID, channel: 'in_app', _environmentId: environment._id, credentials: { hmac: false } });
  }
  records.integrations = integrations;
}

function fillSubscriber(s: Fields, integrations: Fields[]): void {
  // A channel names its integration by identifier, or by provider (the environment's first of that provider).
  for (const channel of Array.isArray(s.channels) ? s.channels.filter(isObject) : []) {
    const integration = integrations.find(
      (i) => i._environmentId === s._environmentId && (channel.integrationIdentifier === undefined ? i.providerId === channel.providerId : i.identifier === channel.integrationIdentifier),
    );
    fill(channel, '_integrationId', () => integration?._id);
    fill(channel, 'integrationIdentifier', () => integration?.identifier);
  }
  fill(s, 'deleted', () => false);
  fill(s, 'channels', () => []);
  fill(s, 'data', () => ({}));
  fill(s, '__v', () => 0);
}

/** As the API creates one, but active: the first active email or SMS integration of its environment is that channel's primary. */
function fillIntegrations(integrations: Fields[]): void {
  const primaryTaken = new Set(integrations.filter((i) => i.primary === true).map((i) => `${textOf(i._environmentId)}/${textOf(i.channel)}`));
  for (const i of integrations) {
    fill(i, 'name', () => (text(i.providerId) ? providerDisplayName(i.providerId as string) : undefined));
    fill(i, 'identifier', () => `${slugOf(textOf(i.name ?? i.providerId ?? 'integration'))}-${Number.parseInt(textOf(i._id).slice(-8), 16).toString(36).padStart(6, '0').slice(-6)}`);
    fill(i, 'kind', () => 'delivery');
    fill(i, 'credentials', () => ({}));
    fill(i, 'configurations', () => ({}));
    fill(i, 'active', () => true);
    fill(i, 'deleted', () => false);
    fill(i, 'conditions', () => []);
    const channel = `${textOf(i._environmentId)}/${textOf(i.channel)}`;
    fill(i, 'primary', () => {
      const primary = i.active === true && (i.channel === 'email' || i.channel === 'sms') && !primaryTaken.has(channel);
      if (primary) primaryTaken.add(channel);
      return primary;
    });
  }
  fillPriorities(integrations);
}

/**
 * As the API numbers them: the active email and SMS integrations of an environment's channel from their
 * count (the primary) down to 1, in the file's order after the primary; every other one 0. A channel where
 * every active integration has its `priority` is left as it is.
 */
function fillPriorities(integrations: Fields[]): void {
  const numbered = (i: Fields) => i.active === true && i.deleted !== true && (i.channel === 'email' || i.channel === 'sms');
  const channels = new Map<string, Fields[]>();
  for (const i of integrations.filter(numbered)) {
    const channel = `${textOf(i._environmentId)}/${textOf(i.channel)}`;
    channels.set(channel, [...(channels.get(channel) ?? []), i]);
  }
  for (const active of channels.values()) {
    if (active.every((i) => typeof i.priority === 'number')) continue;
    const ordered = [...active.filter((i) => i.primary === true), ...active.filter((i) => i.primary !== true)];
    ordered.forEach((i, index) => fill(i, 'priority', () => ordered.length - index));
  }
  for (const i of integrations) fill(i, 'priority', () => 0);
}

function fillVariable(v: Fields): void {
  fill(v, 'type', () => 'string');
  fill(v, 'isSecret', () => false);
  fill(v, 'values', () => []);
}

/** A topic subscription names its topic by `topicKey` and its subscriber by `externalSubscriberId`: the internal ids follow. */
function fillTopicSubscriptions(subscriptions: Fields[], topics: Fields[], subscribers: Fields[]): void {
  const idOf = (list: Fields[], field: string) => new Map(list.map((r) => [`${textOf(r._environmentId)}/${textOf(r[field])}`, r._id]));
  const topicIds = idOf(topics, 'key');
  const subscriberIds = idOf(subscribers, 'subscriberId');
  for (const t of subscriptions) {
    const environment = textOf(t._environmentId);
    fill(t, '_topicId', () => topicIds.get(`${environment}/${textOf(t.topicKey)}`));
    fill(t, '_subscriberId', () => subscriberIds.get(`${environment}/${textOf(t.externalSubscriberId)}`));
    fill(t, 'identifier', () => (text(t.topicKey) && text(t.externalSubscriberId) ? `tk_${textOf(t.topicKey)}:si_${textOf(t.externalSubscriberId)}` : undefined));
  }
}

/** As a trigger writes one: not archived, with its workflow's tags (the Inbox's tag filters read them). */
function fillMessage(m: Fields, workflowTags: ReadonlyMap<unknown, unknown[]>): void {
  fill(m, 'read', () => false);
  fill(m, 'seen', () => false);
  fill(m, 'archived', () => false);
  fill(m, 'tags', () => [...(workflowTags.get(m._templateId) ?? [])]);
  fill(m, 'cta', () => ({}));
  fill(m, 'status', () => 'sent');
}

function fillNotification(n: Fields): void {
  fill(n, 'channels', () => []);
  fill(n, 'jobs', () => []);
  fill(n, 'payload', () => ({}));
  fill(n, 'tags', () => []);
}
