import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/spawn-cli.js';
import { argv, copyOf, envOf, parseDockerfile, type Stage } from './dockerfile.js';

/**
 * What the Dockerfile says, read without running it. Running its steps (two `npm ci`s of the whole project)
 * takes minutes, so that lives outside `npm test`: `npm run docker:check` (`test/ship/docker-steps.check.ts`).
 */
const stages = parseDockerfile(join(ROOT, 'Dockerfile'));
const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
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

  it("copies only files the repository has and .dockerignore keeps, and starts the package's bin", () => {
    for (const stage of stages) {
      for (const { args } of stage.instructions.filter((i) => i.keyword === 'COPY')) {
        const { from, sources } = copyOf(args);
        if (from) {
          expect(stages.map((s) => s.name), args).toContain(from);
          continue;
        }
        for (const source of sources) {
          expect(existsSync(join(ROOT, source)), source).toBe(true);
          expect(ignored.filter((pattern) => source.split('/').includes(pattern)), source).toEqual([]);
        }
      }
    }
    const bin = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin;
    expect(argv(instruction(runtime, 'CMD') ?? '')).toEqual(['node', ...Object.values(bin)]);
  });
});
