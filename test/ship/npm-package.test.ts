import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/spawn-cli.js';

/** The package as users get it: `npm pack`, installed into an empty project, run with npx and imported. */
const work = mkdtempSync(join(tmpdir(), 'npm-package-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 300_000, env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stdout.slice(-2000)}${result.stderr.slice(-2000)}`);
  return result.stdout;
}

describe('the npm package', () => {
  it('installs from its tarball, runs with npx, and exports startMockServer with types', async () => {
    const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], ROOT)) as { filename: string; files: { path: string }[] }[];
    const files = packed[0]?.files.map((f) => f.path) ?? [];
    for (const needed of ['dist/bin/cli.js', 'dist/cli.js', 'dist/index.js', 'dist/index.d.ts', 'dist/contract-cache.json', 'openapi/notification-api.yaml', 'fixtures/default/subscribers.json', 'README.md']) {
      expect(files, needed).toContain(needed);
    }
    expect(files.some((f) => f.startsWith('src/') || f.startsWith('test/'))).toBe(false);

    const project = join(work, 'project');
    run('mkdir', ['-p', project], work);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'uses-the-mock', version: '1.0.0', private: true, type: 'module' }));
    run('npm', ['install', join(work, packed[0]?.filename ?? '')], project);
    expect(readdirSync(join(project, 'node_modules', 'notification-api-mock', 'dist')).length).toBeGreaterThan(5);

    // Its own process group, as in a terminal: Ctrl-C (or a group kill) reaches npx and the server alike.
    // (npm exec does not pass a SIGTERM sent to npx alone on to the server.)
    const cli = spawn('npx', ['notification-api-mock', '--port', '0', '--log-level', 'warn'], { cwd: project, detached: true });
    let out = '';
    cli.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => cli.on('exit', (code) => resolve(code)));
    for (let i = 0; i < 200 && !/listening on (\S+)/.test(out); i++) await new Promise((r) => setTimeout(r, 100));
    const url = /listening on (\S+)/.exec(out)?.[1];
    expect(url).toBeDefined();
    const res = await fetch(`${url}/v2/subscribers?limit=1`, { headers: { Authorization: 'ApiKey test-api-key' } });
    expect(res.status).toBe(200);
    process.kill(-(cli.pid as number), 'SIGTERM');
    await exited;
    for (let i = 0; i < 50; i++) {
      if (!(await fetch(`${url}/__admin/health`).then(() => true, () => false))) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await expect(fetch(`${url}/__admin/health`)).rejects.toThrow();

    // The bin is the bundled CLI (dist/bin/cli.js): what it loads at run time from node_modules (the
    // faker, the docs' assets, the YAML parser, Prism's validators) must still be found from there.
    const bin = spawn(join(project, 'node_modules', '.bin', 'notification-api-mock'), ['--port', '0', '--generate-subscribers', '30', '--seed', '7'], { cwd: project });
    let binOut = '';
    bin.stdout.on('data', (d: Buffer) => (binOut += d.toString()));
    const binExited = new Promise<number | null>((resolve) => bin.on('exit', (code) => resolve(code)));
    for (let i = 0; i < 200 && !binOut.includes('listening on'); i++) await new Promise((r) => setTimeout(r, 100));
    const binUrl = /listening on (\S+)/.exec(binOut)?.[1] as string;
    const auth = { Authorization: 'ApiKey test-api-key' };
    const generated = await fetch(`${binUrl}/v2/subscribers?subscriberId=gen-29`, { headers: auth });
    expect(((await generated.json()) as { data: { subscriberId: string }[] }).data.map((s) => s.subscriberId)).toEqual(['gen-29']);
    const docs = await fetch(`${binUrl}/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
    expect((await fetch(`${binUrl}/docs/assets/swagger-ui-bundle.js`)).status).toBe(200);
    const document = (await (await fetch(`${binUrl}/openapi.json`)).json()) as { servers: { url: string }[] };
    expect(document.servers[0]?.url).toBe(binUrl);
    const invalid = await fetch(`${binUrl}/v2/subscribers`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ subscriberId: 42 }) });
    expect(invalid.status).toBe(422);
    bin.kill('SIGTERM');
    expect(await binExited).toBe(0);

    writeFileSync(
      join(project, 'programmatic.mjs'),
      `import { startMockServer } from 'notification-api-mock';
const mock = await startMockServer({ port: 0 });
const res = await fetch(mock.url + '/v2/subscribers?limit=2', { headers: { Authorization: 'ApiKey ' + mock.apiKeys[0].apiKey } });
const body = await res.json();
mock.reset();
await mock.close();
console.log(JSON.stringify({ status: res.status, count: body.data.length }));
`,
    );
    expect(JSON.parse(run(process.execPath, ['programmatic.mjs'], project).trim())).toEqual({ status: 200, count: 2 });
    // The published types resolve from the package's own dependencies: a TypeScript user who checks
    // libraries too (skipLibCheck off) and has @types/node, as any Node project does, gets no error.
    writeFileSync(
      join(project, 'typed.mts'),
      `import { createServer } from 'node:http';
import { buildDeps, createApp, startMockServer, type AppDeps, type MockApp, type MockServer } from 'notification-api-mock';
const server: MockServer = await startMockServer({ port: 0, isolateKeys: true });
const deps: AppDeps = await buildDeps({ strict: true });
const app: MockApp = createApp(deps);
createServer(app).close(); // a Node request listener, as supertest takes it
const urls: string[] = [server.url, ...server.apiKeys.map((k) => k.apiKey)];
await server.close();
void urls;
`,
    );
    const compilerOptions = { strict: true, target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', noEmit: true, skipLibCheck: false, types: ['node'], typeRoots: [join(ROOT, 'node_modules/@types')] };
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['typed.mts'] }));
    run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], project);
  }, 600_000);
});
