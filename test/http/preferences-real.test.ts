/**
 * Preferences as today's real use cases resolve them, route by route (v1, v2, the Inbox, the legacy widget): which
 * workflows are listed and in what order, the channels shown, `overrides`, `enabled`, what a change answers, and the
 * errors' words. The fixtures' critical `security-alert` is the only workflow with a chat step.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { makeInboxApp, type InboxTestApp } from '../helpers/inbox-app.js';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

type App = Awaited<ReturnType<typeof makeTestApp>>;
type Override = { channel: string; source: string };
type V1Item = {
  template: { _id: string; triggers: { identifier: string }[]; createdAt: string; updatedAt: string; severity: string; critical: boolean };
  preference: { enabled: boolean; channels: Record<string, boolean>; overrides: Override[]; updatedAt?: string };
};

const subscriber = 'prefs-real-ada';
const v1 = `/v1/subscribers/${subscriber}/preferences`;
const v2 = `/v2/subscribers/${subscriber}/preferences`;
const ALL_FIVE = ['chat', 'email', 'in_app', 'push', 'sms'];
/** The channels the fixtures' active non-critical workflows use; `security-alert` (critical) adds chat. */
const NON_CRITICAL_CHANNELS = ['email', 'in_app', 'push', 'sms'];

const itemOf = (list: V1Item[], identifier: string) => list.find((p) => p.template.triggers[0]?.identifier === identifier);
const keys = (channels: Record<string, boolean> | undefined) => Object.keys(channels ?? {}).sort();
/** A workflow record for `POST /__admin/fixtures`, one in-app step. */
const inAppWorkflow = (identifier: string, extra: object = {}) => ({
  name: identifier,
  triggers: [{ type: 'event', identifier, variables: [] }],
  steps: [{ template: { type: 'in_app', content: 'Hello' } }],
  ...extra,
});
const loadWorkflows = async (app: { request: App['request'] }, workflows: object[]) =>
  expect((await app.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ workflows })).status).toBe(201);

describe('the API-key routes', () => {
  let t: App;
  beforeEach(async () => {
    t = await makeTestApp();
    expect((await t.api().post('/v1/subscribers', { subscriberId: subscriber, email: 'ada@example.com', phone: '+15550001111' })).status).toBe(201);
  });

  it('GET /v1/subscribers/{id}/preferences shows the workflow’s own channels unless includeInactiveChannels=true; the level route shows all five unless false', async () => {
    const list = (await t.api().get(v1)).body.data as V1Item[];
    expect(keys(itemOf(list, 'comment-mention')?.preference.channels)).toEqual(['in_app', 'push']);
    const all = (await t.api().get(`${v1}?includeInactiveChannels=true`)).body.data as V1Item[];
    expect(keys(itemOf(all, 'comment-mention')?.preference.channels)).toEqual(ALL_FIVE);
    const level = (await t.api().get(`${v1}/template`)).body.data as V1Item[];
    expect(keys(itemOf(level, 'comment-mention')?.preference.channels)).toEqual(ALL_FIVE);
    const levelActive = (await t.api().get(`${v1}/template?includeInactiveChannels=false`)).body.data as V1Item[];
    expect(keys(itemOf(levelActive, 'comment-mention')?.preference.channels)).toEqual(['in_app', 'push']);
  });

  it('a v1 item: enabled always true, an override naming the subscriber for every channel shown (in_app, sms, email, push, chat), the workflow’s times and severity', async () => {
    const before = itemOf((await t.api().get(`${v1}?includeInactiveChannels=true`)).body.data, 'comment-mention');
    expect(before?.preference.overrides).toEqual(['in_app', 'sms', 'email', 'push', 'chat'].map((channel) => ({ channel, source: 'subscriber' })));
    expect(before?.preference).not.toHaveProperty('updatedAt');
    expect(before?.template).toMatchObject({ critical: false, severity: 'none', createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect((await t.api().patch(`${v1}/comment-mention`, { channel: { type: 'push', enabled: false } })).status).toBe(200);
    const after = itemOf((await t.api().get(v1)).body.data, 'comment-mention');
    expect(after?.preference).toEqual({
      enabled: true,
      channels: { in_app: true, push: false },
      overrides: [{ channel: 'in_app', source: 'subscriber' }, { channel: 'push', source: 'subscriber' }],
      updatedAt: expect.any(String),
    });
  });

  it('the global channels are those of every active workflow, critical ones included (v1 level, v2)', async () => {
    const v1Global = (await t.api().get(`${v1}/global?includeInactiveChannels=false`)).body.data[0];
    expect(keys(v1Global.preference.channels)).toEqual(ALL_FIVE);
    const v2Global = (await t.api().get(v2)).body.data.global;
    expect(keys(v2Global.channels)).toEqual(ALL_FIVE);
    expect(v2Global.enabled).toBe(true);
  });

  it('GET /v2/.../preferences/global answers the global preference as the list shows it; an unknown subscriber is "Subscriber <id> not found"', async () => {
    expect((await t.api().patch(v2, { channels: { sms: false } })).status).toBe(200);
    const global = await t.api().get(`${v2}/global`);
    expect(global.status).toBe(200);
    expect(global.body.data).toEqual({ enabled: true, channels: { email: true, sms: false, in_app: true, chat: true, push: true } });
    expect(global.body.data).toEqual((await t.api().get(v2)).body.data.global);
    const unknown = await t.api().get('/v2/subscribers/nobody-here/preferences/global');
    expect(expectErrorShape(unknown.body, 404).message).toBe('Subscriber nobody-here not found');
  });

  it('GET /v2/.../preferences?criticality=critical reads the critical workflows only, and the global channels are theirs', async () => {
    const res = await t.api().get(`${v2}?criticality=critical`);
    expect(res.body.data.workflows.map((w: { workflow: { identifier: string } }) => w.workflow.identifier)).toEqual(['security-alert']);
    expect(keys(res.body.data.global.channels)).toEqual(['chat', 'email', 'push', 'sms']);
    const mention = (await t.api().get(v2)).body.data.workflows.find((w: { workflow: { identifier: string } }) => w.workflow.identifier === 'comment-mention');
    expect(mention.overrides).toEqual([{ channel: 'in_app', source: 'subscriber' }, { channel: 'push', source: 'subscriber' }]);
  });

  it('PATCH /v1/.../preferences/{workflow}: enabled is ignored, a body without a channel is fine, the answer has the active channels, tags and enabled true', async () => {
    const off = await t.api().patch(`${v1}/comment-mention`, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({
      preference: { channels: { in_app: true, push: true }, enabled: true },
      template: { _id: expect.any(String), name: 'Comment mention', critical: false, tags: ['collaboration', 'comments'], triggers: [{ identifier: 'comment-mention', type: 'event', variables: [] }] },
    });
    expect((await t.api().patch(`${v1}/comment-mention`, {})).status).toBe(200);
    const sent = await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: subscriber, payload: { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Hi', commentId: 'c1' } });
    const messages = await t.api().get(`/v1/messages?transactionId=${sent.body.data.transactionId}`);
    // Still delivered: the workflow was not turned off (the fixture subscriber has no push device, so in-app only).
    expect(messages.body.data.map((m: { channel: string }) => m.channel)).toEqual(['in_app']);
  });

  it('PATCH /v1/.../preferences (global): enabled is ignored and the answer has the channels the active workflows use', async () => {
    const res = await t.api().patch(v1, { preferences: [{ type: 'sms', enabled: false }], enabled: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ preference: { enabled: true, channels: { email: true, sms: false, in_app: true, chat: true, push: true } } });
    expect((await t.api().get(`${v1}/global`)).body.data[0].preference.enabled).toBe(true);
  });

  it('unknown subscriber: GET v2 says "not found", PATCH v2 says "is not found" after looking the workflow up first', async () => {
    const read = await t.api().get('/v2/subscribers/nobody-here/preferences');
    expect(expectErrorShape(read.body, 404).message).toBe('Subscriber with id: nobody-here not found');
    const write = await t.api().patch('/v2/subscribers/nobody-here/preferences', { channels: { email: false } });
    expect(expectErrorShape(write.body, 404).message).toBe('Subscriber with id: nobody-here is not found');
    const both = await t.api().patch('/v2/subscribers/nobody-here/preferences', { workflowId: 'no-such-workflow', channels: { email: false } });
    expect(expectErrorShape(both.body, 404)).toMatchObject({ message: 'Workflow cannot be found', workflowId: 'no-such-workflow' });
  });

  it('PATCH /v2/.../preferences names a workflow by _id, trigger identifier or slug; a critical one is refused naming its _id', async () => {
    const mention = (await t.api().get(v2)).body.data.workflows.find((w: { workflow: { identifier: string } }) => w.workflow.identifier === 'comment-mention');
    const bySlug = await t.api().patch(v2, { workflowId: mention.workflow.slug, channels: { push: false } });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.workflows.find((w: { workflow: { identifier: string } }) => w.workflow.identifier === 'comment-mention').channels).toEqual({ in_app: true, push: false });
    const securityAlert = t.deps.registry.resolve(DEV_KEY)?.workflows.findByTrigger('security-alert')?._id;
    const critical = await t.api().patch(v2, { workflowId: 'security-alert', channels: { email: false } });
    expect([critical.status, critical.body.message]).toEqual([400, `Critical workflow with id: ${securityAlert} can not be updated`]);
  });

  it('PATCH /v2/.../preferences/bulk: over 100 is a field validation (422 Validation Error), an item without channels is taken, a slug names a workflow', async () => {
    const many = Array.from({ length: 101 }, () => ({ workflowId: 'comment-mention', channels: { push: false } }));
    const tooMany = await t.api().patch(`${v2}/bulk`, { preferences: many });
    expect(expectErrorShape(tooMany.body, 422)).toMatchObject({ message: 'Validation Error', errors: { 'body.preferences': expect.any(Object) } });
    const slug = (await t.api().get(v2)).body.data.workflows.find((w: { workflow: { identifier: string } }) => w.workflow.identifier === 'order-shipped').workflow.slug;
    const res = await t.api().patch(`${v2}/bulk`, { preferences: [{ workflowId: 'comment-mention' }, { workflowId: slug, channels: { sms: false } }] });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { workflow: { identifier: string }; channels: object }) => [p.workflow.identifier, p.channels])).toEqual([
      ['comment-mention', { in_app: true, push: true }],
      ['order-shipped', { email: true, sms: false, push: true }],
    ]);
  });

  it('the lists read the first 200 active workflows, in the order they were made', async () => {
    await loadWorkflows(t, Array.from({ length: 200 }, (_, i) => inAppWorkflow(`bulk-${String(i).padStart(3, '0')}`)));
    const list = (await t.api().get(v1)).body.data as V1Item[];
    // 8 fixture workflows (7 active, 1 of them critical) come first: 200 read, 199 of them non-critical.
    expect(list).toHaveLength(199);
    expect(list[0]?.template.triggers[0]?.identifier).toBe('welcome-onboarding');
    expect(list.at(-1)?.template.triggers[0]?.identifier).toBe('bulk-192');
    expect((await t.api().get(v2)).body.data.workflows).toHaveLength(199);
  });
});

describe('the Inbox', () => {
  let t: InboxTestApp;
  beforeEach(async () => {
    t = await makeInboxApp('prefs-real-inbox');
  });

  it('the global preference lists the channels active in the environment’s workflows, critical ones included', async () => {
    const global = (await t.inbox().get('/v1/inbox/preferences/global')).body.data;
    expect(global).toEqual({ level: 'global', enabled: true, channels: { email: true, sms: true, in_app: true, chat: true, push: true } });
    expect((await t.inbox().get('/v1/inbox/preferences')).body.data[0]).toEqual(global);
  });

  it('a listed workflow carries overrides and, once changed, updatedAt; oldest workflow first', async () => {
    await loadWorkflows(t, [inAppWorkflow('older-one', { createdAt: '2020-01-01T00:00:00.000Z', updatedAt: '2020-01-01T00:00:00.000Z' })]);
    expect((await t.inbox().patch('/v1/inbox/preferences/comment-mention', { push: false })).status).toBe(200);
    const items = (await t.inbox().get('/v1/inbox/preferences')).body.data as { workflow?: { identifier: string }; overrides?: Override[]; updatedAt?: string }[];
    expect(items[1]?.workflow?.identifier).toBe('older-one');
    const mention = items.find((i) => i.workflow?.identifier === 'comment-mention');
    expect(mention).toMatchObject({ level: 'template', enabled: true, channels: { in_app: true, push: false }, updatedAt: expect.any(String) });
    expect(mention?.overrides).toEqual([{ channel: 'in_app', source: 'subscriber' }, { channel: 'push', source: 'subscriber' }]);
    expect(items.find((i) => i.workflow?.identifier === 'password-reset')).not.toHaveProperty('updatedAt');
  });

  it('a change answers the workflow with its data and no overrides', async () => {
    await loadWorkflows(t, [inAppWorkflow('with-data', { data: { category: 'billing' }, tags: ['money'] })]);
    const res = await t.inbox().patch('/v1/inbox/preferences/with-data', { in_app: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      level: 'template',
      enabled: true,
      channels: { in_app: false },
      workflow: { id: expect.any(String), identifier: 'with-data', name: 'with-data', critical: false, tags: ['money'], data: { category: 'billing' }, severity: 'none' },
    });
  });

  it('a session whose subscriber was deleted: the list says "Subscriber <id> not found", a change "Subscriber with id: <id> is not found"', async () => {
    expect((await t.api().delete('/v2/subscribers/prefs-real-inbox')).status).toBe(200);
    const list = await t.inbox().get('/v1/inbox/preferences');
    expect(expectErrorShape(list.body, 404).message).toBe('Subscriber prefs-real-inbox not found');
    const change = await t.inbox().patch('/v1/inbox/preferences/comment-mention', { push: false });
    expect(expectErrorShape(change.body, 404).message).toBe('Subscriber with id: prefs-real-inbox is not found');
  });
});
