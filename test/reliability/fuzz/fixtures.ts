/** The fixture ids the fuzzer's generators point at, and the trimmed fixtures the cases run on. */
import type { Seed } from '../../../src/domain/environments/index.js';
import { DEV_ENV_ID, DEV_KEY, PROD_ENV_ID, PROD_KEY } from '../../helpers/test-app.js';
import { jsonDiff } from '../../../src/lib/json-diff.js';
import type { Connection } from './client.js';

/** Ids that exist in the environment of DEV_KEY (and some of PROD_KEY's, which DEV_KEY must never see). */
export interface Fixtures {
  subscriberIds: string[];
  subscriberInternalIds: string[];
  emails: string[];
  phones: string[];
  names: string[];
  /** subscriberId → its in-app message ids. */
  inAppBySubscriber: Map<string, string[]>;
  messageIds: string[];
  inAppMessageIds: string[];
  /** In-app messages with a primary action button (what complete/revert need). */
  primaryActionIds: Set<string>;
  notificationIds: string[];
  transactionIds: string[];
  integrationIds: string[];
  /** Development's integrations of providers whose delivery webhooks the mock reads (SendGrid, Postmark, Mailgun, Twilio). */
  webhookIntegrationIds: string[];
  /** Email and sms integrations (the ones that can be primary). */
  primaryCapableIds: string[];
  /** Active chat/push integrations (what credentials upserts need). */
  chatPush: { providerId: string; identifier: string }[];
  variableKeys: string[];
  workflowTriggers: string[];
  workflowIds: string[];
  workflowTags: string[];
  /** [trigger identifier, step `_id`] of every workflow step. */
  workflowSteps: [string, string][];
  /** Trigger identifier → the payload variables it requires. */
  workflowVariables: Map<string, string[]>;
  topicKeys: string[];
  /** Workflow groups and in-app feeds (the seed has one feed per environment: see `trimmedSeed`). */
  notificationGroupIds: string[];
  feedIds: string[];
  /** The agents (the trimmed seed has one per environment: see `trimmedSeed`), their links and conversations; chat integrations to link. */
  agents: { identifiers: string[]; linkIds: string[]; conversationIds: string[]; chatIdentifiers: string[]; linkedIdentifier: string };
  /** Identifiers of the layouts (`/v2/layouts`; see `trimmedSeed`). */
  layoutIds: string[];
  /** Identifiers of the topics' subscriptions. */
  subscriptionIdentifiers: string[];
  /** Identifiers of the API's tenants (`/v1/tenants`), and their `_id`s (what workflow overrides name). */
  tenantIdentifiers: string[];
  tenantIds: string[];
  /** Workflow overrides (the seed has one in Development: see `trimmedSeed`), with the workflow and tenant each names. */
  workflowOverrides: { _id: string; _workflowId: string; _tenantId: string }[];
  /** Development's pending changes (the seed has one: see `trimmedSeed`). */
  changeIds: string[];
  /** Ids of the other environment (PROD): DEV_KEY must get 404 for them. */
  foreign: { subscriberIds: string[]; notificationIds: string[]; integrationIds: string[]; messageIds: string[] };
}

type Get = (path: string, key?: string) => Promise<unknown>;

/** Fetches the ids once through the API itself (any client that sends the fuzzer's raw requests: an in-process app or a server). */
export async function discoverFixtures(conn: Pick<Connection, 'send'>, workflowVariables: Map<string, string[]>): Promise<Fixtures> {
  const get: Get = async (path, key = DEV_KEY) => {
    const res = await conn.send({ method: 'GET', path, headers: [['Authorization', `ApiKey ${key}`]], label: 'discover' });
    if (res.status !== 200) throw new Error(`fixture discovery: GET ${path} → ${res.status} ${res.text.slice(0, 300)}`);
    return res.json;
  };
  type Sub = { _id: string; subscriberId: string; email?: string | null; phone?: string | null; firstName?: string | null };
  const subscribersOf = async (key: string): Promise<Sub[]> => {
    const out: Sub[] = [];
    let after: string | null = null;
    do {
      const page = (await get(`/v2/subscribers?limit=100${after ? `&after=${after}` : ''}`, key)) as { data: Sub[]; next: string | null };
      out.push(...page.data);
      after = page.next;
    } while (after);
    return out;
  };
  type Msg = { _id: string; _subscriberId: string; channel: string; transactionId: string; cta?: { action?: { buttons?: { type?: string }[] } } };
  type Note = { _id: string; transactionId: string };
  const notificationsOf = async (key: string): Promise<Note[]> => {
    const out: Note[] = [];
    for (let page = 0; ; page++) {
      const body = (await get(`/v1/notifications?limit=50&page=${page}`, key)) as { data: Note[]; hasMore: boolean };
      out.push(...body.data);
      if (!body.hasMore) return out;
    }
  };
  const subscribers = await subscribersOf(DEV_KEY);
  const byInternal = new Map(subscribers.map((s) => [s._id, s.subscriberId]));
  const messages = ((await get('/v1/messages?limit=1000')) as { data: Msg[] }).data;
  const notifications = await notificationsOf(DEV_KEY);
  // The list is the organization's: each key's own environment's integrations are the ones it writes.
  type Listed = { _id: string; _environmentId: string; providerId: string; identifier: string; channel: string; active: boolean };
  const organizationIntegrations = (await get('/v1/integrations')) as Listed[];
  const integrations = organizationIntegrations.filter((i) => i._environmentId === DEV_ENV_ID);
  const variables = (await get('/v1/environment-variables')) as { key: string }[];
  const workflows = ((await get('/v2/workflows?limit=100')) as { workflows: { _id: string; workflowId: string; tags?: string[]; steps?: { slug: string }[] }[] }).workflows;
  const inAppBySubscriber = new Map<string, string[]>();
  for (const m of messages) {
    const owner = byInternal.get(m._subscriberId);
    if (m.channel !== 'in_app' || owner === undefined) continue;
    inAppBySubscriber.set(owner, [...(inAppBySubscriber.get(owner) ?? []), m._id]);
  }
  const prodMessages = ((await get('/v1/messages?limit=50', PROD_KEY)) as { data: Msg[] }).data;
  const prodIntegrations = organizationIntegrations.filter((i) => i._environmentId === PROD_ENV_ID);
  const prodNotifications = ((await get('/v1/notifications?limit=20', PROD_KEY)) as { data: Note[] }).data;
  const prodSubscribers = ((await get('/v2/subscribers?limit=20', PROD_KEY)) as { data: Sub[] }).data;
  const devSubscriberIds = new Set(subscribers.map((s) => s.subscriberId));
  const topicKeys = ((await get('/v2/topics?limit=100')) as { data: { key: string }[] }).data.map((t) => t.key);
  const subscriptionIdentifiers: string[] = [];
  for (const key of topicKeys) {
    const page = (await get(`/v2/topics/${encodeURIComponent(key)}/subscriptions?limit=100`)) as { data: { identifier: string }[] };
    subscriptionIdentifiers.push(...page.data.map((s) => s.identifier));
  }
  const tenants = ((await get('/v1/tenants?limit=100')) as { data: { _id: string; identifier: string }[] }).data;
  const tenantIdentifiers = tenants.map((t) => t.identifier);
  const workflowOverrides = ((await get('/v1/workflow-overrides?limit=100')) as { data: Fixtures['workflowOverrides'] }).data;
  const changeIds = ((await get('/v1/changes?promoted=false&limit=100')) as { data: { _id: string }[] }).data.map((c) => c._id);
  const notificationGroupIds = ((await get('/v1/notification-groups')) as { _id: string }[]).map((g) => g._id);
  const feedIds = ((await get('/v1/feeds')) as { _id: string }[]).map((feed) => feed._id);
  const agentIdentifiers = ((await get('/v1/agents?limit=100')) as { data: { identifier: string }[] }).data.map((a) => a.identifier);
  const agentLinks: { _id: string; integration: { identifier: string } }[] = [];
  for (const identifier of agentIdentifiers) agentLinks.push(...((await get(`/v1/agents/${identifier}/integrations?limit=100`)) as { data: typeof agentLinks }).data);
  const layoutIds = ((await get('/v2/layouts')) as { layouts: { layoutId: string }[] }).layouts.map((layout) => layout.layoutId);
  const strings = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];
  return {
    subscriberIds: subscribers.map((s) => s.subscriberId),
    subscriberInternalIds: subscribers.map((s) => s._id),
    emails: strings(subscribers.map((s) => s.email)),
    phones: strings(subscribers.map((s) => s.phone)),
    names: strings(subscribers.map((s) => s.firstName)),
    inAppBySubscriber,
    messageIds: messages.map((m) => m._id),
    inAppMessageIds: messages.filter((m) => m.channel === 'in_app').map((m) => m._id),
    primaryActionIds: new Set(messages.filter((m) => m.channel === 'in_app' && m.cta?.action?.buttons?.some((b) => b.type === 'primary')).map((m) => m._id)),
    notificationIds: notifications.map((n) => n._id),
    transactionIds: [...new Set(notifications.map((n) => n.transactionId))],
    integrationIds: integrations.map((i) => i._id),
    webhookIntegrationIds: integrations.filter((i) => ['sendgrid', 'postmark', 'mailgun', 'twilio'].includes(i.providerId)).map((i) => i._id),
    primaryCapableIds: integrations.filter((i) => i.channel === 'email' || i.channel === 'sms').map((i) => i._id),
    chatPush: integrations.filter((i) => i.active && (i.channel === 'chat' || i.channel === 'push')).map((i) => ({ providerId: i.providerId, identifier: i.identifier })),
    variableKeys: variables.map((v) => v.key),
    workflowTriggers: workflows.map((w) => w.workflowId),
    workflowIds: workflows.map((w) => w._id),
    workflowTags: strings(workflows.flatMap((w) => w.tags ?? [])),
    // A step's slug in the list ends with its `_id`.
    workflowSteps: workflows.flatMap((w) => (w.steps ?? []).map((step): [string, string] => [w.workflowId, step.slug.slice(step.slug.lastIndexOf('_') + 1)])),
    workflowVariables,
    topicKeys,
    notificationGroupIds,
    feedIds,
    agents: {
      identifiers: agentIdentifiers,
      linkIds: agentLinks.map((l) => l._id),
      conversationIds: agentIdentifiers.length > 0 ? [fuzzAgentIds(DEV_ENV_ID).conversation] : [],
      chatIdentifiers: integrations.filter((i) => i.channel === 'chat').map((i) => i.identifier),
      linkedIdentifier: agentLinks[0]?.integration.identifier ?? '',
    },
    layoutIds,
    subscriptionIdentifiers,
    tenantIdentifiers,
    tenantIds: tenants.map((t) => t._id),
    workflowOverrides: workflowOverrides.map(({ _id, _workflowId, _tenantId }) => ({ _id, _workflowId, _tenantId })),
    changeIds,
    foreign: {
      // A PROD subscriberId that DEV also has would be found (ids are per environment): leave those out.
      subscriberIds: prodSubscribers.map((s) => s.subscriberId).filter((id) => !devSubscriberIds.has(id)),
      notificationIds: prodNotifications.map((n) => n._id),
      integrationIds: prodIntegrations.map((i) => i._id),
      messageIds: prodMessages.map((m) => m._id),
    },
  };
}

/** The ids of the trimmed seed's agent of an environment, its link and its conversation (unique by the environment's id). */
export const fuzzAgentIds = (environmentId: string) => ({
  agent: `a9e000000000000000${environmentId.slice(-6)}`,
  link: `a9e100000000000000${environmentId.slice(-6)}`,
  conversation: `c0a000000000000000${environmentId.slice(-6)}`,
});

/**
 * The default fixtures with fewer messages and activity events (every subscriber, integration,
 * workflow and variable kept; references stay whole): a snapshot of the whole state then costs ~1 ms
 * instead of ~18 ms, which is what lets the fuzzer compare the state after every rejected request.
 */
/** The identifiers of the channel connection and endpoint `trimmedSeed` gives each environment. */
export const FUZZ_CONNECTION = 'fuzz-conn';
export const FUZZ_ENDPOINT = 'fuzz-endp';

export function trimmedSeed(seed: Seed, eventsPerEnvironment: number): Seed {
  const kept = new Set<string>();
  const perEnvironment = new Map<string, number>();
  // Keep events that produced messages of every channel first, so that every kind of message stays.
  const messageChannels = new Map<string, Set<string>>();
  for (const m of seed.messages) {
    const set = messageChannels.get(m._notificationId) ?? new Set<string>();
    set.add(m.channel);
    messageChannels.set(m._notificationId, set);
  }
  const events = [...seed.notifications].sort((a, b) => (messageChannels.get(b._id)?.size ?? 0) - (messageChannels.get(a._id)?.size ?? 0));
  // And, first of all, an event per environment whose in-app message has an action button (the Inbox acts on it).
  const withAction = new Set(
    seed.messages.filter((m) => m.channel === 'in_app' && (m.cta as { action?: { buttons?: unknown[] } } | undefined)?.action?.buttons?.length).map((m) => m._notificationId),
  );
  const firstWithAction = new Map<string, (typeof events)[number]>();
  for (const n of events) if (withAction.has(n._id) && !firstWithAction.has(n._environmentId)) firstWithAction.set(n._environmentId, n);
  for (const n of [...firstWithAction.values(), ...events]) {
    const count = perEnvironment.get(n._environmentId) ?? 0;
    if (count >= eventsPerEnvironment || kept.has(n._id)) continue;
    perEnvironment.set(n._environmentId, count + 1);
    kept.add(n._id);
  }
  // The fixtures have no in-app feed: one per environment, so that a feed can be deleted.
  const feeds = seed.organizations.flatMap((o) =>
    o.environments.map((e, i) => ({ _id: `${e._id.slice(0, 16)}fee0000${i}`, _environmentId: e._id, _organizationId: o._id, name: 'Activities', identifier: 'Activities', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' })),
  );
  // Nor a workflow override: one in each environment that has a tenant (an override of its first workflow).
  const workflowOverrides = seed.organizations.flatMap((o) =>
    o.environments.flatMap((e, i) => {
      const workflow = seed.workflows.find((w) => w._environmentId === e._id);
      const tenant = (seed.tenants ?? []).find((t) => t._environmentId === e._id);
      if (!workflow || !tenant) return [];
      const at = '2026-01-01T00:00:00.000Z';
      const preferenceSettings = { email: true, sms: true, in_app: true, chat: true, push: true };
      return [{ _id: `${e._id.slice(0, 16)}0dd0000${i}`, _environmentId: e._id, _organizationId: o._id, _workflowId: workflow._id, _tenantId: tenant._id, active: true, preferenceSettings, deleted: false, createdAt: at, updatedAt: at }];
    }),
  );
  // Nor a pending change: the creation of Development's feed, to promote to Production.
  const changes = seed.organizations.flatMap((o) =>
    o.environments.filter((e) => e.name === 'Development').flatMap((e) => {
      const feed = feeds.find((f) => f._environmentId === e._id);
      if (!feed) return [];
      const scope = { _environmentId: e._id, _organizationId: o._id };
      return [{ _id: `${e._id.slice(0, 16)}c4a00000`, _creatorId: o._id, ...scope, _entityId: feed._id, enabled: false, type: 'Feed' as const, change: jsonDiff({}, feed), createdAt: feed.createdAt, updatedAt: feed.createdAt }];
    }),
  );
  // Nor an agent: one per environment, linked to its Slack, with a conversation open (the agent operations' state).
  const at = '2026-01-01T00:00:00.000Z';
  const agentParts = seed.organizations.flatMap((o) =>
    o.environments.flatMap((e) => {
      const slack = seed.integrations.find((i) => i._environmentId === e._id && i.providerId === 'slack');
      if (!slack) return [];
      const ids = fuzzAgentIds(e._id);
      const scope = { _environmentId: e._id, _organizationId: o._id };
      return [{
        agent: { _id: ids.agent, ...scope, name: 'Fuzz bot', identifier: 'fuzz-bot', active: true, behavior: {}, createdAt: at, updatedAt: at },
        link: { _id: ids.link, _agentId: ids.agent, _integrationId: slack._id, ...scope, connectedAt: at, createdAt: at, updatedAt: at },
        conversation: { _id: ids.conversation, _agentId: ids.agent, _integrationId: slack._id, ...scope, platform: 'slack', platformThreadId: 'C042/1', status: 'active' as const, metadata: {}, activities: [], createdAt: at, updatedAt: at },
      }];
    }),
  );
  // Nor a layout: two in each environment, its default and one that may be deleted.
  const layouts = seed.organizations.flatMap((o) =>
    o.environments.flatMap((e) =>
      ['main', 'promo'].map((identifier, i) => ({
        ...{ _id: `${e._id.slice(0, 16)}1a700000`.slice(0, 23) + String(i), _environmentId: e._id, _organizationId: o._id, identifier, name: identifier, isDefault: i === 0, isTranslationEnabled: false },
        ...{ controlValues: { email: { body: '<html><body>{{content}}</body></html>', editorType: 'html' as const } }, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
      })),
    ),
  );
  // Nor an inbound-email domain: one per environment (the name the fuzzer's hints use), with a webhook route.
  const dns = { mx: 'none' as const, mxPropagatesAt: null, lowerPriorityMx: false, apexCname: false, blocklisted: false, provider: 'Cloudflare' };
  const domainScopes = seed.organizations.flatMap((o) => o.environments.map((e, i) => ({ i, _environmentId: e._id, _organizationId: o._id })));
  const domains = domainScopes.map(({ i, ...scope }) => ({ _id: `${scope._environmentId.slice(0, 16)}d0a0000${i}`, name: 'fuzz.example.com', status: 'pending' as const, mxRecordConfigured: false, ...scope, createdAt: at, updatedAt: at, dns }));
  const domainRoutes = domainScopes.map(({ i, ...scope }) => ({ _id: `${scope._environmentId.slice(0, 16)}d0b0000${i}`, _domainId: `${scope._environmentId.slice(0, 16)}d0a0000${i}`, address: 'support', type: 'webhook' as const, ...scope, createdAt: at, updatedAt: at }));
  // Nor a translation: en_US and de_DE keys of every workflow (the translation routes read and delete them).
  const translations = seed.workflows.flatMap((w, i) =>
    ['en_US', 'de_DE'].map((locale, j) => ({
      ...{ _id: `${w._id.slice(0, 14)}7a${String(i * 2 + j).padStart(8, '0')}`, _environmentId: w._environmentId, _organizationId: w._organizationId },
      ...{ resourceType: 'workflow' as const, resourceId: w.triggers[0]?.identifier ?? w._id, locale, content: { title: `${locale} title` } },
      ...{ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
    })),
  );
  // Nor a channel connection or endpoint: one of each per environment, of its Slack integration and first subscriber.
  const channelRecords = seed.organizations.flatMap((o) =>
    o.environments.flatMap((e, i) => {
      const slack = seed.integrations.find((integration) => integration._environmentId === e._id && integration.providerId === 'slack');
      const subscriber = seed.subscribers.find((s) => s._environmentId === e._id);
      if (!slack || !subscriber) return [];
      const common = { _environmentId: e._id, _organizationId: o._id, integrationIdentifier: slack.identifier, providerId: 'slack', channel: 'chat', subscriberId: subscriber.subscriberId, contextKeys: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
      return [
        {
          connection: { ...common, _id: `${e._id.slice(0, 16)}c0de000${i}`, identifier: FUZZ_CONNECTION, workspace: { id: 'T-fuzz' }, auth: { accessToken: 'xoxb-fuzz' } },
          endpoint: { ...common, _id: `${e._id.slice(0, 16)}e0de000${i}`, identifier: FUZZ_ENDPOINT, connectionIdentifier: FUZZ_CONNECTION, type: 'slack_channel', endpoint: { channelId: 'C-fuzz' } },
        },
      ];
    }),
  );
  return {
    ...seed,
    channelConnections: channelRecords.map((r) => r.connection),
    channelEndpoints: channelRecords.map((r) => r.endpoint),
    translations,
    agents: agentParts.map((p) => p.agent),
    agentIntegrations: agentParts.map((p) => p.link),
    agentConversations: agentParts.map((p) => p.conversation),
    notifications: seed.notifications.filter((n) => kept.has(n._id)),
    messages: seed.messages.filter((m) => kept.has(m._notificationId)),
    feeds,
    workflowOverrides,
    changes,
    layouts,
    domains,
    domainRoutes,
    // The contexts the fuzzer names (`tenant`/`workspace` × `acme`/`globex`), one of them in Development.
    contexts: [{ _id: `${DEV_ENV_ID.slice(0, 16)}c7a00001`, _environmentId: DEV_ENV_ID, _organizationId: seed.organizations[0]?._id ?? '', type: 'tenant', id: 'acme', key: 'tenant:acme', data: {}, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }],
  };
}
