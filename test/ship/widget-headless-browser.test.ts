/**
 * @novu/headless 2.6.6 in Chromium, from a page on its own origin, against the mock's /v1/widgets/* routes
 * and socket: every call the test makes is checked against the mock's state as the API key sees it.
 */
import type { Browser, JSHandle, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { launchChromium, screenshotOnFailure } from '../helpers/chromium.js';
import { serveHeadlessPage } from '../helpers/headless-page.js';
import { DEV_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';
import { collectPageErrors, COMMENT_MENTION, commentPayload, mockState, type MockState } from '../helpers/widget-browser.js';

const SUBSCRIBER_ID = 'user_2097';

interface Message {
  _id: string;
  content: string;
  seen: boolean;
  read: boolean;
}
interface Preference {
  template: { _id: string };
  preference: { enabled: boolean; channels: Record<string, boolean> };
}
/** What main.js puts on `window.headless`: the service's calls as promises. */
interface HeadlessPage {
  initializeSession(): Promise<{ token: string; profile: { _id: string } }>;
  socketConnected(): boolean;
  listen(): void;
  received(): Message[];
  unseenCounts(): number[];
  fetchNotifications(page?: number): Promise<{ data: Message[]; totalCount: number; page: number; hasMore: boolean }>;
  fetchUnseenCount(): Promise<{ count: number }>;
  markNotificationsAsRead(messageId: string): Promise<Message[]>;
  fetchUserPreferences(): Promise<Preference[]>;
  updateUserPreferences(templateId: string, channelType: string, checked: boolean): Promise<Preference>;
  removeNotification(messageId: string): Promise<Message>;
}

let server: MockServer;
let page: { url: string; close: () => Promise<void> };
let browser: Browser;
let mock: MockState;

beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract() });
  const applicationIdentifier = server.apiKeys.find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier as string;
  mock = mockState(server.url, SUBSCRIBER_ID);
  page = await serveHeadlessPage({ mockUrl: server.url, applicationIdentifier, subscriberId: SUBSCRIBER_ID });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await page?.close();
  await server?.close();
});

describe('@novu/headless HeadlessService in Chromium', () => {
  it('opens a session, lists, counts, marks read, hears a trigger live, updates a preference and removes a message', async () => {
    expect(await mock.trigger(COMMENT_MENTION.name, commentPayload('Headless one'))).toBe(201);
    expect(await mock.trigger(COMMENT_MENTION.name, commentPayload('Headless two'))).toBe(201);
    const stored = await mock.messages();

    const tab: Page = await browser.newPage();
    screenshotOnFailure(tab, 'widget-headless');
    const errors = collectPageErrors(tab, server.url);
    await tab.goto(page.url);
    await tab.waitForSelector('body[data-ready=true]', { state: 'attached', timeout: 30_000 });
    expect(new URL(page.url).origin).not.toBe(server.url);
    const api: JSHandle<HeadlessPage> = await tab.evaluateHandle(() => (globalThis as unknown as { headless: HeadlessPage }).headless);

    const session = await api.evaluate((h) => h.initializeSession());
    expect(session).toMatchObject({ token: expect.any(String), profile: { _id: expect.any(String) } });
    await tab.waitForFunction((h) => h.socketConnected(), api, { timeout: 30_000 });
    await api.evaluate((h) => h.listen());

    const feedResponse = tab.waitForResponse((r) => r.url().startsWith(`${server.url}/v1/widgets/notifications/feed`));
    const feed = await api.evaluate((h) => h.fetchNotifications(0));
    // A bearer call from another origin: the browser let the page read it because the mock allowed that origin.
    const { 'access-control-allow-origin': allowed } = await (await feedResponse).allHeaders();
    expect([new URL(page.url).origin, '*']).toContain(allowed);
    expect(feed).toMatchObject({ page: 0, totalCount: stored.length, hasMore: false });
    expect(feed.data.map((m) => m._id).sort()).toEqual(stored.map((m) => m._id).sort());
    expect(await api.evaluate((h) => h.fetchUnseenCount())).toEqual({ count: 2 });

    const one = stored.find((m) => m.content.includes('Headless one')) as Message;
    const marked = await api.evaluate((h, id) => h.markNotificationsAsRead(id), one._id);
    expect(marked).toEqual([expect.objectContaining({ _id: one._id, seen: true, read: true })]);
    expect((await mock.messages()).find((m) => m._id === one._id)).toMatchObject({ seen: true, read: true });
    await expect.poll(() => api.evaluate((h) => h.unseenCounts()), { timeout: 30_000 }).toEqual([1]);

    const preview = `Headless live ${Date.now()}`;
    expect(await mock.trigger(COMMENT_MENTION.name, commentPayload(preview))).toBe(201);
    await expect.poll(() => api.evaluate((h) => h.received().map((m) => m.content)), { timeout: 30_000 }).toEqual([expect.stringContaining(preview)]);
    await expect.poll(() => api.evaluate((h) => h.unseenCounts()), { timeout: 30_000 }).toEqual([1, 2]);
    const live = (await api.evaluate((h) => h.received()))[0] as Message;
    expect((await mock.messages()).find((m) => m._id === live._id)).toMatchObject({ seen: false, read: false });

    const preferences = await api.evaluate((h) => h.fetchUserPreferences());
    expect(preferences.find((p) => p.template._id === COMMENT_MENTION.id)?.preference.channels.in_app).toBe(true);
    const updated = await api.evaluate((h, id) => h.updateUserPreferences(id, 'in_app', false), COMMENT_MENTION.id);
    expect(updated).toMatchObject({ template: { _id: COMMENT_MENTION.id }, preference: { channels: { in_app: false } } });
    expect(await mock.preferenceOf(COMMENT_MENTION.id)).toMatchObject({ channels: { in_app: false, push: true } });

    const removed = await api.evaluate((h, id) => h.removeNotification(id), live._id);
    expect(removed).toMatchObject({ _id: live._id });
    const afterRemove = await mock.messages();
    expect(afterRemove.map((m) => m._id)).not.toContain(live._id);
    expect(afterRemove).toHaveLength(stored.length);
    expect(errors).toEqual([]);
  });
});
