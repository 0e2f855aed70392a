/**
 * The legacy in-app client (`@novu/client` 2.x `ApiService`, what `@novu/headless` and
 * `@novu/notification-center` call) against the mock: every method, each change checked with the API key.
 */
import { createHmac } from 'node:crypto';
import { ApiService } from '@novu/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, PROD_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, seed: 13, logger: silentLogger, contract: await sharedContract() });
});
afterAll(() => server?.close());

interface StoredMessage {
  _id: string;
  seen: boolean;
  read: boolean;
  payload?: Record<string, unknown>;
  cta?: { action?: { status?: string; result?: { type?: string; payload?: unknown } } };
}
interface FeedPage {
  data: StoredMessage[];
  totalCount: number;
  hasMore: boolean;
  pageSize: number;
  page: number;
}

const applicationOf = (apiKey: string) => server.apiKeys.find((k) => k.apiKey === apiKey)?.applicationIdentifier as string;

/** A client with its session open, as `@novu/headless` builds it. */
async function widgetFor(subscriberId: string): Promise<ApiService> {
  const api = new ApiService(server.url);
  const session = (await api.initializeSession(applicationOf(DEV_KEY), subscriberId)) as { token: string };
  api.setAuthorizationToken(session.token);
  return api;
}

/** A call with the API key, as a backend makes it; the `data` of the answer. */
async function withKey<T>(path: string, init: { method?: string; body?: object } = {}): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' },
    ...(init.body && { body: JSON.stringify(init.body) }),
  });
  expect(res.ok, `${init.method ?? 'GET'} ${path}: ${res.status}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** `comment-mention` (an in-app and a push step) for that subscriber. */
const mention = (subscriberId: string, commentId: string) =>
  withKey<{ transactionId: string }>('/v1/events/trigger', {
    method: 'POST',
    body: { name: 'comment-mention', to: { subscriberId }, payload: { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId } },
  });

/** The subscriber's in-app messages as the API key sees them. */
const storedInApp = (subscriberId: string) => withKey<StoredMessage[]>(`/v1/messages?subscriberId=${subscriberId}&channel=in_app&limit=100`);
const stored = async (subscriberId: string, id: string) => (await storedInApp(subscriberId)).find((m) => m._id === id);

/** A new subscriber with `count` mentions; its client and its messages' ids, newest first. */
async function subscriberWith(subscriberId: string, count: number) {
  const api = await widgetFor(subscriberId);
  for (let i = 0; i < count; i += 1) await mention(subscriberId, `${subscriberId}-${i}`);
  const page = (await api.getNotificationsList(0)) as FeedPage;
  return { api, ids: page.data.map((m) => m._id) };
}

describe('session and organization', () => {
  it('opens a session (token and profile) and loads the organization', async () => {
    const api = new ApiService(server.url);
    const session = (await api.initializeSession(applicationOf(DEV_KEY), 'user_2097')) as { token: string; profile: { _id: string; firstName: string } };
    const subscriber = await withKey<{ _id: string; firstName: string }>('/v1/subscribers/user_2097');
    expect(session.profile).toMatchObject({ _id: subscriber._id, firstName: subscriber.firstName });
    api.setAuthorizationToken(session.token);
    const organization = (await api.getOrganization()) as { _id: string; name: string };
    const environment = server.deps.registry.resolve(DEV_KEY);
    expect(organization).toMatchObject({ _id: environment?.info.organization._id, name: environment?.info.organization.name });
  });

  it('throws the real message for a wrong HMAC where the environment has it on, and opens with the right one', async () => {
    const api = new ApiService(server.url);
    await expect(api.initializeSession(applicationOf(PROD_KEY), 'widget-hmac', 'not-the-hash')).rejects.toThrow(
      'HTTP error! Status: 400, Message: Please provide a valid HMAC hash',
    );
    await expect(api.initializeSession(applicationOf(PROD_KEY), 'widget-hmac')).rejects.toThrow('Please provide a valid HMAC hash');
    const hash = createHmac('sha256', PROD_KEY).update('widget-hmac').digest('hex');
    expect(await api.initializeSession(applicationOf(PROD_KEY), 'widget-hmac', hash)).toMatchObject({ token: expect.any(String) });
  });

  it('throws the real message for a call without a session', async () => {
    await expect(new ApiService(server.url).getUnseenCount()).rejects.toThrow(/^HTTP error! Status: 401, Message: /);
  });
});

describe('feed and counts', () => {
  it("pages a fixture subscriber's in-app messages, newest first, as the API key lists them", async () => {
    const api = await widgetFor('user_2097');
    const all = await storedInApp('user_2097');
    const first = (await api.getNotificationsList(0)) as FeedPage;
    expect(first).toMatchObject({ page: 0, pageSize: 10, hasMore: all.length > 10, totalCount: Math.min(all.length, 10) });
    const second = (await api.getNotificationsList(1)) as FeedPage;
    expect(second.page).toBe(1);
    const listed = [...first.data, ...second.data].map((m) => m._id);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.every((id) => all.some((m) => m._id === id))).toBe(true);
    const dates = listed.map((id) => [...first.data, ...second.data].find((m) => m._id === id) as unknown as { createdAt: string });
    expect(dates.map((m) => m.createdAt)).toEqual(dates.map((m) => m.createdAt).sort().reverse());
  });

  it('filters by seen, read, payload and feed, and counts what each filter lists', async () => {
    const { api, ids } = await subscriberWith('widget-filters', 3);
    const [newest, middle] = ids as [string, string, string];
    await api.markMessageAs(newest, { seen: true, read: true });
    await api.markMessageAs(middle, { seen: true });
    const idsOf = async (query: object) => ((await api.getNotificationsList(0, query)) as FeedPage).data.map((m) => m._id);
    expect(await idsOf({ seen: false })).toEqual(ids.slice(2));
    expect(await idsOf({ read: false })).toEqual(ids.slice(1));
    expect(await idsOf({ seen: true, read: false })).toEqual([middle]);
    expect(await idsOf({ payload: { commentId: 'widget-filters-1' } })).toEqual([middle]);
    expect(await idsOf({ payload: { commentId: 'no-such-comment' } })).toEqual([]);
    expect(await idsOf({ feedIdentifier: 'no-such-feed' })).toEqual([]);
    expect(await idsOf({ feedIdentifier: ['no-such-feed', 'nor-this-one'] })).toEqual([]);

    expect(await api.getUnseenCount()).toEqual({ count: 1 });
    expect(await api.getUnseenCount({ limit: 100 })).toEqual({ count: 1 });
    expect(await api.getUnreadCount()).toEqual({ count: 2 });
    expect(await api.getTabCount()).toEqual({ count: 1 });
    expect(await api.getTabCount({ read: false })).toEqual({ count: 2 });
    expect(await api.getTabCount({ feedIdentifier: 'no-such-feed' })).toEqual({ count: 0 });
  });
});

describe('marks and actions', () => {
  it('markMessageAs and markMessagesAs change the stored messages', async () => {
    const { api, ids } = await subscriberWith('widget-marks', 2);
    const [a, b] = ids as [string, string];
    const marked = (await api.markMessageAs(a, { read: true })) as StoredMessage[];
    expect(marked.map((m) => [m._id, m.read])).toEqual([[a, true]]);
    expect(await stored('widget-marks', a)).toMatchObject({ read: true });
    // No state asked: the client sends {seen: true}.
    await api.markMessageAs([b], {});
    expect(await stored('widget-marks', b)).toMatchObject({ seen: true, read: false });

    const unread = (await api.markMessagesAs({ messageId: [a, b], markAs: 'unread' as never })) as StoredMessage[];
    expect(unread.map((m) => m.read)).toEqual([false, false]);
    expect((await storedInApp('widget-marks')).map((m) => m.read)).toEqual([false, false]);
    await api.markMessagesAs({ messageId: b, markAs: 'unseen' as never });
    expect(await stored('widget-marks', b)).toMatchObject({ seen: false, read: false });
  });

  it('markAllMessagesAsSeen and markAllMessagesAsRead answer how many changed', async () => {
    const { api } = await subscriberWith('widget-mark-all', 3);
    expect(await api.markAllMessagesAsSeen()).toBe(3);
    expect((await storedInApp('widget-mark-all')).every((m) => m.seen && !m.read)).toBe(true);
    expect(await api.markAllMessagesAsRead()).toBe(3);
    expect(await api.markAllMessagesAsRead()).toBe(0);
    expect((await storedInApp('widget-mark-all')).every((m) => m.read)).toBe(true);
    expect(await api.getUnreadCount()).toEqual({ count: 0 });
  });

  it('updateAction records the button, status and payload on the message', async () => {
    const { api, ids } = await subscriberWith('widget-action', 1);
    const updated = (await api.updateAction(ids[0] as string, 'primary' as never, 'done' as never, { answer: 42 })) as StoredMessage;
    expect(updated.cta?.action).toMatchObject({ status: 'done', result: { type: 'primary', payload: { answer: 42 } } });
    expect((await stored('widget-action', ids[0] as string))?.cta?.action).toMatchObject({ status: 'done', result: { type: 'primary', payload: { answer: 42 } } });
  });
});

describe('deletes and the usage log', () => {
  it('removeMessage, removeMessages and removeAllMessages take the messages out of every view', async () => {
    const { api, ids } = await subscriberWith('widget-deletes', 4);
    const [a, b, c] = ids as [string, string, string, string];
    expect(((await api.removeMessage(a)) as StoredMessage)._id).toBe(a);
    expect((await storedInApp('widget-deletes')).map((m) => m._id)).not.toContain(a);
    expect(await api.removeMessages([b, c])).toBeUndefined();
    expect((await storedInApp('widget-deletes')).map((m) => m._id)).toEqual(ids.slice(3));
    expect(await api.removeAllMessages()).toBeUndefined();
    expect(await storedInApp('widget-deletes')).toEqual([]);
    expect(await api.getTabCount({ seen: false })).toEqual({ count: 0 });
  });

  it('removeAllMessages of an unknown feed throws the real message and keeps the messages', async () => {
    const { api, ids } = await subscriberWith('widget-delete-feed', 1);
    await expect(api.removeAllMessages('aaaaaaaaaaaaaaaaaaaaaaaa')).rejects.toThrow('Message: Feed with aaaaaaaaaaaaaaaaaaaaaaaa not found');
    expect((await storedInApp('widget-delete-feed')).map((m) => m._id)).toEqual(ids);
  });

  it('postUsageLog answers success', async () => {
    expect(await (await widgetFor('widget-usage')).postUsageLog('Open', { tab: 'all' })).toEqual({ success: true });
  });
});

describe('preferences', () => {
  interface WidgetPreference {
    template?: { _id: string; name: string; critical: boolean };
    preference: { enabled: boolean; channels: Record<string, boolean>; overrides?: unknown[] };
  }
  interface KeyPreference {
    template: { _id: string };
    preference: { enabled: boolean; channels: Record<string, boolean>; overrides?: unknown[] };
  }

  it('lists the workflow and global preferences as the API key lists them without inactive channels', async () => {
    const api = await widgetFor('widget-prefs-list');
    const listed = (await api.getUserPreference()) as WidgetPreference[];
    const byKey = await withKey<KeyPreference[]>('/v1/subscribers/widget-prefs-list/preferences?includeInactiveChannels=false');
    expect(listed.map((p) => p.template?._id)).toEqual(byKey.map((p) => p.template._id));
    expect(listed.map((p) => p.preference)).toEqual(byKey.map((p) => p.preference));
    expect(await api.getPreferences({ level: 'template' as never })).toEqual(listed);
    // The switches the widget shows: the channels of the workflow's active steps (Comment mention: in-app and push).
    expect(Object.keys(listed.find((p) => p.template?.name === 'Comment mention')?.preference.channels ?? {}).sort()).toEqual(['in_app', 'push']);

    const global = (await api.getUserGlobalPreference()) as WidgetPreference[];
    expect(global).toEqual([{ preference: { enabled: true, channels: expect.objectContaining({ in_app: true }) } }]);
    expect(await api.getPreferences({ level: 'global' as never })).toEqual(global);
  });

  it('a workflow channel turned off stops the next in-app message of that workflow; on again, it comes', async () => {
    const api = await widgetFor('widget-prefs-off');
    const workflow = ((await api.getUserPreference()) as WidgetPreference[]).find((p) => p.template?.name === 'Comment mention');
    const templateId = workflow?.template?._id as string;
    const updated = (await api.updateSubscriberPreference(templateId, 'in_app' as never, false)) as WidgetPreference;
    expect(updated).toMatchObject({ template: { _id: templateId }, preference: { channels: { in_app: false } } });
    const byKey = await withKey<KeyPreference[]>('/v1/subscribers/widget-prefs-off/preferences');
    expect(byKey.find((p) => p.template._id === templateId)?.preference.channels.in_app).toBe(false);

    const { transactionId } = await mention('widget-prefs-off', 'off');
    const sent = await withKey<{ channel: string }[]>(`/v1/messages?transactionId=${transactionId}`);
    expect(sent.map((m) => m.channel)).not.toContain('in_app');
    expect(await storedInApp('widget-prefs-off')).toEqual([]);

    await api.updateSubscriberPreference(templateId, 'in_app' as never, true);
    await mention('widget-prefs-off', 'on');
    expect(await storedInApp('widget-prefs-off')).toHaveLength(1);
  });

  it('the global preference turns a channel off for every workflow', async () => {
    const api = await widgetFor('widget-prefs-global');
    const updated = (await api.updateSubscriberGlobalPreference([{ channelType: 'in_app' as never, enabled: false }], true)) as WidgetPreference;
    expect(updated.preference).toMatchObject({ enabled: true, channels: { in_app: false } });
    expect(await api.getUserGlobalPreference()).toEqual([updated]);
    const [global] = await withKey<{ preference: { channels: Record<string, boolean> } }[]>('/v1/subscribers/widget-prefs-global/preferences/global');
    expect(global?.preference.channels.in_app).toBe(false);
    await mention('widget-prefs-global', 'global-off');
    expect(await storedInApp('widget-prefs-global')).toEqual([]);
  });
});
