import type { Browser, Page } from 'playwright-core';
import { buildUi } from '../../scripts/build-ui.js';
import type { MockServer } from '../../src/server.js';

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
