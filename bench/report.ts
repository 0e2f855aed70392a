// Markdown report: machine header, results table, ratios, targets.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, release } from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load.js';
import { median } from './startup.js';

export type TargetKey = 'mock' | 'before' | 'express' | 'domain' | 'prism-silent' | 'prism-default';

export const TARGET_LABEL: Record<TargetKey, string> = {
  mock: 'mock (`node dist/bin/cli.js`, validation on)',
  before: 'mock before (built from `BENCH_BASELINE_REF`, started the same way)',
  express: 'bare Express 5 (no validation)',
  domain: 'bare Express 5 running the mock\'s domain (no validation, no journal)',
  'prism-silent': 'Prism CLI `-v silent`',
  'prism-default': 'Prism CLI (default log level)',
};

export interface Row {
  target: TargetKey;
  op: string;
  result?: LoadResult;
  /** Set when the run could not happen or did not pass the pre-flight check. */
  error?: string;
}

export interface StartupRow {
  target: TargetKey;
  times: number[];
  /** Starts repeated because other processes were busy, and contended starts kept anyway. */
  retried?: number;
  contended?: number;
  error?: string;
}

export interface Report {
  machine: string[];
  settings: string[];
  rows: Row[];
  ops: string[];
  startup: StartupRow[];
  notes: string[];
}

function readCpuModel(): string {
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (m?.[1]) return m[1].trim();
  } catch {
    /* not Linux */
  }
  return cpus()[0]?.model ?? 'unknown';
}

function pkgVersion(root: string, name: string): string {
  try {
    const p = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version?: string };
    return p.version ?? '?';
  } catch {
    return 'not installed';
  }
}

function gitRev(root: string): string {
  try {
    const rev = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${rev} (src/ has uncommitted changes)` : rev;
  } catch {
    return 'unknown';
  }
}

export function machineInfo(root: string, pinNote: string): string[] {
  return [
    `- CPU: ${readCpuModel()} × ${cpus().length} cores (kernel ${release()})`,
    `- Node ${process.version}; express ${pkgVersion(root, 'express')}, @stoplight/prism-cli ${pkgVersion(root, '@stoplight/prism-cli')}, autocannon ${pkgVersion(root, 'autocannon')}`,
    `- git ${gitRev(root)}; ${new Date().toISOString()}`,
    `- ${pinNote}`,
  ];
}

const fmtInt = (n: number): string => Math.round(n).toLocaleString('en-US');
const fmtMs = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function find(rows: Row[], target: TargetKey, op: string): Row | undefined {
  return rows.find((r) => r.target === target && r.op === op);
}

/** req/s of a successful row, else undefined. */
function rps(rows: Row[], target: TargetKey, op: string): number | undefined {
  const r = find(rows, target, op);
  return r?.result && !r.result.failed && !r.error ? r.result.reqPerSec : undefined;
}

/** Issue 22: the mock's startup through `dist/bin/cli.js` (the package bin). */
export const STARTUP_TARGET_MS = 300;

/** Other processes above this (% of one core) during a measured run make the row "contended". */
export const CONTENDED_PCT = 10;
const contended = (x: LoadResult): boolean => (x.foreignCpuPct ?? 0) > CONTENDED_PCT;

function rowCells(r: Row): string[] {
  if (r.error) return ['FAILED', '–', '–', `FAILED: ${r.error}`];
  const x = r.result;
  if (!x) return ['FAILED', '–', '–', 'FAILED: no result'];
  const errs = `${x.non2xx} / ${x.errors}`;
  if (x.failed) return [`FAILED (${fmtInt(x.reqPerSec)})`, fmtMs(x.p50), fmtMs(x.p99), `${errs} — FAILED: ${x.failReason}`];
  const range = x.range && (x.slices ?? 1) > 1 ? ` (${fmtInt(x.range[0])}–${fmtInt(x.range[1])})` : '';
  return [fmtInt(x.reqPerSec) + range + (contended(x) ? ' †' : ''), fmtMs(x.p50), fmtMs(x.p99), errs];
}

const pct = (n: number | undefined): string => (n === undefined ? 'n/a' : `${n.toFixed(0)}%`);

export interface Verdict {
  lines: string[];
  anyMiss: boolean;
}

function verdicts(rep: Report): Verdict {
  const lines: string[] = [];
  let anyMiss = false;
  const mark = (ok: boolean | undefined): string => {
    if (ok === true) return 'PASS';
    anyMiss = true;
    return ok === undefined ? 'MISS (not measurable: a run failed)' : 'MISS';
  };
  for (const op of rep.ops) {
    const m = rps(rep.rows, 'mock', op);
    const ps = rps(rep.rows, 'prism-silent', op);
    const e = rps(rep.rows, 'express', op);
    const r1 = m !== undefined && ps !== undefined ? m / ps : undefined;
    const r2 = m !== undefined && e !== undefined ? m / e : undefined;
    // Issue 22: every operation ≥ 1.5× the Prism CLI (silent), every read ≥ 2×; bare Express reported only.
    const factor = op.startsWith('GET') ? 2 : 1.5;
    lines.push(`| mock ≥ ${factor}× Prism CLI (silent) req/s — ${op} | ${r1 === undefined ? 'n/a' : `${r1.toFixed(2)}×`} | ${mark(r1 === undefined ? undefined : r1 >= factor)} |`);
    lines.push(`| mock ÷ bare Express req/s — ${op} | ${r2 === undefined ? 'n/a' : `${(r2 * 100).toFixed(0)}%`} | (reported, not a target) |`);
  }
  const s = rep.startup.find((x) => x.target === 'mock');
  const sm = s && !s.error && s.times.length ? median(s.times) : undefined;
  lines.push(`| mock startup through the package bin ≤ ${STARTUP_TARGET_MS} ms (median) | ${sm === undefined ? 'n/a' : `${fmtInt(sm)} ms`} | ${mark(sm === undefined ? undefined : sm <= STARTUP_TARGET_MS)} |`);
  return { lines, anyMiss };
}

export function renderReport(rep: Report): { markdown: string; anyFailed: boolean; anyMiss: boolean } {
  const out: string[] = ['# notification-api-mock benchmark', '', ...rep.machine, ...rep.settings, ''];
  out.push('## Throughput and latency', '');
  out.push('| target | op | req/s | p50 ms | p99 ms | non-2xx/errors |', '|---|---|---:|---:|---:|---|');
  let anyFailed = false;
  for (const r of rep.rows) {
    if (r.error || !r.result || r.result.failed) anyFailed = true;
    out.push(`| ${TARGET_LABEL[r.target]} | ${r.op} | ${rowCells(r).join(' | ')} |`);
  }
  if (rep.rows.some((r) => r.result && contended(r.result))) {
    out.push('', `† contended: other processes used more than ${CONTENDED_PCT}% of a core during the measured run (see CPU table); treat with care.`);
  }
  out.push('', '## CPU during the measured runs (% of one core)', '', '| target | op | server process | other processes |', '|---|---|---:|---:|');
  for (const r of rep.rows) {
    if (r.result) out.push(`| ${TARGET_LABEL[r.target]} | ${r.op} | ${pct(r.result.serverCpuPct)} | ${pct(r.result.foreignCpuPct)} |`);
  }
  out.push('', 'A server below ~90% was not saturated (load generator or latency bound); "other processes" excludes the server and this orchestrator.');
  out.push('', '## Ratios (req/s, mock ÷ other)', '', '| op | mock/Prism-silent | mock/Prism-default | mock/Express |', '|---|---:|---:|---:|');
  for (const op of rep.ops) {
    const m = rps(rep.rows, 'mock', op);
    const ratio = (t: TargetKey): string => {
      const o = rps(rep.rows, t, op);
      return m !== undefined && o !== undefined && o > 0 ? `${(m / o).toFixed(2)}×` : 'n/a';
    };
    out.push(`| ${op} | ${ratio('prism-silent')} | ${ratio('prism-default')} | ${ratio('express')} |`);
  }
  out.push('', '## Startup (spawn → first accepted response of `GET /v2/subscribers?limit=1`; starts interleaved across targets)', '');
  out.push('| target | median ms | runs (ms) |', '|---|---:|---|');
  for (const s of rep.startup) {
    if (s.error) anyFailed = true;
    const med = s.times.length ? fmtInt(median(s.times)) : 'FAILED';
    const extra = [
      s.retried ? `${s.retried} contended start(s) repeated` : '',
      s.contended ? `† ${s.contended} kept although contended` : '',
      s.error ? `FAILED: ${s.error}` : '',
    ].filter(Boolean);
    const runs = s.times.map((t) => fmtInt(t)).join(', ') + (extra.length ? ` (${extra.join('; ')})` : '');
    out.push(`| ${TARGET_LABEL[s.target]} | ${med} | ${runs} |`);
  }
  const v = verdicts(rep);
  out.push('', '## Targets (issue)', '', '| target | measured | result |', '|---|---:|---|', ...v.lines);
  if (rep.notes.length) out.push('', '## Notes', '', ...rep.notes.map((n) => `- ${n}`));
  out.push('');
  return { markdown: out.join('\n'), anyFailed, anyMiss: v.anyMiss };
}

/**
 * Prints a bench's markdown report and writes it to `bench/<file>` (what is true now). With `missed` (the
 * targets missed), a non-empty list makes the process exit non-zero once it ends.
 */
export function publishReport(root: string, file: string, markdown: string, log: (message: string) => void, missed?: string[]): void {
  process.stdout.write(markdown);
  writeFileSync(path.join(root, 'bench', file), markdown);
  log(`report written to bench/${file}`);
  if (missed?.length) {
    log(`target missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
}
