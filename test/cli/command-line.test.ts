/**
 * The command line a newcomer types: options passed through npm the wrong way, a mistyped option, a stray
 * argument. Each is refused with exit code 2 and a sentence that gives the command that works; --help and
 * --version exit 0.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { misplacedArguments, npmScriptCommand } from '../../src/cli/npm-arguments.js';
import { buildProgram } from '../../src/cli/program.js';
import { ROOT, runCli } from '../helpers/spawn-cli.js';

const { options } = buildProgram();
const underNpmStart = { npm_lifecycle_event: 'start' };

/** Runs `npm <args>` in the repository, as a newcomer would, with none of this run's own npm settings. */
function runNpm(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const child = spawn('npm', args, { cwd: ROOT, env: { ...env, LOG_LEVEL: 'warn' } });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.resume();
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

describe('options that npm keeps for itself', () => {
  it('pairs the option npm kept with the argument it passed on: the exact command to type', () => {
    expect(misplacedArguments(['3065'], options, { ...underNpmStart, npm_config_port: 'true' })).toBe(
      "unexpected argument '3065': to pass options through npm, put them after --: npm start -- --port 3065",
    );
    expect(misplacedArguments(['debug'], options, { npm_lifecycle_event: 'dev', npm_config_log_level: 'true' })).toBe(
      "unexpected argument 'debug': to pass options through npm, put them after --: npm run dev -- --log-level debug",
    );
  });

  it('refuses an option npm swallowed whole, which would otherwise be ignored in silence', () => {
    expect(misplacedArguments([], options, { ...underNpmStart, npm_config_port: '3065' })).toBe(
      'npm kept --port=3065 for itself; to pass options through npm, put them after --: npm start -- --port=3065',
    );
    expect(misplacedArguments([], options, { ...underNpmStart, npm_config_strict: 'true' })).toMatch(/: npm start -- --strict$/);
    expect(misplacedArguments([], options, { ...underNpmStart, npm_config_envelope: '' })).toMatch(/: npm start -- --no-envelope$/);
    expect(misplacedArguments([], options, { ...underNpmStart, npm_config_isolate_keys: '' })).toMatch(/: npm start -- --isolate-keys false$/);
  });

  it('names each value it cannot pair, and falls back to an example when npm kept something else (-p is npm\'s --parseable)', () => {
    expect(misplacedArguments(['4', '0.0.0.0'], options, { ...underNpmStart, npm_config_seed: 'true', npm_config_host: 'true' })).toBe(
      "unexpected arguments '4' '0.0.0.0': npm kept --host --seed for itself; to pass options through npm, put them after --: npm start -- --host <host> --seed <n>",
    );
    expect(misplacedArguments(['3065'], options, { ...underNpmStart, npm_config_parseable: 'true' })).toBe(
      "unexpected argument '3065': to pass options through npm, put them after --: npm start -- --port 3065",
    );
  });

  it('reads npm settings only under an npm script: npx passes options on as they are, and a plain run has no npm to blame', () => {
    expect(npmScriptCommand({ npm_lifecycle_event: 'npx' })).toBeUndefined();
    expect(npmScriptCommand({})).toBeUndefined();
    expect(npmScriptCommand({ npm_lifecycle_event: 'test' })).toBe('npm test');
    expect(misplacedArguments([], options, { npm_lifecycle_event: 'npx', npm_config_port: '3065' })).toBeUndefined();
    expect(misplacedArguments([], options, { npm_config_port: '3065' })).toBeUndefined();
    expect(misplacedArguments(['3065'], options, {})).toBe(
      "unexpected argument '3065': notification-api-mock takes options only (e.g. --port 3065); notification-api-mock --help lists them",
    );
    expect(misplacedArguments([], options, underNpmStart)).toBeUndefined();
  });

  it('through a real npm: `npm run dev --port 3065` exits 2 with the command that works', async () => {
    const stray = await runNpm(['run', 'dev', '--port', '3065']);
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain("notification-api-mock: unexpected argument '3065': to pass options through npm, put them after --: npm run dev -- --port 3065");
    const swallowed = await runNpm(['run', 'dev', '--port=3065']);
    expect(swallowed.code).toBe(2);
    expect(swallowed.stderr).toContain('npm run dev -- --port=3065');
  }, 60_000);
});

describe('exit codes', () => {
  it('exits 2 for an unknown option, with commander\'s suggestion', async () => {
    const { code, stderr } = await runCli(['--prot', '3065']);
    expect(code).toBe(2);
    expect(stderr).toContain("unknown option '--prot'");
    expect(stderr).toContain('Did you mean --port?');
  });

  it('exits 2 for an option without its value, and for a stray argument', async () => {
    expect((await runCli(['--port'])).code).toBe(2);
    const stray = await runCli(['3065']);
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain("unexpected argument '3065'");
  });

  it('exits 0 for --version, printing the package version', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const { code, stdout } = await runCli(['--version']);
    expect(code).toBe(0);
    expect(stdout.trim()).toBe(version);
  });
});
