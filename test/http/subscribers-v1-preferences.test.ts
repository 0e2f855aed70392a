/** The v1 preference routes `@novu/node` calls: the same preference store as v2, the Inbox and the trigger. */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;

type V1Preference = {
  template: { _id: string; name: string; critical: boolean; tags: string[]; triggers: { identifier: string }[] };
  preference: { enabled: boolean; channels: Record<string, boolean>; overrides: { channel: string; source: string }[] };
  type: string;
};
const subscriber = 'v1-pref-ada';
const url = `/v1/subscribers/${subscriber}/preferences`;
const mention = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_42' };
const reset = { expiresInMinutes: 15, resetUrl: 'https://r.test', ipAddress: '10.0.0.1', code: '123456' };
const ALL_ON = { email: true, sms: true, in_app: true, chat: true, push: true };

const of = (list: V1Preference[], identifier: string) => list.find((p) => p.template.triggers[0]?.identifier === identifier);
const workflowId = (identifier: string) => t.deps.registry.resolve(DEV_KEY)?.workflows.findByTrigger(identifier)?._id as string;
/** The channels a trigger of `workflow` to the subscriber delivered on. */
async function channelsSent(workflow: string, payload: object): Promise<string[]> {
  const event = await t.api().post('/v1/events/trigger', { name: workflow, to: subscriber, payload });
  expect(event.status).toBe(201);
  const messages = await t.api().get(`/v1/messages?transactionId=${event.body.data.transactionId}&limit=100`);
  return messages.body.data.map((m: { channel: string }) => m.channel).sort();
}

beforeEach(async () => {
  t = await makeTestApp();
  expect((await t.api().post('/v1/subscribers', { subscriberId: subscriber, email: 'ada@example.com', phone: '+15550001111' })).status).toBe(201);
});

describe('GET /v1/subscribers/{subscriberId}/preferences', () => {
  it('lists each active non-critical workflow with its own channels, or all five with includeInactiveChannels=true', async () => {
    const res = await t.api().get(`${url}?includeInactiveChannels=true`);
    expect(res.status).toBe(200);
    const list = res.body.data as V1Preference[];
    expect(of(list, 'security-alert')).toBeUndefined();
    expect(of(list, 'team-invite')).toBeUndefined();
    const mentionPreference = of(list, 'comment-mention');
    expect(mentionPreference).toMatchObject({
      template: { _id: workflowId('comment-mention'), name: 'Comment mention', critical: false, triggers: [{ identifier: 'comment-mention', type: 'event' }] },
      preference: { enabled: true, channels: ALL_ON },
      type: 'SUBSCRIBER_WORKFLOW',
    });
    expect(mentionPreference?.preference.overrides.every((o) => o.source === 'subscriber')).toBe(true);
    const activeOnly = await t.api().get(url);
    expect(of(activeOnly.body.data, 'comment-mention')?.preference.channels).toEqual({ in_app: true, push: true });
  });

  it('shows what the subscriber chose through v2 (global and per workflow)', async () => {
    await t.api().patch(`/v2/subscribers/${subscriber}/preferences`, { channels: { email: false } });
    await t.api().patch(`/v2/subscribers/${subscriber}/preferences`, { workflowId: 'comment-mention', channels: { push: false } });
    const list = (await t.api().get(`${url}?includeInactiveChannels=true`)).body.data as V1Preference[];
    const mentionPreference = of(list, 'comment-mention');
    expect(mentionPreference?.preference.channels).toEqual({ ...ALL_ON, email: false, push: false });
    expect(of(list, 'password-reset')?.preference.channels.email).toBe(false);
  });

  it('answers 404 with the real messages for an unknown subscriber, and another environment’s is unknown', async () => {
    const list = await t.api().get('/v1/subscribers/nobody-here/preferences');
    expect(list.status).toBe(404);
    expect(expectErrorShape(list.body, 404).message).toBe('Subscriber with id: nobody-here not found');
    expect((await t.api().get('/v1/subscribers/nobody-here/preferences/global')).body.message).toBe('Subscriber nobody-here not found');
    expect((await t.api().get('/v1/subscribers/nobody-here/preferences/template')).body.message).toBe('Subscriber with id: nobody-here not found');
    expect((await t.api(PROD_KEY).get(url)).status).toBe(404);
  });
});

describe('GET /v1/subscribers/{subscriberId}/preferences/{level}', () => {
  it('reads the global level as a list of one, the template level as the workflow list, and refuses another level', async () => {
    const global = await t.api().get(`${url}/global`);
    expect(global.status).toBe(200);
    expect(global.body.data).toEqual([{ preference: { enabled: true, channels: ALL_ON } }]);
    const activeOnly = await t.api().get(`${url}/global?includeInactiveChannels=false`);
    // The critical security-alert's chat step counts: the global channels are those of every active workflow.
    expect(Object.keys(activeOnly.body.data[0].preference.channels).sort()).toEqual(['chat', 'email', 'in_app', 'push', 'sms']);
    const template = await t.api().get(`${url}/template`);
    expect(template.body.data).toEqual((await t.api().get(`${url}?includeInactiveChannels=true`)).body.data);
    const bad = await t.api().get(`${url}/workflow`);
    expect(bad.status).toBe(422);
    expectErrorShape(bad.body, 422);
  });

  it('shows the delivery schedule the subscriber set through v2', async () => {
    const schedule = { isEnabled: true, weeklySchedule: { monday: { isEnabled: true, hours: [{ start: '09:00 AM', end: '05:00 PM' }] } } };
    expect((await t.api().patch(`/v2/subscribers/${subscriber}/preferences`, { schedule })).status).toBe(200);
    expect((await t.api().get(`${url}/global`)).body.data[0].preference.schedule).toEqual(schedule);
  });
});

describe('PATCH /v1/subscribers/{subscriberId}/preferences (global)', () => {
  it('turns channels off for every workflow; v2 and the trigger see it', async () => {
    expect(await channelsSent('password-reset', reset)).toEqual(['email', 'sms']);
    const res = await t.api().patch(url, { preferences: [{ type: 'push', enabled: false }, { type: 'sms', enabled: false }] });
    expect(res.status).toBe(200);
    // The answer shows the channels the active workflows use (all five in the fixtures, security-alert having chat).
    expect(res.body.data).toEqual({ preference: { channels: { ...ALL_ON, push: false, sms: false }, enabled: true } });
    expect((await t.api().get(`/v2/subscribers/${subscriber}/preferences`)).body.data.global.channels).toMatchObject({ push: false, sms: false, email: true });
    expect(await channelsSent('password-reset', reset)).toEqual(['email']);
  });

  it('accepts the global enabled flag and ignores it, as today’s real controller does', async () => {
    const res = await t.api().patch(url, { enabled: false });
    expect(res.body.data.preference.enabled).toBe(true);
    expect((await t.api().get(`${url}/global`)).body.data[0].preference.enabled).toBe(true);
    expect(await channelsSent('password-reset', reset)).toEqual(['email', 'sms']);
  });

  it('drops the subscriber’s per-workflow choice of a channel it sets globally', async () => {
    await t.api().patch(`${url}/comment-mention`, { channel: { type: 'push', enabled: false } });
    await t.api().patch(url, { preferences: [{ type: 'push', enabled: true }] });
    expect(of((await t.api().get(url)).body.data, 'comment-mention')?.preference.channels.push).toBe(true);
  });

  it('refuses an unknown channel or field with 422 and answers 404 for an unknown subscriber, writing nothing', async () => {
    const before = JSON.stringify(t.deps.registry.resolve(DEV_KEY)?.preferences.all());
    for (const body of [{ preferences: [{ type: 'fax', enabled: false }] }, { preferences: [{ type: 'sms' }] }]) {
      expect((await t.api().patch(url, body)).status, JSON.stringify(body)).toBe(422);
    }
    const missing = await t.api().patch('/v1/subscribers/nobody-here/preferences', { preferences: [] });
    expect(missing.status).toBe(404);
    expect(expectErrorShape(missing.body, 404).message).toBe('Subscriber with id: nobody-here is not found');
    expect(JSON.stringify(t.deps.registry.resolve(DEV_KEY)?.preferences.all())).toBe(before);
    // A field the real DTO does not declare (`channels`) is ignored, as any unknown field: no channel changes.
    const ignored = await t.api().patch(url, { channels: { sms: false } });
    expect(ignored.status).toBe(200);
    expect(JSON.stringify(ignored.body)).not.toContain('"sms":false');
  });
});

describe('PATCH /v1/subscribers/{subscriberId}/preferences/{templateId}', () => {
  it('turns one channel of a workflow (by _id) off, answered with the channels of its active steps; the trigger skips it', async () => {
    expect(await channelsSent('comment-mention', mention)).toContain('in_app');
    const id = workflowId('comment-mention');
    const res = await t.api().patch(`${url}/${id}`, { channel: { type: 'in_app', enabled: false } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      preference: { channels: { in_app: false, push: true }, enabled: true },
      template: { _id: id, name: 'Comment mention', critical: false, tags: ['collaboration', 'comments'], triggers: [{ identifier: 'comment-mention', type: 'event', variables: [] }] },
    });
    const v2 = (await t.api().get(`/v2/subscribers/${subscriber}/preferences`)).body.data.workflows;
    expect(v2.find((w: { workflow: { identifier: string } }) => w.workflow.identifier === 'comment-mention').channels).toEqual({ in_app: false, push: true });
    expect(await channelsSent('comment-mention', mention)).not.toContain('in_app');
  });

  it('accepts enabled and ignores it, as today’s real controller does: the workflow stays on', async () => {
    const off = await t.api().patch(`${url}/comment-mention`, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data.preference).toEqual({ channels: { in_app: true, push: true }, enabled: true });
    expect(of((await t.api().get(url)).body.data, 'comment-mention')?.preference.enabled).toBe(true);
    expect(await channelsSent('comment-mention', mention)).toContain('in_app');
  });

  it('takes a change of neither channel nor enabled, again and again (today’s real use case has no such check)', async () => {
    expect((await t.api().patch(`${url}/comment-mention`, {})).status).toBe(200);
    expect((await t.api().patch(`${url}/comment-mention`, {})).status).toBe(200);
  });

  it('answers 404 for an unknown workflow, 400 for a critical one, 422 for a bad channel, writing nothing', async () => {
    const before = JSON.stringify(t.deps.registry.resolve(DEV_KEY)?.preferences.all());
    const unknown = await t.api().patch(`${url}/no-such-workflow`, { channel: { type: 'push', enabled: false } });
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body, 404).message).toBe('Workflow cannot be found');
    const critical = await t.api().patch(`${url}/security-alert`, { channel: { type: 'sms', enabled: false } });
    expect(critical.status).toBe(400);
    expect(expectErrorShape(critical.body, 400).message).toBe('Critical workflow with id: security-alert can not be updated');
    expect((await t.api().patch(`${url}/comment-mention`, { channel: { type: 'fax', enabled: false } })).status).toBe(422);
    expect((await t.api(PROD_KEY).patch(`${url}/comment-mention`, { channel: { type: 'push', enabled: false } })).status).toBe(404);
    expect(JSON.stringify(t.deps.registry.resolve(DEV_KEY)?.preferences.all())).toBe(before);
  });
});
