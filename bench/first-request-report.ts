// The statistics and the Markdown of `bench:first`: per target, the first request of every operation on a fresh
// server and the second one right after, each statistic the median over the runs.
import { percentile } from './outbox-client.js';
import { median } from './startup.js';

export interface OpTiming {
  opId: string;
  label: string;
  /** A control-plane (`/__admin`) operation: reported apart, outside the target. */
  admin: boolean;
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

type Part = 'api' | 'admin';
const inPart = (part: Part) => (op: OpTiming): boolean => op.admin === (part === 'admin');

interface PartSummary {
  first: Stats;
  second: Stats;
}

export interface TargetSummary {
  target: string;
  api: PartSummary;
  admin?: PartSummary;
  /** The API's first requests all within the limit (the median of the runs' max). */
  pass: boolean;
}

function summarizePart(mine: FirstRequestRun[], part: Part, limitMs: number): PartSummary | undefined {
  const runs = mine.map((r) => r.ops.filter(inPart(part))).filter((ops) => ops.length > 0);
  if (runs.length === 0) return undefined;
  return {
    first: medianStats(runs.map((ops) => statsOf(ops.map((o) => o.first.ms), limitMs))),
    second: medianStats(runs.map((ops) => statsOf(ops.map((o) => o.second.ms), limitMs))),
  };
}

export function summarize(runs: FirstRequestRun[], target: string, limitMs: number): TargetSummary {
  const mine = runs.filter((r) => r.target === target);
  const api = summarizePart(mine, 'api', limitMs);
  if (!api) throw new Error(`${target}: no API operation measured`);
  const admin = summarizePart(mine, 'admin', limitMs);
  return { target, api, ...(admin ? { admin } : {}), pass: api.first.max <= limitMs };
}

/** The operations of `part`, slowest first request first (the median over the runs), at most `limit`. */
function opTable(runs: FirstRequestRun[], target: string, part: Part, limit: number): string[] {
  const mine = runs.filter((r) => r.target === target);
  const byOp = new Map<string, OpTiming[]>();
  for (const run of mine) for (const op of run.ops.filter(inPart(part))) byOp.set(op.opId, [...(byOp.get(op.opId) ?? []), op]);
  const rows = [...byOp.values()]
    .map((timings) => ({ timings, first: median(timings.map((t) => t.first.ms)), second: median(timings.map((t) => t.second.ms)) }))
    .sort((a, b) => b.first - a.first)
    .slice(0, limit);
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
  const row = (s: TargetSummary, part: Part, which: 'first' | 'second'): string[] => {
    const x = s[part]?.[which];
    if (!x) return [];
    const verdict = part === 'api' && which === 'first' ? (s.pass ? 'PASS' : '**MISS**') : '';
    return [`| ${s.target} | ${part === 'api' ? 'API' : '`/__admin`'} | ${which} | ${ms(x.max)} | ${ms(x.p99)} | ${ms(x.p95)} | ${ms(x.p50)} | ${x.over} | ${ms(x.total)} | ${verdict} |`];
  };
  const lines = [
    '# `npm run bench:first`: the first request of each operation',
    '',
    ...header,
    '',
    `Target: the first request of any operation ≤ ${limitMs} ms (the max of the first requests). Each statistic is the median over the runs.`,
    '',
    `| target | operations | request | max | p99 | p95 | median | over ${limitMs} ms | total | verdict |`,
    '|---|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...summaries.flatMap((s) => [...row(s, 'api', 'first'), ...row(s, 'api', 'second'), ...row(s, 'admin', 'first'), ...row(s, 'admin', 'second')]),
    '',
  ];
  for (const t of targets) {
    const mine = runs.filter((r) => r.target === t);
    const last = mine[mine.length - 1];
    const startups = mine.map((r) => r.startupMs);
    const failures = last ? last.ops.filter((o) => o.first.status >= 500) : [];
    const api = last ? last.ops.filter(inPart('api')) : [];
    lines.push(
      `## ${t}: the ${SLOWEST} slowest first requests`,
      '',
      `${mine.length} run(s); ${api.length} API operations, their first requests' statuses (last run): ${statusClasses(api)}; spawn → ready ${startups.map((s) => Math.round(s)).join(', ')} ms.`,
      ...(failures.length ? ['', `**5xx on a first request:** ${failures.map((o) => `\`${o.opId}\` ${o.first.status}`).join(', ')}`] : []),
      '',
      ...opTable(runs, t, 'api', SLOWEST),
      '',
      `### ${t}: the control plane (\`/__admin\`), outside the target`,
      '',
      'After the API\'s operations, in the same order rules. `getHealth` is the readiness probe: its first request here is not its first. The snapshot restore sends the whole mock\'s state (a few MB).',
      '',
      ...opTable(runs, t, 'admin', Number.POSITIVE_INFINITY),
      '',
    );
  }
  return { md: `${lines.join('\n')}\n`, summaries };
}
