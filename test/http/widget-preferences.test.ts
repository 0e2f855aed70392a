/** The widget's preferences: the channels of each workflow's active steps, updates keyed by `template._id`, delivery honouring them. */
import { beforeEach, describe, expect, it } from 'vitest';
import { makeInboxApp, type InboxTestApp } from '../helpers/inbox-app.js';
import { expectErrorShape } from '../helpers/test-app.js';

let t: InboxTestApp;
beforeEach(async () => {
  t = await makeInboxApp('widget-prefs');
});

const COMMENT_MENTION = '665f1c2a9b1e4a0022000003';
const SECURITY_ALERT = '665f1c2a9b1e4a0022000006';
type Item = { template: { _id: string; name: string; critical: boolean }; preference: { enabled: boolean; channels: Record<string, boolean> } };

describe('GET /v1/widgets/preferences', () => {
  it('lists each active non-critical workflow with the channels of its active steps only, as the widget draws them', async () => {
    const res = await t.inbox().get('/v1/widgets/preferences');
    expect(res.status).toBe(200);
    const items = res.body.data as Item[];
    const mention = items.find((i) => i.template._id === COMMENT_MENTION);
    expect(mention?.preference).toMatchObject({ enabled: true, channels: { in_app: true, push: true } });
    expect(Object.keys(mention?.preference.channels ?? {}).sort()).toEqual(['in_app', 'push']);
    expect(items.some((i) => i.template._id === SECURITY_ALERT)).toBe(false);
    expect((await t.inbox().get('/v1/widgets/preferences/template')).body).toEqual(res.body);
    const global = await t.inbox().get('/v1/widgets/preferences/global');
    expect(global.body.data).toEqual([{ preference: { enabled: true, channels: expect.objectContaining({ in_app: true, email: true }) } }]);
    expect((await t.inbox().get('/v1/widgets/preferences/other')).status).toBe(422);
  });
});

describe('PATCH /v1/widgets/preferences/{workflowId}', () => {
  it("answers the workflow's item with the same channels and template._id, and the next trigger honours it", async () => {
    const mention = () => t.api().post('/v1/events/trigger', { name: 'comment-mention', to: t.subscriberId, payload: { commenterName: 'Ada', postTitle: 'Notes' } });
    const before = (await t.apiMessages()).length;
    expect((await mention()).status).toBe(201);
    expect(await t.apiMessages()).toHaveLength(before + 1);
    const res = await t.inbox().patch(`/v1/widgets/preferences/${COMMENT_MENTION}`, { channel: { type: 'in_app', enabled: false } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      preference: { enabled: true, channels: { in_app: false, push: true } },
      template: { _id: COMMENT_MENTION, name: 'Comment mention', critical: false, tags: ['collaboration', 'comments'], triggers: [{ identifier: 'comment-mention', type: 'event', variables: [] }] },
    });
    const listed = (await t.inbox().get('/v1/widgets/preferences')).body.data as Item[];
    expect(listed.find((i) => i.template._id === COMMENT_MENTION)?.preference.channels).toEqual({ in_app: false, push: true });
    expect((await mention()).status).toBe(201);
    expect(await t.apiMessages()).toHaveLength(before + 1);
  });

  it('refuses a critical workflow (400) and an unknown one (404), changing nothing', async () => {
    const critical = await t.inbox().patch(`/v1/widgets/preferences/${SECURITY_ALERT}`, { channel: { type: 'email', enabled: false } });
    expect(critical.status).toBe(400);
    expectErrorShape(critical.body, 400);
    const unknown = await t.inbox().patch(`/v1/widgets/preferences/${'f'.repeat(24)}`, { channel: { type: 'email', enabled: false } });
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body, 404);
  });
});

describe('PATCH /v1/widgets/preferences', () => {
  it('turns a channel off for every workflow from the body the clients send (type and channelType)', async () => {
    const res = await t.inbox().patch('/v1/widgets/preferences', { preferences: [{ channelType: 'in_app', type: 'in_app', enabled: false }], enabled: true });
    expect(res.status).toBe(200);
    expect(res.body.data.preference).toMatchObject({ enabled: true, channels: { in_app: false } });
    const listed = (await t.inbox().get('/v1/widgets/preferences')).body.data as Item[];
    expect(listed.filter((i) => 'in_app' in i.preference.channels).every((i) => i.preference.channels.in_app === false)).toBe(true);
  });
});
