/**
 * Today's Inbox rules (the real API's inbox e2e tests of 2026): the session's context, contextHash and
 * defaultSchedule, notifications scoped to the session's contexts, the schedule's validation messages under
 * `errors.general`, the profile kept without a valid hash, messages that carry their workflow's severity, and
 * malformed ids.
 */
import { createHmac } from 'node:crypto';
import { canonicalize } from '@tufjs/canonical-json';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

const applicationOf = (apiKey: string) => t.deps.registry.fixtureKeys().find((k) => k.apiKey === apiKey)?.applicationIdentifier as string;
/** The hashes a backend computes, written here as the real service's helpers do (`createHash`, `createContextHash`). */
const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');
const contextHash = (key: string, context: object) => hmac(key, canonicalize(context));

const openSession = (body: object, apiKey = DEV_KEY) => t.request().post('/v1/inbox/session').send({ applicationIdentifier: applicationOf(apiKey), ...body });
const asInbox = (token: string) => ({
  get: (url: string) => t.request().get(url).set('Authorization', `Bearer ${token}`),
  patch: (url: string, body: object = {}) => t.request().patch(url).set('Authorization', `Bearer ${token}`).send(body),
  post: (url: string, body: object = {}) => t.request().post(url).set('Authorization', `Bearer ${token}`).send(body),
});
const tokenOf = async (body: object, apiKey = DEV_KEY): Promise<string> => {
  const res = await openSession(body, apiKey);
  expect(res.status).toBe(201);
  return res.body.data.token as string;
};

/** The messages of a trigger, through the API key. */
async function trigger(body: object): Promise<{ _id: string; severity?: string; contextKeys?: string[] }[]> {
  const res = await t.api().post('/v1/events/trigger', body);
  expect(res.status).toBe(201);
  const messages = await t.api().get(`/v1/messages?transactionId=${res.body.transactionId}&limit=100`);
  return messages.body.data;
}

const inAppWorkflow = (workflowId: string, severity?: string) =>
  t.api().post('/v2/workflows', { name: workflowId, workflowId, ...(severity ? { severity } : {}), steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: 'Hello' } }] });

describe('the session and its context', () => {
  it('returns the sorted contextKeys of the context sent, none without one, and the application identifier', async () => {
    const res = await openSession({ subscriber: { subscriberId: 'ctx-user' }, context: { teamId: 'team-123', projectId: { id: 'project-456', data: { name: 'P' } } } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ applicationIdentifier: applicationOf(DEV_KEY), contextKeys: ['projectId:project-456', 'teamId:team-123'] });
    const plain = await openSession({ subscriber: { subscriberId: 'ctx-user' } });
    expect(plain.body.data.contextKeys).toEqual([]);
  });

  it('needs, with HMAC on, a contextHash of the context in canonical JSON (any key order), else 400', async () => {
    const subscriberHash = hmac(PROD_KEY, 'ctx-hmac');
    const context = { tenant: 'acme', app: 'dashboard', env: 'prod' };
    const hash = contextHash(PROD_KEY, context);
    const reordered = await openSession({ subscriber: 'ctx-hmac', subscriberHash, context: { env: 'prod', app: 'dashboard', tenant: 'acme' }, contextHash: hash }, PROD_KEY);
    expect(reordered.status).toBe(201);
    expect(reordered.body.data.contextKeys).toEqual(['app:dashboard', 'env:prod', 'tenant:acme']);

    for (const refused of [{ context }, { context: { ...context, tenant: 'malicious' }, contextHash: hash }, { context, contextHash: 'invalid-context-hash' }]) {
      const res = await openSession({ subscriber: 'ctx-hmac', subscriberHash, ...refused }, PROD_KEY);
      expect(res.status).toBe(400);
      expect(expectErrorShape(res.body, 400).message).toBe('Please provide a valid context HMAC hash');
    }
    // With HMAC off, the context needs no hash.
    expect((await openSession({ subscriber: 'ctx-hmac', context })).status).toBe(201);
  });

  it('refuses a bad context with 422 and the real messages under errors.general', async () => {
    const cases: [unknown, string][] = [
      [{ a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' }, 'Too many contexts: 6 provided, maximum allowed is 5'],
      [{ tenant: 'has space' }, 'Invalid context payload structure. Expected object with context types as keys and string IDs or {id, data} objects as values'],
      [{}, 'Invalid context payload structure. Expected object with context types as keys and string IDs or {id, data} objects as values'],
      [{ tenant: { id: 'acme', data: { blob: 'x'.repeat(70 * 1024) } } }, "Context 'tenant' Data is too large: 70KB exceeds 64KB limit"],
    ];
    for (const [context, message] of cases) {
      const res = await openSession({ subscriber: 'ctx-bad', context });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Validation Error');
      expect(res.body.errors.general).toEqual({ messages: [message], value: 'No Value Recorded' });
    }
    expect((await t.api().get('/v2/subscribers/ctx-bad')).status).toBe(404);
  });
});

describe("the Inbox in the session's contexts", () => {
  it('lists, counts and changes only the notifications whose context keys are exactly the session’s', async () => {
    await inAppWorkflow('ctx-flow').expect(201);
    const to = { subscriberId: 'ctx-reader' };
    const [acme] = await trigger({ name: 'ctx-flow', to, context: { tenant: 'acme' } });
    const [acmeWeb] = await trigger({ name: 'ctx-flow', to, context: { tenant: 'acme', app: 'web' } });
    const [plain] = await trigger({ name: 'ctx-flow', to });
    expect(acme?.contextKeys).toEqual(['tenant:acme']);

    const inAcme = asInbox(await tokenOf({ subscriber: 'ctx-reader', context: { tenant: 'acme' } }));
    const inBoth = asInbox(await tokenOf({ subscriber: 'ctx-reader', context: { app: 'web', tenant: 'acme' } }));
    const inNone = asInbox(await tokenOf({ subscriber: 'ctx-reader' }));
    const idsOf = async (inbox: ReturnType<typeof asInbox>) => (await inbox.get('/v1/inbox/notifications?limit=100')).body.data.map((n: { id: string }) => n.id);
    expect(await idsOf(inAcme)).toEqual([acme?._id]);
    expect(await idsOf(inBoth)).toEqual([acmeWeb?._id]);
    expect(await idsOf(inNone)).toEqual([plain?._id]);

    const count = await inAcme.get(`/v1/inbox/notifications/count?filters=${encodeURIComponent(JSON.stringify([{ read: false }]))}`);
    expect(count.body.data).toEqual([{ count: 1, filter: { read: false } }]);
    const session = await openSession({ subscriber: 'ctx-reader', context: { tenant: 'acme' } });
    expect(session.body.data.unreadCount.total).toBe(1);

    // Another context's notification is not found by its id; the session's own is changed.
    const other = await inAcme.patch(`/v1/inbox/notifications/${plain?._id}/read`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(`Notification with id: ${plain?._id} is not found.`);
    expect((await inAcme.patch(`/v1/inbox/notifications/${acme?._id}/read`)).body.data.isRead).toBe(true);
    await inNone.post('/v1/inbox/notifications/read').expect(204);
    const stored = t.deps.registry.resolve(DEV_KEY)?.messages.all() ?? [];
    expect(stored.find((m) => m._id === acmeWeb?._id)?.read).toBe(false);
    expect(stored.find((m) => m._id === plain?._id)?.read).toBe(true);
  });
});

describe('defaultSchedule and the schedule', () => {
  const workweek = { isEnabled: true, weeklySchedule: { monday: { isEnabled: true, hours: [{ start: '9:00 AM', end: '05:00 PM' }] } } };

  it('stores defaultSchedule when the subscriber has none, and keeps the one it has after that', async () => {
    const first = await openSession({ subscriber: 'sched-user', defaultSchedule: workweek });
    expect(first.status).toBe(201);
    expect(first.body.data.schedule).toEqual(workweek);
    const later = await openSession({ subscriber: 'sched-user', defaultSchedule: { isEnabled: true, weeklySchedule: { tuesday: { isEnabled: true } } } });
    expect(later.body.data.schedule).toEqual(workweek);
    const token = await tokenOf({ subscriber: 'sched-user' });
    expect((await asInbox(token).get('/v1/inbox/preferences/global')).body.data.schedule).toEqual(workweek);

    expect((await openSession({ subscriber: 'sched-off', defaultSchedule: { isEnabled: false } })).body.data.schedule).toEqual({ isEnabled: false });
    expect((await openSession({ subscriber: 'sched-none' })).body.data).not.toHaveProperty('schedule');
  });

  const refusals: [object, (field: string) => string][] = [
    [{ isEnabled: true, weeklySchedule: {} }, (f) => `${f}.weeklySchedule must contain at least one day configuration when isEnabled is true`],
    [{ isEnabled: true, weeklySchedule: { monday: { isEnabled: true, hours: [{ start: '25:00', end: '05:00 PM' }] } } }, (f) => `${f}.weeklySchedule.monday.hours.0.start must be in 12-hour format (e.g., 09:00 AM or 9:00 AM)`],
    [{ isEnabled: true, weeklySchedule: { invalidDay: { isEnabled: true } } }, (f) => `${f}.weeklySchedule contains invalid day names: invalidDay. Valid days are: monday, tuesday, wednesday, thursday, friday, saturday, sunday`],
    [{ weeklySchedule: { monday: { isEnabled: 'yes' } } }, (f) => `${f}.isEnabled must be a boolean value`],
  ];

  it('refuses a bad defaultSchedule with 422 and the messages under errors.general, creating nobody', async () => {
    for (const [defaultSchedule, message] of refusals) {
      const res = await openSession({ subscriber: 'sched-bad', defaultSchedule });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Validation Error');
      expect(res.body.errors.general.value).toBe('No Value Recorded');
      expect(res.body.errors.general.messages).toContain(message('defaultSchedule'));
    }
    expect((await t.api().get('/v2/subscribers/sched-bad')).status).toBe(404);
  });

  it('refuses a bad schedule on PATCH /v1/inbox/preferences the same way, and takes a valid one', async () => {
    const inbox = asInbox(await tokenOf({ subscriber: 'sched-patch' }));
    for (const [schedule, message] of refusals) {
      const res = await inbox.patch('/v1/inbox/preferences', { schedule });
      expect(res.status).toBe(422);
      expect(res.body.errors.general.messages).toContain(message('schedule'));
    }
    const nonBoolean = await inbox.patch('/v1/inbox/preferences', { schedule: { weeklySchedule: { monday: { isEnabled: 'yes' } } } });
    // The real validation pipe's order: the fields as the class declares them, a field's nested failures first.
    expect(nonBoolean.body.errors.general.messages).toEqual(['schedule.isEnabled must be a boolean value', 'schedule.weeklySchedule.monday.isEnabled must be a boolean value']);
    const ok = await inbox.patch('/v1/inbox/preferences', { email: false, schedule: { isEnabled: true, weeklySchedule: { friday: { isEnabled: true, hours: [{ start: '9:00am', end: '5:00 pm' }] } } } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.schedule).toEqual({ isEnabled: true, weeklySchedule: { friday: { isEnabled: true, hours: [{ start: '9:00am', end: '5:00 pm' }] } } });
  });
});

describe('the profile a session sends', () => {
  it('creates a new subscriber with it, and changes an existing one only with a valid subscriberHash', async () => {
    await openSession({ subscriber: { subscriberId: 'profile-user', firstName: 'Mike', email: 'mike@example.com' } }).expect(201);
    await openSession({ subscriber: { subscriberId: 'profile-user', firstName: 'Mike 3', email: 'mike3@example.com' } }).expect(201);
    expect((await t.api().get('/v2/subscribers/profile-user')).body).toMatchObject({ firstName: 'Mike', email: 'mike@example.com' });
    await openSession({ subscriber: { subscriberId: 'profile-user', firstName: 'Mike 2' }, subscriberHash: hmac(DEV_KEY, 'profile-user') }).expect(201);
    expect((await t.api().get('/v2/subscribers/profile-user')).body).toMatchObject({ firstName: 'Mike 2', email: 'mike@example.com' });
  });
});

describe('severity', () => {
  it('messages take the workflow’s severity (or the trigger’s override), and the Inbox filters and counts by it', async () => {
    await inAppWorkflow('sev-high', 'high').expect(201);
    await inAppWorkflow('sev-plain').expect(201);
    const to = { subscriberId: 'sev-user' };
    const [high] = await trigger({ name: 'sev-high', to });
    const [plain] = await trigger({ name: 'sev-plain', to });
    const [low] = await trigger({ name: 'sev-high', to, overrides: { severity: 'low' } });
    expect([high?.severity, plain?.severity, low?.severity]).toEqual(['high', 'none', 'low']);

    const session = await openSession({ subscriber: 'sev-user' });
    expect(session.body.data.unreadCount).toEqual({ total: 3, severity: { high: 1, medium: 0, low: 1, none: 1 } });
    const inbox = asInbox(session.body.data.token);
    const listed = await inbox.get('/v1/inbox/notifications?severity[]=high&severity[]=medium');
    expect(listed.body.data.map((n: { id: string; severity: string }) => [n.id, n.severity])).toEqual([[high?._id, 'high']]);
    const filters = [{ severity: ['high'] }, { severity: ['none'] }, { severity: ['high', 'low'] }];
    const counts = await inbox.get(`/v1/inbox/notifications/count?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    expect(counts.body.data.map((c: { count: number }) => c.count)).toEqual([1, 1, 2]);
  });
});

describe('malformed ids on Inbox routes', () => {
  it('a notification id that is not an ObjectId is the real 422; a workflow is looked up by id or identifier (404)', async () => {
    const inbox = asInbox(await tokenOf({ subscriber: 'ids-user' }));
    const res = await inbox.patch('/v1/inbox/notifications/fake/read');
    expect(res.status).toBe(422);
    expect(res.body.errors.notificationId.messages).toEqual(['notificationId must be a mongodb id']);
    const workflow = await inbox.patch('/v1/inbox/preferences/1234', { email: true });
    expect(workflow.status).toBe(404);
    expect(workflow.body.message).toBe('Workflow cannot be found');
  });
});
