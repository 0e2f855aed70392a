/** The official Inbox client (`@novu/js`) against the mock: session, list, count, every notification operation, preferences. */
import { Novu, WorkflowCriticalityEnum, type Notification } from '@novu/js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';

let server: MockServer;
let novu: Novu;
let subscriberId: string;

beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, seed: 11, logger: silentLogger, contract: await sharedContract() });
  const environment = server.deps.registry.resolve(DEV_KEY);
  const [message] = environment?.messages.all().filter((m) => m.channel === 'in_app') ?? [];
  subscriberId = environment?.subscribers.findByInternalId(message?._subscriberId ?? '')?.subscriberId as string;
  const applicationIdentifier = server.apiKeys.find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier as string;
  // Both URLs at the mock: without socketUrl the client would open a socket to the vendor's cloud.
  novu = new Novu({ applicationIdentifier, subscriber: { subscriberId }, backendUrl: server.url, socketUrl: server.url, socketOptions: { reconnection: false } });
});
afterAll(() => server?.close());

/** A client of its own for a new subscriber (the session creates it). */
const clientFor = (id: string) => {
  const applicationIdentifier = server.apiKeys.find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier as string;
  return new Novu({ applicationIdentifier, subscriber: { subscriberId: id }, backendUrl: server.url, socketUrl: server.url, socketOptions: { reconnection: false } });
};

/** `POST /v1/events/trigger` with the API key, as a backend sends it; the channels of the messages it created. */
async function triggerAndListChannels(name: string, to: object, payload: object): Promise<string[]> {
  const res = await fetch(`${server.url}/v1/events/trigger`, {
    method: 'POST',
    headers: { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, to, payload }),
  });
  expect(res.status).toBe(201);
  const { transactionId } = ((await res.json()) as { data: { transactionId: string } }).data;
  const messages = await fetch(`${server.url}/v1/messages?transactionId=${transactionId}&limit=100`, { headers: { Authorization: `ApiKey ${DEV_KEY}` } });
  return ((await messages.json()) as { data: { channel: string }[] }).data.map((m) => m.channel).sort();
}

describe('the official Inbox client (@novu/js) against the mock', () => {
  it('opens the session and lists, counts and reads the fixture notifications', async () => {
    const list = await novu.notifications.list({ limit: 50 });
    expect(list.error).toBeUndefined();
    const notifications = list.data?.notifications ?? [];
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications.every((n) => n.to.subscriberId === subscriberId)).toBe(true);

    const counted = await novu.notifications.count({ filters: [{ read: false }, { read: true }] });
    expect(counted.error).toBeUndefined();
    const [unread, read] = counted.data?.counts ?? [];
    expect((unread?.count ?? 0) + (read?.count ?? 0)).toBe(notifications.length);

    const target = notifications.find((n) => !n.isRead) ?? notifications[0];
    const marked = await novu.notifications.read({ notificationId: target?.id as string });
    expect(marked.error).toBeUndefined();
    expect(marked.data?.isRead).toBe(true);
    const message = server.deps.registry.resolve(DEV_KEY)?.messages.all().find((m) => m._id === target?.id);
    expect(message?.read).toBe(true);
  });

  it('reads and changes preferences (per workflow, bulk, global, schedule), and a trigger then skips what is off', async () => {
    const client = clientFor('sdk-prefs');
    const listed = await client.preferences.list();
    expect(listed.error).toBeUndefined();
    const [global, ...workflows] = listed.data ?? [];
    expect(global?.level).toBe('global');
    const mention = workflows.find((p) => p.workflow?.identifier === 'comment-mention');
    expect(mention?.channels).toEqual({ in_app: true, push: true });
    // A client of its own: the client's cache answers a second list from the first one.
    const critical = await clientFor('sdk-prefs').preferences.list({ criticality: WorkflowCriticalityEnum.CRITICAL });
    expect(critical.data?.slice(1).map((p) => p.workflow?.critical)).toEqual([true]);

    const updated = await mention?.update({ channels: { in_app: false } });
    expect(updated?.error).toBeUndefined();
    expect(updated?.data?.channels).toEqual({ in_app: false, push: true });
    const to = { subscriberId: 'sdk-prefs', email: 'sdk-prefs@t.test', phone: '+15555550111' };
    const mentionPayload = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_1' };
    expect(await triggerAndListChannels('comment-mention', to, mentionPayload)).toEqual([]);

    const welcome = workflows.find((p) => p.workflow?.identifier === 'welcome-onboarding');
    const bulk = await client.preferences.bulkUpdate([
      { workflowId: welcome?.workflow?.id as string, channels: { in_app: false } },
      { workflowId: 'comment-mention', channels: { in_app: true } },
    ]);
    expect(bulk.error).toBeUndefined();
    expect(bulk.data?.map((p) => [p.workflow?.identifier, p.channels.in_app])).toEqual([['welcome-onboarding', false], ['comment-mention', true]]);
    expect(await triggerAndListChannels('comment-mention', to, mentionPayload)).toEqual(['in_app']);

    const globalOff = await global?.update({ channels: { email: false } });
    expect(globalOff?.error).toBeUndefined();
    expect(globalOff?.data?.channels.email).toBe(false);
    const resetPayload = { expiresInMinutes: 15, resetUrl: 'https://r.test', ipAddress: '10.0.0.1', code: '123456' };
    expect(await triggerAndListChannels('password-reset', to, resetPayload)).toEqual(['sms']);
    // A critical workflow still delivers on the channel turned off globally.
    const alertPayload = { device: 'Laptop', location: 'Berlin', ipAddress: '10.0.0.1', signInTime: 'now', riskLevel: 'high' };
    expect(await triggerAndListChannels('security-alert', to, alertPayload)).toContain('email');

    const weeklySchedule = { monday: { isEnabled: true, hours: [{ start: '09:00 AM', end: '05:00 PM' }] } };
    const schedule = await client.preferences.schedule.update({ isEnabled: true, weeklySchedule });
    expect(schedule.error).toBeUndefined();
    expect(schedule.data?.weeklySchedule).toEqual(weeklySchedule);
    expect((await client.preferences.schedule.get()).data?.isEnabled).toBe(true);
  });
});

describe('every notification operation of the official client, on the records GET /v1/messages shows', () => {
  const stored = (id: string) => server.deps.registry.resolve(DEV_KEY)?.messages.all().find((m) => m._id === id);
  const all = async (): Promise<Notification[]> => {
    const list = await novu.notifications.list({ limit: 100, useCache: false });
    expect(list.error).toBeUndefined();
    return list.data?.notifications ?? [];
  };
  const ok = <T>(result: { data?: T; error?: unknown }) => {
    expect(result.error).toBeUndefined();
    return result.data as T;
  };

  it('snoozes and unsnoozes', async () => {
    const target = (await all()).find((n) => !n.isSnoozed) as Notification;
    const snoozeUntil = new Date(Date.now() + 3_600_000).toISOString();
    expect(ok(await novu.notifications.snooze({ notificationId: target.id, snoozeUntil }))).toMatchObject({ isSnoozed: true, snoozedUntil: snoozeUntil });
    expect(stored(target.id)?.snoozedUntil).toBe(snoozeUntil);
    const snoozedList = await novu.notifications.list({ snoozed: true, useCache: false });
    expect(snoozedList.data?.notifications.map((n) => n.id)).toContain(target.id);
    expect(ok(await novu.notifications.unsnooze({ notificationId: target.id })).isSnoozed).toBe(false);
    expect(stored(target.id)?.snoozedUntil).toBeUndefined();
  });

  it('completes and reverts the primary action', async () => {
    const target = (await all()).find((n) => n.primaryAction) as Notification;
    expect(target).toBeDefined();
    expect(ok(await novu.notifications.completePrimary({ notificationId: target.id })).primaryAction?.isCompleted).toBe(true);
    expect(stored(target.id)?.cta).toMatchObject({ action: { status: 'done', result: { type: 'primary' } } });
    expect(ok(await novu.notifications.revertPrimary({ notificationId: target.id })).primaryAction?.isCompleted).toBe(false);
    const secondary = await novu.notifications.completeSecondary({ notificationId: (await all()).find((n) => !n.secondaryAction)?.id as string });
    expect(secondary.error).toBeDefined();
  });

  it('marks seen, reads all with tags, archives all and all read, deletes one and all', async () => {
    const [first, second] = await all();
    ok(await novu.notifications.seen({ notification: first as Notification }));
    expect(stored((first as Notification).id)?.seen).toBe(true);
    ok(await novu.notifications.seenAll({ notificationIds: [(second as Notification).id] }));
    expect(stored((second as Notification).id)?.seen).toBe(true);

    const tag = (await all()).find((n) => n.tags?.length)?.tags?.[0] as string;
    expect(tag).toBeDefined();
    ok(await novu.notifications.readAll({ tags: [tag] }));
    expect((await all()).filter((n) => n.tags?.includes(tag)).every((n) => n.isRead)).toBe(true);

    ok(await novu.notifications.archiveAllRead());
    expect((await all()).filter((n) => n.isRead).every((n) => n.isArchived)).toBe(true);
    ok(await novu.notifications.archiveAll({ tags: { and: [{ or: [tag] }] } }));
    expect((await all()).filter((n) => n.tags?.includes(tag)).every((n) => n.isArchived)).toBe(true);

    const doomed = (await all())[0] as Notification;
    ok(await novu.notifications.delete({ notification: doomed }));
    expect(stored(doomed.id)).toBeUndefined();
    ok(await novu.notifications.deleteAll());
    expect(await all()).toEqual([]);
    expect(server.deps.registry.resolve(DEV_KEY)?.messages.inAppOf(doomed.to.id as string)).toEqual([]);
  });
});
