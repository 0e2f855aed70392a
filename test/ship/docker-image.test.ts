import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/spawn-cli.js';
import { argv, copyOf, envOf, parseDockerfile, type Stage } from './dockerfile.js';

/**
 * No Docker engine runs here, so the image is kept honest by running its steps for real: each stage's
 * COPY and RUN in a directory of its own (WORKDIR /app maps to it), then the runtime stage's CMD with its
 * ENV, its HEALTHCHECK command, and SIGTERM.
 */
const stages = parseDockerfile(join(ROOT, 'Dockerfile'));
const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
const work = mkdtempSync(join(tmpdir(), 'docker-steps-'));
afterAll(() => rmSync(work, { recursive: true, force: true }), 300_000); // the stages' node_modules

const dirOf = (stage: Stage) => join(work, stage.name);
const inContainer = (stageDir: string, path: string) => (path.startsWith('/app') ? join(stageDir, path.slice('/app'.length)) : join(stageDir, path));

function runStage(stage: Stage): Record<string, string> {
  const dir = dirOf(stage);
  mkdirSync(dir, { recursive: true });
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'ENV') Object.assign(env, envOf(args));
    if (keyword === 'COPY') {
      const { from, sources, dest } = copyOf(args);
      const source = from ? stages.find((s) => s.name === from) : undefined;
      for (const src of sources) {
        const origin = source ? inContainer(dirOf(source), src) : join(ROOT, src);
        const target = sources.length > 1 || dest.endsWith('/') ? join(inContainer(dir, dest), src.split('/').pop() as string) : inContainer(dir, dest);
        cpSync(origin, target, {
          recursive: true,
          filter: (path) => source !== undefined || !ignored.some((pattern) => relative(ROOT, path).split('/').includes(pattern)),
        });
      }
    }
    if (keyword === 'RUN') {
      const result = spawnSync('sh', ['-c', args], { cwd: dir, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 300_000 });
      if (result.status !== 0) throw new Error(`RUN ${args} failed (${result.status}): ${result.stderr.slice(-2000)}`);
    }
  }
  return env;
}

const instruction = (stage: Stage, keyword: string) => stage.instructions.find((i) => i.keyword === keyword)?.args;
const runtime = stages[stages.length - 1] as Stage;

describe('the Dockerfile', () => {
  it('is multi-stage, runs as a non-root user, listens on 0.0.0.0, stops on SIGTERM and checks health with Node', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(instruction(runtime, 'USER')).toBe('node');
    expect(envOf(instruction(runtime, 'ENV') ?? '')).toMatchObject({ HOST: '0.0.0.0', PORT: '3000' });
    expect(instruction(runtime, 'STOPSIGNAL')).toBe('SIGTERM');
    const healthcheck = instruction(runtime, 'HEALTHCHECK') ?? '';
    expect(healthcheck).toMatch(/CMD \["node"/);
    expect(healthcheck).not.toContain('curl');
    expect(runtime.instructions.filter((i) => i.keyword === 'RUN')).toEqual([]);
  });

  it('builds, starts with its CMD and ENV, passes its HEALTHCHECK and exits cleanly on SIGTERM', async () => {
    for (const stage of stages.slice(0, -1)) runStage(stage);
    const env = runStage(runtime);
    const dir = dirOf(runtime);
    const modules = JSON.parse(readFileSync(join(dir, 'node_modules/.package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
    expect(Object.entries(modules.packages).filter(([, p]) => p.dev).map(([name]) => name)).toEqual([]);
    const devDependencies = Object.keys((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies);
    for (const tool of ['typescript', 'vitest', 'tsx', '@novu/api', '@stoplight/prism-cli', 'autocannon', 'supertest']) {
      expect(devDependencies).toContain(tool);
      expect(existsSync(join(dir, 'node_modules', tool)), tool).toBe(false);
    }
    expect(existsSync(join(dir, 'src'))).toBe(false);

    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    // Paths under WORKDIR /app in ENV point into the runtime stage's directory.
    const mapped = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.startsWith('/app/') ? inContainer(dir, v) : v]));
    const containerEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...mapped, PORT: port };
    const [command, ...args] = argv(instruction(runtime, 'CMD') ?? '') as [string, ...string[]];
    const child = spawn(command === 'node' ? process.execPath : command, args, { cwd: dir, env: containerEnv });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    for (let i = 0; i < 100 && !out.includes('listening on'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(out).toContain(`listening on http://0.0.0.0:${port}`);

    const healthcheck = argv((instruction(runtime, 'HEALTHCHECK') ?? '').replace(/^.*?CMD\s+/, ''));
    const check = spawnSync(healthcheck[0] === 'node' ? process.execPath : (healthcheck[0] as string), healthcheck.slice(1), { env: containerEnv, encoding: 'utf8' });
    expect(check.status).toBe(0);

    const api = await fetch(`http://127.0.0.1:${port}/v2/subscribers?limit=1`, { headers: { Authorization: 'ApiKey test-api-key' } });
    expect(api.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const failing = spawnSync(process.execPath, healthcheck.slice(1), { env: containerEnv, encoding: 'utf8' });
    expect(failing.status).toBe(1);
  }, 600_000);
});
