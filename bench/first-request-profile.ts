// Where the slowest first requests of a profiled `bench:first` run spend their time: the server's CPU samples
// taken within each request's window (send → last byte), by package, by function, and the mock's own functions
// (inclusive). Usage: FIRSTREQ_CPU_PROF=<dir> npm run bench:first, then
// node --import tsx bench/first-request-profile.ts <dir>/mock-run1 [N=10]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { largest, readProfile, selfTimes, sumTimes } from './cpuprofile.js';

interface Window {
  opId: string;
  admin: boolean;
  first: [number, number];
  second: [number, number];
}

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: node --import tsx bench/first-request-profile.ts <FIRSTREQ_CPU_PROF dir>/<target>-run<n> [N]\n');
  process.exit(2);
}
const topN = Number(process.argv[3] ?? 10);
/** A frame of the mock under more than this share of a window's samples is request plumbing (Express, the pipeline). */
const PLUMBING = 0.8;
const profileFile = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!profileFile) throw new Error(`no .cpuprofile in ${dir} (the server writes it as it exits)`);
const prof = readProfile(path.join(dir, profileFile));
const windows = JSON.parse(readFileSync(path.join(dir, 'windows.json'), 'utf8')) as Window[];
const span = ([from, to]: [number, number]): number => to - from;
/** A gap between two samples this much over the interval (0.1 ms): the process was off the CPU (a busy box), not working. */
const GAP_US = 1000;

/** The time within [from, to] that the server spent between samples far apart: descheduled. */
function descheduledUs([from, to]: [number, number]): number {
  let at = prof.startTime;
  let gaps = 0;
  prof.timeDeltas.forEach((delta) => {
    at += delta;
    if (at >= from && at <= to && delta > GAP_US) gaps += delta;
  });
  return gaps;
}

const ms = (us: number): string => `${(us / 1000).toFixed(1)} ms`;
const list = (entries: [string, number][]): string => entries.map(([k, us]) => `${ms(us)} ${k}`).join('; ');
const out: string[] = [`${path.join(dir, profileFile)}: the ${topN} slowest first requests of the API's operations (sampled every 0.1 ms)`, ''];
for (const w of windows.filter((x) => !x.admin).sort((a, b) => span(b.first) - span(a.first)).slice(0, topN)) {
  const sums = sumTimes(prof, selfTimes(prof, ...w.first));
  const sampled = [...sums.byPackage.values()].reduce((a, b) => a + b, 0);
  out.push(
    `${w.opId}: ${ms(span(w.first))} (second request ${ms(span(w.second))}); ${ms(sampled)} sampled in the server, of which ${ms(descheduledUs(w.first))} in gaps over ${GAP_US / 1000} ms between samples (off the CPU)`,
    `  by package: ${list(largest(sums.byPackage, 5))}`,
    `  top self: ${list(largest(sums.byFunction, 5))}`,
    // The request's own work: the frames every sample of the window passes through (Express, the pipeline) left out.
    `  mock's own (inclusive, below the request plumbing): ${list(largest(new Map([...sums.mockInclusive].filter(([, us]) => us < PLUMBING * sampled)), 6))}`,
    '',
  );
}
process.stdout.write(out.join('\n'));
