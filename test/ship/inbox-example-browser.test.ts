/**
 * examples/inbox-react in Chromium: the official <Inbox /> of @novu/react, served on its own origin,
 * against the mock — the counts, a click, and a trigger that arrives without a reload.
 */
import { spawn } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveInboxPage } from '../../examples/inbox-react/serve-page.mjs';
import { startMockServer, type MockServer } from '../../src/server.js';
import { launchChromium, screenshotOnFailure } from '../helpers/chromium.js';
import { ownedByTest } from '../helpers/owned-process.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { DEV_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';

/** The fixture subscriber the example's README shows. */
const SUBSCRIBER_ID = 'user_2097';

interface StoredMessage {
  _id: string;
  content: string;
  read: boolean;
  archived?: boolean;
  snoozedUntil?: string;
}

let server: MockServer;
let page: { url: string; close: () => Promise<void> };
let browser: Browser;

beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract() });
  const applicationIdentifier = server.apiKeys.find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier as string;
  page = await serveInboxPage({ mockUrl: server.url, applicationIdentifier, subscriberId: SUBSCRIBER_ID });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await page?.close();
  await server?.close();
});

/** The subscriber's in-app messages as the API key sees them. */
async function messagesOfSubscriber(): Promise<StoredMessage[]> {
  const res = await fetch(`${server.url}/v1/messages?subscriberId=${SUBSCRIBER_ID}&channel=in_app&limit=1000`, { headers: { Authorization: `ApiKey ${DEV_KEY}` } });
  return ((await res.json()) as { data: StoredMessage[] }).data;
}

/** What the bell counts: unread, not archived, not snoozed. */
const unreadIn = (messages: StoredMessage[]) => messages.filter((m) => !m.read && !m.archived && !m.snoozedUntil).length;

/** Console errors and uncaught exceptions of the page: the Inbox must run clean against the mock. */
function collectErrors(tab: Page): string[] {
  const errors: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  tab.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('examples/inbox-react: the official <Inbox /> in Chromium', () => {
  it('shows the unread count, marks one read, and shows a triggered notification without a reload', async () => {
    const tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    screenshotOnFailure(tab, 'inbox-example');
    const errors = collectErrors(tab);
    // The client's own headers on calls to another origin: each call passes the mock's CORS preflight first.
    const sessionRequest = tab.waitForRequest(`${server.url}/v1/inbox/session`);
    const countRequest = tab.waitForRequest((r) => r.url().startsWith(`${server.url}/v1/inbox/notifications/count`));
    const before = await messagesOfSubscriber();
    expect(unreadIn(before)).toBeGreaterThan(1);
    await tab.goto(page.url);
    const count = tab.locator('.unread-count');
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe(String(unreadIn(before)));
    const pageOrigin = new URL(page.url).origin;
    expect(pageOrigin).not.toBe(server.url);
    expect(await (await sessionRequest).allHeaders()).toMatchObject({ origin: pageOrigin, 'novu-client-version': expect.stringMatching(/^@novu\/js@/) });
    expect(await (await countRequest).allHeaders()).toMatchObject({ origin: pageOrigin, authorization: expect.stringMatching(/^Bearer /) });

    // Opening the list marks what is shown as seen (the client batches it after about a second).
    const seen = tab.waitForResponse((r) => r.url() === `${server.url}/v1/inbox/notifications/seen` && r.request().method() === 'POST');
    await tab.locator('.bell').click();
    const items = tab.locator('.nv-notification');
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const firstUnread = before.filter((m) => !m.read && !m.archived && !m.snoozedUntil)[0] as StoredMessage;
    const item = items.filter({ hasText: firstUnread.content.slice(0, 40) }).first();
    await item.hover();
    await item.locator('.nv-notificationRead__button').click();
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe(String(unreadIn(before) - 1));
    const after = await messagesOfSubscriber();
    expect(after.find((m) => m._id === firstUnread._id)?.read).toBe(true);
    expect(unreadIn(after)).toBe(unreadIn(before) - 1);

    const preview = `Arrived live ${Date.now()}`;
    const triggered = await fetch(`${server.url}/v1/events/trigger`, {
      method: 'POST',
      headers: { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'comment-mention', to: SUBSCRIBER_ID, payload: { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: preview, commentId: 'cmt_live' } }),
    });
    expect(triggered.status).toBe(201);
    // The open list announces it at once (the official Inbox's "1 new notification" notice); a click shows it.
    const notice = tab.locator('.nv-notificationListNewNotificationsNotice__button');
    await notice.waitFor({ timeout: 30_000 });
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe(String(unreadIn(before)));
    await notice.click();
    await tab.getByText(preview).waitFor({ timeout: 30_000 });
    expect((await seen).status()).toBe(204);
    expect(errors).toEqual([]);
  });

  it('npm run example:inbox serves the page for the mock already running, with its application identifier', async () => {
    const child = ownedByTest(spawn(process.execPath, ['examples/inbox-react/start.mjs'], { cwd: ROOT, env: { ...process.env, MOCK_URL: server.url, EXAMPLE_PORT: '0' } }));
    try {
      let out = '';
      const pageUrl = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const url = /Inbox page: +(\S+)/.exec(out)?.[1];
          if (url) resolve(url);
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
      });
      const applicationIdentifier = server.apiKeys.find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier;
      expect(out).toContain(`<Inbox applicationIdentifier="${applicationIdentifier}" subscriber="${SUBSCRIBER_ID}" backendUrl="${server.url}" socketUrl="${server.url}" />`);
      expect(await (await fetch(new URL('config.json', pageUrl))).json()).toEqual({ mockUrl: server.url, applicationIdentifier, subscriberId: SUBSCRIBER_ID });
      expect((await fetch(new URL('main.js', pageUrl))).status).toBe(200);
    } finally {
      child.kill();
    }
  });
});
