import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ownedByTest } from './owned-process.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * How long a CLI started from source (tsx compiles it first) may take to print its ready line: a few seconds on
 * a quiet machine, several times that with every core busy. Only a hang reaches it.
 */
export const READY_CEILING_MS = 90_000;

export interface RunningCli {
  child: ChildProcessWithoutNullStreams;
  url: string;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/**
 * Runs the CLI from source (tsx) and resolves once it prints its ready line. Started in a test, it is killed
 * when the test ends; started in a hook, the file's afterAll stops it (and it dies with the worker at the latest).
 */
export function startCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunningCli> {
  return startNode(['--import', 'tsx', 'src/cli.ts', ...args], ROOT, env);
}

/** Runs Node with `argv` in `cwd` (a CLI: the package's bin, a copy of it) and resolves once it prints its ready line. */
export function startNode(argv: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<RunningCli> {
  const child = spawn(process.execPath, argv, { cwd, env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
  ownedByTest(child);
  let out = '';
  let err = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no ready line within ${READY_CEILING_MS} ms; stdout: ${out} stderr: ${err}`));
    }, READY_CEILING_MS);
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], stdout: () => out, stderr: () => err, exit });
      }
    });
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ready; stdout: ${out} stderr: ${err}`));
    });
  });
}

/** Runs the CLI to completion. */
export function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } });
  ownedByTest(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}
