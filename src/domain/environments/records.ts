import type { EnvironmentStores } from './stores.js';
import type { EnvironmentData } from './types.js';

/**
 * One kind of record an environment holds: how a load (start, reset, snapshot restore) puts it in its
 * store, how a snapshot takes it out, and, for the kinds an admin fixture may add to, how records are
 * added (`put`) and what the environment would hold after (`preview`, which changes nothing).
 */
interface RecordKind {
  load(stores: EnvironmentStores, data: EnvironmentData): void;
  export(stores: EnvironmentStores): Partial<EnvironmentData>;
  put?(stores: EnvironmentStores, data: Partial<EnvironmentData>): void;
  preview?(current: EnvironmentData, data: Partial<EnvironmentData>): Partial<EnvironmentData>;
}

const each = <T>(records: readonly T[] | undefined, put: (record: T) => void) => {
  for (const record of records ?? []) put(record);
};

/** `existing` with `added` in place of the records of the same `_id`. */
function byId<T extends { _id: string }>(existing: T[], added: T[] = []): T[] {
  if (added.length === 0) return existing;
  const merged = new Map(existing.map((r) => [r._id, r]));
  for (const r of added) merged.set(r._id, r);
  return [...merged.values()];
}

/** Subscribers as `SubscriberStore.put` replaces them: by `subscriberId`, else by `_id`. */
function subscribersAfter(current: EnvironmentData, data: Partial<EnvironmentData>): EnvironmentData['subscribers'] {
  const subscribers = new Map(current.subscribers.map((s) => [s._id, s]));
  const bySubscriberId = new Map(current.subscribers.map((s) => [s.subscriberId, s]));
  for (const s of data.subscribers ?? []) {
    const existing = bySubscriberId.get(s.subscriberId) ?? subscribers.get(s._id);
    if (existing) {
      subscribers.delete(existing._id);
      bySubscriberId.delete(existing.subscriberId);
    }
    subscribers.set(s._id, s);
    bySubscriberId.set(s.subscriberId, s);
  }
  return [...subscribers.values()];
}

/** Every kind, in the order of `EnvironmentData` (the order a snapshot lists them in). */
const KINDS: RecordKind[] = [
  {
    load: (s, d) => s.subscribers.load(d.subscribers),
    export: (s) => ({ subscribers: s.subscribers.list() }),
    put: (s, d) => each(d.subscribers, (r) => s.subscribers.put(r)),
    preview: (current, d) => ({ subscribers: subscribersAfter(current, d) }),
  },
  {
    load: (s, d) => s.integrations.load(d.integrations),
    export: (s) => ({ integrations: s.integrations.records() }),
    put: (s, d) => each(d.integrations, (r) => s.integrations.put(r)),
    preview: (current, d) => ({ integrations: byId(current.integrations, d.integrations) }),
  },
  {
    load: (s, d) => s.workflows.load(d.workflows),
    export: (s) => ({ workflows: s.workflows.list() }),
    put: (s, d) => each(d.workflows, (r) => s.workflows.put(r)),
    preview: (current, d) => ({ workflows: byId(current.workflows, d.workflows) }),
  },
  {
    load: (s, d) => s.messages.load(d.messages),
    export: (s) => ({ messages: s.messages.all() }),
    put: (s, d) => each(d.messages, (r) => s.messages.put(r)),
    preview: (current, d) => ({ messages: byId(current.messages, d.messages) }),
  },
  {
    load: (s, d) => s.activity.load(d.notifications),
    export: (s) => ({ notifications: s.activity.all() }),
    put: (s, d) => each(d.notifications, (r) => s.activity.put(r)),
    preview: (current, d) => ({ notifications: byId(current.notifications, d.notifications) }),
  },
  {
    load: (s, d) => s.preferences.load(d.preferences ?? []),
    export: (s) => ({ preferences: s.preferences.all() }),
  },
  {
    load: (s, d) => s.topics.load(d.topics ?? [], d.topicSubscriptions ?? []),
    export: (s) => ({ topics: s.topics.topics(), topicSubscriptions: s.topics.subscriptions() }),
    put: (s, d) => {
      each(d.topics, (topic) => s.topics.put({ topic }));
      each(d.topicSubscriptions, (subscription) => s.topics.put({ subscription }));
    },
    preview: (current, d) => ({
      topics: byId(current.topics ?? [], d.topics),
      topicSubscriptions: byId(current.topicSubscriptions ?? [], d.topicSubscriptions),
    }),
  },
  {
    load: (s, d) => s.tenants.load(d.tenants ?? []),
    export: (s) => ({ tenants: s.tenants.records() }),
    put: (s, d) => each(d.tenants, (r) => s.tenants.put(r)),
    preview: (current, d) => ({ tenants: byId(current.tenants ?? [], d.tenants) }),
  },
  {
    load: (s, d) => s.workflowOverrides.load(d.workflowOverrides ?? []),
    export: (s) => ({ workflowOverrides: s.workflowOverrides.records() }),
  },
  {
    load: (s, d) => s.contexts.load(d.contexts ?? []),
    export: (s) => ({ contexts: s.contexts.records() }),
  },
  {
    load: (s, d) => s.notificationGroups.load(d.notificationGroups, d.workflows),
    export: (s) => ({ notificationGroups: s.notificationGroups.list() }),
  },
  {
    load: (s, d) => s.feeds.load(d.feeds),
    export: (s) => ({ feeds: s.feeds.list() }),
  },
  {
    load: (s, d) => s.changes.load(d.changes),
    export: (s) => ({ changes: s.changes.all() }),
  },
  {
    load: (s, d) => s.agents.load({ agents: d.agents ?? [], links: d.agentIntegrations ?? [], conversations: d.agentConversations ?? [] }),
    export: (s) => {
      const { agents, links, conversations } = s.agents.records();
      return { agents, agentIntegrations: links, agentConversations: conversations };
    },
  },
  {
    load: (s, d) => s.layouts.load(d.layouts ?? []),
    export: (s) => ({ layouts: s.layouts.records() }),
    put: (s, d) => each(d.layouts, (r) => s.layouts.put(r)),
    preview: (current, d) => ({ layouts: byId(current.layouts ?? [], d.layouts) }),
  },
  {
    load: (s, d) => s.translations.load(d.translations ?? []),
    export: (s) => ({ translations: s.translations.records() }),
  },
  {
    load: (s, d) => s.channels.load(d.channelConnections ?? [], d.channelEndpoints ?? []),
    export: (s) => ({ channelConnections: s.channels.connections.records(), channelEndpoints: s.channels.endpoints.records() }),
  },
  {
    load: (s, d) => s.outbox.load(d.outbox ?? []),
    export: (s) => ({ outbox: s.outbox.all() }),
  },
  {
    load: (s, d) => {
      s.domains.load(d.domains ?? []);
      s.domainRoutes.load(d.domainRoutes ?? []);
    },
    export: (s) => ({ domains: s.domains.records(), domainRoutes: s.domainRoutes.records() }),
  },
];

/** Replaces every store's records with `data`'s; records are shared until written (copy on write). */
export function loadRecords(stores: EnvironmentStores, data: EnvironmentData): void {
  for (const kind of KINDS) kind.load(stores, data);
}

/** The stores' records (for snapshots). */
export function exportRecords(stores: EnvironmentStores): EnvironmentData {
  return Object.assign({}, ...KINDS.map((kind) => kind.export(stores))) as EnvironmentData;
}

/** Adds records, replacing those with the same identity (admin fixtures). */
export function putRecords(stores: EnvironmentStores, data: Partial<EnvironmentData>): void {
  for (const kind of KINDS) kind.put?.(stores, data);
}

/**
 * The records `current` would hold after `putRecords(data)`, without changing anything (to check a load
 * before it applies). Identity as `putRecords` has it: a subscriber's `subscriberId` or `_id`, every other
 * record's `_id`. Only the kinds an admin fixture adds to are there.
 */
export function previewRecords(current: EnvironmentData, data: Partial<EnvironmentData>): EnvironmentData {
  return Object.assign({}, ...KINDS.map((kind) => kind.preview?.(current, data) ?? {})) as EnvironmentData;
}
