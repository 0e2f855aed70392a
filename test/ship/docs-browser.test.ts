import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { launchChromium, screenshotOnFailure } from '../helpers/chromium.js';
import { expectEveryOperationIn, withExtraOperations, type OpenApiDocument } from '../helpers/docs-page.js';
import { sharedContract, silentLogger } from '../helpers/test-app.js';
import { ROOT } from '../helpers/spawn-cli.js';

let server: MockServer;
let browser: Browser;
beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract() });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the API reference page in a browser', () => {
  it('lists the operations and runs "try it out" requests (a 404, then a 200) against the mock', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1800 } });
    screenshotOnFailure(page, 'docs');
    const offline: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith('data:')) offline.push(request.url());
    });
    await page.goto(`${server.url}/docs`);
    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as OpenApiDocument;
    await expectEveryOperationIn(page, document);
    const paths = (await page.locator('.opblock-summary-path').allTextContents()).map((p) => p.replace(/\u200b/g, ''));
    expect(paths).toEqual(expect.arrayContaining(['/v2/subscribers', '/v1/notifications', '/v1/environment-variables']));
    expect(await page.locator('.servers select option').first().textContent()).toContain(server.url);

    const operation = page.locator('#operations-Subscribers-retrieveSubscriber');
    await operation.locator('.opblock-summary').click();
    await operation.locator('input[placeholder="subscriberId"]').fill('nobody-there');
    await operation.locator('button.execute').click();
    const status = operation.locator('.live-responses-table tr.response .response-col_status').first();
    await expect.poll(async () => (await status.textContent())?.trim(), { timeout: 30_000 }).toBe('404');
    const journal = server.requests({ operationId: 'retrieveSubscriber' });
    expect(journal[0]).toMatchObject({ status: 404, path: '/v2/subscribers/nobody-there', apiKey: 'test-a…' });

    // And a 2xx: a fixture subscriber, retrieved through the same form, its 200 and body rendered in the page.
    const listed = await fetch(`${server.url}/v2/subscribers?limit=1`, { headers: { Authorization: 'ApiKey test-api-key' } });
    const subscriberId = ((await listed.json()) as { data: { subscriberId: string }[] }).data[0]?.subscriberId as string;
    expect(subscriberId).toEqual(expect.any(String));
    await operation.locator('input[placeholder="subscriberId"]').fill(subscriberId);
    await operation.locator('button.execute').click();
    await expect.poll(async () => (await status.textContent())?.trim(), { timeout: 30_000 }).toBe('200');
    const body = operation.locator('.live-responses-table tr.response .response-col_description .microlight').first();
    await expect.poll(async () => (await body.textContent()) ?? '', { timeout: 30_000 }).toContain(`"subscriberId": "${subscriberId}"`);
    expect(server.requests({ operationId: 'retrieveSubscriber' })[0]).toMatchObject({ status: 200, path: `/v2/subscribers/${encodeURIComponent(subscriberId)}` });

    mkdirSync(join(ROOT, 'test-output'), { recursive: true });
    await page.screenshot({ path: join(ROOT, 'test-output', 'docs.png'), fullPage: false });
    expect(offline).toEqual([]);
  });

  it('renders every tag and operation of a document far past the count at which Swagger UI mounts only the rows on screen', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1800 } });
    screenshotOnFailure(page, 'docs-large');
    const document = withExtraOperations((await (await fetch(`${server.url}/openapi.json`)).json()) as OpenApiDocument, 120);
    await page.route(`${server.url}/openapi.json`, (route) => route.fulfill({ json: document }));
    await page.goto(`${server.url}/docs`);
    await expectEveryOperationIn(page, document);
  });

  it('switches to the control plane\'s document and resets the state from it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1800 } });
    screenshotOnFailure(page, 'docs-admin');
    await page.goto(`${server.url}/`);
    expect(page.url()).toBe(`${server.url}/docs`);
    await page.waitForSelector('.opblock-summary-path', { timeout: 30_000 });
    await page.locator('.topbar select').selectOption({ label: 'Control plane (/__admin)' });
    await expect.poll(async () => (await page.locator('.opblock-summary-path').allTextContents()).map((p) => p.replace(/\u200b/g, '')), { timeout: 30_000 }).toContain('/__admin/reset');

    await fetch(`${server.url}/v2/subscribers`, {
      method: 'POST',
      headers: { Authorization: 'ApiKey test-api-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ subscriberId: 'made-before-reset' }),
    });
    const reset = page.locator('#operations-State-resetState');
    await reset.locator('.opblock-summary').click();
    const tryItOut = reset.getByRole('button', { name: 'Try it out' });
    if (await tryItOut.isVisible()) await tryItOut.click();
    await reset.getByRole('button', { name: 'Execute' }).click();
    const status = reset.locator('.live-responses-table tr.response .response-col_status').first();
    await expect.poll(async () => (await status.textContent())?.trim(), { timeout: 30_000 }).toBe('200');
    const after = await fetch(`${server.url}/v2/subscribers/made-before-reset`, { headers: { Authorization: 'ApiKey test-api-key' } });
    expect(after.status).toBe(404);
  });
});
