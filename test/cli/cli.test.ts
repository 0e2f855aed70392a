import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_DIR } from '../../src/seed/load-fixtures.js';
import { runCli, startCli } from '../helpers/spawn-cli.js';

describe('the CLI', () => {
  it('starts on a free port, prints the URL and the API keys, serves requests, and exits 0 on SIGTERM', async () => {
    const cli = await startCli(['--port', '0']);
    expect(cli.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(cli.url).not.toMatch(/:0$/);
    const res = await fetch(`${cli.url}/v2/subscribers?limit=1`, { headers: { Authorization: 'ApiKey test-api-key' } });
    expect(res.status).toBe(200);
    expect(cli.stdout()).toContain('test-api-key');
    expect(cli.stdout()).toContain('test-api-key-prod');
    cli.child.kill('SIGTERM');
    expect(await cli.exit).toBe(0);
  });

  it('takes its options from environment variables too', async () => {
    const cli = await startCli([], { PORT: '0', HOST: '127.0.0.1', ISOLATE_KEYS: 'true' });
    const res = await fetch(`${cli.url}/v2/subscribers?limit=1`, { headers: { Authorization: 'ApiKey any-worker-key' } });
    expect(res.status).toBe(200);
    cli.child.kill('SIGINT');
    expect(await cli.exit).toBe(0);
  });

  it('documents every option and its environment variable in --help', async () => {
    const { code, stdout: raw } = await runCli(['--help']);
    expect(code).toBe(0);
    const stdout = raw.replace(/\s+/g, ' ');
    for (const flag of ['--port', '--host', '--fixtures', '--spec', '--seed', '--strict', '--isolate-keys', '--generate-subscribers', '--body-limit', '--log-level']) {
      expect(stdout).toContain(flag);
    }
    for (const env of ['PORT', 'HOST', 'FIXTURES', 'SEED', 'STRICT', 'ISOLATE_KEYS', 'GENERATE_SUBSCRIBERS', 'LOG_LEVEL']) {
      expect(stdout).toContain(`env: ${env}`);
    }
  });

  it('refuses a bad option value with exit code 2 and a clear message', async () => {
    const { code, stderr } = await runCli(['--port', 'eighty']);
    expect(code).not.toBe(0);
    expect(stderr).toContain('port must be an integer from 0 to 65535');
  });

  it('stops at startup on a fixture record that breaks the contract, naming file, record and field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
    cpSync(DEFAULT_FIXTURES_DIR, dir, { recursive: true });
    const file = join(dir, 'subscribers.json');
    const records = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
    Object.assign(records[3] as object, { email: 12 });
    writeFileSync(file, JSON.stringify(records));
    const { code, stderr } = await runCli(['--port', '0', '--fixtures', dir]);
    expect(code).toBe(2);
    expect(stderr).toContain('subscribers.json');
    expect(stderr).toContain('record #3');
    expect(stderr).toContain('field "email"');
  });
});
