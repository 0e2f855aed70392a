/**
 * examples/notification-center in Chromium: the legacy <PopoverNotificationCenter /> of
 * @novu/notification-center 2.0.0 on React 18 (the example's own dependencies), served on its own origin,
 * against the mock's /v1/widgets/* routes and socket — the list, the unseen count, marks, a trigger that arrives without a reload, and preferences.
 */
import { spawn } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveNotificationCenterPage } from '../../examples/notification-center/serve-page.mjs';
import { startMockServer, type MockServer } from '../../src/server.js';
import { launchChromium, screenshotOnFailure } from '../helpers/chromium.js';
import { ownedByTest } from '../helpers/owned-process.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { DEV_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';
import { collectPageErrors, COMMENT_MENTION, commentPayload, mockState, WELCOME, welcomePayload, type MockState } from '../helpers/widget-browser.js';

/** The fixture subscriber the example's README shows: all its fixture messages are already seen. */
const SUBSCRIBER_ID = 'user_2097';

let server: MockServer;
let page: { url: string; close: () => Promise<void> };
let browser: Browser;
let mock: MockState;

beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract() });
  const applicationIdentifier = server.apiKeys.find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier as string;
  mock = mockState(server.url, SUBSCRIBER_ID);
  // The development build: React reports there what the production build keeps quiet.
  page = await serveNotificationCenterPage({ mockUrl: server.url, applicationIdentifier, subscriberId: SUBSCRIBER_ID, development: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await page?.close();
  await server?.close();
});

const unseenIn = (messages: { seen: boolean }[]) => messages.filter((m) => !m.seen).length;

async function openPage(name: string): Promise<{ tab: Page; errors: string[] }> {
  const tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  screenshotOnFailure(tab, name);
  const errors = collectPageErrors(tab, server.url);
  return { tab, errors };
}

describe('examples/notification-center: the legacy <PopoverNotificationCenter /> in Chromium', () => {
  it('lists the notifications, counts the unseen ones, marks read and seen, and shows a trigger without a reload', async () => {
    expect(await mock.trigger(COMMENT_MENTION.name, commentPayload('First unseen'))).toBe(201);
    expect(await mock.trigger(COMMENT_MENTION.name, commentPayload('Second unseen'))).toBe(201);
    const before = await mock.messages();
    expect(unseenIn(before)).toBe(2);

    const { tab, errors } = await openPage('widget-example');
    const sessionRequest = tab.waitForRequest(`${server.url}/v1/widgets/session/initialize`);
    const feedRequest = tab.waitForRequest((r) => r.url().startsWith(`${server.url}/v1/widgets/notifications/feed`));
    await tab.goto(page.url);
    const count = tab.locator('.unseen-count');
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe('2');
    // A page that reloads loses this mark: it proves that what follows arrives live.
    await tab.evaluate(() => Object.assign(globalThis, { samePage: true }));

    await tab.locator('.bell').click();
    const items = tab.locator('[data-test-id=notification-list-item]');
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBe(before.length);
    // Calls from another origin, with the client's headers: each passed the mock's CORS preflight.
    const pageOrigin = new URL(page.url).origin;
    expect(pageOrigin).not.toBe(server.url);
    expect(await (await sessionRequest).allHeaders()).toMatchObject({ origin: pageOrigin });
    expect(await (await feedRequest).allHeaders()).toMatchObject({ origin: pageOrigin, authorization: expect.stringMatching(/^Bearer /) });

    // A click marks that one read (and seen).
    const first = before.find((m) => m.content.includes('First unseen')) as (typeof before)[number];
    const marked = tab.waitForResponse((r) => r.url() === `${server.url}/v1/widgets/messages/markAs` && r.request().method() === 'POST');
    await items.filter({ hasText: 'First unseen' }).click();
    expect((await marked).status()).toBe(201);
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe('1');
    const afterClick = await mock.messages();
    expect(afterClick.find((m) => m._id === first._id)).toMatchObject({ seen: true, read: true });
    expect(unseenIn(afterClick)).toBe(1);

    // Closing the popover marks what it showed as seen.
    await tab.locator('.bell').click();
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe('0');
    const afterClose = await mock.messages();
    expect(unseenIn(afterClose)).toBe(0);
    expect(afterClose.find((m) => m.content.includes('Second unseen'))).toMatchObject({ seen: true, read: false });

    // A trigger: the socket raises the count, and the list shows it, on the same page.
    const preview = `Arrived live ${Date.now()}`;
    expect(await mock.trigger(COMMENT_MENTION.name, commentPayload(preview))).toBe(201);
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe('1');
    await tab.locator('.bell').click();
    await items.filter({ hasText: preview }).waitFor({ timeout: 30_000 });
    expect(await tab.evaluate(() => (globalThis as { samePage?: boolean }).samePage)).toBe(true);
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('switches a workflow channel off in the preferences: the mock stores it and the next trigger skips it', async () => {
    const { tab, errors } = await openPage('widget-example-preferences');
    await tab.goto(page.url);
    await tab.locator('.bell').click();
    await tab.locator('[data-test-id=user-preference-cog]').click();
    const workflow = tab.locator('[data-test-id=workflow-list-item]').filter({ hasText: COMMENT_MENTION.title });
    await workflow.click();
    const inApp = workflow.locator('[data-test-id=channel-preference-item]').filter({ hasText: 'In App' });
    const toggle = inApp.locator('[data-test-id=channel-preference-item-toggle]');
    expect(await toggle.isChecked()).toBe(true);
    expect((await mock.preferenceOf(COMMENT_MENTION.id))?.channels.in_app).toBe(true);

    const patched = tab.waitForResponse((r) => r.url() === `${server.url}/v1/widgets/preferences/${COMMENT_MENTION.id}` && r.request().method() === 'PATCH');
    // Mantine's switch draws its track over the checkbox: the click goes to the track, as a person's does.
    await inApp.locator('.mantine-Switch-track').click();
    const response = await patched;
    expect(response.request().postDataJSON()).toEqual({ channel: { type: 'in_app', enabled: false } });
    expect(response.status()).toBe(200);
    await expect.poll(() => toggle.isChecked(), { timeout: 30_000 }).toBe(false);
    expect(await mock.preferenceOf(COMMENT_MENTION.id)).toMatchObject({ enabled: true, channels: { in_app: false, push: true } });

    // The next comment-mention makes no in-app message; a welcome-onboarding after it (in-app on) still does.
    const before = await mock.messages();
    expect(await mock.trigger(COMMENT_MENTION.name, commentPayload('Muted'))).toBe(201);
    expect(await mock.trigger(WELCOME.name, welcomePayload('Muted check'))).toBe(201);
    await expect.poll(async () => (await mock.messages()).length, { timeout: 30_000 }).toBe(before.length + 1);
    const after = await mock.messages();
    expect(after.some((m) => m.content.includes('Muted check'))).toBe(true);
    expect(after.filter((m) => m.content.includes('Muted') && !m.content.includes('Muted check'))).toEqual([]);
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('npm run example:widget serves the page for the mock already running, with its application identifier', async () => {
    const child = ownedByTest(spawn(process.execPath, ['examples/notification-center/start.mjs'], { cwd: ROOT, env: { ...process.env, MOCK_URL: server.url, EXAMPLE_PORT: '0' } }));
    try {
      let out = '';
      const pageUrl = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const url = /Widget page: +(\S+)/.exec(out)?.[1];
          if (url) resolve(url);
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
      });
      const applicationIdentifier = server.apiKeys.find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier;
      expect(out).toContain(`<NovuProvider applicationIdentifier="${applicationIdentifier}" subscriberId="${SUBSCRIBER_ID}" backendUrl="${server.url}" socketUrl="${server.url}">`);
      expect(await (await fetch(new URL('config.json', pageUrl))).json()).toEqual({ mockUrl: server.url, applicationIdentifier, subscriberId: SUBSCRIBER_ID });
      expect((await fetch(new URL('main.js', pageUrl))).status).toBe(200);
    } finally {
      child.kill();
    }
  });
});
