import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_DIR } from '../../src/seed/load-fixtures.js';
import { LIMIT_OPTIONS, parseSize } from '../../src/config.js';
import { ROOT, runCli, startCli, startNode } from '../helpers/spawn-cli.js';

describe('the CLI', () => {
  it('starts on a free port, prints the URL and the API keys, serves requests, and exits 0 on SIGTERM', async () => {
    const cli = await startCli(['--port', '0']);
    expect(cli.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(cli.url).not.toMatch(/:0$/);
    const res = await fetch(`${cli.url}/v2/subscribers?limit=1`, { headers: { Authorization: 'ApiKey test-api-key' } });
    expect(res.status).toBe(200);
    const environment = await fetch(`${cli.url}/v1/environments/me`, { headers: { Authorization: 'ApiKey test-api-key' } });
    expect(((await environment.json()) as { data?: { identifier?: string } }).data?.identifier, 'the {data} envelope by default').toBe('acmeDevInbox1');
    expect(cli.stdout()).toContain('test-api-key');
    expect(cli.stdout()).toContain('test-api-key-prod');
    expect(cli.stdout()).toContain(`API reference: ${cli.url}/docs`);
    expect(cli.stdout()).toContain(`Dashboard: ${cli.url}/__admin/ui`);
    cli.child.kill('SIGTERM');
    expect(await cli.exit).toBe(0);
  });

  it('drains and exits 0 on a SIGTERM sent the moment the ready line is read (the package bin)', async () => {
    // Regression: the signal handlers were installed after the ready line, so a supervisor this quick killed it (exit by signal).
    const cli = await startNode(['dist/bin/cli.js', '--port', '0'], ROOT);
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

  it('answers the bare shapes with --no-envelope or ENVELOPE=false', async () => {
    for (const [args, env] of [[['--port', '0', '--no-envelope'], {}], [['--port', '0'], { ENVELOPE: 'false' }]] as const) {
      const cli = await startCli([...args], env);
      const res = await fetch(`${cli.url}/v1/environments/me`, { headers: { Authorization: 'ApiKey test-api-key' } });
      expect(((await res.json()) as { identifier?: string }).identifier, JSON.stringify([args, env])).toBe('acmeDevInbox1');
      cli.child.kill('SIGTERM');
      expect(await cli.exit).toBe(0);
    }
  });

  it('redacts the headers named by --redact-headers and REDACT_HEADERS in the journal', async () => {
    for (const [args, env] of [[['--port', '0', '--redact-headers', 'X-Tenant-Secret'], {}], [['--port', '0'], { REDACT_HEADERS: 'x-tenant-secret' }]] as const) {
      const cli = await startCli([...args], env);
      await fetch(`${cli.url}/v2/subscribers?limit=1`, { headers: { Authorization: 'ApiKey test-api-key', 'X-Tenant-Secret': 'tenant-secret', 'Proxy-Authorization': 'Basic c2VjcmV0' } });
      const journal = (await (await fetch(`${cli.url}/__admin/requests`)).json()) as { data: { request: { headers: Record<string, string> } }[] };
      expect(journal.data[0]?.request.headers).toMatchObject({ 'x-tenant-secret': '[redacted]', 'proxy-authorization': 'Basic [redacted]' });
      cli.child.kill('SIGTERM');
      expect(await cli.exit).toBe(0);
    }
  });

  it('documents every option and its environment variable in --help', async () => {
    const { code, stdout: raw } = await runCli(['--help']);
    expect(code).toBe(0);
    const stdout = raw.replace(/\s+/g, ' ');
    for (const flag of ['--port', '--host', '--fixtures', '--spec', '--seed', '--strict', '--envelope', '--no-envelope', '--isolate-keys', '--generate-subscribers', '--body-limit', '--log-level', '--redact-headers']) {
      expect(stdout).toContain(flag);
    }
    for (const env of ['PORT', 'HOST', 'FIXTURES', 'SEED', 'STRICT', 'ENVELOPE', 'ISOLATE_KEYS', 'GENERATE_SUBSCRIBERS', 'LOG_LEVEL', 'REDACT_HEADERS']) {
      expect(stdout).toContain(`env: ${env}`);
    }
  });

  it('documents the memory limits in --help and takes sizes with a unit', async () => {
    const { code, stdout: raw } = await runCli(['--help']);
    expect(code).toBe(0);
    const stdout = raw.replace(/\s+/g, ' ');
    for (const [flag, env] of Object.values(LIMIT_OPTIONS).map((o) => [o.flag, o.env])) {
      expect(stdout).toContain(flag);
      expect(stdout).toContain(`env: ${env}`);
    }
    expect(parseSize('max-stored-bytes', 0, 1024 ** 3)('64mb')).toBe(64 * 1024 * 1024);
    expect(parseSize('max-payload-bytes', 1, 1024 ** 3)(' 512 KB ')).toBe(512 * 1024);
    expect(parseSize('max-payload-bytes', 1, 1024 ** 3)('2048')).toBe(2048);
    expect(() => parseSize('max-stored-bytes', 0, 1024)('2kb')).toThrow('max-stored-bytes must be a size from 0 to 1024 bytes (e.g. 512kb, 64mb), got "2kb"');
    const bad = await runCli(['--max-stored-bytes', 'lots']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('max-stored-bytes must be a size');
  });

  it('refuses a bad option value with exit code 2 and a clear message', async () => {
    const { code, stderr } = await runCli(['--port', 'eighty']);
    expect(code).toBe(2);
    expect(stderr).toContain('port must be an integer from 0 to 65535');
  });

  it('says which port is busy and how to pick another, exit code 2, no stack trace', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const { code, stderr } = await runCli(['--port', String(port)]);
      expect(code).toBe(2);
      expect(stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
      expect(stderr).toContain('--port 0');
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      holder.close();
    }
  });

  it('refuses a host that is not an address of this machine with exit code 2', async () => {
    const { code, stderr } = await runCli(['--port', '0', '--host', '192.0.2.1']);
    expect(code).toBe(2);
    expect(stderr).toContain('host 192.0.2.1 is not an address of this machine');
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
