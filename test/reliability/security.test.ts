/**
 * Security and robustness of the mock at its edges:
 *   1. tenancy: every operation of the contract, called with the Development key and ids that belong to
 *      Production (or, for organization-wide environment variables, to another organization), answers 404
 *      or lists none of the other side's records, and changes nothing;
 *   2. secret environment-variable values never leave the mock in clear (responses, journal, snapshots,
 *      log lines at `trace`), whatever path they came in by;
 *   3. integration `credentials` never reach API-key callers;
 *   4. header and body size limits, slow clients (headersTimeout / requestTimeout), `--admin-token`.
 */
import type { Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StateSnapshot } from '../../src/domain/registry.js';
import type { ActivityNotification, Message, Workflow } from '../../src/domain/records.js';
import type { Integration, Subscriber } from '../../src/domain/types.js';
import type { MockServer } from '../../src/server.js';
import { startCli, type RunningCli } from '../helpers/spawn-cli.js';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';
import { call, capturingLogger, collect, openSocket, rawExchange, startTestServer, waitFor } from './helpers/net.js';

/**
 * `startMockServer` does not expose its `http.Server`, and does not let a caller set its timeouts. To read
 * (and, for a fast behaviour test, lower) them on the real server, `node:http`'s `createServer` is wrapped:
 * it records every server the mock creates and gives it a 25 ms connection-checking interval (Node's default
 * is 30 s, which would make a timeout test take half a minute). Nothing else about the server changes.
 */
const createdServers = vi.hoisted(() => [] as Server[]);
vi.mock('node:http', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:http')>();
  const createServer = ((...args: unknown[]) => {
    const listener = args.find((a) => typeof a === 'function') as Parameters<typeof actual.createServer>[1];
    const options = (args.find((a) => typeof a === 'object' && a !== null) ?? {}) as Parameters<typeof actual.createServer>[0];
    const server = actual.createServer({ ...options, connectionsCheckingInterval: 25 }, listener);
    createdServers.push(server);
    return server;
  }) as typeof actual.createServer;
  return { ...actual, default: { ...actual, createServer }, createServer };
});

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
const enc = encodeURIComponent;
const dataOf = (snapshot: StateSnapshot) => {
  const environment = snapshot.organizations[0]?.environments[0];
  if (!environment) throw new Error('snapshot without an environment');
  return environment.data;
};

// ---------------------------------------------------------------------------------------------- tenancy

/** Production records to aim at with the Development key. */
interface ProdIds {
  subscriber: Subscriber & { email: string };
  inAppMessageIds: string[];
  notification: ActivityNotification;
  emailIntegration: Integration;
  inAppIntegration: Integration;
  fcmIntegration: Integration;
  workflowIds: string[];
  allIds: Set<string>;
}

function prodIds(t: TestApp): ProdIds {
  const data = dataOf(t.deps.control.snapshot(PROD_KEY));
  const inApp = data.messages.filter((m: Message) => m.channel === 'in_app');
  const subscriber = data.subscribers.find((s) => typeof s.email === 'string' && inApp.some((m) => m._subscriberId === s._id)) as ProdIds['subscriber'];
  const notification = data.notifications.find((n) => n._subscriberId === subscriber._id) ?? data.notifications[0];
  const integration = (predicate: (i: Integration) => boolean) => {
    const found = data.integrations.find(predicate);
    if (!found) throw new Error('fixture integration missing');
    return found;
  };
  if (!subscriber || !notification) throw new Error('fixtures lack Production data');
  const allIds = new Set<string>();
  for (const list of Object.values(data) as { _id: string }[][]) for (const r of list) allIds.add(r._id);
  return {
    subscriber,
    inAppMessageIds: inApp.filter((m) => m._subscriberId === subscriber._id).map((m) => m._id),
    notification,
    emailIntegration: integration((i) => i.channel === 'email' && !i.primary),
    inAppIntegration: integration((i) => i.channel === 'in_app'),
    fcmIntegration: integration((i) => i.providerId === 'fcm'),
    workflowIds: data.workflows.map((w: Workflow) => w._id),
    allIds,
  };
}

/** A Development subscriber with in-app messages. */
function devSubscriberWithInbox(t: TestApp): Subscriber {
  const data = dataOf(t.deps.control.snapshot(DEV_KEY));
  const inApp = data.messages.filter((m) => m.channel === 'in_app');
  const subscriber = data.subscribers.find((s) => inApp.some((m) => m._subscriberId === s._id));
  if (!subscriber) throw new Error('no Development subscriber with an inbox');
  return subscriber;
}

const payloadFor = (t: TestApp, key: string, trigger: string) => {
  const workflow = dataOf(t.deps.control.snapshot(key)).workflows.find((w) => w.triggers[0]?.identifier === trigger);
  return Object.fromEntries((workflow?.triggers[0]?.variables ?? []).map((v) => [v.name, `v-${v.name}`]));
};

/** The other organization of `--isolate-keys` (a fresh copy of the fixtures under new ids). */
const OTHER_ORG_KEY = 'other-organization-key';

interface Ctx {
  t: TestApp;
  prod: ProdIds;
}

interface TenancyCase {
  op: string;
  what: string;
  /** What must stay exactly as it was: the whole state, Production's environment, or the other organization. */
  keep: 'all' | 'production' | 'other-organization';
  isolateKeys?: boolean;
  setup?: (c: Ctx) => Promise<void>;
  run: (c: Ctx) => Promise<void>;
}

const noneOf = (records: { _id: string }[], ids: Set<string>) => records.filter((r) => ids.has(r._id)).map((r) => r._id);

const tenancyCases: TenancyCase[] = [
  {
    op: 'appendSubscriberCredentials',
    what: 'a Production subscriberId → 404',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).patch(`/v1/subscribers/${enc(prod.subscriber.subscriberId)}/credentials`, { providerId: 'fcm', credentials: { deviceTokens: ['cross-env-token'] } });
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    },
  },
  {
    op: 'appendSubscriberCredentials',
    what: "a Production integrationIdentifier on a Development subscriber → 400, never bound to Production's integration",
    keep: 'all',
    run: async ({ t, prod }) => {
      const dev = devSubscriberWithInbox(t);
      const res = await t.api(DEV_KEY).patch(`/v1/subscribers/${enc(dev.subscriberId)}/credentials`, {
        providerId: 'fcm',
        integrationIdentifier: prod.fcmIntegration.identifier,
        credentials: { deviceTokens: ['cross-env-token'] },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`Subscribers environment (${DEV_ENV_ID}) do not have active fcm integration.`);
    },
  },
  {
    op: 'updateSubscriberCredentials',
    what: 'a Production subscriberId → 404',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).put(`/v1/subscribers/${enc(prod.subscriber.subscriberId)}/credentials`, { providerId: 'fcm', credentials: { deviceTokens: ['cross-env-token'] } });
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    },
  },
  {
    op: 'updateSubscriberCredentials',
    what: 'a Production integrationIdentifier on a Development subscriber → 400',
    keep: 'all',
    run: async ({ t, prod }) => {
      const dev = devSubscriberWithInbox(t);
      const res = await t.api(DEV_KEY).put(`/v1/subscribers/${enc(dev.subscriberId)}/credentials`, {
        providerId: 'fcm',
        integrationIdentifier: prod.fcmIntegration.identifier,
        credentials: { deviceTokens: ['cross-env-token'] },
      });
      expect(res.status).toBe(400);
    },
  },
  {
    op: 'createSubscriber',
    what: "failIfExists with a Production subscriberId → 201 in Development (a 409 would reveal Production's subscriber), nothing of Production's profile",
    keep: 'production',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).post('/v2/subscribers?failIfExists=true', { subscriberId: prod.subscriber.subscriberId });
      expect(res.status).toBe(201);
      expect(res.body._environmentId).toBe(DEV_ENV_ID);
      expect(res.body._id).not.toBe(prod.subscriber._id);
      expect(JSON.stringify(res.body)).not.toContain(prod.subscriber.email);
      const upsert = await t.api(DEV_KEY).post('/v2/subscribers', { subscriberId: prod.subscriber.subscriberId, firstName: 'Dev-only' });
      expect(upsert.status).toBe(201);
      expect(upsert.body._id).toBe(res.body._id);
    },
  },
  {
    op: 'searchSubscribers',
    what: "filters and cursors with Production's values find nothing; no page holds a Production record",
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const query of [`subscriberId=${enc(prod.subscriber.subscriberId)}`, `email=${enc(prod.subscriber.email)}`, `after=${prod.subscriber._id}`, `before=${prod.subscriber._id}`]) {
        const res = await t.api(DEV_KEY).get(`/v2/subscribers?${query}`);
        expect(res.status, query).toBe(200);
        expect(res.body.data, query).toEqual([]);
      }
      let after: string | null = null;
      do {
        const page = await t.api(DEV_KEY).get(`/v2/subscribers?limit=100${after ? `&after=${after}` : ''}`);
        expect(page.status).toBe(200);
        expect(noneOf(page.body.data, prod.allIds)).toEqual([]);
        expect(page.body.data.every((s: Subscriber) => s._environmentId === DEV_ENV_ID)).toBe(true);
        after = page.body.next;
      } while (after);
    },
  },
  {
    op: 'retrieveSubscriber',
    what: 'a Production subscriberId → 404',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get(`/v2/subscribers/${enc(prod.subscriber.subscriberId)}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`Subscriber: ${prod.subscriber.subscriberId} was not found`);
    },
  },
  {
    op: 'markMessagesAs',
    what: 'a Production subscriber → 404; Production message ids on a Development subscriber change nothing and return nothing',
    keep: 'all',
    run: async ({ t, prod }) => {
      expect(prod.inAppMessageIds.length).toBeGreaterThan(0);
      const res = await t.api(DEV_KEY).post(`/v1/subscribers/${enc(prod.subscriber.subscriberId)}/messages/mark-as`, { messageId: prod.inAppMessageIds, markAs: 'read' });
      expect(res.status).toBe(404);
      const dev = devSubscriberWithInbox(t);
      for (const markAs of ['read', 'seen', 'unread', 'unseen']) {
        for (const messageId of [prod.inAppMessageIds, prod.inAppMessageIds.join(','), prod.inAppMessageIds[0] as string]) {
          const mine = await t.api(DEV_KEY).post(`/v1/subscribers/${enc(dev.subscriberId)}/messages/mark-as`, { messageId, markAs });
          expect(mine.status).toBe(201);
          expect(mine.body).toEqual([]);
        }
      }
    },
  },
  {
    op: 'listMessages',
    what: "Production's subscriberId → 404, its transactionId → none, unfiltered pages hold only Development messages",
    keep: 'all',
    run: async ({ t, prod }) => {
      const bySubscriber = await t.api(DEV_KEY).get(`/v1/messages?subscriberId=${enc(prod.subscriber.subscriberId)}`);
      expect([200, 404]).toContain(bySubscriber.status);
      if (bySubscriber.status === 200) expect(bySubscriber.body.data).toEqual([]);
      const byTransaction = await t.api(DEV_KEY).get(`/v1/messages?transactionId=${enc(prod.notification.transactionId)}`);
      expect(byTransaction.status).toBe(200);
      expect(byTransaction.body.data).toEqual([]);
      let page = 0;
      let hasMore = true;
      while (hasMore) {
        const res = await t.api(DEV_KEY).get(`/v1/messages?limit=1000&page=${page}`);
        expect(res.status).toBe(200);
        expect(noneOf(res.body.data, prod.allIds)).toEqual([]);
        expect(res.body.data.every((m: Message) => m._environmentId === DEV_ENV_ID)).toBe(true);
        hasMore = res.body.hasMore;
        page++;
      }
    },
  },
  {
    op: 'listNotifications',
    what: "every filter with Production's values finds nothing; unfiltered pages hold only Development events",
    keep: 'all',
    run: async ({ t, prod }) => {
      const filters = [
        `transactionId=${enc(prod.notification.transactionId)}`,
        `subscriberIds=${enc(prod.subscriber.subscriberId)}`,
        `emails=${enc(prod.subscriber.email)}`,
        `search=${enc(prod.subscriber.email)}`,
        ...prod.workflowIds.map((id) => `templates=${id}`),
      ];
      for (const filter of filters) {
        const res = await t.api(DEV_KEY).get(`/v1/notifications?${filter}`);
        expect(res.status, filter).toBe(200);
        expect(res.body.data, filter).toEqual([]);
      }
      let page = 0;
      let hasMore = true;
      while (hasMore) {
        const res = await t.api(DEV_KEY).get(`/v1/notifications?limit=50&page=${page}`);
        expect(res.status).toBe(200);
        expect(noneOf(res.body.data, prod.allIds)).toEqual([]);
        expect(res.body.data.every((n: ActivityNotification) => n._environmentId === DEV_ENV_ID)).toBe(true);
        hasMore = res.body.hasMore;
        page++;
      }
    },
  },
  {
    op: 'retrieveNotification',
    what: 'a Production notification id → 404',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get(`/v1/notifications/${prod.notification._id}`);
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    },
  },
  {
    op: 'setIntegrationAsPrimary',
    what: 'Production integration ids → 404 (also the in-app one: a 400 "does not support primary" would reveal it)',
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const integration of [prod.emailIntegration, prod.inAppIntegration, prod.fcmIntegration]) {
        const res = await t.api(DEV_KEY).post(`/v1/integrations/${integration._id}/set-primary`);
        expect(res.status, integration.providerId).toBe(404);
        expectErrorShape(res.body, 404);
      }
    },
  },
  {
    op: 'listIntegrations',
    what: 'lists only Development integrations',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get('/v1/integrations');
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(noneOf(res.body, prod.allIds)).toEqual([]);
      expect(res.body.every((i: Integration) => i._environmentId === DEV_ENV_ID)).toBe(true);
    },
  },
  {
    op: 'listActiveIntegrations',
    what: 'lists only Development integrations',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get('/v1/integrations/active');
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(noneOf(res.body, prod.allIds)).toEqual([]);
      expect(res.body.every((i: Integration) => i._environmentId === DEV_ENV_ID)).toBe(true);
    },
  },
  {
    op: 'triggerEvent',
    what: "a Production transactionId is free in Development (a 409 would reveal it) and the recipient is Development's own",
    keep: 'production',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).post('/v1/events/trigger', {
        name: 'comment-mention',
        to: prod.subscriber.subscriberId,
        transactionId: prod.notification.transactionId,
        payload: payloadFor(t, DEV_KEY, 'comment-mention'),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ acknowledged: true, status: 'processed', transactionId: prod.notification.transactionId });
      const events = dataOf(t.deps.control.snapshot(DEV_KEY)).notifications.filter((n) => n.transactionId === prod.notification.transactionId);
      expect(events).toHaveLength(1);
      expect(events[0]?._environmentId).toBe(DEV_ENV_ID);
      expect(events[0]?._subscriberId).not.toBe(prod.subscriber._id);
    },
  },
  {
    op: 'triggerEventBulk',
    what: "Production's transactionId and subscriber in a bulk trigger touch only Development",
    keep: 'production',
    run: async ({ t, prod }) => {
      const payload = payloadFor(t, DEV_KEY, 'comment-mention');
      const res = await t.api(DEV_KEY).post('/v1/events/trigger/bulk', {
        events: [
          { name: 'comment-mention', to: prod.subscriber.subscriberId, transactionId: prod.notification.transactionId, payload },
          { name: 'comment-mention', to: { subscriberId: prod.subscriber.subscriberId }, payload },
        ],
      });
      expect(res.status).toBe(201);
      expect(res.body.map((r: { status: string }) => r.status)).toEqual(['processed', 'processed']);
    },
  },
  {
    op: 'cancelTriggerEvent',
    what: "Production's transactionIds (a finished one and one still waiting) → false, as unknown ones; Production's waiting work is not cancelled",
    keep: 'all',
    setup: async ({ t }) => {
      t.deps.clock.freeze(new Date('2031-01-01T00:00:00.000Z'));
      const res = await t.api(PROD_KEY).post('/v1/events/trigger', { name: 'payment-failed', to: 'prod-waiting', transactionId: 'prod-waiting-tx', payload: payloadFor(t, PROD_KEY, 'payment-failed') });
      expect(res.status).toBe(201);
    },
    run: async ({ t, prod }) => {
      for (const transactionId of ['prod-waiting-tx', prod.notification.transactionId]) {
        const res = await t.api(DEV_KEY).delete(`/v1/events/trigger/${enc(transactionId)}`);
        expect(res.status, transactionId).toBe(200);
        expect(res.body, transactionId).toBe(false);
      }
    },
  },
  {
    op: 'listWorkflows',
    what: "lists Development's workflows only, and lastTriggeredAt ignores Production's triggers",
    keep: 'all',
    setup: async ({ t }) => {
      t.deps.clock.freeze(new Date('2031-06-01T00:00:00.000Z'));
      const res = await t.api(PROD_KEY).post('/v1/events/trigger', { name: 'comment-mention', to: 'prod-recent', payload: payloadFor(t, PROD_KEY, 'comment-mention') });
      expect(res.status).toBe(201);
    },
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get('/v2/workflows?limit=100');
      expect(res.status).toBe(200);
      expect(res.body.workflows.length).toBeGreaterThan(0);
      expect(noneOf(res.body.workflows, new Set(prod.workflowIds))).toEqual([]);
      expect(JSON.stringify(res.body)).not.toContain('2031-06-01T00:00:00');
    },
  },
  {
    op: 'createEnvironmentVariable',
    what: "another organization's key is free here (409 would reveal it); its environment ids are refused (422)",
    keep: 'other-organization',
    isolateKeys: true,
    setup: async ({ t }) => {
      const env = t.deps.registry.resolve(OTHER_ORG_KEY);
      const res = await t.api(OTHER_ORG_KEY).post('/v1/environment-variables', { key: 'OTHER_ORG_ONLY', values: [{ _environmentId: env?.id, value: 'other-org-value' }] });
      expect(res.status).toBe(200);
    },
    run: async ({ t }) => {
      const mine = await t.api(DEV_KEY).post('/v1/environment-variables', { key: 'OTHER_ORG_ONLY', values: [{ _environmentId: DEV_ENV_ID, value: 'acme-value' }] });
      expect(mine.status).toBe(200);
      expect(mine.body._organizationId).not.toBe(t.deps.registry.resolve(OTHER_ORG_KEY)?.info._organizationId);
      const foreign = await t.api(DEV_KEY).post('/v1/environment-variables', { key: 'FOREIGN_ENV', values: [{ _environmentId: t.deps.registry.resolve(OTHER_ORG_KEY)?.id, value: 'x' }] });
      expect(foreign.status).toBe(422);
    },
  },
  {
    op: 'listEnvironmentVariables',
    what: "another organization's variables are never listed",
    keep: 'all',
    isolateKeys: true,
    setup: async ({ t }) => {
      const env = t.deps.registry.resolve(OTHER_ORG_KEY);
      expect((await t.api(OTHER_ORG_KEY).post('/v1/environment-variables', { key: 'OTHER_ORG_ONLY', values: [{ _environmentId: env?.id, value: 'other-org-value' }] })).status).toBe(200);
    },
    run: async ({ t }) => {
      for (const query of ['', '?search=OTHER_ORG']) {
        const res = await t.api(DEV_KEY).get(`/v1/environment-variables${query}`);
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.body)).not.toContain('OTHER_ORG_ONLY');
        expect(JSON.stringify(res.body)).not.toContain('other-org-value');
        expect(JSON.stringify(res.body)).not.toContain(t.deps.registry.resolve(OTHER_ORG_KEY)?.id);
      }
    },
  },
  {
    op: 'retrieveEnvironmentVariable',
    what: "another organization's variable → 404 (both ways)",
    keep: 'all',
    isolateKeys: true,
    setup: async ({ t }) => {
      const env = t.deps.registry.resolve(OTHER_ORG_KEY);
      expect((await t.api(OTHER_ORG_KEY).post('/v1/environment-variables', { key: 'OTHER_ORG_ONLY', values: [{ _environmentId: env?.id, value: 'v' }] })).status).toBe(200);
      expect((await t.api(DEV_KEY).post('/v1/environment-variables', { key: 'ACME_ONLY', values: [{ _environmentId: DEV_ENV_ID, value: 'v' }] })).status).toBe(200);
    },
    run: async ({ t }) => {
      expect((await t.api(DEV_KEY).get('/v1/environment-variables/OTHER_ORG_ONLY')).status).toBe(404);
      expect((await t.api(PROD_KEY).get('/v1/environment-variables/OTHER_ORG_ONLY')).status).toBe(404);
      expect((await t.api(OTHER_ORG_KEY).get('/v1/environment-variables/ACME_ONLY')).status).toBe(404);
    },
  },
  {
    op: 'updateEnvironmentVariable',
    what: "another organization's variable → 404",
    keep: 'all',
    isolateKeys: true,
    setup: async ({ t }) => {
      const env = t.deps.registry.resolve(OTHER_ORG_KEY);
      expect((await t.api(OTHER_ORG_KEY).post('/v1/environment-variables', { key: 'OTHER_ORG_ONLY', values: [{ _environmentId: env?.id, value: 'v' }] })).status).toBe(200);
    },
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).patch('/v1/environment-variables/OTHER_ORG_ONLY', { values: [{ _environmentId: DEV_ENV_ID, value: 'hijack' }] });
      expect(res.status).toBe(404);
      expect((await t.api(DEV_KEY).patch('/v1/environment-variables/OTHER_ORG_ONLY', { isSecret: true })).status).toBe(404);
    },
  },
  {
    op: 'deleteEnvironmentVariable',
    what: "another organization's variable → 404",
    keep: 'all',
    isolateKeys: true,
    setup: async ({ t }) => {
      const env = t.deps.registry.resolve(OTHER_ORG_KEY);
      expect((await t.api(OTHER_ORG_KEY).post('/v1/environment-variables', { key: 'OTHER_ORG_ONLY', values: [{ _environmentId: env?.id, value: 'v' }] })).status).toBe(200);
    },
    run: async ({ t }) => {
      expect((await t.api(DEV_KEY).delete('/v1/environment-variables/OTHER_ORG_ONLY')).status).toBe(404);
      expect((await t.api(PROD_KEY).delete('/v1/environment-variables/OTHER_ORG_ONLY')).status).toBe(404);
    },
  },
];

describe('tenancy: ids of the other environment (or organization) never reach its data', () => {
  it('covers every operation of the contract', async () => {
    const t = await makeTestApp();
    const all = t.deps.contract.validator.operations.map((op) => op.iid ?? op.id).sort();
    expect([...new Set(tenancyCases.map((c) => c.op))].sort()).toEqual(all);
  });

  for (const c of tenancyCases) {
    it(`${c.op}: ${c.what}`, async () => {
      const t = await makeTestApp({ isolateKeys: c.isolateKeys ?? false, journalSize: 10_000 });
      if (c.isolateKeys) expect(t.deps.registry.resolve(OTHER_ORG_KEY)).toBeDefined();
      const ctx: Ctx = { t, prod: prodIds(t) };
      await c.setup?.(ctx);
      const kept = () =>
        c.keep === 'all' ? t.deps.control.snapshot() : c.keep === 'production' ? t.deps.control.snapshot(PROD_KEY) : t.deps.control.snapshot(OTHER_ORG_KEY);
      const before = structuredClone(kept());
      t.deps.control.journal.clear();
      await c.run(ctx);
      expect(kept()).toEqual(before);
      // Every request of the case really reached the operation it is about (no typo in a path).
      const entries = t.deps.control.journal.list();
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.map((e) => e.operationId ?? `${e.method} ${e.path} (no operation)`).filter((id) => id !== c.op)).toEqual([]);
      if (c.op === 'cancelTriggerEvent') {
        // Production's waiting work survived the Development calls.
        const own = await t.api(PROD_KEY).delete('/v1/events/trigger/prod-waiting-tx');
        expect(own.status).toBe(200);
        expect(own.body).toBe(true);
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------- secrets

const SECRET_MASK = '••••••••';

describe('secret environment-variable values never leave the mock in clear', () => {
  let server: MockServer;
  let lines: string[];
  const plaintexts: string[] = [];
  /** Everything any caller received: status line, headers and body of every response. */
  const received: string[] = [];
  const secret = (label: string) => {
    const value = `plaintext-${label}-${plaintexts.length}-Zq7`;
    plaintexts.push(value);
    return value;
  };
  const api = async (method: string, path: string, init: Parameters<typeof call>[3] = {}) => {
    const res = await call(server.url, method, path, { apiKey: DEV_KEY, ...init });
    received.push(`${method} ${path} → ${res.status} ${JSON.stringify([...res.headers])} ${res.text}`);
    return res;
  };
  const admin = async (method: string, path: string, body?: unknown) => {
    const res = await call(server.url, method, `/__admin${path}`, body === undefined ? {} : { body });
    received.push(`${method} /__admin${path} → ${res.status} ${res.text}`);
    return res;
  };
  const leaks = (where: string, text: string) => plaintexts.filter((p) => text.includes(p)).map((p) => `${where}: ${p}`);

  beforeAll(async () => {
    const captured = capturingLogger();
    lines = captured.lines;
    server = await startTestServer({ logger: captured.logger, logLevel: 'trace', journalSize: 10_000 });
  });
  afterAll(() => server?.close());

  it('through create, PATCH, admin fixtures, replays, errors, faults, contract violations, snapshots and logs', async () => {
    const values = (dev: string, prod?: string) => [{ _environmentId: DEV_ENV_ID, value: dev }, ...(prod === undefined ? [] : [{ _environmentId: PROD_ENV_ID, value: prod }])];

    // Created by the API (both environments' values), by a Production caller, with an idempotency key.
    const created = await api('POST', '/v1/environment-variables', { body: { key: 'WEBHOOK_SECRET', isSecret: true, values: values(secret('create-dev'), secret('create-prod')) } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ isSecret: true, values: [{ value: SECRET_MASK }, { value: SECRET_MASK }] });
    expect((await api('POST', '/v1/environment-variables', { apiKey: PROD_KEY, body: { key: 'PROD_TOKEN', isSecret: true, values: values(secret('prod-caller')) } })).status).toBe(200);
    const idempotent = { key: 'IDEMPOTENT_SECRET', isSecret: true, values: values(secret('idempotent')) };
    const first = await api('POST', '/v1/environment-variables', { body: idempotent, headers: { 'idempotency-key': 'secret-create-1' } });
    const replay = await api('POST', '/v1/environment-variables', { body: idempotent, headers: { 'idempotency-key': 'secret-create-1' } });
    expect([first.status, replay.status, replay.headers.get('idempotency-replay')]).toEqual([200, 200, 'true']);
    expect((await api('POST', '/v1/environment-variables', { body: { ...idempotent, values: values(secret('idempotent-other-body')) }, headers: { 'idempotency-key': 'secret-create-1' } })).status).toBe(422);

    // PATCH: new values of a secret; a plain variable made secret with new values; a rename (re-sealed).
    expect((await api('PATCH', '/v1/environment-variables/WEBHOOK_SECRET', { body: { values: values(secret('patched-dev'), secret('patched-prod')) } })).status).toBe(200);
    expect((await api('POST', '/v1/environment-variables', { body: { key: 'TURNS_SECRET', values: values('not-a-secret-yet') } })).status).toBe(200);
    expect((await api('PATCH', '/v1/environment-variables/TURNS_SECRET', { body: { isSecret: true, values: values(secret('made-secret')) } })).status).toBe(200);
    expect((await api('PATCH', '/v1/environment-variables/WEBHOOK_SECRET', { body: { key: 'WEBHOOK_SECRET_V2' } })).status).toBe(200);
    expect((await api('PATCH', '/v1/environment-variables/WEBHOOK_SECRET_V2', { body: { type: 'string' } })).status).toBe(200);

    // Admin fixtures with a secret value (fixture files hold secrets in clear; the mock must seal them).
    const fixture = await admin('POST', `/fixtures?apiKey=${DEV_KEY}`, {
      environmentVariables: [
        { _id: '665f1c2a9b1e4a002a0000f1', key: 'FIXTURE_SECRET', type: 'string', isSecret: true, values: values(secret('fixture-dev'), secret('fixture-prod')), createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
      ],
    });
    expect(fixture.status).toBe(201);

    // Failing requests that carry secret values: duplicate key (409), unknown key (404), injected faults.
    expect((await api('POST', '/v1/environment-variables', { body: { key: 'FIXTURE_SECRET', isSecret: true, values: values(secret('duplicate')) } })).status).toBe(409);
    expect((await api('PATCH', '/v1/environment-variables/NO_SUCH_KEY', { body: { isSecret: true, values: values(secret('unknown-key')) } })).status).toBe(404);
    expect((await api('POST', '/v1/environment-variables', { body: { key: 'DUP_ENV', isSecret: true, values: [{ _environmentId: DEV_ENV_ID, value: secret('dup-env-a') }, { _environmentId: DEV_ENV_ID, value: secret('dup-env-b') }] } })).status).toBe(422);
    expect((await admin('POST', '/faults', { method: 'PATCH', path: '/v1/environment-variables/*', status: 500, times: 1 })).status).toBe(201);
    expect((await api('PATCH', '/v1/environment-variables/FIXTURE_SECRET', { body: { values: values(secret('fault-500')) } })).status).toBe(500);
    expect((await admin('POST', '/faults', { method: 'POST', path: '/v1/environment-variables', status: 503, times: 1 })).status).toBe(201);
    expect((await api('POST', '/v1/environment-variables', { body: { key: 'FAULTED', isSecret: true, values: values(secret('fault-503')) } })).status).toBe(503);
    expect((await admin('POST', '/faults', { method: 'POST', path: '/v1/environment-variables', delayMs: 5, times: 1 })).status).toBe(201);
    expect((await api('POST', '/v1/environment-variables', { body: { key: 'DELAYED_SECRET', isSecret: true, values: values(secret('delayed')) } })).status).toBe(200);

    // Reads by both keys, with search; a delete.
    for (const key of [DEV_KEY, PROD_KEY]) {
      const list = await api('GET', '/v1/environment-variables', { apiKey: key });
      expect(list.status).toBe(200);
      for (const v of list.body as { isSecret: boolean; values: { value: string }[] }[]) if (v.isSecret) expect(v.values.every((x) => x.value === SECRET_MASK)).toBe(true);
      expect((await api('GET', '/v1/environment-variables?search=secret', { apiKey: key })).status).toBe(200);
      for (const name of ['WEBHOOK_SECRET_V2', 'TURNS_SECRET', 'FIXTURE_SECRET', 'IDEMPOTENT_SECRET', 'PROD_TOKEN', 'DELAYED_SECRET']) {
        const one = await api('GET', `/v1/environment-variables/${name}`, { apiKey: key });
        expect(one.status, name).toBe(200);
        expect((one.body as { values: { value: string }[] }).values.every((x) => x.value === SECRET_MASK), name).toBe(true);
      }
    }
    expect((await api('DELETE', '/v1/environment-variables/DELAYED_SECRET')).status).toBe(204);

    // A snapshot round trip keeps the values sealed (and still usable).
    const snapshot = await admin('GET', '/snapshot');
    expect(snapshot.status).toBe(200);
    expect((await admin('PUT', '/snapshot', snapshot.body)).status).toBe(200);
    expect((await api('PATCH', '/v1/environment-variables/FIXTURE_SECRET', { body: { key: 'FIXTURE_SECRET_V2' } })).status).toBe(200);
    expect((await admin('GET', `/snapshot?apiKey=${DEV_KEY}`)).status).toBe(200);

    // An unexpected error (a sealed value that does not open) and a strict contract violation, both logged.
    const broken = structuredClone(snapshot.body) as StateSnapshot;
    broken.organizations[0]?.environmentVariables.push({
      _id: '665f1c2a9b1e4a002a0000f2', _organizationId: broken.organizations[0]._id, key: 'CORRUPT_SEAL', type: 'string', isSecret: true,
      values: [{ _environmentId: DEV_ENV_ID, value: `aes256gcm:${Buffer.alloc(40, 7).toString('base64')}` }], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    });
    // A value this mock did not seal is refused (it would otherwise break later reads of the variable).
    expect((await admin('PUT', '/snapshot', broken)).status).toBe(422);
    const environment = server.deps.registry.resolve(DEV_KEY);
    const victim = environment?.subscribers.list()[0];
    if (!environment || !victim) throw new Error('no Development subscriber');
    environment.subscribers.update(victim, (s) => Object.assign(s, { email: 42 }));
    const violation = await api('GET', `/v2/subscribers/${enc(victim.subscriberId)}`);
    expect(violation.status).toBe(500);
    expect(violation.body).toMatchObject({ ctx: { contractViolations: expect.any(Array) } });
    expect(lines.some((l) => l.includes('"level":50'))).toBe(true);
    expect(lines.some((l) => l.includes('response breaks the contract'))).toBe(true);

    // Where a plaintext must never be: responses, journal, snapshots (whole and per key), log lines.
    const journal = await admin('GET', '/requests?limit=10000');
    expect((journal.body as { total: number }).total).toBeGreaterThan(20);
    const found = [
      ...received.flatMap((r) => leaks('response', r)),
      ...leaks('journal', journal.text),
      ...leaks('snapshot', (await admin('GET', '/snapshot')).text),
      ...leaks(`snapshot?apiKey=${DEV_KEY}`, (await admin('GET', `/snapshot?apiKey=${DEV_KEY}`)).text),
      ...leaks('in-process snapshot', JSON.stringify(server.snapshot())),
      ...lines.flatMap((l) => leaks('log', l)),
    ];
    expect(found).toEqual([]);
    expect(plaintexts.length).toBeGreaterThan(15);
  });

  describe('a rejected request never echoes the secret value it carried', () => {
    const journalOf = async (path: string) => (await call(server.url, 'GET', `/__admin/requests?path=${enc(path)}&limit=1`)).text;

    it('a secret value over the contract maxLength (256): the 422 neither answers nor journals it', async () => {
      // A long token (a JWT, a PEM key) is a realistic secret; the caller asked for it to be secret.
      const long = `plaintext-too-long-${'x'.repeat(300)}`;
      const res = await call(server.url, 'POST', '/v1/environment-variables', {
        apiKey: DEV_KEY,
        body: { key: 'LONG_SECRET', isSecret: true, values: [{ _environmentId: DEV_ENV_ID, value: long }] },
      });
      expect(res.status).toBe(422);
      expect(await journalOf('/v1/environment-variables')).not.toContain(long);
      expect(res.text).not.toContain(long);
    });

    it('malformed JSON: the 400 message quotes no part of the body', async () => {
      // A short secret right before the syntax error (a trailing comma): the parser's message quotes the
      // text around the error position.
      const res = await fetch(`${server.url}/v1/environment-variables`, {
        method: 'POST',
        headers: { authorization: `ApiKey ${DEV_KEY}`, 'content-type': 'application/json' },
        body: `{"key":"BROKEN","isSecret":true,"values":[{"_environmentId":"${DEV_ENV_ID}","value":"pw-Zq7"},]}`,
      });
      const text = await res.text();
      expect(res.status).toBe(400);
      expect(await journalOf('/v1/environment-variables')).not.toContain('pw-Zq7');
      expect(text).not.toContain('pw-Zq7');
    });

    it('values sent as an object instead of an array: the 422 neither answers nor journals the value', async () => {
      const res = await call(server.url, 'PATCH', '/v1/environment-variables/PROD_TOKEN', {
        apiKey: DEV_KEY,
        body: { isSecret: true, values: { _environmentId: DEV_ENV_ID, value: 'plaintext-in-wrong-shape' } },
      });
      expect(res.status).toBe(422);
      expect(await journalOf('/v1/environment-variables/PROD_TOKEN')).not.toContain('plaintext-in-wrong-shape');
      expect(res.text).not.toContain('plaintext-in-wrong-shape');
    });
  });

  it('a snapshot restored with unsealed secret values does not keep them in clear, and the variable stays usable', async () => {
    const t = await makeTestApp();
    const snapshot = t.deps.control.snapshot();
    const organization = snapshot.organizations[0];
    if (!organization) throw new Error('no organization');
    organization.environmentVariables.push({
      _id: '665f1c2a9b1e4a002a0000f3', _organizationId: organization._id, key: 'HANDWRITTEN_SECRET', type: 'string', isSecret: true,
      values: [{ _environmentId: DEV_ENV_ID, value: 'plaintext-handwritten-snapshot' }], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const restored = await t.request().put('/__admin/snapshot').send(snapshot);
    // Refusing such a snapshot (422) is as good as sealing its values.
    if (restored.status === 422) return;
    expect(restored.status).toBe(200);
    expect(JSON.stringify((await t.request().get('/__admin/snapshot')).body)).not.toContain('plaintext-handwritten-snapshot');
    const renamed = await t.api().patch('/v1/environment-variables/HANDWRITTEN_SECRET', { key: 'HANDWRITTEN_SECRET_V2' });
    expect(renamed.status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------- integration credentials

describe('integration credentials never reach API-key callers', () => {
  it('on every integration operation (and everything that shows an integration), success, replay and error alike', async () => {
    const t = await makeTestApp();
    const dev = dataOf(t.deps.control.snapshot(DEV_KEY)).integrations;
    const marked = dev.map((i, n) => ({ ...i, credentials: { ...i.credentials, apiKey: `cred-marker-${n}-apiKey`, secretKey: `cred-marker-${n}-secretKey` } }));
    expect((await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ integrations: marked })).status).toBe(201);
    const bodies: string[] = [];
    const keep = <R extends { status: number; body: unknown; text: string }>(res: R): R => {
      bodies.push(res.text);
      return res;
    };
    const noCredentials = (list: Record<string, unknown>[]) => expect(list.filter((i) => 'credentials' in i).map((i) => i._id)).toEqual([]);

    const all = keep(await t.api().get('/v1/integrations'));
    const active = keep(await t.api().get('/v1/integrations/active'));
    expect([all.status, active.status]).toEqual([200, 200]);
    noCredentials(all.body);
    noCredentials(active.body);
    const email = marked.find((i) => i.channel === 'email' && !i.primary && i.active);
    const chat = marked.find((i) => i.channel === 'chat');
    const primary = marked.find((i) => i.channel === 'sms' && i.primary);
    if (!email || !chat || !primary) throw new Error('fixture integrations missing');
    for (const id of [email._id, primary._id]) {
      const res = keep(await t.api().post(`/v1/integrations/${id}/set-primary`));
      expect(res.status).toBe(200);
      noCredentials([res.body]);
    }
    const once = () => t.request().post(`/v1/integrations/${email._id}/set-primary`).set('Authorization', `ApiKey ${DEV_KEY}`).set('idempotency-key', 'primary-1');
    keep(await once());
    const replayed = keep(await once());
    expect(replayed.headers['idempotency-replay']).toBe('true');
    noCredentials([replayed.body]);
    expect(keep(await t.api().post(`/v1/integrations/${chat._id}/set-primary`)).status).toBe(400);
    expect(keep(await t.api().post('/v1/integrations/665f1c2a9b1e4a00200000ff/set-primary')).status).toBe(404);
    expect(keep(await t.api().post('/v1/integrations/not-an-id/set-primary')).status).toBe(422);

    // Delivery through those integrations: trigger, activity, messages, subscriber channels.
    const subscriber = await t.api().post('/v2/subscribers', { subscriberId: 'cred-check', email: 'cred@example.com', phone: '+15555550123' });
    keep(subscriber);
    keep(await t.api().patch('/v1/subscribers/cred-check/credentials', { providerId: 'fcm', credentials: { deviceTokens: ['device-1'] } }));
    keep(await t.api().patch('/v1/subscribers/cred-check/credentials', { providerId: 'slack', credentials: { webhookUrl: 'https://hooks.example.com/x' } }));
    const trigger = keep(await t.api().post('/v1/events/trigger', { name: 'security-alert', to: 'cred-check', payload: payloadFor(t, DEV_KEY, 'security-alert') }));
    expect(trigger.status).toBe(201);
    const feed = keep(await t.api().get(`/v1/notifications?transactionId=${enc(trigger.body.transactionId)}`));
    keep(await t.api().get(`/v1/notifications/${feed.body.data[0]._id}`));
    keep(await t.api().get(`/v1/messages?transactionId=${enc(trigger.body.transactionId)}`));
    keep(await t.api().get('/v2/subscribers/cred-check'));
    keep(await t.api(PROD_KEY).get('/v1/integrations'));

    const journal = JSON.stringify((await t.request().get('/__admin/requests?limit=1000')).body);
    const leaked = [...bodies, journal].flatMap((text) => (text.match(/cred-marker-\d+-\w+/g) ?? []));
    expect(leaked).toEqual([]);
    // The admin snapshot (not an API-key caller) still has them: the markers were really in place.
    expect(JSON.stringify(t.deps.control.snapshot(DEV_KEY))).toContain('cred-marker-0-apiKey');
  });
});

// ---------------------------------------------------------------------------------------------- size limits

describe('header and body size limits', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  const healthy = async () => {
    expect((await call(server.url, 'GET', '/__admin/health')).status).toBe(200);
    expect((await call(server.url, 'GET', '/v2/subscribers?limit=1', { apiKey: DEV_KEY })).status).toBe(200);
  };

  it('a 64 KB header is refused by Node with 431, and the server keeps serving', async () => {
    for (const path of ['/__admin/health', '/v2/subscribers']) {
      const answer = await rawExchange(server.url, `GET ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: ApiKey ${DEV_KEY}\r\nX-Huge: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
      expect(answer.status, path).toBe(431);
      expect(answer.closedByServer).toBe(true);
    }
    await healthy();
  });

  it('many headers: 1000 small ones are served; headers beyond the 16 KB total → 431; the server keeps serving', async () => {
    const headers = (n: number) => Array.from({ length: n }, (_, i) => `X-H${i}: v`).join('\r\n');
    const many = await rawExchange(server.url, `GET /v2/subscribers?limit=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: ApiKey ${DEV_KEY}\r\n${headers(1000)}\r\n\r\n`);
    expect(many.status).toBe(200);
    const tooMany = await rawExchange(server.url, `GET /v2/subscribers?limit=1 HTTP/1.1\r\nHost: x\r\nAuthorization: ApiKey ${DEV_KEY}\r\n${headers(3000)}\r\n\r\n`);
    expect(tooMany.status).toBe(431);
    await healthy();
  });

  it('a body over the limit (1 MB by default) → 413 with the error shape, whether sized, chunked or gzip-inflated; nothing is written', async () => {
    const before = server.snapshot();
    const big = JSON.stringify({ subscriberId: 'too-big', data: { blob: 'x'.repeat(1_100_000) } });
    const sized = await call(server.url, 'POST', '/v2/subscribers', { apiKey: DEV_KEY, headers: { 'content-type': 'application/json' }, body: JSON.parse(big) });
    expect(sized.status).toBe(413);
    expectErrorShape(sized.body as Record<string, unknown>, 413);
    const chunked = await fetch(`${server.url}/v2/subscribers`, {
      method: 'POST',
      headers: { authorization: `ApiKey ${DEV_KEY}`, 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < big.length; i += 64 * 1024) controller.enqueue(new TextEncoder().encode(big.slice(i, i + 64 * 1024)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const zipped = gzipSync(Buffer.from(JSON.stringify({ subscriberId: 'zip-bomb', data: { blob: '0'.repeat(20_000_000) } })));
    expect(zipped.length).toBeLessThan(100_000);
    const inflated = await fetch(`${server.url}/v2/subscribers`, {
      method: 'POST',
      headers: { authorization: `ApiKey ${DEV_KEY}`, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: zipped,
    });
    expect(inflated.status).toBe(413);
    expect(server.snapshot()).toEqual(before);
    await healthy();
  });
});

// ---------------------------------------------------------------------------------------------- slow clients

describe('slow clients', () => {
  let server: MockServer;
  let http: Server;
  beforeAll(async () => {
    const count = createdServers.length;
    server = await startTestServer();
    expect(createdServers.length).toBe(count + 1);
    http = createdServers[createdServers.length - 1] as Server;
  });
  afterAll(() => server?.close());

  it('the server startMockServer creates has a headersTimeout and a requestTimeout', () => {
    expect(http.listening).toBe(true);
    expect(http.address()).toMatchObject({ port: server.port });
    expect(http.headersTimeout).toBe(10_000);
    expect(http.requestTimeout).toBe(30_000);
    expect(http.headersTimeout).toBeLessThanOrEqual(http.requestTimeout);
  });

  /** Sends `head`, then trickles `drip` one byte at a time every 40 ms until the server hangs up. */
  const trickle = async (head: string, drip: string) => {
    const socket = await openSocket(server.url);
    const answer = collect(socket, 8_000);
    socket.write(head);
    let i = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || i >= drip.length) return;
      socket.write(drip[i++] as string);
    }, 40);
    const result = await answer;
    clearInterval(timer);
    return result;
  };

  it('a client that sends its headers too slowly gets 408 and is disconnected; others are still served', async () => {
    // The test lowers the timeouts on the real server (startMockServer offers no option for them).
    http.headersTimeout = 300;
    http.requestTimeout = 1_000;
    const started = Date.now();
    const answer = await trickle('GET /__admin/health HTTP/1.1\r\nHost: x\r\n', `X-Slow: ${'s'.repeat(200)}\r\n\r\n`);
    expect(answer.closedByServer).toBe(true);
    expect(answer.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await call(server.url, 'GET', '/__admin/health')).status).toBe(200);
  });

  it('a client that sends its body too slowly gets 408 at requestTimeout; nothing is written', async () => {
    http.headersTimeout = 300;
    http.requestTimeout = 600;
    const before = server.snapshot();
    const body = JSON.stringify({ subscriberId: 'slow-body' }).padEnd(400, ' ');
    const answer = await trickle(
      `POST /v2/subscribers HTTP/1.1\r\nHost: x\r\nAuthorization: ApiKey ${DEV_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer.closedByServer).toBe(true);
    expect(answer.status).toBe(408);
    expect(server.snapshot()).toEqual(before);
    expect((await call(server.url, 'GET', '/v2/subscribers/slow-body', { apiKey: DEV_KEY })).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------- CLI: --admin-token, --body-limit

describe('the CLI with --admin-token and --body-limit', () => {
  const TOKEN = 'let-me-in-7f3a';
  let cli: RunningCli;
  beforeAll(async () => {
    cli = await startCli(['--port', '0', '--admin-token', TOKEN, '--body-limit', '2kb', '--strict']);
  }, 60_000);
  afterAll(async () => {
    cli?.child.kill('SIGTERM');
    await cli?.exit;
  });

  const adminCall = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    call(cli.url, method, `/__admin${path}`, { headers, ...(body === undefined ? {} : { body }) });

  /** Every admin route (and what the right token gets), plus an unknown route and a wrong method. */
  const routes: { method: string; path: string; body?: unknown; ok: number }[] = [
    { method: 'GET', path: '/health', ok: 200 },
    { method: 'GET', path: '/snapshot', ok: 200 },
    { method: 'PUT', path: `/snapshot?apiKey=${PROD_KEY}`, body: 'SNAPSHOT', ok: 200 },
    { method: 'POST', path: `/fixtures?apiKey=${DEV_KEY}`, body: {}, ok: 201 },
    { method: 'GET', path: '/requests', ok: 200 },
    { method: 'GET', path: '/requests/count', ok: 200 },
    { method: 'DELETE', path: '/requests', ok: 204 },
    { method: 'POST', path: '/faults', body: { path: '/nothing-matches-this', status: 503 }, ok: 201 },
    { method: 'GET', path: '/faults', ok: 200 },
    { method: 'DELETE', path: '/faults/fault-999', ok: 404 },
    { method: 'DELETE', path: '/faults', ok: 204 },
    { method: 'GET', path: '/clock', ok: 200 },
    { method: 'POST', path: '/clock', body: { action: 'resume' }, ok: 200 },
    { method: 'POST', path: `/reset?apiKey=${DEV_KEY}`, ok: 200 },
    { method: 'POST', path: '/reset', ok: 200 },
    { method: 'GET', path: '/no-such-route', ok: 404 },
    { method: 'PATCH', path: '/health', ok: 405 },
  ];

  it('every /__admin route refuses a missing or wrong token with 401 (and does nothing), and accepts the right one', async () => {
    const right = { authorization: `Bearer ${TOKEN}` };
    // Something that an unauthorized reset / clear / fault would change.
    expect((await call(cli.url, 'POST', '/v2/subscribers', { apiKey: DEV_KEY, body: { subscriberId: 'survives-unauthorized-admin' } })).status).toBe(201);
    const snapshot = (await adminCall('GET', `/snapshot?apiKey=${PROD_KEY}`, right)).body;
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: 'Bearer' },
      { authorization: `ApiKey ${TOKEN}` },
      { authorization: `ApiKey ${DEV_KEY}` },
      { authorization: TOKEN },
      { 'x-admin-token': `${TOKEN}-` },
      { 'x-admin-token': 'nope' },
    ];
    for (const route of routes) {
      const body = route.body === 'SNAPSHOT' ? snapshot : route.body;
      for (const headers of wrong) {
        const res = await adminCall(route.method, route.path, headers, body);
        expect(res.status, `${route.method} ${route.path} with ${JSON.stringify(headers)}`).toBe(401);
        expectErrorShape(res.body as Record<string, unknown>, 401);
      }
    }
    // Nothing of the above happened: no reset, no fault, journal intact.
    expect((await call(cli.url, 'GET', '/v2/subscribers/survives-unauthorized-admin', { apiKey: DEV_KEY })).status).toBe(200);
    expect((await adminCall('GET', '/faults', right)).body).toEqual([]);
    expect(((await adminCall('GET', '/requests/count', right)).body as { count: number }).count).toBeGreaterThan(0);

    for (const route of routes) {
      const body = route.body === 'SNAPSHOT' ? snapshot : route.body;
      for (const headers of [right, { 'x-admin-token': TOKEN }]) {
        const res = await adminCall(route.method, route.path, headers, body);
        expect(res.status, `${route.method} ${route.path} with ${JSON.stringify(headers)}`).toBe(route.ok);
      }
    }
    // The admin token is no API key.
    expect((await call(cli.url, 'GET', '/v2/subscribers', { headers: right })).status).toBe(401);
  });

  it('--body-limit: a body over it → 413; one under it → served; the server keeps serving', async () => {
    const over = await call(cli.url, 'POST', '/v2/subscribers', { apiKey: DEV_KEY, body: { subscriberId: 'over-limit', data: { blob: 'x'.repeat(3_000) } } });
    expect(over.status).toBe(413);
    expectErrorShape(over.body as Record<string, unknown>, 413);
    expect((over.body as { message: string }).message).toContain('2kb');
    expect((await call(cli.url, 'GET', '/v2/subscribers/over-limit', { apiKey: DEV_KEY })).status).toBe(404);
    const under = await call(cli.url, 'POST', '/v2/subscribers', { apiKey: DEV_KEY, body: { subscriberId: 'under-limit', data: { blob: 'x'.repeat(1_500) } } });
    expect(under.status).toBe(201);
    await waitFor(async () => (await call(cli.url, 'GET', '/__admin/health', { headers: { authorization: `Bearer ${TOKEN}` } })).status === 200, 'health after 413');
  });
});
