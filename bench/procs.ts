// Child-process management for the benchmark: spawning servers, readiness, cleanup.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { Pinning } from './pinning.js';

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One plain HTTP request without keep-alive (used for polling and pre-flight checks, never for load). */
export function httpRequest(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.setTimeout(opts.timeoutMs ?? 5000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- children

const children = new Set<ChildProcess>();

export function killAll(signal: NodeJS.Signals = 'SIGKILL'): void {
  for (const c of children) {
    if (c.exitCode === null && c.signalCode === null) {
      try {
        c.kill(signal);
      } catch {
        /* already gone */
      }
    }
  }
}

let handlersInstalled = false;
/** Kills every child on exit, SIGINT, SIGTERM and uncaught errors. */
export function installCleanupHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', () => killAll('SIGKILL'));
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(sig, () => {
      process.stderr.write(`\nbench: ${sig} received, stopping child processes\n`);
      killAll('SIGKILL');
      process.exit(130);
    });
  }
}

export interface ServerSpec {
  name: string;
  command: string;
  /** Arguments; `port` is a pre-assigned free port (ignored by servers that print theirs). */
  args: (port: number) => string[];
  /** Regex with one capture group for the port in stdout; absent → the pre-assigned port is used. */
  portFromStdout?: RegExp;
  /** Discard stdout (e.g. Prism's default request log) instead of piping it. */
  discardStdout?: boolean;
  env?: Record<string, string>;
  /** Path polled for readiness and startup time (GET, with `headers`). */
  readyPath: string;
  headers: Record<string, string>;
  readyStatuses: number[];
  readyTimeoutMs?: number;
}

export interface RunningServer {
  name: string;
  pid: number;
  baseUrl: string;
  /** spawn → first accepted response of GET readyPath, in ms. */
  startupMs: number;
  /** performance.now() at spawn. */
  spawnedAt: number;
  stop(): Promise<void>;
  rssMb(): number | undefined;
  logTail(): string;
}

export async function startServer(spec: ServerSpec, pin: Pinning, cwd: string): Promise<RunningServer> {
  const preassigned = spec.portFromStdout ? 0 : await freePort();
  const args = [...pin.serverPrefix, spec.command, ...spec.args(preassigned)];
  const [cmd, ...rest] = args as [string, ...string[]];
  const t0 = performance.now();
  const child = spawn(cmd, rest, {
    cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', spec.discardStdout ? 'ignore' : 'pipe', 'pipe'],
  });
  children.add(child);
  let tail = '';
  const keep = (b: Buffer): void => {
    tail = (tail + b.toString('utf8')).slice(-4000);
  };
  child.stderr?.on('data', keep);
  let exited = false;
  const exitP = new Promise<void>((resolve) => {
    child.on('exit', () => {
      exited = true;
      children.delete(child);
      resolve();
    });
    child.on('error', (e) => {
      exited = true;
      tail += `\nspawn error: ${e.message}`;
      children.delete(child);
      resolve();
    });
  });

  let port = preassigned;
  if (spec.portFromStdout) {
    const re = spec.portFromStdout;
    port = await new Promise<number>((resolve, reject) => {
      let out = '';
      const onData = (b: Buffer): void => {
        out += b.toString('utf8');
        keep(b);
        const m = re.exec(out);
        if (m?.[1]) {
          child.stdout?.off('data', onData);
          child.stdout?.on('data', keep); // keep draining
          resolve(Number(m[1]));
        }
      };
      child.stdout?.on('data', onData);
      void exitP.then(() => reject(new Error(`${spec.name} exited before printing its port:\n${tail}`)));
    });
  }

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = t0 + (spec.readyTimeoutMs ?? 30_000);
  let startupMs = -1;
  let last = '';
  while (performance.now() < deadline && !exited) {
    try {
      const r = await httpRequest(baseUrl + spec.readyPath, { headers: spec.headers, timeoutMs: 2000 });
      if (spec.readyStatuses.includes(r.status)) {
        startupMs = performance.now() - t0;
        break;
      }
      last = `status ${r.status}: ${r.body.slice(0, 200)}`;
    } catch (e) {
      last = (e as Error).message;
    }
    await sleep(5);
  }
  const stop = async (): Promise<void> => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exitP;
    clearTimeout(timer);
  };
  if (startupMs < 0) {
    await stop();
    throw new Error(`${spec.name} not ready (${exited ? 'exited' : 'timeout'}; last: ${last})\n${tail}`);
  }
  const pid = child.pid ?? -1;
  return {
    name: spec.name,
    pid,
    baseUrl,
    startupMs,
    spawnedAt: t0,
    stop,
    logTail: () => tail,
    rssMb: () => {
      try {
        const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
        return m?.[1] ? Number(m[1]) / 1024 : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** Runs a bench's `main`: on failure it prints the stack, stops every process it started and exits 1. */
export function runBench(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${name} failed: ${(error as Error).stack ?? String(error)}\n`);
    killAll();
    process.exit(1);
  });
}
