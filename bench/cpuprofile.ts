// Reading a V8 .cpuprofile (from `node --cpu-prof`): its nodes, each sample's time, and names for a frame's code.
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** µs on the monotonic clock (`process.hrtime`'s). */
  startTime: number;
  endTime: number;
}

export const readProfile = (file: string): Profile => JSON.parse(readFileSync(file, 'utf8')) as Profile;

/** Self time (µs) per node id, of the samples taken within [fromUs, toUs] (the whole profile by default). */
export function selfTimes(prof: Profile, fromUs = Number.NEGATIVE_INFINITY, toUs = Number.POSITIVE_INFINITY): Map<number, number> {
  const selfUs = new Map<number, number>();
  let at = prof.startTime;
  prof.samples.forEach((id, i) => {
    const delta = prof.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= fromUs && at <= toUs) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  return selfUs;
}

export function shortUrl(url: string): string {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  const d = url.indexOf('/dist/');
  if (d >= 0) return url.slice(d + 1);
  return url.replace(/^file:\/\//, '');
}

/** The package a frame's code belongs to (`mock dist/` for the mock's own build). */
export function bucket(url: string): string {
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

/** `function  file:line` of a node. */
export const frameName = (n: ProfileNode): string => `${n.callFrame.functionName || '(anonymous)'}  ${n.callFrame.url ? `${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}` : ''}`;

export interface TimeSums {
  /** Self time (µs) per `frameName`. */
  byFunction: Map<string, number>;
  /** Self time (µs) per `bucket`. */
  byPackage: Map<string, number>;
  /** Inclusive time (µs) of the mock's own functions (dist/, outside node_modules), recursion counted once. */
  mockInclusive: Map<string, number>;
}

/** Sums self times (from `selfTimes`) by function and by package, and the mock's own functions' inclusive times. */
export function sumTimes(prof: Profile, selfUs: Map<number, number>): TimeSums {
  const byId = new Map<number, ProfileNode>(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const add = (m: Map<string, number>, k: string, us: number): void => void m.set(k, (m.get(k) ?? 0) + us);
  const sums: TimeSums = { byFunction: new Map(), byPackage: new Map(), mockInclusive: new Map() };
  for (const [id, us] of selfUs) {
    const n = byId.get(id);
    if (!n) continue;
    add(sums.byFunction, frameName(n), us);
    add(sums.byPackage, bucket(n.callFrame.url), us);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur);
      if (!frame || !frame.callFrame.url.includes('/dist/') || frame.callFrame.url.includes('node_modules')) continue;
      const k = frameName(frame);
      if (seen.has(k)) continue;
      seen.add(k);
      add(sums.mockInclusive, k, us);
    }
  }
  return sums;
}

/** The `n` largest entries, largest first. */
export const largest = (m: Map<string, number>, n: number): [string, number][] => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
