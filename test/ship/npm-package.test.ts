import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_STAMP, staleBecause } from '../../scripts/build-stamp.mjs';
import { ownedByTest } from '../helpers/owned-process.js';
import { ROOT } from '../helpers/spawn-cli.js';

/** The package as users get it: packed and installed as the README says, run with npx, imported, type-checked. */
const work = mkdtempSync(join(tmpdir(), 'npm-package-'));
afterAll(() => rmSync(work, { recursive: true, force: true }), 300_000); // two installed projects

/**
 * The README's packing steps (its npm / npx way in), as written but for the repository's own
 * `npm install` (this checkout is installed) and the server start (started below on port 0), with
 * `../your-app` in the temp directory. Returns the server start command's words and what the steps printed.
 */
function runReadmePackingSteps(yourApp: string): { start: string[]; printed: string } {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = /\*\*1\. npm \/ npx\*\*[\s\S]*?```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const lines = block.split('\n').map((line) => line.replace(/\s+#.*$/, '').trim()).filter((line) => line && !line.startsWith('#'));
  expect(lines[0]).toBe('npm install');
  const start = lines[lines.length - 1] as string;
  expect(start).toMatch(/^npx notification-api-mock\b/);
  const steps = lines.slice(1, -1).map((line) => line.replaceAll('../your-app', yourApp));
  const { stdout, stderr } = spawnChecked('sh', ['-c', ['set -e', ...steps].join('\n')], ROOT);
  return { start: start.split(/\s+/), printed: stdout + stderr };
}

function spawnChecked(command: string, args: string[], cwd: string): { stdout: string; stderr: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 300_000, env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stdout.slice(-2000)}${result.stderr.slice(-2000)}`);
  return result;
}

const run = (command: string, args: string[], cwd: string): string => spawnChecked(command, args, cwd).stdout;

/** What a pack must leave as it found it: the repository's manifest, and the build stamp that `npm start` checks. */
function checkoutFiles(): Record<string, { text: string; modified: number }> {
  return Object.fromEntries(['package.json', BUILD_STAMP].map((file) => [file, { text: readFileSync(join(ROOT, file), 'utf8'), modified: statSync(join(ROOT, file)).mtimeMs }]));
}

/** The one TypeScript block of docs/testing.md's "Using it in tests" that contains `marker`. */
function readmeTestSnippet(marker: string): string {
  const page = readFileSync(join(ROOT, 'docs', 'testing.md'), 'utf8');
  const section = /\n## Using it in tests\n([\s\S]*?)\n## /.exec(page)?.[1] ?? '';
  const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] as string).filter((block) => block.includes(marker));
  expect(blocks, marker).toHaveLength(1);
  return blocks[0] as string;
}

const project = join(work, 'your-app');
let npx = '';
let startArgs: string[] = [];
let printed = '';
let before: ReturnType<typeof checkoutFiles>;
beforeAll(() => {
  expect(existsSync(project)).toBe(false); // npm pack does not create it: the steps must
  // `npm pack` rebuilds a stale dist/ first (its prepack script); here it finds it current, as after `npm ci`.
  run(process.execPath, ['scripts/build-stamp.mjs', 'build'], ROOT);
  before = checkoutFiles();
  let start: string[];
  ({ start, printed } = runReadmePackingSteps(project));
  [npx = '', ...startArgs] = start;
}, 600_000);

describe('the npm package', () => {
  it('packs the built files, not the sources', () => {
    const tarball = readdirSync(project).find((f) => f.endsWith('.tgz')) as string;
    const files = run('tar', ['-tzf', join(project, tarball)], work).split('\n').map((f) => f.replace(/^package\//, ''));
    for (const needed of ['dist/bin/cli.js', 'dist/ui/index.html', 'dist/ui/app.js', 'dist/ui/app.css', 'dist/cli.js', 'dist/index.js', 'dist/index.d.ts', 'dist/contract-cache.bin', 'openapi/notification-api.yaml', 'fixtures/default/subscribers.json', 'README.md']) {
      expect(files, needed).toContain(needed);
    }
    expect(files.some((f) => f.startsWith('src/') || f.startsWith('test/') || f.startsWith('examples/framework-bridge'))).toBe(false);
    expect(readdirSync(join(project, 'node_modules', 'notification-api-mock', 'dist')).length).toBeGreaterThan(5);
  });

  it('packs the manifest as it is, with no install-time script: npm neither runs nor lists one for the installing project', () => {
    const tarball = readdirSync(project).find((f) => f.endsWith('.tgz')) as string;
    const manifest = JSON.parse(run('tar', ['-xzOf', join(project, tarball), 'package/package.json'], work)) as { scripts: Record<string, string> };
    expect(manifest).toEqual(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')));
    // npm runs preinstall, install and postinstall of a dependency, and lists prepare too when it comes from a tarball.
    expect(Object.keys(manifest.scripts).filter((name) => ['preinstall', 'install', 'postinstall', 'prepare'].includes(name))).toEqual([]);
    expect(printed).toContain(`added `); // the install's own report, so the next line reads its output
    expect(printed).not.toMatch(/install-scripts\s+notification-api-mock@/);
  });

  it("leaves the checkout's package.json and build stamp untouched, so the next npm start does not rebuild", () => {
    expect(checkoutFiles()).toEqual(before);
    expect(staleBecause(ROOT)).toBeUndefined();
  });

  it('runs with npx and as its bin, and imports in Node', async () => {
    // Its own process group, as in a terminal: Ctrl-C (or a group kill) reaches npx and the server alike.
    // (npm exec does not pass a SIGTERM sent to npx alone on to the server.)
    const onAnyPort = startArgs.map((arg, i) => (startArgs[i - 1] === '--port' ? '0' : arg));
    const cli = ownedByTest(spawn(npx, [...onAnyPort, '--log-level', 'warn'], { cwd: project, detached: true }), { group: true });
    let out = '';
    cli.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => cli.on('exit', (code) => resolve(code)));
    // The ready line: npx, then the CLI, start in seconds; 90 s without it is a hang, even with every core busy.
    for (let i = 0; i < 900 && !/listening on (\S+)/.test(out); i++) await new Promise((r) => setTimeout(r, 100));
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
    const bin = ownedByTest(spawn(join(project, 'node_modules', '.bin', 'notification-api-mock'), ['--port', '0', '--generate-subscribers', '30', '--seed', '7'], { cwd: project }));
    let binOut = '';
    bin.stdout.on('data', (d: Buffer) => (binOut += d.toString()));
    const binExited = new Promise<number | null>((resolve) => bin.on('exit', (code) => resolve(code)));
    for (let i = 0; i < 900 && !binOut.includes('listening on'); i++) await new Promise((r) => setTimeout(r, 100));
    const binUrl = /listening on (\S+)/.exec(binOut)?.[1] as string;
    const auth = { Authorization: 'ApiKey test-api-key' };
    const generated = await fetch(`${binUrl}/v2/subscribers?subscriberId=gen-29`, { headers: auth });
    expect(((await generated.json()) as { data: { subscriberId: string }[] }).data.map((s) => s.subscriberId)).toEqual(['gen-29']);
    const docs = await fetch(`${binUrl}/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
    expect((await fetch(`${binUrl}/docs/assets/swagger-ui-bundle.js`)).status).toBe(200);
    // The dashboard's built assets, found from the bundled bin (dist/bin) in the installed package.
    expect(await (await fetch(`${binUrl}/__admin/ui`)).text()).toContain('/__admin/ui/app.js');
    expect((await fetch(`${binUrl}/__admin/ui/app.js`)).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
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
const dashboard = await fetch(mock.url + '/__admin/ui/app.css');
mock.reset();
await mock.close();
console.log(JSON.stringify({ status: res.status, count: body.data.length, dashboard: dashboard.status }));
`,
    );
    expect(JSON.parse(run(process.execPath, ['programmatic.mjs'], project).trim())).toEqual({ status: 200, count: 2, dashboard: 200 });

    // From CommonJS: Node ≥ 20.19 loads the ES module synchronously through require().
    writeFileSync(join(project, 'programmatic.cjs'), `const { startMockServer } = require('notification-api-mock');\nconsole.log(typeof startMockServer);\n`);
    expect(run(process.execPath, ['programmatic.cjs'], project).trim()).toBe('function');
  }, 300_000);

  // A TypeScript user who checks libraries too (skipLibCheck off) and has @types/node, as any Node
  // project does, gets no error: the published types resolve from the package's own dependencies.
  it('type-checks against its published types with skipLibCheck off', () => {
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
  }, 120_000);

  // What a TypeScript user gets from the packed package alone: a project with nothing but its production
  // dependencies (none of this repository's devDependencies), checked strictly, libraries included.
  it('type-checks in a project that has only the production dependencies', () => {
    const tarball = join(project, readdirSync(project).find((f) => f.endsWith('.tgz')) as string);
    const bare = join(work, 'typed-app');
    mkdirSync(bare);
    writeFileSync(join(bare, 'package.json'), JSON.stringify({ name: 'typed-app', private: true, type: 'module' }));
    run('npm', ['install', tarball, '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], bare);
    // Node's own types, as any Node project has them (here they come with a dependency already).
    if (!existsSync(join(bare, 'node_modules/@types/node'))) symlinkSync(join(ROOT, 'node_modules/@types/node'), join(bare, 'node_modules/@types/node'), 'dir');
    writeFileSync(
      join(bare, 'index.ts'),
      `import { adminOf, buildDeps, createApp, DEFAULT_CONFIG, startMockServer } from 'notification-api-mock';
import type { ApiKeyInfo, AppDeps, AppOptions, ClockReading, ClockReport, FaultRule, FaultRuleInput, FixtureRecords, JournalEntry, JournalFilter, LogLevel, MockAdmin, MockApp, MockConfig, MockServer, StartOptions, StateSnapshot } from 'notification-api-mock';
const options: StartOptions = { port: 0 };
const server: MockServer = await startMockServer(options);
const keys: ApiKeyInfo[] = server.apiKeys;
await server.close();
export type Exported = [AppDeps, AppOptions, ClockReading, ClockReport, FaultRule, FaultRuleInput, FixtureRecords, JournalEntry, JournalFilter, LogLevel, MockAdmin, MockApp, MockConfig, StateSnapshot];
export const used = [adminOf, buildDeps, createApp, DEFAULT_CONFIG, keys];
`,
    );
    const compilerOptions = { strict: true, target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', noEmit: true, skipLibCheck: false };
    writeFileSync(join(bare, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['index.ts'] }));
    run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], bare);
  }, 300_000);

  it("runs the testing page's vitest setup in a user's suite: the globalSetup file, the config line that loads it, a key per worker", () => {
    symlinkSync(join(ROOT, 'node_modules/vitest'), join(project, 'node_modules/vitest'), 'dir'); // the user's own dev dependency
    mkdirSync(join(project, 'test'));
    writeFileSync(join(project, 'test/global-setup.ts'), readmeTestSnippet('export default async function setup'));
    writeFileSync(join(project, 'vitest.config.ts'), readmeTestSnippet('globalSetup:'));
    const perWorker = readmeTestSnippet("inject('mockUrl')");
    const assertSent = readmeTestSnippet('/__admin/requests');
    for (const name of ['one', 'two']) {
      writeFileSync(
        join(project, `test/${name}.test.ts`),
        `${perWorker}
import { expect, it } from 'vitest';

it('reaches the mock that globalSetup started, with its own key', async () => {
  const created = await fetch(\`\${url}/v2/subscribers\`, { method: 'POST', headers: { Authorization: \`ApiKey \${apiKey}\`, 'Content-Type': 'application/json' }, body: JSON.stringify({ subscriberId: 'user-42' }) });
  expect(created.status).toBe(201);
${assertSent}});
`,
      );
    }
    const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'FORCE_COLOR')), NO_COLOR: '1' };
    const suite = spawnSync(process.execPath, [join(project, 'node_modules/vitest/vitest.mjs'), 'run'], { cwd: project, env, encoding: 'utf8', timeout: 120_000 });
    expect(suite.status, suite.stdout + suite.stderr).toBe(0);
    expect(suite.stdout).toMatch(/Tests\s+2 passed/);
  }, 180_000);
});
