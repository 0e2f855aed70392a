/** Preferences through an Inbox session: reading, changing, their rules, and what triggers do with them. */
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberHashOf } from '../../src/domain/inbox/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let token: string;

type Preference = { level: string; enabled: boolean; channels: Record<string, boolean>; workflow?: { id: string; identifier: string; critical: boolean; tags: string[] }; schedule?: object };
type Job = { type: string; status: string; executionDetails: { detail: string; status: string; raw?: string | null }[] };

const applicationOf = (apiKey: string) => t.deps.registry.fixtureKeys().find((k) => k.apiKey === apiKey)?.applicationIdentifier as string;
const openSession = async (apiKey: string, subscriberId: string) => {
  const res = await t.request().post('/v1/inbox/session').send({ applicationIdentifier: applicationOf(apiKey), subscriber: { subscriberId }, subscriberHash: subscriberHashOf(apiKey, subscriberId) });
  expect(res.status).toBe(201);
  return res.body.data.token as string;
};
const inbox = (bearer = token) => ({
  get: (url: string) => t.request().get(url).set('Authorization', `Bearer ${bearer}`),
  patch: (url: string, body: object) => t.request().patch(url).set('Authorization', `Bearer ${bearer}`).send(body),
});
const list = async (bearer = token, query = ''): Promise<Preference[]> => {
  const res = await inbox(bearer).get(`/v1/inbox/preferences${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
};
const workflowPreference = async (identifier: string, bearer = token) => (await list(bearer, '?criticality=all')).find((p) => p.workflow?.identifier === identifier);
const workflowId = (identifier: string, apiKey = DEV_KEY) => t.deps.registry.resolve(apiKey)?.workflows.findByTrigger(identifier)?._id as string;

const jobsOf = async (transactionId: string): Promise<Job[]> => (await t.api().get(`/v1/notifications?transactionId=${transactionId}`)).body.data[0].jobs;
const channelsSent = async (transactionId: string): Promise<string[]> =>
  (await t.api().get(`/v1/messages?transactionId=${transactionId}&limit=100`)).body.data.map((m: { channel: string }) => m.channel);
const mention = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_42' };
const reset = { expiresInMinutes: 15, resetUrl: 'https://r.test', ipAddress: '10.0.0.1', code: '123456' };
const alert = { device: 'Laptop', location: 'Berlin', ipAddress: '10.0.0.1', signInTime: 'now', riskLevel: 'high' };

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  token = await openSession(DEV_KEY, 'pref-ada');
});

describe('GET /v1/inbox/preferences', () => {
  it('lists the global preference, then each non-critical workflow with its own channels, wrapped in data', async () => {
    const [global, ...workflows] = await list();
    // chat is used by the critical security-alert only, and shows: the global channels are those of every active workflow.
    expect(global).toEqual({ level: 'global', enabled: true, channels: { email: true, sms: true, in_app: true, chat: true, push: true } });
    expect(workflows.length).toBeGreaterThan(0);
    expect(workflows.every((p) => p.level === 'template' && p.workflow?.critical === false)).toBe(true);
    expect(workflows.find((p) => p.workflow?.identifier === 'comment-mention')?.channels).toEqual({ in_app: true, push: true });
    expect((await inbox().get('/v1/inbox/preferences/global')).body.data).toEqual(global);
  });

  it('filters by criticality, tags and severity', async () => {
    const critical = await list(token, '?criticality=critical');
    expect(critical.slice(1).map((p) => [p.workflow?.identifier, p.workflow?.critical])).toEqual([['security-alert', true]]);
    const tagged = await list(token, '?tags[]=billing&tags[]=comments');
    expect(tagged.slice(1).map((p) => p.workflow?.identifier).sort()).toEqual(['comment-mention', 'payment-failed']);
    expect((await list(token, '?severity=high')).slice(1)).toEqual([]);
    expect((await inbox().get('/v1/inbox/preferences?criticality=some')).status).toBe(422);
  });
});

describe('PATCH /v1/inbox/preferences/{workflowIdOrIdentifier}', () => {
  it('changes the channels sent for that workflow, found by trigger identifier or _id', async () => {
    const byIdentifier = await inbox().patch('/v1/inbox/preferences/comment-mention', { in_app: false });
    expect(byIdentifier.status).toBe(200);
    expect(byIdentifier.body.data).toMatchObject({ level: 'template', enabled: true, channels: { in_app: false, push: true }, workflow: { identifier: 'comment-mention' } });
    const byId = await inbox().patch(`/v1/inbox/preferences/${workflowId('comment-mention')}`, { push: false });
    expect(byId.body.data.channels).toEqual({ in_app: false, push: false });
    expect((await workflowPreference('welcome-onboarding'))?.channels).toEqual({ in_app: true, email: true });
  });

  it('refuses an unknown workflow (404), a critical one (400) and a channel value that is not a boolean (422), changing nothing', async () => {
    const before = await list(token, '?criticality=all');
    const unknown = await inbox().patch('/v1/inbox/preferences/no-such-workflow', { email: false });
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body, 404)).toMatchObject({ message: 'Workflow cannot be found', workflowId: 'no-such-workflow' });
    const critical = await inbox().patch('/v1/inbox/preferences/security-alert', { email: false });
    expect(critical.status).toBe(400);
    expect(critical.body.message).toBe('Critical workflow with id: security-alert can not be updated');
    for (const body of [{ email: 'no' }, { in_app: 1 }, { email: null }]) {
      const bad = await inbox().patch('/v1/inbox/preferences/comment-mention', body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expectErrorShape(bad.body, 422);
    }
    expect(await list(token, '?criticality=all')).toEqual(before);
  });

  it('needs a session token: none, a bad one or an API key → 401', async () => {
    expect((await t.request().patch('/v1/inbox/preferences/comment-mention').send({ email: false })).status).toBe(401);
    expect((await inbox('not-a-token').patch('/v1/inbox/preferences/comment-mention', { email: false })).status).toBe(401);
    expect((await t.api().patch('/v1/inbox/preferences/comment-mention', { email: false })).status).toBe(401);
  });
});

describe('PATCH /v1/inbox/preferences (global)', () => {
  it('turns a channel off for every workflow, replacing the per-workflow choices of that channel', async () => {
    await inbox().patch('/v1/inbox/preferences/welcome-onboarding', { email: true, in_app: false });
    const res = await inbox().patch('/v1/inbox/preferences', { email: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ level: 'global', channels: { email: false, in_app: true } });
    expect((await workflowPreference('welcome-onboarding'))?.channels).toEqual({ in_app: false, email: false });
    // A critical workflow keeps its own settings.
    expect((await workflowPreference('security-alert'))?.channels.email).toBe(true);
  });

  it('stores a delivery schedule and checks it as the real service does', async () => {
    const schedule = { isEnabled: true, weeklySchedule: { monday: { isEnabled: true, hours: [{ start: '09:00 AM', end: '05:00 PM' }] } } };
    const res = await inbox().patch('/v1/inbox/preferences', { schedule });
    expect(res.body.data.schedule).toEqual(schedule);
    expect((await inbox().get('/v1/inbox/preferences/global')).body.data.schedule).toEqual(schedule);
    // A schedule turned off may keep its week (the real ScheduleDto has no rule against it).
    const off = { isEnabled: false, weeklySchedule: schedule.weeklySchedule };
    expect((await inbox().patch('/v1/inbox/preferences', { schedule: off })).body.data.schedule).toEqual(off);
    expect((await inbox().patch('/v1/inbox/preferences', { schedule })).status).toBe(200);
    expect((await inbox().patch('/v1/inbox/preferences', { schedule: { isEnabled: true, weeklySchedule: {} } })).status).toBe(422);
    expect((await inbox().patch('/v1/inbox/preferences', { schedule: { isEnabled: true, weeklySchedule: { someday: { isEnabled: true } } } })).status).toBe(422);
    expect((await inbox().patch('/v1/inbox/preferences', { schedule: { isEnabled: true, weeklySchedule: { monday: { isEnabled: true, hours: [{ start: '25:00', end: '17:00' }] } } } })).status).toBe(422);
    expect((await inbox().get('/v1/inbox/preferences/global')).body.data.schedule).toEqual(schedule);
  });
});

describe('PATCH /v1/inbox/preferences/bulk', () => {
  it('changes several workflows at once and returns one preference per workflow', async () => {
    const res = await inbox().patch('/v1/inbox/preferences/bulk', {
      preferences: [
        { workflowId: 'comment-mention', push: false },
        { workflowId: workflowId('welcome-onboarding'), email: false },
        { workflowId: 'welcome-onboarding', in_app: false },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: Preference) => [p.workflow?.identifier, p.channels])).toEqual([
      ['comment-mention', { in_app: true, push: false }],
      ['welcome-onboarding', { in_app: false, email: true }],
    ]);
  });

  it('is all or nothing, with the real limits and messages', async () => {
    const before = await list(token, '?criticality=all');
    const empty = await inbox().patch('/v1/inbox/preferences/bulk', { preferences: [] });
    expect([empty.status, empty.body.message]).toEqual([400, 'No preferences provided for bulk update']);
    const tooMany = await inbox().patch('/v1/inbox/preferences/bulk', { preferences: Array.from({ length: 101 }, () => ({ workflowId: 'welcome-onboarding', email: false })) });
    expect([tooMany.status, tooMany.body.message]).toEqual([422, 'preferences must contain no more than 100 elements']);
    const unknown = await inbox().patch('/v1/inbox/preferences/bulk', { preferences: [{ workflowId: 'welcome-onboarding', email: false }, { workflowId: 'nope', email: false }] });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Workflows with ids: nope not found']);
    const critical = await inbox().patch('/v1/inbox/preferences/bulk', { preferences: [{ workflowId: 'welcome-onboarding', email: false }, { workflowId: 'security-alert', sms: false }] });
    expect([critical.status, critical.body.message]).toEqual([400, `Critical workflows with ids: ${workflowId('security-alert')} cannot be updated`]);
    expect((await inbox().patch('/v1/inbox/preferences/bulk', { preferences: [{ email: false }] })).status).toBe(422);
    expect(await list(token, '?criticality=all')).toEqual(before);
  });
});

describe('token scope', () => {
  it('one subscriber changing preferences never changes another subscriber or environment', async () => {
    const other = await openSession(DEV_KEY, 'pref-bob');
    const sameIdInProduction = await openSession(PROD_KEY, 'pref-ada');
    const otherBefore = await list(other, '?criticality=all');
    const productionBefore = await list(sameIdInProduction, '?criticality=all');
    await inbox().patch('/v1/inbox/preferences', { in_app: false, schedule: { isEnabled: true } });
    await inbox().patch('/v1/inbox/preferences/comment-mention', { push: false });
    expect(await list(other, '?criticality=all')).toEqual(otherBefore);
    expect(await list(sameIdInProduction, '?criticality=all')).toEqual(productionBefore);
  });
});

describe('preferences drive delivery', () => {
  it('skips a channel turned off for the workflow: a canceled job with the real execution details, and no message', async () => {
    await inbox().patch('/v1/inbox/preferences/comment-mention', { in_app: false });
    const res = await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: 'pref-ada', payload: mention });
    expect(res.status).toBe(201);
    const [inApp] = await jobsOf(res.body.transactionId);
    expect(inApp?.type).toBe('in_app');
    expect(inApp?.status).toBe('canceled');
    expect(inApp?.executionDetails.map((d) => [d.detail, d.status])).toEqual([
      ['Step queued', 'Pending'],
      ['Step filtered by subscriber workflow preferences', 'Success'],
    ]);
    expect(JSON.parse(inApp?.executionDetails[1]?.raw as string)).toEqual({ enabled: true, channels: { in_app: false, push: true } });
    expect(await channelsSent(res.body.transactionId)).toEqual([]);
    // Another subscriber still gets it.
    const other = await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: 'pref-bob', payload: mention });
    expect(await channelsSent(other.body.transactionId)).toEqual(['in_app']);
  });

  it('skips a channel turned off globally, except in a critical workflow', async () => {
    await inbox().patch('/v1/inbox/preferences', { email: false });
    const to = { subscriberId: 'pref-ada', email: 'ada@t.test', phone: '+15555550100' };
    const resetEvent = await t.api().post('/v1/events/trigger', { name: 'password-reset', to, payload: reset });
    const [email, sms] = await jobsOf(resetEvent.body.transactionId);
    expect([email?.status, email?.executionDetails[1]?.detail]).toEqual(['canceled', 'Step filtered by subscriber global preferences']);
    expect(sms?.status).toBe('completed');
    expect(await channelsSent(resetEvent.body.transactionId)).toEqual(['sms']);
    const critical = await t.api().post('/v1/events/trigger', { name: 'security-alert', to, payload: alert });
    expect(await channelsSent(critical.body.transactionId)).toContain('email');
  });
});

describe('state', () => {
  it('a reset restores the fixture preferences; a snapshot carries them and restores them', async () => {
    const admin = () => t.request();
    await inbox().patch('/v1/inbox/preferences/comment-mention', { in_app: false });
    const snapshot = (await admin().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
    const stored = snapshot.organizations[0].environments[0].data.preferences as { channels: Record<string, boolean> }[];
    // The fixtures' preferences of other subscribers, and the one just made.
    const made = stored.filter((p) => p.channels.in_app === false);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ _templateId: workflowId('comment-mention'), channels: { in_app: false } });
    await admin().post(`/__admin/reset?apiKey=${DEV_KEY}`);
    token = await openSession(DEV_KEY, 'pref-ada');
    expect((await workflowPreference('comment-mention'))?.channels.in_app).toBe(true);
    expect((await admin().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot)).status).toBe(200);
    token = await openSession(DEV_KEY, 'pref-ada');
    expect((await workflowPreference('comment-mention'))?.channels.in_app).toBe(false);
    const broken = structuredClone(snapshot);
    broken.organizations[0].environments[0].data.preferences[0].channels = { in_app: 'off' };
    expect((await admin().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(broken)).status).toBe(422);
  });

  it("counts preference writes against the environment's stored-bytes budget (413, nothing stored)", async () => {
    t = await makeTestApp({ envelope: false, maxStoredBytes: 2_000 });
    token = await openSession(DEV_KEY, 'pref-ada');
    const hours = Array.from({ length: 100 }, () => ({ start: '09:00 AM', end: '05:00 PM' }));
    const big = await inbox().patch('/v1/inbox/preferences', { email: false, schedule: { isEnabled: true, weeklySchedule: { monday: { isEnabled: true, hours } } } });
    expect(big.status).toBe(413);
    expectErrorShape(big.body, 413);
    expect((await inbox().get('/v1/inbox/preferences/global')).body.data).toMatchObject({ channels: { email: true } });
    expect((await inbox().patch('/v1/inbox/preferences/comment-mention', { in_app: false })).status).toBe(200);
  });
});
