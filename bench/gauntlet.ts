/**
 * The abuse gauntlet: starts the built mock (dist/) with its default options under a 1 GB V8 heap
 * (`--max-old-space-size=1024`) and runs every attack of `gauntlet-attacks.ts` one after another against
 * it. After each attack it checks that the process is alive and times the next normal request
 * (`GET /v2/subscribers?limit=1`, the slowest of three): the mock must answer it in under 50 ms. Some attacks
 * also time their own steps against a budget (the payload schema ones, `gauntlet-schema-attacks.ts`). Between
 * two attacks the state is reset, as a test suite resets it between tests.
 * Prints a table and writes it to bench/gauntlet-last-run.md; exits 1 when the mock died, a probe was slow or
 * a step went over its budget.
 * `npm run bench:gauntlet [-- <attack number prefix>…]` (Linux: memory from /proc).
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ATTACKS, KEY, type Target } from './gauntlet-attacks.js';
import { BRIDGE_EXEC_ATTACKS } from './gauntlet-bridge-exec-attacks.js';
import { BRIDGE_SYNC_ATTACKS } from './gauntlet-bridge-sync-attacks.js';
import { FILTER_ATTACKS } from './gauntlet-filter-attacks.js';
import { TEMPLATE_ATTACKS } from './gauntlet-template-attacks.js';

const ROOT = join(import.meta.dirname, '..');
const PROBE_LIMIT_MS = 50;
const only = process.argv.slice(2).filter((a) => a !== '--');

function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** The slowest of three normal requests, in ms (undefined when one fails). */
async function probe(target: Target): Promise<number | undefined> {
  let slowest = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    try {
      const res = await fetch(`${target.base}/v2/subscribers?limit=1`, { headers: { authorization: `ApiKey ${KEY}` }, signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      if (res.status !== 200) return undefined;
    } catch {
      return undefined;
    }
    slowest = Math.max(slowest, performance.now() - started);
  }
  return Math.round(slowest * 10) / 10;
}

const child = spawn(process.execPath, ['--max-old-space-size=1024', join(ROOT, 'dist/bin/cli.js'), '--port', '0', '--log-level', 'error'], { stdio: ['ignore', 'pipe', 'pipe'] });
let exited: string | undefined;
let stderr = '';
child.on('exit', (code, signal) => (exited = `exited (${code ?? signal})`));
child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
const base = await new Promise<string>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
    const url = /listening on (\S+)/.exec(out)?.[1];
    if (url) resolve(url);
  });
  child.on('exit', () => reject(new Error(`the mock exited before its ready line: ${stderr}`)));
});
const target: Target = { base };
const pid = child.pid as number;

const rows: string[] = ['| attack | the mock answered | after: RSS / peak (MB) | next request (ms) |', '|---|---|---|---|'];
let failed = false;
// The first request of a process compiles its path: warmed up here, so that the first probe measures the attack.
const warm = await probe(target);
console.log(`mock ${base} (pid ${pid}, --max-old-space-size=1024), RSS ${rssMb(pid).rss} MB, warm-up request ${warm} ms`);
for (const attack of [...ATTACKS, ...BRIDGE_EXEC_ATTACKS, ...BRIDGE_SYNC_ATTACKS, ...FILTER_ATTACKS, ...TEMPLATE_ATTACKS].filter((a) => only.length === 0 || only.some((o) => a.name.startsWith(o)))) {
  const started = performance.now();
  let outcome: string;
  let slow = false;
  try {
    const answered = await attack.run(target);
    ({ outcome, slow } = typeof answered === 'string' ? { outcome: answered, slow: false } : answered);
  } catch (error) {
    outcome = `attack client error: ${error instanceof Error ? error.message : String(error)}`;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // As a test suite does between tests: each attack meets the default state and budget, and what a reset
  // fails to free adds up from one attack to the next.
  if (!exited) await fetch(`${base}/__admin/reset`, { method: 'POST' }).catch(() => undefined);
  const next = exited ? undefined : await probe(target);
  const memory = exited ? { rss: 0, peak: 0 } : rssMb(pid);
  const verdict = exited ?? (next === undefined ? 'no answer' : next < PROBE_LIMIT_MS ? `${next}` : `${next} SLOW`);
  if (exited || next === undefined || next >= PROBE_LIMIT_MS || slow) failed = true;
  const row = `| ${attack.name} (${seconds} s) | ${outcome.replace(/\|/g, '/')} | ${memory.rss} / ${memory.peak} | ${verdict} |`;
  console.log(row);
  rows.push(row);
  if (exited) {
    console.log(stderr);
    break;
  }
}
child.kill('SIGTERM');
const stamp = `Run ${new Date().toISOString()} against ${ROOT} (dist/), node ${process.version}, ${failed ? 'FAILED' : 'all survived, every next request < 50 ms, every budget kept'}.`;
writeFileSync(join(ROOT, 'bench/gauntlet-last-run.md'), `# Abuse gauntlet: last run\n\n${stamp}\n\n${rows.join('\n')}\n`);
console.log(stamp);
process.exit(failed ? 1 : 0);
