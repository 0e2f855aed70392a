import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startMockServer, type MockServer } from '../../src/server.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { sharedContract, silentLogger } from '../helpers/test-app.js';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, isolateKeys: true, logger: silentLogger, contract: await sharedContract() });
});
afterAll(() => server.close());

describe('examples/', () => {
  it('the compose file runs the mock as a sidecar the app waits for until healthy', () => {
    const compose = parse(readFileSync(join(ROOT, 'examples/docker-compose.yml'), 'utf8')) as {
      services: Record<string, { build?: { context: string }; healthcheck?: { test: string[] }; depends_on?: Record<string, { condition: string }>; environment?: Record<string, string> }>;
    };
    const mock = compose.services['notification-api'];
    expect(existsSync(join(ROOT, 'examples', mock?.build?.context ?? '', 'Dockerfile'))).toBe(true);
    expect(mock?.healthcheck?.test.slice(0, 2)).toEqual(['CMD', 'node']);
    expect(compose.services.app?.depends_on?.['notification-api']?.condition).toBe('service_healthy');
    expect(compose.services.app?.environment?.NOTIFICATION_API_URL).toBe('http://notification-api:3000');
  });

  it('the sample e2e suite passes against the mock', async () => {
    // Async: the mock runs in this process, so a blocking spawn would starve it.
    const child = spawn(process.execPath, ['--test', 'examples/e2e-suite/inbox.test.mjs'], {
      cwd: ROOT,
      env: { ...process.env, NOTIFICATION_API_URL: server.url, NOTIFICATION_API_KEY: 'example-worker' },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(out).toContain('# pass 2');
    expect(code).toBe(0);
  });
});
