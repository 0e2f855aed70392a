// Summarises a V8 .cpuprofile (from `node --cpu-prof`): top self-time functions and self time per package.
// Usage: node --import tsx bench/cpuprofile-top.ts FILE.cpuprofile [N=25]
import { largest, readProfile, selfTimes, sumTimes } from './cpuprofile.js';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: node --import tsx bench/cpuprofile-top.ts FILE.cpuprofile [N]\n');
  process.exit(2);
}
const topN = Number(process.argv[3] ?? 25);
const prof = readProfile(file);
const totalUs = prof.endTime - prof.startTime;
const sums = sumTimes(prof, selfTimes(prof));

const pct = (us: number): string => `${((100 * us) / totalUs).toFixed(1)}%`.padStart(6);
const ms = (us: number): string => `${(us / 1000).toFixed(1)} ms`.padStart(10);
const out: string[] = [`profile ${file}: ${(totalUs / 1000).toFixed(0)} ms wall, ${prof.samples.length} samples`, '', 'top self time:'];
for (const [k, us] of largest(sums.byFunction, topN)) out.push(`${ms(us)} ${pct(us)}  ${k}`);
out.push('', 'self time by package:');
for (const [k, us] of largest(sums.byPackage, 15)) out.push(`${ms(us)} ${pct(us)}  ${k}`);
out.push('', 'inclusive time of mock dist/ functions:');
for (const [k, us] of largest(sums.mockInclusive, topN)) out.push(`${ms(us)} ${pct(us)}  ${k}`);
process.stdout.write(out.join('\n') + '\n');
