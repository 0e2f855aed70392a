import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildUi } from '../../scripts/build-ui.js';
import { startMockServer, type MockServer } from '../../src/server.js';
import { launchChromium } from './chromium.js';
import { ROOT } from './spawn-cli.js';
import { sharedContract, silentLogger } from './test-app.js';

let built: Promise<void> | undefined;
/** Builds ui/ into dist/ui once per test worker, so that no test reads a stale or missing build. */
export const buildDashboardOnce = (): Promise<void> => (built ??= buildUi());

export interface DashboardPage {
  page: Page;
  /** Console errors and uncaught exceptions the page has had. */
  problems: string[];
}

/** A page of the dashboard at `view` (`#/<view>`), recording every console error and page error. */
export async function openDashboard(browser: Browser, server: MockServer, view = '', viewport = { width: 1280, height: 800 }): Promise<DashboardPage> {
  const page = await browser.newPage({ viewport });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(`${server.url}/__admin/ui${view ? `#/${view}` : ''}`);
  return { page, problems };
}

/** The value of a JavaScript expression in the page (written as text: the tests are not typed for the DOM). */
export const inPage = <T>(page: Page, expression: string): Promise<T> => page.evaluate(expression) as Promise<T>;

/** The mock, the browser and the dashboard page that a browser test file shares. */
export interface DashboardSuite {
  server: MockServer;
  browser: Browser;
  page: Page;
}

/**
 * For a browser test file: starts a strict mock and Chromium once, opens the dashboard at `view`, and after
 * each test keeps a screenshot of a failure (test-output/<name>-<test>-failure.png) and fails on any console
 * or page error. The returned object is filled before the first test runs.
 */
export function dashboardSuite(name: string, view = ''): DashboardSuite {
  const suite = {} as DashboardSuite;
  let problems: string[] = [];
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([
      buildDashboardOnce().then(async () => startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract() })),
      launchChromium(),
    ]);
    ({ page: suite.page, problems } = await openDashboard(suite.browser, suite.server, view));
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      mkdirSync(join(ROOT, 'test-output'), { recursive: true });
      await suite.page.screenshot({ path: join(ROOT, 'test-output', `${name}-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}-failure.png`) });
    }
    expect(problems.splice(0), 'console errors and page errors').toEqual([]);
  });
  return suite;
}
