// The statistics and the Markdown of `bench:first`: per target, the first request of every operation on a fresh
// server and the second one right after, each statistic the median over the runs.
import { percentile } from './outbox-client.js';
import { median } from './startup.js';

export interface OpTiming {
  opId: string;
  label: string;
  first: { ms: number; status: number };
  second: { ms: number; status: number };
}

export interface FirstRequestRun {
  target: string;
  run: number;
  startupMs: number;
  ops: OpTiming[];
}

interface Stats {
  max: number;
  p99: number;
  p95: number;
  p50: number;
  over: number;
  total: number;
}

const STAT_KEYS = ['max', 'p99', 'p95', 'p50', 'over', 'total'] as const;
const SLOWEST = 10;

function statsOf(values: number[], limitMs: number): Stats {
  return {
    max: Math.max(...values),
    p99: percentile(values, 99),
    p95: percentile(values, 95),
    p50: percentile(values, 50),
    over: values.filter((v) => v > limitMs).length,
    total: values.reduce((a, b) => a + b, 0),
  };
}

/** Each statistic's median over the runs. */
function medianStats(runs: Stats[]): Stats {
  return Object.fromEntries(STAT_KEYS.map((k) => [k, median(runs.map((s) => s[k]))])) as unknown as Stats;
}

const ms = (n: number): string => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const statuses = (values: number[]): string => [...new Set(values)].sort().join('/');

/** Counts of the first requests' statuses by class (the last run of the target): what the latencies stand for. */
function statusClasses(ops: OpTiming[]): string {
  const classes = new Map<string, number>();
  for (const op of ops) classes.set(`${String(op.first.status)[0]}xx`, (classes.get(`${String(op.first.status)[0]}xx`) ?? 0) + 1);
  return [...classes].sort().map(([c, n]) => `${n} × ${c}`).join(', ');
}

export interface TargetSummary {
  target: string;
  first: Stats;
  second: Stats;
  pass: boolean;
}

export function summarize(runs: FirstRequestRun[], target: string, limitMs: number): TargetSummary {
  const mine = runs.filter((r) => r.target === target);
  const first = medianStats(mine.map((r) => statsOf(r.ops.map((o) => o.first.ms), limitMs)));
  const second = medianStats(mine.map((r) => statsOf(r.ops.map((o) => o.second.ms), limitMs)));
  return { target, first, second, pass: first.max <= limitMs };
}

function slowestTable(runs: FirstRequestRun[], target: string): string[] {
  const mine = runs.filter((r) => r.target === target);
  const byOp = new Map<string, OpTiming[]>();
  for (const run of mine) for (const op of run.ops) byOp.set(op.opId, [...(byOp.get(op.opId) ?? []), op]);
  const rows = [...byOp.values()]
    .map((timings) => ({ timings, first: median(timings.map((t) => t.first.ms)), second: median(timings.map((t) => t.second.ms)) }))
    .sort((a, b) => b.first - a.first)
    .slice(0, SLOWEST);
  return [
    `| operation | first ms (median; min–max) | status | second ms | status |`,
    '|---|---:|---|---:|---|',
    ...rows.map(({ timings, first, second }) => {
      const firsts = timings.map((t) => t.first.ms);
      const op = timings[0] as OpTiming;
      return `| \`${op.opId}\` ${op.label} | ${ms(first)} (${ms(Math.min(...firsts))}–${ms(Math.max(...firsts))}) | ${statuses(timings.map((t) => t.first.status))} | ${ms(second)} | ${statuses(timings.map((t) => t.second.status))} |`;
    }),
  ];
}

/** The report: header lines, the statistics per target, then each target's slowest operations. */
export function renderFirstRequest(runs: FirstRequestRun[], targets: string[], header: string[], limitMs: number): { md: string; summaries: TargetSummary[] } {
  const summaries = targets.map((t) => summarize(runs, t, limitMs));
  const row = (s: TargetSummary, which: 'first' | 'second'): string => {
    const x = s[which];
    const verdict = which === 'first' ? (s.pass ? 'PASS' : '**MISS**') : '';
    return `| ${s.target} | ${which} | ${ms(x.max)} | ${ms(x.p99)} | ${ms(x.p95)} | ${ms(x.p50)} | ${x.over} | ${ms(x.total)} | ${verdict} |`;
  };
  const lines = [
    '# `npm run bench:first`: the first request of each operation',
    '',
    ...header,
    '',
    `Target: the first request of any operation ≤ ${limitMs} ms (the max of the first requests). Each statistic is the median over the runs.`,
    '',
    `| target | request | max | p99 | p95 | median | over ${limitMs} ms | total | verdict |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...summaries.flatMap((s) => [row(s, 'first'), row(s, 'second')]),
    '',
  ];
  for (const t of targets) {
    const mine = runs.filter((r) => r.target === t);
    const last = mine[mine.length - 1];
    const startups = mine.map((r) => r.startupMs);
    const failures = last ? last.ops.filter((o) => o.first.status >= 500) : [];
    lines.push(
      `## ${t}: the ${SLOWEST} slowest first requests`,
      '',
      `${mine.length} run(s); ${last?.ops.length ?? 0} operations; first requests' statuses (last run): ${last ? statusClasses(last.ops) : 'none'}; spawn → ready ${startups.map((s) => Math.round(s)).join(', ')} ms.`,
      ...(failures.length ? ['', `**5xx on a first request:** ${failures.map((o) => `\`${o.opId}\` ${o.first.status}`).join(', ')}`] : []),
      '',
      ...slowestTable(runs, t),
      '',
    );
  }
  return { md: `${lines.join('\n')}\n`, summaries };
}
