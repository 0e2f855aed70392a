/**
 * The browser that the browser tests drive. playwright-core downloads none, so `npm test` finds one in
 * this order: CHROMIUM_PATH, a Chromium or Chrome installed on the machine, or the headless Chromium
 * shipped inside the npm package @sparticuz/chromium (a devDependency), which makes `npm install &&
 * npm test` work on a Linux x64 machine that has nothing but Node and npm.
 */
import { mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { unpackPackagedChromium } from './packaged-chromium.js';
import { ROOT } from './spawn-cli.js';

/** Where Chromium and Chrome install themselves, in the order they are tried. */
export const SYSTEM_CHROMIUM_PATHS: Readonly<Partial<Record<NodeJS.Platform, readonly string[]>>> = {
  linux: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'],
  darwin: ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium'],
};

/** What the lookup reads from the machine, injectable so that the order is testable without a browser. */
export interface Machine {
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  arch: string;
  exists(path: string): boolean;
}

export type ChromiumChoice = { source: 'CHROMIUM_PATH' | 'system'; executablePath: string } | { source: 'packaged' };

export function chooseChromium(machine: Machine): ChromiumChoice {
  const fromEnv = machine.env.CHROMIUM_PATH;
  if (fromEnv) return { source: 'CHROMIUM_PATH', executablePath: fromEnv };
  const candidates = SYSTEM_CHROMIUM_PATHS[machine.platform] ?? [];
  const installed = candidates.find((path) => machine.exists(path));
  if (installed) return { source: 'system', executablePath: installed };
  // The package's npm tarball holds the Linux x64 build only.
  if (machine.platform === 'linux' && machine.arch === 'x64') return { source: 'packaged' };
  throw new Error(
    `No Chromium or Chrome found${candidates.length ? ` (looked at ${candidates.join(', ')})` : ''}, and @sparticuz/chromium ships one for Linux x64 only: ` +
      'set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}

/** The tests run on a closed network: nothing may phone home, update itself or try QUIC. */
export const CLOSED_NETWORK_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const thisMachine = (): Machine => ({ env: process.env, platform: process.platform, arch: process.arch, exists: existsSync });

/**
 * @sparticuz/chromium's own `args` are tuned for AWS Lambda (single process, web security and site
 * isolation off); they launch here too, but a test of a web page should see the browser's usual rules,
 * so the packaged build gets the same flags as any other.
 */
export async function launchChromium(machine: Machine = thisMachine()): Promise<Browser> {
  const choice = chooseChromium(machine);
  const executablePath = choice.source === 'packaged' ? await unpackPackagedChromium() : choice.executablePath;
  return chromium.launch({ executablePath, headless: true, args: CLOSED_NETWORK_FLAGS });
}

/** Call inside a test: if the test fails, the page as it was is saved to test-output/<name>-failure.png. */
export function screenshotOnFailure(page: Page, name: string): void {
  onTestFailed(async () => {
    mkdirSync(join(ROOT, 'test-output'), { recursive: true });
    await page.screenshot({ path: join(ROOT, 'test-output', `${name}-failure.png`), fullPage: true }).catch(() => undefined);
  });
}

/** playwright-core's `chromium` as these tests launch it: a docs recipe's `chromium.launch()` runs this machine's browser. */
export const chromiumOnThisMachine = { launch: (): Promise<Browser> => launchChromium() };
