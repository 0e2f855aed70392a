// Glob benchmark (`npm run bench:glob`): the patterns that make a backtracking matcher explode, against the
// built mock started in this process. Each case must finish within its budget while a health check runs
// beside it; the script exits 1 when one does not. Env: GLOB_BUDGET_MS (default 100 per request).
import { pino } from 'pino';
import { httpRequest } from './procs.js';
import { ROOT } from './targets.js';

const BUDGET_MS = Number(process.env.GLOB_BUDGET_MS ?? 100);
const STARS = '*a*a*a*a*a*a*a*a*b';

const { startMockServer } = (await import(`${ROOT}/dist/server.js`)) as typeof import('../src/server.js');
const { matchesGlob } = (await import(`${ROOT}/dist/lib/glob.js`)) as typeof import('../src/lib/glob.js');
const mock = await startMockServer({ port: 0, logger: pino({ level: 'silent' }) });
const auth = { authorization: `ApiKey ${mock.apiKeys[0]?.apiKey}`, 'content-type': 'application/json' };

const timed = async <T>(fn: () => Promise<T> | T): Promise<[number, T]> => {
  const started = performance.now();
  const result = await fn();
  return [performance.now() - started, result];
};

const rows: [string, number][] = [];
matchesGlob(STARS, 'warm-up');
for (const length of [45, 1000, 8000]) {
  const text = `/v2/subscribers/${'a'.repeat(length)}`;
  rows.push([`matchesGlob ${STARS} vs ${length} a's (in-process)`, (await timed(() => matchesGlob(STARS, text)))[0]]);
}
await httpRequest(`${mock.url}/__admin/faults`, { method: 'POST', headers: auth, body: JSON.stringify({ path: STARS, delayMs: 0 }) });
for (let i = 0; i < 30; i++) await httpRequest(`${mock.url}/v2/subscribers/${'a'.repeat(45)}`, { headers: auth });
const [faulted] = await timed(() => httpRequest(`${mock.url}/v2/subscribers/${'a'.repeat(45)}`, { headers: auth }));
rows.push([`GET /v2/subscribers/<45 a's> with fault rule path ${STARS}`, faulted]);
const [[filtered], [health]] = await Promise.all([
  timed(() => httpRequest(`${mock.url}/__admin/requests?path=${encodeURIComponent(STARS)}`)),
  timed(() => httpRequest(`${mock.url}/__admin/health`)),
]);
rows.push([`GET /__admin/requests?path=${STARS} (30+ entries)`, filtered]);
rows.push(['GET /__admin/health sent beside it', health]);
await mock.close();

console.log(`| case | ms (budget ${BUDGET_MS}) |\n|---|---|`);
for (const [name, ms] of rows) console.log(`| ${name} | ${ms.toFixed(2)}${ms > BUDGET_MS ? ' **over budget**' : ''} |`);
process.exitCode = rows.some(([, ms]) => ms > BUDGET_MS) ? 1 : 0;
