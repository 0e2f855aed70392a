import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/spawn-cli.js';
import { argv, copyOf, envOf, globalArgs, keptInContext, parseDockerfile, type Stage } from './dockerfile.js';

/**
 * What the Dockerfile says, read without running it. Building and running the image takes minutes and an engine:
 * `npm run docker:check` (scripts/docker-check/), outside `npm test`.
 */
const stages = parseDockerfile(join(ROOT, 'Dockerfile'));
const ignorePatterns = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
const instruction = (stage: Stage, keyword: string) => stage.instructions.find((i) => i.keyword === keyword)?.args;
const runtime = stages[stages.length - 1] as Stage;
const build = stages[0] as Stage;
const copiesFromBuild = runtime.instructions.filter((i) => i.keyword === 'COPY').map((i) => copyOf(i.args));

describe('the Dockerfile', () => {
  it('builds both stages from BASE_IMAGE, node:20-alpine unless a build argument says otherwise', () => {
    expect(globalArgs(join(ROOT, 'Dockerfile'))).toMatchObject({ BASE_IMAGE: 'node:20-alpine' });
    expect(stages.map((s) => s.from)).toEqual(['${BASE_IMAGE}', '${BASE_IMAGE}']);
  });

  it('runs as node, listens on 0.0.0.0, stops on SIGTERM, and probes the readiness route with Node, no token', () => {
    expect(instruction(runtime, 'USER')).toBe('node');
    expect(envOf(instruction(runtime, 'ENV') ?? '')).toMatchObject({ HOST: '0.0.0.0', PORT: '3000' });
    expect(instruction(runtime, 'STOPSIGNAL')).toBe('SIGTERM');
    const healthcheck = instruction(runtime, 'HEALTHCHECK') ?? '';
    expect(healthcheck).toMatch(/CMD \["node"/);
    expect(healthcheck).toContain('/__admin/ready');
    expect(healthcheck).not.toMatch(/curl|ADMIN_TOKEN|authorization/i);
  });

  it('gives the runtime only the build output, no node_modules, owned by root (no --chown), and no step of its own', () => {
    expect(runtime.instructions.filter((i) => i.keyword === 'RUN')).toEqual([]);
    expect(copiesFromBuild.every((c) => c.from === build.name && c.flags.every((f) => !f.startsWith('--chown')))).toBe(true);
    // No node_modules: the CLI bundle carries every dependency it loads.
    expect(copiesFromBuild.flatMap((c) => c.sources).sort()).toEqual(['/app/dist', '/app/fixtures', '/app/openapi', '/app/package.json']);
    const bin = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin;
    expect(argv(instruction(runtime, 'CMD') ?? '')).toEqual(['node', ...Object.values(bin)]);
  });

  it("installs from the trimmed package.json, then builds once (npm ci's postprepare build is trimmed away)", () => {
    const runs = build.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    const trim = runs.findIndex((r) => r.includes('docker-deps.mjs trim'));
    const install = runs.findIndex((r) => r.includes('npm ci'));
    expect(trim).toBeGreaterThanOrEqual(0);
    expect(install).toBeGreaterThan(trim);
    expect(runs.filter((r) => r.includes('npm run build'))).toHaveLength(1);
  });

  it('copies only files the repository has and .dockerignore keeps in the build context', () => {
    for (const { args } of build.instructions.filter((i) => i.keyword === 'COPY')) {
      for (const source of copyOf(args).sources) {
        expect(existsSync(join(ROOT, source)), source).toBe(true);
        // A folder arrives with the files of it the context keeps.
        const files = statSync(join(ROOT, source)).isDirectory() ? readdirSync(join(ROOT, source), { recursive: true }).map((f) => `${source}/${String(f)}`) : [source];
        expect(files.some((file) => keptInContext(file, ignorePatterns)), source).toBe(true);
      }
    }
    expect(['scripts/build-stamp.mjs', 'scripts/bundle-cli.ts', 'scripts/build-ui.ts'].every((file) => keptInContext(file, ignorePatterns))).toBe(true);
    for (const left of ['test/ship/docker-image.test.ts', 'node_modules/express/package.json', 'src/node_modules/x', 'dist/bin/cli.js', 'scripts/contract-types.ts', 'scripts/fixtures']) {
      expect(keptInContext(left, ignorePatterns), left).toBe(false);
    }
  });
});
