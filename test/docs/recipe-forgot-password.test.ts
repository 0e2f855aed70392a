import { chromiumOnThisMachine as chromium } from '../helpers/chromium.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/index.js';
import { startApp } from '../../examples/forgot-password/app.mjs';

let mock: MockServer;
let app: { url: string; close(): Promise<void> };
let browser: Browser;

beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
  app = await startApp({ notificationApiUrl: mock.url, apiKey: 'test-api-key', port: 0 });
  browser = await chromium.launch();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await mock?.close();
});

it('"Forgot password" emails a link that opens the reset form', async () => {
  const page = await browser.newPage();
  const to = 'ada@example.com';
  // The mock dates deliveries by the environment's clock: take `since` from it, not from Date.now().
  const since = mock.clock.now('test-api-key');

  await page.goto(app.url);
  await page.getByLabel('Email').fill(to);
  await page.getByRole('button', { name: 'Forgot password' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();

  const email = await mock.outbox.waitFor({ channel: 'email', to, since }, { timeout: 30_000 });
  expect(email.subject).toBe('Reset your Acme password');
  const link = email.links.find((l) => l.text === 'Reset password');
  expect(link?.href.startsWith(`${app.url}/reset?token=`)).toBe(true);

  await page.goto(link!.href);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  expect(await page.textContent('main')).toContain(to);

  // A token the app never issued gets no form.
  await page.goto(`${app.url}/reset?token=made-up`);
  expect(await page.textContent('h1')).toBe('This reset link is not valid');
}, 120_000);
