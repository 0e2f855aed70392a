// Summarises a V8 .cpuprofile (from `node --cpu-prof`): top self-time functions and self time per package.
// Usage: node --import tsx bench/cpuprofile-top.ts FILE.cpuprofile [N=25]
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: node --import tsx bench/cpuprofile-top.ts FILE.cpuprofile [N]\n');
  process.exit(2);
}
const topN = Number(process.argv[3] ?? 25);
const prof = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map<number, ProfileNode>(prof.nodes.map((n) => [n.id, n]));

const selfUs = new Map<number, number>();
prof.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
const totalUs = prof.endTime - prof.startTime;

function shortUrl(url: string): string {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  const d = url.indexOf('/dist/');
  if (d >= 0) return url.slice(d + 1);
  return url.replace(/^file:\/\//, '');
}

function bucket(url: string): string {
  if (!url) return '(native/VM)';
  if (url.startsWith('node:')) return 'node: core';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? '?');
  }
  if (url.includes('/dist/')) return 'mock dist/';
  return url;
}

const fn = new Map<string, number>();
const pkg = new Map<string, number>();
for (const [id, us] of selfUs) {
  const n = byId.get(id);
  if (!n) continue;
  const { functionName, url, lineNumber } = n.callFrame;
  const key = `${functionName || '(anonymous)'}  ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`;
  fn.set(key, (fn.get(key) ?? 0) + us);
  const b = bucket(url);
  pkg.set(b, (pkg.get(b) ?? 0) + us);
}

// Inclusive time of the mock's own functions (dist/), recursion counted once.
const parent = new Map<number, number>();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const keyOf = (n: ProfileNode): string => `${n.callFrame.functionName || '(anonymous)'}  ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const incl = new Map<string, number>();
for (const [id, us] of selfUs) {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur);
    if (!n || !n.callFrame.url.includes('/dist/') || n.callFrame.url.includes('node_modules')) continue;
    const k = keyOf(n);
    if (seen.has(k)) continue;
    seen.add(k);
    incl.set(k, (incl.get(k) ?? 0) + us);
  }
}

const pct = (us: number): string => `${((100 * us) / totalUs).toFixed(1)}%`.padStart(6);
const ms = (us: number): string => `${(us / 1000).toFixed(1)} ms`.padStart(10);
const out: string[] = [`profile ${file}: ${(totalUs / 1000).toFixed(0)} ms wall, ${prof.samples.length} samples`, '', 'top self time:'];
for (const [k, us] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, topN)) out.push(`${ms(us)} ${pct(us)}  ${k}`);
out.push('', 'self time by package:');
for (const [k, us] of [...pkg].sort((a, b) => b[1] - a[1]).slice(0, 15)) out.push(`${ms(us)} ${pct(us)}  ${k}`);
out.push('', 'inclusive time of mock dist/ functions:');
for (const [k, us] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, topN)) out.push(`${ms(us)} ${pct(us)}  ${k}`);
process.stdout.write(out.join('\n') + '\n');
