import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedByTest } from '../helpers/owned-process.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { waitFor } from '../reliability/helpers/net.js';
import { argv, copyOf, envOf, parseDockerfile, type Stage } from './dockerfile.js';

/**
 * `npm run docker:check` (vitest.docker.config.ts; not part of `npm test`, which reads the Dockerfile
 * without running it: docker-image.test.ts). No image is built yet: without a Docker engine, the image is
 * kept honest by running its steps for real: each stage's COPY and RUN in a directory of its own
 * (WORKDIR /app maps to it), then the runtime stage's CMD with its ENV, its HEALTHCHECK command, and SIGTERM.
 */
const stages = parseDockerfile(join(ROOT, 'Dockerfile'));
const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
const work = mkdtempSync(join(tmpdir(), 'docker-steps-'));
/** A RUN step (`npm ci` of the whole project) that has not ended by then is hung. */
const STEP_CEILING_MS = 20 * 60_000;
beforeAll(() => console.info(`docker:check replays the Dockerfile's steps without Docker (no image is built), in ${work}`));
// The stages' node_modules; retried, in case a step's last writes are still landing.
afterAll(() => rmSync(work, { recursive: true, force: true, maxRetries: 5 }), 300_000);

/** Runs a RUN step in its own process group, so that a hung one is stopped with everything it started. */
function runStep(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn('sh', ['-c', script], { cwd, env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const ceiling = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), STEP_CEILING_MS);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(ceiling);
      resolve({ code, stderr });
    }),
  );
}

const dirOf = (stage: Stage) => join(work, stage.name);
const inContainer = (stageDir: string, path: string) => (path.startsWith('/app') ? join(stageDir, path.slice('/app'.length)) : join(stageDir, path));

async function runStage(stage: Stage): Promise<Record<string, string>> {
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
      const result = await runStep(args, dir, { ...process.env, ...env });
      if (result.code !== 0) throw new Error(`RUN ${args} failed (${result.code}): ${result.stderr.slice(-2000)}`);
    }
  }
  return env;
}

const instruction = (stage: Stage, keyword: string) => stage.instructions.find((i) => i.keyword === keyword)?.args;
const runtime = stages[stages.length - 1] as Stage;

describe("the Dockerfile's steps, replayed without Docker", () => {
  it('builds, starts with its CMD and ENV, passes its HEALTHCHECK and exits cleanly on SIGTERM', async () => {
    for (const stage of stages.slice(0, -1)) await runStage(stage);
    const env = await runStage(runtime);
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
    const child = ownedByTest(spawn(command === 'node' ? process.execPath : command, args, { cwd: dir, env: containerEnv }));
    try {
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      await waitFor(() => out.includes(`listening on http://0.0.0.0:${port}`), 'its ready line', 60_000).catch((error: Error) => {
        throw new Error(`${error.message}; its output: ${out}`);
      });

      const healthcheck = argv((instruction(runtime, 'HEALTHCHECK') ?? '').replace(/^.*?CMD\s+/, ''));
      const check = spawnSync(healthcheck[0] === 'node' ? process.execPath : (healthcheck[0] as string), healthcheck.slice(1), { env: containerEnv, encoding: 'utf8' });
      expect(check.status).toBe(0);

      const api = await fetch(`http://127.0.0.1:${port}/v2/subscribers?limit=1`, { headers: { Authorization: 'ApiKey test-api-key' } });
      expect(api.status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const failing = spawnSync(process.execPath, healthcheck.slice(1), { env: containerEnv, encoding: 'utf8' });
      expect(failing.status).toBe(1);
    } finally {
      child.kill('SIGKILL');
    }
  }, 2 * STEP_CEILING_MS + 120_000);
});
