// A container of the image, started the way docker:check runs it: read-only root filesystem, every capability
// dropped, no new privileges, the port published on 127.0.0.1 only.
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { IMAGE } from './build.js';
import { runOk, type Engine } from './engine.js';

/** The readiness route the HEALTHCHECK and every probe use: no API key, no admin token. */
export const READY_PATH = '/__admin/ready';

export interface Container {
  name: string;
  url: string;
  /** ms from `run` to the readiness route's first 200, and to `run -d` returning (the engine's own part). */
  readyMs: number;
  runMs: number;
}

/** Polls `probe` every 20 ms until it returns a value; after `ceilingMs` (a hang), throws naming `what`. */
export async function waitFor<T>(what: string, ceilingMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = performance.now() + ceilingMs;
  while (performance.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(20);
  }
  throw new Error(`${what}: nothing after ${ceilingMs / 1000} s`);
}

export async function startContainer(engine: Engine, name: string): Promise<Container> {
  const started = performance.now();
  await runOk(engine, ['run', '-d', '--name', name, '-p', '127.0.0.1::3000', '--read-only', '--cap-drop=ALL', '--security-opt', 'no-new-privileges', ...engine.runFlags, IMAGE]);
  const runMs = performance.now() - started;
  const published = (await runOk(engine, ['port', name, '3000/tcp'])).split('\n')[0] ?? '';
  const url = `http://${published.replace(/^0\.0\.0\.0:/, '127.0.0.1:')}`;
  let lastStatus = 'no answer';
  await waitFor(`${name}: GET ${READY_PATH} → 200 (last: ${lastStatus})`, 60_000, async () => {
    const response = await fetch(`${url}${READY_PATH}`);
    lastStatus = String(response.status);
    return response.status === 200 ? true : undefined;
  }).catch(async (error: Error) => {
    throw new Error(`${error.message.replace('no answer', lastStatus)}; its log ends: ${(await logsOf(engine, name)).slice(-400)}`);
  });
  return { name, url, readyMs: performance.now() - started, runMs };
}

export const logsOf = (engine: Engine, name: string) => runOk(engine, ['logs', name]).catch((error: Error) => error.message);

/** Removes the container whatever its state (the check's clean-up). */
export async function removeContainer(engine: Engine, name: string): Promise<void> {
  await runOk(engine, ['rm', '-f', name]).catch(() => undefined);
}

/**
 * The container's health as the engine reports it, once it is healthy. Docker runs the HEALTHCHECK itself; podman
 * runs it from systemd timers, absent on many CI machines and here, so podman's check is run on demand
 * (`podman healthcheck run`, which records the result like a timer's run).
 */
export async function healthyAfter(engine: Engine, name: string): Promise<string> {
  return waitFor(`${name}: health status healthy`, 60_000, async () => {
    if (engine.name === 'podman') await runOk(engine, ['healthcheck', 'run', name], 30_000);
    const status = await runOk(engine, ['inspect', '--format', '{{.State.Health.Status}}', name]);
    return status === 'healthy' ? status : undefined;
  });
}

/** `node -e script` inside the container, as its own user; returns stdout. */
export const nodeIn = (engine: Engine, name: string, script: string) => runOk(engine, ['exec', name, 'node', '-e', script], 30_000);

/** Stops the container (SIGTERM, `grace` s before SIGKILL); returns the ms `stop` took and the exit code. */
export async function stopContainer(engine: Engine, name: string, graceSeconds = 10): Promise<{ ms: number; exitCode: number }> {
  const started = performance.now();
  await runOk(engine, ['stop', '-t', String(graceSeconds), name], (graceSeconds + 30) * 1000);
  const ms = performance.now() - started;
  const exitCode = Number(await runOk(engine, ['inspect', '--format', '{{.State.ExitCode}}', name]));
  return { ms, exitCode };
}

/**
 * A POST whose body is sent in two halves: the first now, the second when `finish()` is called. Resolves with the
 * response's status once the server answers.
 */
export function slowPost(url: string, path: string, headers: Record<string, string>, body: string): { finish: () => void; status: Promise<number> } {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let finish = () => {};
  const status = new Promise<number>((resolve, reject) => {
    const req = request(`${url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': String(bytes.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.write(bytes.subarray(0, half));
    finish = () => req.end(bytes.subarray(half));
  });
  return { finish: () => finish(), status };
}
