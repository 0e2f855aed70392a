import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startMockServer, type MockServer } from '../../src/server.js';
import { ownedByTest } from '../helpers/owned-process.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { sharedContract, silentLogger } from '../helpers/test-app.js';

interface ComposeService {
  build?: { context: string };
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
}
const readCompose = () => parse(readFileSync(join(ROOT, 'examples/docker-compose.yml'), 'utf8')) as { services: Record<string, ComposeService> };

/** Runs Node with `args` and extra environment; async, as the mock runs in this process (a blocking spawn would starve it). */
async function runNode(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = ownedByTest(spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env } }));
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, out };
}

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, isolateKeys: true, logger: silentLogger, contract: await sharedContract() });
});
afterAll(() => server.close());

describe('examples/', () => {
  it('the compose file runs the mock as a sidecar the app waits for until healthy', () => {
    const compose = readCompose();
    const mock = compose.services['notification-api'];
    expect(existsSync(join(ROOT, 'examples', mock?.build?.context ?? '', 'Dockerfile'))).toBe(true);
    expect(mock?.healthcheck?.test.slice(0, 2)).toEqual(['CMD', 'node']);
    expect(compose.services.app?.depends_on?.['notification-api']?.condition).toBe('service_healthy');
    expect(compose.services.app?.environment?.NOTIFICATION_API_URL).toBe('http://notification-api:3000');
  });

  it('the sample e2e suite passes against the mock', async () => {
    const { code, out } = await runNode(['--test', 'examples/e2e-suite/inbox.test.mjs'], { NOTIFICATION_API_URL: server.url, NOTIFICATION_API_KEY: 'example-worker' });
    expect(out).toContain('# pass 2');
    expect(code).toBe(0);
  });

  it('the compose services as configured: the mock on 0.0.0.0 with its ADMIN_TOKEN passes its healthcheck, and the suite with the app\'s environment passes', async () => {
    const { services } = readCompose();
    const mockEnv = services['notification-api']?.environment ?? {};
    const appEnv = services.app?.environment ?? {};
    expect(mockEnv.ADMIN_TOKEN).toBeTruthy();
    expect(appEnv.NOTIFICATION_API_ADMIN_TOKEN).toBe(mockEnv.ADMIN_TOKEN);
    const sidecar = await startMockServer({ port: 0, host: '0.0.0.0', strict: true, isolateKeys: mockEnv.ISOLATE_KEYS === 'true', adminToken: mockEnv.ADMIN_TOKEN, logger: silentLogger, contract: await sharedContract() });
    try {
      const [, node, ...args] = services['notification-api']?.healthcheck?.test ?? [];
      expect(node).toBe('node');
      const healthcheck = args.map((arg) => arg.replace('127.0.0.1:3000', `127.0.0.1:${sidecar.port}`));
      // The readiness route answers without the admin token, so the probe passes with or without it.
      expect((await runNode(healthcheck, { ADMIN_TOKEN: mockEnv.ADMIN_TOKEN ?? '' })).code).toBe(0);
      expect((await runNode(healthcheck, { ADMIN_TOKEN: '' })).code).toBe(0);
      const suite = await runNode(['--test', 'examples/e2e-suite/inbox.test.mjs'], { ...appEnv, NOTIFICATION_API_URL: `http://127.0.0.1:${sidecar.port}` });
      expect(suite.out).toContain('# pass 2');
      expect(suite.code).toBe(0);
    } finally {
      await sidecar.close();
    }
  });
});
