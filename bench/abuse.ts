/**
 * Replays two memory attacks against a freshly started mock (dist/, 127.0.0.1, a free port) and prints its
 * resident memory (RSS, from /proc) after each phase and at its peak:
 *  1. `triggers`: 36 bulk triggers of ~1 MB each (100 events × 100 new recipients × a 9 KB payload on
 *     `comment-mention`); then bulk triggers sized to pass until the limits refuse them (the largest state
 *     an environment can reach: payload bytes first, then records), then `GET /__admin/snapshot` of it;
 *  2. `isolated`: with `--isolate-keys`, 1,000 distinct API keys with one write each, then `POST /__admin/reset`.
 *  3. `combined`: with `--isolate-keys`, six keys each filling its environment up to the limits.
 * `node --import tsx bench/abuse.ts [triggers|isolated|combined|all] [-- extra mock flags]` (Linux; dist/ built).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const which = process.argv[2] ?? 'all';
const dash = process.argv.indexOf('--');
const extraFlags = dash === -1 ? [] : process.argv.slice(dash + 1);
const KEY = 'test-api-key';

interface Reply {
  status: number;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function request(base: string, method: string, path: string, apiKey: string | undefined, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (apiKey) headers.authorization = `ApiKey ${apiKey}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    // Admin calls on a connection of their own: one that just carried a long snapshot may be timed out.
    const req = http.request(`${base}${path}`, { method, headers, agent: apiKey ? agent : false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(300_000, () => req.destroy(new Error(`timeout: ${method} ${path}`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Current and peak resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

async function startMock(flags: string[]): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [join(ROOT, 'dist/bin/cli.js'), '--port', '0', '--log-level', 'warn', ...flags, ...extraFlags], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (c: Buffer) => {
    err += c.toString();
    process.stderr.write(`    [mock] ${c.toString()}`);
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const url = /listening on (\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.on('exit', (code) => reject(new Error(`mock exited (${code}) before its ready line: ${err}`)));
  });
  return { child, base };
}

function report(label: string, pid: number, extra = ''): void {
  const { rssMb, peakMb } = memoryOf(pid);
  console.log(`  ${label.padEnd(44)} RSS ${String(rssMb).padStart(5)} MB  peak ${String(peakMb).padStart(5)} MB${extra ? `  ${extra}` : ''}`);
}

function statusCounts(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n}×${s}`).join(' ');
}

/** Runs `attack` against a mock started with `flags`, then stops the mock. */
async function withMock(title: string, flags: string[], attack: (base: string, pid: number) => Promise<void>): Promise<void> {
  console.log(title);
  const { child, base } = await startMock(flags);
  try {
    report('started', child.pid as number);
    await attack(base, child.pid as number);
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * Bulk triggers of 100 events × `recipients` new recipients × a `payloadChars` payload under `apiKey`, until
 * a limit refuses one. Recipients have an email address and a phone number: every channel step sends.
 */
async function fill(base: string, apiKey: string, label: string, recipients: number, payloadChars: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let r = 0; r < 1000; r++) {
    const events = Array.from({ length: 100 }, (_, e) => ({
      name: 'comment-mention',
      to: Array.from({ length: recipients }, (_, i) => ({ subscriberId: `${label}${r}-${e}-${i}`, email: `${label}${r}-${e}-${i}@example.com`, phone: '+15550100' })),
      payload: { commenterName: 'Mallory', postTitle: 'Roadmap', commentPreview: 'y'.repeat(payloadChars), commentId: `c${r}-${e}` },
    }));
    const reply = await request(base, 'POST', '/v1/events/trigger/bulk', apiKey, JSON.stringify({ events }));
    statuses.push(reply.status);
    if (reply.status !== 201) {
      console.log(`  ${apiKey} ${statusCounts(statuses)}, refused: ${reply.body.slice(0, 200)}…`);
      break;
    }
  }
  return statuses;
}

const attackTriggers = (): Promise<void> =>
  withMock('1. 36 bulk triggers of ~1 MB (100 events × 100 new recipients × 9 KB payload), then a snapshot', [], async (base, pid) => {
    const preview = 'x'.repeat(9_000);
    const statuses: number[] = [];
    let lastError = '';
    for (let r = 0; r < 36; r++) {
      const events = Array.from({ length: 100 }, (_, e) => ({
        name: 'comment-mention',
        to: Array.from({ length: 100 }, (_, i) => `a${r}-${e}-${i}`),
        payload: { commenterName: 'Mallory', postTitle: 'Roadmap', commentPreview: preview, commentId: `c${r}-${e}` },
      }));
      const body = JSON.stringify({ events });
      const started = performance.now();
      const reply = await request(base, 'POST', '/v1/events/trigger/bulk', KEY, body);
      statuses.push(reply.status);
      if (reply.status >= 400) lastError = reply.body.slice(0, 300);
      if (r === 0 || r % 6 === 5) report(`after bulk request ${r + 1} (${(body.length / 1e6).toFixed(2)} MB, ${Math.round(performance.now() - started)} ms)`, pid, `status ${reply.status}`);
    }
    report('after 36 bulk requests', pid, statusCounts(statuses));
    if (lastError) console.log(`  last refusal: ${lastError}`);
    // The same kind of requests, sized to pass, until the environment's limits refuse them: its largest state.
    await fill(base, KEY, 'm', 10, 9_000);
    await fill(base, KEY, 's', 10, 10);
    report('one environment at its limits', pid);
    const health = performance.now();
    const ok = await request(base, 'GET', '/v2/subscribers?limit=1', KEY);
    console.log(`  another client: GET /v2/subscribers → ${ok.status} in ${Math.round(performance.now() - health)} ms`);
    const snapshotStarted = performance.now();
    const snapshot = await request(base, 'GET', '/__admin/snapshot', undefined);
    report(`GET /__admin/snapshot → ${snapshot.status} (${(snapshot.body.length / 1e6).toFixed(1)} MB, ${Math.round(performance.now() - snapshotStarted)} ms)`, pid);
    const reset = await request(base, 'POST', '/__admin/reset', undefined);
    global.gc?.();
    report(`POST /__admin/reset → ${reset.status}`, pid);
  });

const attackIsolated = (): Promise<void> =>
  withMock('2. --isolate-keys: 1,000 distinct API keys with one write each, then a reset', ['--isolate-keys'], async (base, pid) => {
    const statuses: number[] = [];
    let lastError = '';
    for (let k = 0; k < 1000; k++) {
      const reply = await request(base, 'POST', '/v2/subscribers', `attacker-key-${k}`, JSON.stringify({ subscriberId: `s-${k}` }));
      statuses.push(reply.status);
      if (reply.status >= 400) lastError = reply.body.slice(0, 300);
      if (k % 250 === 249) report(`after ${k + 1} keys`, pid, statusCounts(statuses));
    }
    if (lastError) console.log(`  last refusal: ${lastError}`);
    const health = JSON.parse((await request(base, 'GET', '/__admin/health', undefined)).body) as { environments: number };
    report('after 1,000 keys', pid, `environments ${health.environments}`);
    const reset = await request(base, 'POST', '/__admin/reset', undefined);
    const after = JSON.parse((await request(base, 'GET', '/__admin/health', undefined)).body) as { environments: number };
    report(`POST /__admin/reset → ${reset.status}`, pid, `environments ${after.environments}`);
  });

const attackCombined = (): Promise<void> =>
  withMock('3. --isolate-keys: 6 keys, each filling its environment up to the limits (the mock-wide limits stop them)', ['--isolate-keys'], async (base, pid) => {
    for (let k = 0; k < 6; k++) {
      await fill(base, `filler-${k}`, `k${k}m`, 10, 9_000);
      await fill(base, `filler-${k}`, `k${k}s`, 10, 10);
      report(`after key ${k + 1}`, pid);
    }
  });

if (which === 'triggers' || which === 'all') await attackTriggers();
if (which === 'combined' || which === 'all') await attackCombined();
if (which === 'isolated' || which === 'all') await attackIsolated();
agent.destroy();
