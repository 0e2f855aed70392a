/** Subscriber preferences with an API key: the same records the Inbox reads and the trigger honours. */
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberHashOf } from '../../src/domain/inbox/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;

type WorkflowPreference = { enabled: boolean; channels: Record<string, boolean>; overrides: { channel: string; source: string }[]; workflow: { identifier: string; slug: string } };
const subscriber = 'api-pref-ada';
const url = `/v2/subscribers/${subscriber}/preferences`;
const mention = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_42' };
const reset = { expiresInMinutes: 15, resetUrl: 'https://r.test', ipAddress: '10.0.0.1', code: '123456' };

const applicationOf = (apiKey: string) => t.deps.registry.fixtureKeys().find((k) => k.apiKey === apiKey)?.applicationIdentifier as string;
const inboxToken = async (apiKey = DEV_KEY) => {
  const res = await t.request().post('/v1/inbox/session').send({ applicationIdentifier: applicationOf(apiKey), subscriber: { subscriberId: subscriber }, subscriberHash: subscriberHashOf(apiKey, subscriber) });
  return res.body.data.token as string;
};
const inboxPreferences = async (token: string) => (await t.request().get('/v1/inbox/preferences?criticality=all').set('Authorization', `Bearer ${token}`)).body.data as { workflow?: { identifier: string }; channels: Record<string, boolean> }[];
const workflowOf = (body: { workflows: WorkflowPreference[] }, identifier: string) => body.workflows.find((w) => w.workflow.identifier === identifier);
const channelsSent = async (transactionId: string): Promise<string[]> =>
  (await t.api().get(`/v1/messages?transactionId=${transactionId}&limit=100`)).body.data.map((m: { channel: string }) => m.channel);

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  expect((await t.api().post('/v2/subscribers', { subscriberId: subscriber, email: 'ada@example.com', phone: '+15550001111' })).status).toBe(201);
});

describe('GET /v2/subscribers/{subscriberId}/preferences', () => {
  it('shows the global preference and each non-critical workflow (critical ones on request)', async () => {
    const res = await t.api().get(url);
    expect(res.status).toBe(200);
    // The global channels are those of every active workflow read: the critical security-alert adds chat.
    expect(res.body.global).toEqual({ enabled: true, channels: { email: true, sms: true, in_app: true, chat: true, push: true } });
    const mentionPreference = workflowOf(res.body, 'comment-mention');
    const bothBySubscriber = [{ channel: 'in_app', source: 'subscriber' }, { channel: 'push', source: 'subscriber' }];
    expect(mentionPreference).toMatchObject({ enabled: true, channels: { in_app: true, push: true }, overrides: bothBySubscriber });
    expect(mentionPreference?.workflow.slug).toMatch(/^comment-mention_wf_[0-9A-Za-z]{16}$/);
    expect(workflowOf(res.body, 'security-alert')).toBeUndefined();
    const critical = await t.api().get(`${url}?criticality=critical`);
    expect(critical.body.workflows.map((w: WorkflowPreference) => w.workflow.identifier)).toEqual(['security-alert']);
  });

  it("shows the fixtures' preferences, and the trigger honours them", async () => {
    const pedro = await t.api().get('/v2/subscribers/pedro.souza@globex.com/preferences');
    expect(workflowOf(pedro.body, 'comment-mention')).toMatchObject({ channels: { in_app: true, push: false }, updatedAt: expect.any(String) });
    const thomas = await t.api().get('/v2/subscribers/thomas.bernard@initech.io/preferences');
    expect(thomas.body.global.channels.sms).toBe(false);
    const event = await t.api().post('/v1/events/trigger', { name: 'password-reset', to: 'thomas.bernard@initech.io', payload: reset });
    expect(await channelsSent(event.body.transactionId)).not.toContain('sms');
  });

  it('answers 404 for an unknown subscriber, and a subscriber of another environment is unknown', async () => {
    const res = await t.api().get('/v2/subscribers/nobody-here/preferences');
    expect(res.status).toBe(404);
    expect(expectErrorShape(res.body, 404).message).toBe('Subscriber with id: nobody-here not found');
    expect((await t.api(PROD_KEY).get(url)).status).toBe(404);
  });
});

describe('PATCH /v2/subscribers/{subscriberId}/preferences', () => {
  it('changes one workflow; the Inbox sees it and the trigger skips the channel', async () => {
    const res = await t.api().patch(url, { workflowId: 'comment-mention', channels: { in_app: false } });
    expect(res.status).toBe(200);
    expect(workflowOf(res.body, 'comment-mention')).toMatchObject({ channels: { in_app: false, push: true }, updatedAt: expect.any(String) });
    const inbox = await inboxPreferences(await inboxToken());
    expect(inbox.find((p) => p.workflow?.identifier === 'comment-mention')?.channels).toEqual({ in_app: false, push: true });
    const event = await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: subscriber, payload: mention });
    expect(await channelsSent(event.body.transactionId)).not.toContain('in_app');
  });

  it('changes the global channels and schedule without workflowId, and sees what the Inbox changed', async () => {
    const schedule = { isEnabled: true, weeklySchedule: { monday: { isEnabled: true, hours: [{ start: '09:00 AM', end: '05:00 PM' }] } } };
    const res = await t.api().patch(url, { channels: { email: false }, schedule });
    expect(res.body.global).toEqual({ enabled: true, channels: { email: false, sms: true, in_app: true, chat: true, push: true }, schedule });
    const event = await t.api().post('/v1/events/trigger', { name: 'password-reset', to: subscriber, payload: reset });
    expect(await channelsSent(event.body.transactionId)).toEqual(['sms']);
    const token = await inboxToken();
    await t.request().patch('/v1/inbox/preferences/comment-mention').set('Authorization', `Bearer ${token}`).send({ push: false });
    expect(workflowOf((await t.api().get(url)).body, 'comment-mention')?.channels).toEqual({ in_app: true, push: false });
  });

  it('refuses an unknown workflow (404), a critical one (400) and an unknown subscriber (404)', async () => {
    const unknown = await t.api().patch(url, { workflowId: 'no-such-workflow', channels: { email: false } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Workflow cannot be found');
    const critical = await t.api().patch(url, { workflowId: 'security-alert', channels: { email: false } });
    expect(critical.status).toBe(400);
    // The real v2 use case hands the workflow's _id on: the message names it, whatever was sent.
    expect(critical.body.message).toBe(`Critical workflow with id: ${t.deps.registry.resolve(DEV_KEY)?.workflows.findByTrigger('security-alert')?._id} can not be updated`);
    expect((await t.api().patch('/v2/subscribers/nobody-here/preferences', { channels: { email: false } })).status).toBe(404);
    expect((await t.api().patch(url, { channels: { email: 'no' } })).status).toBe(422);
  });
});

describe('PATCH /v2/subscribers/{subscriberId}/preferences/bulk', () => {
  it('changes several workflows at once, all or nothing', async () => {
    const res = await t.api().patch(`${url}/bulk`, {
      preferences: [
        { workflowId: 'comment-mention', channels: { push: false } },
        { workflowId: 'welcome-onboarding', channels: { email: false } },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { workflow: { identifier: string }; channels: object }) => [p.workflow.identifier, p.channels])).toEqual([
      ['comment-mention', { in_app: true, push: false }],
      ['welcome-onboarding', { in_app: true, email: false }],
    ]);
    const mixed = await t.api().patch(`${url}/bulk`, { preferences: [{ workflowId: 'comment-mention', channels: { in_app: false } }, { workflowId: 'security-alert', channels: { email: false } }] });
    expect(mixed.status).toBe(400);
    expect(workflowOf((await t.api().get(url)).body, 'comment-mention')?.channels).toEqual({ in_app: true, push: false });
    expect((await t.api().patch(`${url}/bulk`, { preferences: [] })).status).toBe(400);
  });
});
