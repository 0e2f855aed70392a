import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startMockServer } from '../../src/server.js';
import { dashboardSuite, inPage, openDashboard } from '../helpers/dashboard.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { DEV_KEY, PROD_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';

const suite = dashboardSuite('dashboard');

const apiCall = (path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${suite.server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `ApiKey ${DEV_KEY}`, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const show = (view: string) => inPage(suite.page, `location.hash = ${JSON.stringify(`#/${view}`)}`);
const nav = () => suite.page.getByRole('navigation', { name: 'Views' });

/**
 * The screenshot of docs/dashboard.md, docs/dashboard.png, is taken here when it is missing or with UPDATE_SCREENSHOTS=1;
 * every other run writes test-output/dashboard.png, so that a test run leaves the checkout as it was.
 */
function screenshotPath(): string {
  const committed = join(ROOT, 'docs', 'dashboard.png');
  if (process.env.UPDATE_SCREENSHOTS === '1' || !existsSync(committed)) return committed;
  mkdirSync(join(ROOT, 'test-output'), { recursive: true });
  return join(ROOT, 'test-output', 'dashboard.png');
}


describe('the dashboard in a browser', () => {
  it('lists the fixture subscribers, and finds one by name with the API\'s search', async () => {
    const listed = (await (await apiCall('/v2/subscribers?limit=20')).json()) as { data: { subscriberId: string }[]; totalCount: number };
    const table = suite.page.getByRole('table', { name: 'Subscribers' });
    for (const subscriber of listed.data) await table.getByRole('link', { name: subscriber.subscriberId, exact: true }).waitFor();
    await suite.page.getByText(`${listed.totalCount} subscribers`).waitFor();

    // The API's name search: the full name contains the text, any case.
    const found = (await (await apiCall('/v2/subscribers?name=Thomas&limit=20')).json()) as { data: { subscriberId: string }[] };
    expect(found.data.length).toBeGreaterThan(0);
    await suite.page.getByLabel('Search subscribers').fill('Thomas');
    await suite.page.getByRole('button', { name: 'Search', exact: true }).click();
    await suite.page.getByText('matching “Thomas”').waitFor();
    expect(await table.getByRole('link').allTextContents()).toEqual(found.data.map((s) => s.subscriberId));
  });

  it('triggers a workflow from the UI, then shows the new event and the subscriber\'s new in-app message', async () => {
    const subscriberId = 'thomas.bernard@initech.io';
    await show('actions');
    await suite.page.getByLabel('Workflow', { exact: true }).selectOption('comment-mention');
    await suite.page.getByText('Payload variables:').filter({ hasText: 'commenterName' }).waitFor();
    await suite.page.getByLabel('Subscriber ID').fill(subscriberId);
    const payload = { commenterName: 'Dana Dashboard', postTitle: 'Triggered from the UI', commentPreview: 'Hello', commentId: 'cmt_ui_1' };
    await suite.page.getByLabel('Payload (JSON)').fill(JSON.stringify(payload));
    await suite.page.getByRole('button', { name: 'Trigger', exact: true }).click();
    const confirmation = suite.page.getByRole('status').filter({ hasText: 'Triggered (transaction' });
    await confirmation.waitFor();
    const transactionId = /transaction ([^)]+)\)/.exec((await confirmation.textContent()) ?? '')?.[1] as string;
    expect(transactionId).toEqual(expect.any(String));

    await nav().getByRole('link', { name: 'Events' }).click();
    const events = suite.page.getByRole('table', { name: 'Events' });
    const row = events.getByRole('row').filter({ hasText: subscriberId }).first();
    await row.getByRole('button', { name: 'Comment mention' }).click();
    const event = suite.page.getByRole('article', { name: `Event ${transactionId}` });
    await event.getByText('Jobs and steps').waitFor();
    await event.getByRole('list', { name: /^Execution of / }).first().waitFor();

    await show(`subscribers/${encodeURIComponent(subscriberId)}`);
    const message = suite.page.getByRole('table', { name: 'Messages' }).getByRole('row').filter({ hasText: 'Dana Dashboard mentioned you in "Triggered from the UI"' });
    await expect
      .poll(async () => {
        if ((await message.count()) === 0) await suite.page.getByRole('button', { name: 'Refresh messages' }).click();
        return message.count();
      }, { timeout: 30_000 })
      .toBe(1);
    await expect.poll(() => message.getByRole('cell').nth(1).textContent()).toBe('in_app');
    const state = () => message.getByRole('cell').nth(4).textContent();
    expect(await state()).toBe('unread, unseen');
    await message.getByRole('button', { name: 'Mark seen' }).click();
    await expect.poll(state).toBe('unread, seen');
    await message.getByRole('button', { name: 'Mark read' }).click();
    await expect.poll(state).toBe('read, seen');
    await message.getByRole('button', { name: 'Archive' }).click();
    await expect.poll(state).toBe('read, seen, archived');
    await suite.page.getByLabel('State', { exact: true }).selectOption('unread');
    await expect.poll(() => message.count()).toBe(0);
    await suite.page.getByLabel('State', { exact: true }).selectOption('archived');
    await expect.poll(() => message.count()).toBe(1);
  });

  it('shows the environment variables with secret values masked, and the integrations with the primary ones marked', async () => {
    await show('environment');
    const variables = suite.page.getByRole('table', { name: 'Environment variables' });
    const secret = variables.getByRole('row').filter({ hasText: 'WEBHOOK_SIGNING_SECRET' });
    await secret.waitFor();
    expect(await secret.textContent()).toContain('secret');
    expect(await secret.getByRole('cell').nth(2).textContent()).toBe('••••••••');
    expect(await variables.getByRole('row').filter({ hasText: 'DEBUG_EMAIL_RECIPIENT' }).getByRole('cell').nth(2).textContent()).toBe('qa-inbox@acme.dev');
    const integrations = suite.page.getByRole('table', { name: 'Integrations' });
    expect(await integrations.getByRole('row').filter({ hasText: 'SendGrid' }).getByText('primary', { exact: true }).isVisible()).toBe(true);
    expect(await integrations.getByRole('row').filter({ hasText: 'Mailgun' }).getByText('primary', { exact: true }).count()).toBe(0);
    // The API lists the organization's integrations; the view shows the picked environment's only.
    expect(await integrations.getByRole('row').filter({ hasText: 'SendGrid' }).count()).toBe(1);
  });

  it('shows a request that broke the contract live, with its red badge and its diagnostics one click away', async () => {
    await show('requests');
    await suite.page.getByRole('status').filter({ hasText: '● live' }).waitFor();
    // What an app sends while a developer watches: reads, a trigger, a miss, then a create the contract refuses.
    const subscriber = '/v2/subscribers/thomas.bernard@initech.io';
    for (const [path, init] of [
      [subscriber, {}],
      ['/v1/notifications?limit=5', {}],
      ['/v1/events/trigger', { method: 'POST', body: { name: 'comment-mention', to: { subscriberId: 'thomas.bernard@initech.io' }, payload: { commenterName: 'Ada', postTitle: 'Roadmap', commentPreview: 'Ship it', commentId: 'c1' } } }],
      ['/v2/subscribers/nobody-there', {}],
      ['/v1/messages?subscriberId=thomas.bernard@initech.io', {}],
    ] as const) {
      await apiCall(path, init);
    }
    const refused = await apiCall('/v2/subscribers', { method: 'POST', body: { firstName: 3 } });
    expect(refused.status).toBe(422);

    const row = suite.page.getByRole('option', { name: 'POST /v2/subscribers 422, contract failure' });
    await row.waitFor({ timeout: 30_000 });
    // Newest first: the refused create on top, the app's first read six rows down.
    const rows = suite.page.getByRole('listbox', { name: 'Requests, newest first' }).getByRole('option');
    expect(await rows.first().getAttribute('aria-label')).toBe('POST /v2/subscribers 422, contract failure');
    expect(await rows.nth(2).getAttribute('aria-label')).toBe('GET /v2/subscribers/nobody-there 404');
    expect(await rows.nth(5).getAttribute('aria-label')).toBe('GET /v2/subscribers/thomas.bernard@initech.io 200');
    const badge = row.getByText('contract', { exact: true });
    expect(await badge.evaluate((element) => (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(element).backgroundColor)).toBe('rgb(180, 35, 24)');
    await row.click();
    const diagnostics = suite.page.getByRole('group', { name: 'The request broke the contract' });
    await expect.poll(() => diagnostics.textContent()).toContain("must have required property 'subscriberId'");
    expect(await diagnostics.textContent()).toContain('body.firstName');
    expect(await suite.page.getByLabel('Request headers').textContent()).toContain('authorization: ApiKey [redacted]');
    expect(await suite.page.getByLabel('Request body').textContent()).toContain('"firstName": 3');

    await suite.page.screenshot({ path: screenshotPath() });
    await suite.page.getByLabel('Contract failures only').check();
    await expect.poll(() => suite.page.getByRole('listbox', { name: 'Requests, newest first' }).getByRole('option').count()).toBe(1);
    await suite.page.getByLabel('Contract failures only').uncheck();

    // The environment the request acted on: another key's request leaves the list with "Development only".
    await fetch(`${suite.server.url}/v2/subscribers/prod-only-miss`, { headers: { Authorization: `ApiKey ${PROD_KEY}` } });
    const prodRow = suite.page.getByRole('option', { name: 'GET /v2/subscribers/prod-only-miss 404' });
    await prodRow.waitFor();
    await prodRow.click();
    await suite.page.getByText(/· Production|· environment /).waitFor();
    await suite.page.getByLabel('Development only').check();
    await expect.poll(() => prodRow.count()).toBe(0);
    expect(await rows.first().getAttribute('aria-label')).toBe('POST /v2/subscribers 422, contract failure');
    await suite.page.getByLabel('Development only').uncheck();
  });

  it('resets the environment from the UI: the fixtures are back (checked through the API)', async () => {
    expect((await apiCall('/v2/subscribers', { method: 'POST', body: { subscriberId: 'made-before-reset' } })).status).toBe(201);
    await show('actions');
    const reset = suite.page.getByRole('button', { name: 'Reset this environment' });
    await reset.focus();
    await suite.page.keyboard.press('Enter');
    await suite.page.getByRole('status').filter({ hasText: 'Development is back to its fixtures.' }).waitFor();
    expect((await apiCall('/v2/subscribers/made-before-reset')).status).toBe(404);
    expect((await apiCall('/v2/subscribers/thomas.bernard@initech.io')).status).toBe(200);
  });

  it('adds a fault rule from the UI that makes the next matching API call fail as configured, then removes another', async () => {
    await show('actions');
    await suite.page.getByLabel('Method').selectOption('GET');
    await suite.page.getByLabel('Status', { exact: true }).selectOption('503');
    await suite.page.getByLabel('Count').fill('1');
    await suite.page.getByLabel('Path (glob)').fill('/v2/subscribers/*');
    await suite.page.getByLabel('Path (glob)').press('Enter');
    const rules = suite.page.getByRole('list', { name: 'Fault rules' });
    await rules.getByText('GET /v2/subscribers/*: answer 503, 1 time(s)').waitFor();

    const faulted = await apiCall('/v2/subscribers/thomas.bernard@initech.io');
    expect(faulted.status).toBe(503);
    expect(((await faulted.json()) as { message: string }).message).toBe('Service temporarily unavailable');
    expect((await apiCall('/v2/subscribers/thomas.bernard@initech.io')).status).toBe(200);

    await suite.page.getByLabel('Path (glob)').fill('/v1/never-called');
    await suite.page.getByLabel('Latency (ms)').fill('50');
    await suite.page.getByRole('button', { name: 'Add fault rule' }).click();
    const second = rules.getByRole('listitem').filter({ hasText: '/v1/never-called' });
    await second.waitFor();
    await second.getByRole('button', { name: /^Remove / }).click();
    await expect.poll(() => suite.server.faults().length).toBe(0);
  });

  it('moves the clock from the UI', async () => {
    await show('actions');
    const before = Date.parse(((await (await fetch(`${suite.server.url}/__admin/clock?apiKey=${DEV_KEY}`)).json()) as { now: string }).now);
    await suite.page.getByRole('button', { name: '+1 day' }).click();
    await expect
      .poll(async () => Date.parse(((await (await fetch(`${suite.server.url}/__admin/clock?apiKey=${DEV_KEY}`)).json()) as { now: string }).now) - before)
      .toBeGreaterThanOrEqual(86_400_000);
    await fetch(`${suite.server.url}/__admin/reset`, { method: 'POST' });
  });

  it('is driven by the keyboard: view shortcuts, search, opening a subscriber, walking the request journal', async () => {
    await show('environment');
    await suite.page.locator('body').focus();
    await suite.page.keyboard.press('1');
    await expect.poll(() => nav().getByRole('link', { name: 'Subscribers' }).getAttribute('aria-current')).toBe('page');
    await suite.page.getByRole('table', { name: 'Subscribers' }).waitFor();
    await suite.page.keyboard.press('/');
    expect(await inPage(suite.page, "document.activeElement?.getAttribute('type')")).toBe('search');
    await suite.page.keyboard.type('Thomas Bernard');
    await suite.page.keyboard.press('Enter');
    await suite.page.getByText('matching “Thomas Bernard”').waitFor();
    let focused = '';
    for (let tabs = 0; tabs < 8 && focused !== 'thomas.bernard@initech.io'; tabs++) {
      await suite.page.keyboard.press('Tab');
      focused = await inPage<string>(suite.page, "document.activeElement?.textContent ?? ''");
    }
    await suite.page.keyboard.press('Enter');
    await suite.page.getByRole('heading', { name: 'Subscriber thomas.bernard@initech.io' }).waitFor();

    await suite.page.keyboard.press('3');
    const journal = suite.page.getByRole('listbox', { name: 'Requests, newest first' });
    await journal.focus();
    await suite.page.keyboard.press('ArrowDown');
    await suite.page.keyboard.press('Enter');
    await suite.page.getByRole('article', { name: /^Request \d+$/ }).waitFor();
    expect(await inPage(suite.page, "document.activeElement?.classList.contains('detail-pane')")).toBe(true);
  });

  it('fits a narrow window: the views stay reachable and the page does not scroll sideways', async () => {
    await suite.page.setViewportSize({ width: 390, height: 800 });
    await show('subscribers');
    await suite.page.getByRole('table', { name: 'Subscribers' }).waitFor();
    for (const view of ['Subscribers', 'Events', 'Requests', 'Outbox', 'Environment', 'Actions']) expect(await nav().getByRole('link', { name: view }).isVisible()).toBe(true);
    expect(await inPage(suite.page, 'document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await suite.page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('the dashboard of a mock started with --admin-token', () => {
  it('loads without the token, asks for it on the first 401, and sends it from then on', async () => {
    const guarded = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract(), adminToken: 'open-sesame' });
    try {
      const opened = await openDashboard(suite.browser, guarded);
      const dialog = opened.page.getByRole('dialog', { name: 'Admin token needed' });
      await dialog.waitFor();
      await dialog.getByLabel('Admin token').fill('open-sesame');
      await dialog.getByLabel('Admin token').press('Enter');
      await opened.page.getByRole('table', { name: 'Subscribers' }).waitFor();
      expect(await inPage(opened.page, "sessionStorage.getItem('notification-api-mock:admin-token')")).toBe('open-sesame');
      // The refused admin calls before the token was given are the only errors the browser reports.
      expect(opened.problems.filter((p) => !p.includes('status of 401'))).toEqual([]);
      await opened.page.close();
    } finally {
      await guarded.close();
    }
  });
});
