// CPU profile of the mock under one operation's load (for a missed target).
// Usage: node --import tsx bench/profile-op.ts LABEL_REGEX     (a row of bench/op-catalog.ts, e.g. 'GET /v1/notifications$')
//        node --import tsx bench/profile-op.ts --path '/v2/subscribers?limit=100&name=Ines'   (any GET path)
// Env: PROFILE_SECONDS (load, default 10), PROFILE_CONNECTIONS (default 50), PROFILE_ARGS (extra mock
// arguments, e.g. "--generate-subscribers 100000"), PROFILE_TOP (rows, default 25).
// Starts `node --cpu-prof dist/bin/cli.js` pinned to core 0, warms up 2 s, loads it, stops it (the profile is
// written at exit) and prints bench/cpuprofile-top.ts's summary; the .cpuprofile stays in the printed folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitServerIdle } from './cpu.js';
import { AUTH_HEADER, measureSlice, warmUp, type Operation } from './load.js';
import { catalog, discover } from './op-catalog.js';
import { installCleanupHandlers, killAll, startServer } from './procs.js';
import { setupPinning } from './pinning.js';
import { ROOT, specFor } from './targets.js';

async function main(): Promise<void> {
  installCleanupHandlers();
  const [first, second] = process.argv.slice(2);
  if (!first) throw new Error('usage: profile-op.ts LABEL_REGEX | --path /v2/...');
  const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
  const connections = Number(process.env.PROFILE_CONNECTIONS ?? 50);
  const extra = (process.env.PROFILE_ARGS ?? '').split(' ').filter(Boolean);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-prof-'));
  const pin = setupPinning();
  const base = specFor('mock', '');
  const mock = await startServer({ ...base, args: (p) => ['--cpu-prof', '--cpu-prof-dir', dir, ...base.args(p), ...extra], readyTimeoutMs: 120_000 }, pin, ROOT);
  await waitServerIdle(mock.pid, mock.spawnedAt, { minMs: 1500, maxMs: 60_000, maxPct: 5 });
  let op: Operation;
  if (first === '--path') {
    if (!second) throw new Error('--path needs a path');
    op = { label: `GET ${second}`, method: 'GET', expectedStatus: 200, requests: [{ method: 'GET', path: second, headers: { authorization: AUTH_HEADER } }] };
  } else {
    const re = new RegExp(first);
    const found = catalog(await discover(mock.baseUrl)).find((o) => re.test(o.label));
    if (!found) throw new Error(`no catalog row matches ${first}`);
    // A row whose records are made through the API (a layout, translations) makes them first, as bench:ops does.
    await found.prepare?.(mock.baseUrl);
    op = found;
  }
  const warm = await warmUp(mock.baseUrl, op, connections, 2);
  const r = await measureSlice(mock.baseUrl, op, connections, seconds, mock.pid);
  await mock.stop();
  process.stderr.write(`${op.label}: ${Math.round(r.reqPerSec)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, c=${connections}${warm || r.failed ? ` FAILED ${warm} ${r.failReason}` : ''}\n`);
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  const top = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'cpuprofile-top.ts'), path.join(dir, file), process.env.PROFILE_TOP ?? '25'], { encoding: 'utf8' });
  process.stdout.write(`${op.label} (${seconds} s at c=${connections}, ${Math.round(r.reqPerSec)} req/s)\n${top}`);
}

main().then(
  () => {
    killAll('SIGKILL');
    process.exit(0);
  },
  (e: unknown) => {
    process.stderr.write(`profile failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    killAll('SIGKILL');
    process.exit(1);
  },
);
