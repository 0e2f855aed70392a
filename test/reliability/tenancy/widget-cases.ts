/**
 * Tenancy cases of the legacy widget: a Development widget session for a subscriber whose id Production
 * uses too, with Production's message, feed and workflow ids.
 */
import { expect } from 'vitest';
import { DEV_KEY, expectErrorShape } from '../../helpers/test-app.js';
import type { Ctx, TenancyCase } from './context.js';

const tokens = new WeakMap<Ctx['t'], string>();
const applicationOf = (t: Ctx['t'], apiKey: string) => t.deps.registry.fixtureKeys().find((k) => k.apiKey === apiKey)?.applicationIdentifier;

/** Opens a Development widget session for the Production subscriber's id (the subscriber is created in Development). */
async function openDevelopmentWidget({ t, prod }: Ctx): Promise<void> {
  const res = await t.request().post('/v1/widgets/session/initialize').send({ applicationIdentifier: applicationOf(t, DEV_KEY), subscriberId: prod.subscriber.subscriberId });
  expect(res.status).toBe(201);
  tokens.set(t, res.body.data.token);
}

const widget = (t: Ctx['t'], method: 'get' | 'post' | 'patch' | 'delete', path: string, body?: object) => {
  const req = t.request()[method](`/v1/widgets${path}`).set('Authorization', `Bearer ${tokens.get(t)}`);
  return body === undefined ? req : req.send(body);
};

/** A case run with a Development widget token, Production kept as it was. */
const widgetCase = (op: string, what: string, run: TenancyCase['run']): TenancyCase => ({ op, what, keep: 'production', setup: openDevelopmentWidget, run });

const countsNone = (op: string, path: string) =>
  widgetCase(op, "counts none of Production's messages", async ({ t }) => {
    const res = await widget(t, 'get', path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { count: 0 } });
  });

export const widgetCases: TenancyCase[] = [
  {
    op: 'initializeWidgetSession',
    what: "the Production subscriber's id under the Development application identifier creates a Development subscriber only",
    keep: 'production',
    run: openDevelopmentWidget,
  },
  widgetCase('getWidgetOrganization', "answers the token's own organization", async ({ t }) => {
    const res = await widget(t, 'get', '/organization');
    expect(res.status).toBe(200);
    expect(res.body.data._id).toBe(t.deps.registry.resolve(DEV_KEY)?.info._organizationId);
  }),
  widgetCase('getWidgetFeed', "lists none of Production's messages", async ({ t }) => {
    const res = await widget(t, 'get', '/notifications/feed?limit=100');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  }),
  countsNone('getWidgetUnseenCount', '/notifications/unseen'),
  countsNone('getWidgetUnreadCount', '/notifications/unread'),
  countsNone('getWidgetCount', '/notifications/count'),
  widgetCase('markWidgetMessagesLegacy', "marks none of Production's message ids", async ({ t, prod }) => {
    const res = await widget(t, 'post', '/messages/markAs', { messageId: prod.inAppMessageIds, mark: { seen: true, read: true } });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual([]);
  }),
  widgetCase('markWidgetMessagesAs', "marks none of Production's message ids", async ({ t, prod }) => {
    const res = await widget(t, 'post', '/messages/mark-as', { messageId: prod.inAppMessageIds, markAs: 'read' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual([]);
  }),
  widgetCase('markAllWidgetMessagesRead', "marks none of Production's messages read", async ({ t }) => {
    expect((await widget(t, 'post', '/messages/read', {})).body).toEqual({ data: 0 });
  }),
  widgetCase('markAllWidgetMessagesSeen', "marks none of Production's messages seen", async ({ t }) => {
    expect((await widget(t, 'post', '/messages/seen', {})).body).toEqual({ data: 0 });
  }),
  widgetCase('updateWidgetMessageAction', 'a Production message id → 404', async ({ t, prod }) => {
    for (const id of prod.inAppMessageIds) {
      const res = await widget(t, 'post', `/messages/${id}/actions/primary`, { status: 'done' });
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    }
  }),
  widgetCase('removeWidgetMessage', 'a Production message id → 404', async ({ t, prod }) => {
    for (const id of prod.inAppMessageIds) {
      const res = await widget(t, 'delete', `/messages/${id}`);
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    }
  }),
  widgetCase('removeWidgetMessagesBulk', "deletes none of Production's message ids", async ({ t, prod }) => {
    expect((await widget(t, 'post', '/messages/bulk/delete', { messageIds: prod.inAppMessageIds })).status).toBe(200);
  }),
  widgetCase('removeAllWidgetMessages', "deletes none of Production's messages", async ({ t }) => {
    expect((await widget(t, 'delete', '/messages')).status).toBe(204);
  }),
  widgetCase('listWidgetPreferences', "lists Development's workflows only", async ({ t, prod }) => {
    const res = await widget(t, 'get', '/preferences');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((p: { template: { _id: string } }) => p.template._id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id: string) => prod.workflowIds.includes(id))).toEqual([]);
  }),
  widgetCase('getWidgetPreferencesByLevel', "lists Development's workflows only", async ({ t, prod }) => {
    const res = await widget(t, 'get', '/preferences/template');
    expect(res.status).toBe(200);
    expect(res.body.data.filter((p: { template: { _id: string } }) => prod.workflowIds.includes(p.template._id))).toEqual([]);
  }),
  widgetCase('updateWidgetPreference', 'a Production workflow id → 404', async ({ t, prod }) => {
    for (const id of prod.workflowIds) {
      const res = await widget(t, 'patch', `/preferences/${id}`, { channel: { type: 'email', enabled: false } });
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    }
  }),
  widgetCase('updateWidgetGlobalPreferences', "changes the Development subscriber's global preference only", async ({ t }) => {
    expect((await widget(t, 'patch', '/preferences', { preferences: [{ type: 'email', enabled: false }] })).status).toBe(200);
  }),
  widgetCase('logWidgetUsage', 'keeps nothing', async ({ t }) => {
    expect((await widget(t, 'post', '/usage/log', { name: '[Widget] - Open' })).status).toBe(201);
  }),
];
