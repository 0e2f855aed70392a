/** Which browser the browser tests launch, decided without launching one. */
import { describe, expect, it } from 'vitest';
import { chooseChromium, SYSTEM_CHROMIUM_PATHS, type Machine } from '../helpers/chromium.js';

function machine(overrides: Partial<Machine> & { installed?: string[] } = {}): Machine {
  const installed = new Set(overrides.installed ?? []);
  return { env: {}, platform: 'linux', arch: 'x64', exists: (path) => installed.has(path), ...overrides };
}

describe('finding Chromium for the browser tests', () => {
  it('takes CHROMIUM_PATH first, even over an installed browser', () => {
    const choice = chooseChromium(machine({ env: { CHROMIUM_PATH: '/opt/my/chrome' }, installed: ['/usr/bin/chromium'] }));
    expect(choice).toEqual({ source: 'CHROMIUM_PATH', executablePath: '/opt/my/chrome' });
  });

  it('then the first browser installed on Linux, in the listed order', () => {
    expect(chooseChromium(machine({ installed: ['/snap/bin/chromium', '/usr/bin/google-chrome-stable'] }))).toEqual({ source: 'system', executablePath: '/usr/bin/google-chrome-stable' });
    expect(chooseChromium(machine({ installed: ['/snap/bin/chromium', '/usr/bin/chromium'] }))).toEqual({ source: 'system', executablePath: '/usr/bin/chromium' });
    expect(chooseChromium(machine({ installed: ['/snap/bin/chromium'] }))).toEqual({ source: 'system', executablePath: '/snap/bin/chromium' });
    for (const path of SYSTEM_CHROMIUM_PATHS.linux ?? []) expect(chooseChromium(machine({ installed: [path] }))).toEqual({ source: 'system', executablePath: path });
  });

  it("finds Chrome's or Chromium's app bundle on macOS", () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    const chromiumApp = '/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(chooseChromium(machine({ platform: 'darwin', arch: 'arm64', installed: [chromiumApp, chrome] }))).toEqual({ source: 'system', executablePath: chrome });
    expect(chooseChromium(machine({ platform: 'darwin', arch: 'arm64', installed: [chromiumApp] }))).toEqual({ source: 'system', executablePath: chromiumApp });
    // Linux paths mean nothing on a Mac.
    expect(() => chooseChromium(machine({ platform: 'darwin', arch: 'arm64', installed: ['/usr/bin/chromium'] }))).toThrow(/CHROMIUM_PATH/);
  });

  it('falls back to the Chromium packaged in node_modules on Linux x64 with no browser installed', () => {
    expect(chooseChromium(machine())).toEqual({ source: 'packaged' });
    expect(chooseChromium(machine({ env: { CHROMIUM_PATH: '' } }))).toEqual({ source: 'packaged' });
  });

  it('says what it looked for and how to point it at a browser where no packaged build exists', () => {
    expect(() => chooseChromium(machine({ arch: 'arm64' }))).toThrow(/looked at \/usr\/bin\/chromium, .*set CHROMIUM_PATH/);
    expect(() => chooseChromium(machine({ platform: 'win32' }))).toThrow(/set CHROMIUM_PATH/);
  });
});
