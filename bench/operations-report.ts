// The markdown report of `npm run bench:ops`: throughput and latency per op and target, the targets, CPU.
import type { LoadResult } from './load.js';
import type { CatalogOp } from './op-catalog.js';
import { CONTENDED_PCT, TARGET_LABEL, type TargetKey } from './report.js';

export interface Cell {
  result?: LoadResult;
  error?: string;
}
export type Results = Map<string, Map<TargetKey, Cell>>;

/** The targets of issue 22: every operation ≥ 1.5× the Prism CLI (`-v silent`), every read ≥ 2×. */
export const PRISM_FACTOR = { read: 2, write: 1.5 } as const;
/** Below this share of the mock before, a row is flagged (a removal that costs more than 10 %). */
export const BEFORE_FLAG_SHARE = 0.9;

const SHORT_LABEL: Record<TargetKey, string> = {
  mock: 'mock',
  before: 'mock before',
  express: 'bare Express',
  domain: 'Express + domain',
  'prism-silent': 'Prism `-v silent`',
  'prism-default': 'Prism default',
};

/** Express + domain runs the writes only. */
export const measuredFor = (op: CatalogOp, t: TargetKey): boolean => t !== 'domain' || op.method !== 'GET';
export const fmtInt = (n: number): string => Math.round(n).toLocaleString('en-US');
const okRps = (c: Cell | undefined): number | undefined => (c?.result && !c.result.failed && !c.error ? c.result.reqPerSec : undefined);
const ratio = (a?: number, b?: number): number | undefined => (a !== undefined && b !== undefined && b > 0 ? a / b : undefined);
const times = (x?: number): string => (x === undefined ? 'n/a' : `${x.toFixed(2)}×`);
const percent = (x?: number): string => (x === undefined ? 'n/a' : `${(x * 100).toFixed(0)}%`);

function cells(c: Cell | undefined): [string, string] {
  if (!c || c.error) return [`FAILED${c?.error ? ` ¹` : ''}`, '–'];
  const x = c.result as LoadResult;
  const rps = `${fmtInt(x.reqPerSec)}${x.range && (x.slices ?? 1) > 1 ? ` (${fmtInt(x.range[0])}–${fmtInt(x.range[1])})` : ''}`;
  const mark = x.failed ? ' FAILED ¹' : (x.foreignCpuPct ?? 0) > CONTENDED_PCT ? ' †' : '';
  return [rps + mark, `${x.p50} / ${x.p99}`];
}

function throughput(ops: CatalogOp[], res: Results, columns: readonly TargetKey[]): { lines: string[]; failed: number } {
  const lines = [
    '## Throughput (req/s) and latency (p50 / p99 ms)',
    '',
    `| op | ${columns.map((t) => `${SHORT_LABEL[t]} | p50/p99`).join(' | ')} |`,
    `|---|${columns.map(() => '---:|---:').join('|')}|`,
  ];
  const footnotes: string[] = [];
  for (const op of ops) {
    const row = res.get(op.label);
    lines.push(`| ${op.label} | ${columns.flatMap((t) => (measuredFor(op, t) ? cells(row?.get(t)) : ['–', '–'])).join(' | ')} |`);
    for (const t of columns.filter((c) => measuredFor(op, c))) {
      const c = row?.get(t);
      const why = c?.error ?? (c?.result?.failed ? c.result.failReason : '');
      if (why || !c) footnotes.push(`¹ ${TARGET_LABEL[t]}, ${op.label}: ${why || 'not run'}`);
    }
  }
  if (footnotes.length) lines.push('', ...footnotes);
  lines.push('', `† contended: other processes used more than ${CONTENDED_PCT}% of a core during the slices.`);
  return { lines, failed: footnotes.length };
}

function targets(ops: CatalogOp[], res: Results, columns: readonly TargetKey[]): { lines: string[]; miss: number } {
  const compared = columns.filter((t) => t !== 'mock');
  const lines = [
    `## Targets: mock ≥ ${PRISM_FACTOR.write}× Prism CLI (\`-v silent\`) on every operation, ≥ ${PRISM_FACTOR.read}× on every read`,
    '',
    `Bare Express and Express + domain are reported, not targets. mock ÷ mock before below ${percent(BEFORE_FLAG_SHARE)} is marked ▼. A row with a latency target of its own (one connection) is judged by the mock's median instead.`,
    '',
    `| op | operationId(s) | ${compared.map((t) => `mock ÷ ${SHORT_LABEL[t]}`).join(' | ')} | result |`,
    `|---|---|${compared.map(() => '---:|').join('')}---|`,
  ];
  let miss = 0;
  for (const op of ops) {
    const row = res.get(op.label);
    const mock = okRps(row?.get('mock'));
    const of = (t: TargetKey): number | undefined => ratio(mock, okRps(row?.get(t)));
    const shown = compared.map((t) => {
      if (!measuredFor(op, t)) return '–';
      const r = of(t);
      if (t === 'prism-silent' || t === 'prism-default') return times(r);
      return `${percent(r)}${t === 'before' && r !== undefined && r < BEFORE_FLAG_SHARE ? ' ▼' : ''}`;
    });
    const needed = op.method === 'GET' ? PRISM_FACTOR.read : PRISM_FACTOR.write;
    const prism = of('prism-silent');
    const verdict = op.medianTargetMs !== undefined ? medianVerdict(row?.get('mock'), op.medianTargetMs) : !columns.includes('prism-silent') ? 'n/a (Prism silent not run)' : prism === undefined ? 'MISS (not measurable)' : prism >= needed ? 'PASS' : `MISS (< ${needed}× Prism)`;
    if (verdict.startsWith('MISS')) miss++;
    lines.push(`| ${op.label} | ${op.operationIds.join(', ')} | ${shown.join(' | ')} | ${verdict} |`);
  }
  return { lines, miss };
}

/** A row with a latency target of its own (one connection): the mock's median against it. */
function medianVerdict(cell: Cell | undefined, targetMs: number): string {
  const p50 = cell?.result?.failed ? undefined : cell?.result?.p50;
  if (p50 === undefined) return 'MISS (not measurable)';
  return p50 <= targetMs ? `PASS (median ${p50} ms ≤ ${targetMs} ms)` : `MISS (median ${p50} ms > ${targetMs} ms)`;
}

function cpu(ops: CatalogOp[], res: Results, columns: readonly TargetKey[]): string[] {
  const lines = ['## CPU during the measured slices (% of one core: server / other processes)', '', `| op | ${columns.map((t) => SHORT_LABEL[t]).join(' | ')} |`, `|---|${columns.map(() => '---:|').join('')}`];
  for (const op of ops) {
    const row = res.get(op.label);
    const c = (t: TargetKey): string => {
      if (!measuredFor(op, t)) return '–';
      const x = row?.get(t)?.result;
      return x ? `${(x.serverCpuPct ?? 0).toFixed(0)}% / ${(x.foreignCpuPct ?? 0).toFixed(0)}%` : 'n/a';
    };
    lines.push(`| ${op.label} | ${columns.map(c).join(' | ')} |`);
  }
  return lines;
}

export function renderOperations(ops: CatalogOp[], res: Results, columns: readonly TargetKey[], header: string[], notes: string[]): { md: string; miss: number; failed: number } {
  const t = throughput(ops, res, columns);
  const v = targets(ops, res, columns);
  const out = ['# notification-api-mock: every operation, side by side', '', ...header, '', ...t.lines, '', ...v.lines, '', ...cpu(ops, res, columns)];
  out.push('', '## Requests', '', '| op | load |', '|---|---|', ...ops.map((o) => `| ${o.label} | ${o.note} |`));
  if (notes.length) out.push('', '## Notes', '', ...notes.map((n) => `- ${n}`));
  return { md: `${out.join('\n')}\n`, miss: v.miss, failed: t.failed };
}
