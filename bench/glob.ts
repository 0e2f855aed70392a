// Glob benchmark (`npm run bench:glob`): the patterns that make a backtracking matcher explode, against the
// built mock started in this process. Each case must finish within its budget while a health check runs
// beside it; the script exits 1 when one does not. Env: GLOB_BUDGET_MS (default 100 per case).
import { pino } from 'pino';
import { httpRequest } from './procs.js';
import { ROOT } from './targets.js';

const BUDGET_MS = Number(process.env.GLOB_BUDGET_MS ?? 100);
/** Exponential for a regex built from the glob. */
const STARS = '*a*a*a*a*a*a*a*a*b';
/** |glob|·|text| for backtracking to the last star, and for indexOf: a long piece retried at every position. */
const LONG_PIECE = `*${'a'.repeat(1000)}b${'a'.repeat(1000)}*`;
const PATH_45 = `/v2/subscribers/${'a'.repeat(45)}`;
const PATH_12K = `/v2/subscribers/${'a'.repeat(12_000)}`;

const { startMockServer } = (await import(`${ROOT}/dist/server.js`)) as typeof import('../src/server.js');
const { matchesGlob } = (await import(`${ROOT}/dist/lib/glob.js`)) as typeof import('../src/lib/glob.js');
const mock = await startMockServer({ port: 0, logger: pino({ level: 'silent' }) });
const auth = { authorization: `ApiKey ${mock.apiKeys[0]?.apiKey}`, 'content-type': 'application/json' };

const timed = async <T>(fn: () => Promise<T> | T): Promise<[number, T]> => {
  const started = performance.now();
  const result = await fn();
  return [performance.now() - started, result];
};
const get = (path: string) => httpRequest(`${mock.url}${path}`, { headers: auth });

/** The globs matched in-process against runs of a's (the long ones by a short name). */
const IN_PROCESS: [name: string, glob: string, length: number][] = [
  [STARS, STARS, 45],
  [STARS, STARS, 8000],
  ['*a{1000}ba{1000}*', LONG_PIECE, 16_000],
  ['*a{2000}b*', `*${'a'.repeat(2000)}b*`, 16_000],
  ['*(ab){1000}*', `*${'ab'.repeat(1000)}*`, 16_000],
  ['(*a){1000}*', `${'*a'.repeat(1000)}*`, 16_000],
];

const rows: [string, number][] = [];
matchesGlob(STARS, 'warm-up');
for (const [name, glob, length] of IN_PROCESS) {
  rows.push([`matchesGlob ${name} vs ${length} a's (in-process)`, (await timed(() => matchesGlob(glob, 'a'.repeat(length))))[0]]);
}
for (const glob of [STARS, LONG_PIECE]) {
  await httpRequest(`${mock.url}/__admin/faults`, { method: 'POST', headers: auth, body: JSON.stringify({ path: glob, delayMs: 0 }) });
}
for (let i = 0; i < 30; i++) await get(i % 2 === 0 ? PATH_45 : PATH_12K);
rows.push(["GET /v2/subscribers/<45 a's> with both fault rules", (await timed(() => get(PATH_45)))[0]]);
rows.push(["GET /v2/subscribers/<12,000 a's> with both fault rules", (await timed(() => get(PATH_12K)))[0]]);
for (const glob of [STARS, LONG_PIECE]) {
  const [[filtered], [health]] = await Promise.all([
    timed(() => httpRequest(`${mock.url}/__admin/requests?path=${encodeURIComponent(glob)}`)),
    timed(() => httpRequest(`${mock.url}/__admin/health`)),
  ]);
  const name = glob === STARS ? STARS : '*a{1000}ba{1000}*';
  rows.push([`GET /__admin/requests?path=${name} (32 entries, half of 12 KB paths)`, filtered]);
  rows.push(['GET /__admin/health sent beside it', health]);
}
await mock.close();

console.log(`| case | ms (budget ${BUDGET_MS}) |\n|---|---|`);
for (const [name, ms] of rows) console.log(`| ${name} | ${ms.toFixed(2)}${ms > BUDGET_MS ? ' **over budget**' : ''} |`);
process.exitCode = rows.some(([, ms]) => ms > BUDGET_MS) ? 1 : 0;
