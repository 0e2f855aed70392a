// Templates under load, in-process (`npm run bench:templates`): (1) a trigger whose email step loops over
// 1,000 digest events (`{{#each step.events}}`): the digest's run (render, message, outbox) timed when the
// clock closes it, median of BENCH_TEMPLATE_RUNS (default 7), target ≤ 20 ms; (2) a template built to explode
// (nested loops over a 10,000-item payload): the trigger must answer 413 within 200 ms, and the heap return to
// its level (run with --expose-gc for a clean reading). Prints a Markdown summary.
import { pino } from 'pino';
import request from 'supertest';
import { createExpressApp } from '../src/app.js';
import { buildDeps } from '../src/server.js';
import type { Workflow } from '../src/domain/workflows/index.js';

const KEY = 'test-api-key';
const RUNS = Number(process.env.BENCH_TEMPLATE_RUNS ?? 7);
const EVENTS = 1000;
const DAY = 24 * 60 * 60 * 1000;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

const deps = await buildDeps({ strict: false, seed: 42, logger: pino({ level: 'silent' }) });
const app = createExpressApp(deps);
const auth = { Authorization: `ApiKey ${KEY}` };

async function load(identifier: string, steps: (base: Workflow) => Workflow['steps']): Promise<void> {
  const base = deps.registry.resolve(KEY)?.workflows.list().find((w) => w.triggers[0]?.identifier === 'weekly-digest') as Workflow;
  const workflow = structuredClone(base);
  workflow._id = `${'e'.repeat(20)}${String(identifier.length).padStart(4, '0')}`;
  workflow.name = identifier;
  Object.assign(workflow.triggers[0] as object, { identifier, variables: [] });
  workflow.steps = steps(base);
  const res = await request(app).post(`/__admin/fixtures?apiKey=${KEY}`).send({ workflows: [workflow] });
  if (res.status !== 201) throw new Error(`loading ${identifier}: ${res.status} ${JSON.stringify(res.body)}`);
}
const trigger = (name: string, payload: object, subscriberId: string) => request(app).post('/v1/events/trigger').set(auth).send({ name, to: { subscriberId, email: `${subscriberId}@bench.test` }, payload });

// (1) 1,000 digest events in one email.
await load('bench-digest-email', (base) => [
  base.steps[0],
  { ...base.steps[2], template: { ...(base.steps[2]?.template as object), subject: '{{step.total_count}} updates', content: '<h1>{{step.total_count}} updates</h1><ul>{{#each step.events}}<li>{{titlecase author}}: {{summary}} ({{numberFormat amount}})</li>{{/each}}</ul>' } },
] as Workflow['steps']);
const closing: number[] = [];
let htmlBytes = 0;
for (let run = 0; run < RUNS; run++) {
  deps.clock.freeze(new Date(Date.UTC(2031, 0, 1) + run * 30 * DAY));
  const subscriberId = `bench-digest-${run}`;
  for (let i = 0; i < EVENTS; i++) await trigger('bench-digest-email', { projectId: 'p', author: `user ${i}`, summary: `change ${i} <ok>`, amount: i * 10.5 }, subscriberId).expect(201);
  deps.clock.advance(8 * DAY);
  // The environment finishes due work before each request: time exactly that.
  const environment = deps.registry.resolve(KEY);
  const t0 = performance.now();
  environment?.runDueWork();
  closing.push(performance.now() - t0);
  const outbox = (await request(app).get(`/__admin/outbox?apiKey=${KEY}&subscriberId=${subscriberId}`)).body.data as { html: string }[];
  htmlBytes = Buffer.byteLength(outbox[0]?.html ?? '');
}

// (2) A template built to explode.
await load('bench-explode', (base) => [{ ...base.steps[2], template: { ...(base.steps[2]?.template as object), content: '{{#each payload.items}}{{#each ../payload.items}}{{../../payload.word}}{{/each}}{{/each}}' } }] as Workflow['steps']);
await load('bench-explode-silent', (base) => [{ ...base.steps[2], template: { ...(base.steps[2]?.template as object), content: '{{#each payload.items}}{{#each ../payload.items}}{{/each}}{{/each}}' } }] as Workflow['steps']);
const items = Array.from({ length: 10_000 }, (_, i) => i);
const explode: string[] = [];
for (const name of ['bench-explode', 'bench-explode-silent']) {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const res = await trigger(name, { items, word: 'boom' }, `bench-${name}`);
  const ms = performance.now() - t0;
  gc();
  const heapAfter = process.memoryUsage().heapUsed;
  explode.push(`| ${name} (10,000 × 10,000${name.endsWith('silent') ? ', writes nothing' : ''}) | ${res.status} | ${ms.toFixed(0)} ms | ${((heapAfter - heapBefore) / 1e6).toFixed(1)} MB |`);
}

console.log(`## Templates (${new Date().toISOString()}, ${RUNS} runs${(globalThis as { gc?: unknown }).gc ? ', --expose-gc' : ''})

| measure | median | runs |
| --- | --- | --- |
| a digest's email over ${EVENTS} events: the run that closes it (render ${(htmlBytes / 1024).toFixed(0)} KB HTML, message, outbox) | ${median(closing).toFixed(1)} ms | ${closing.map((x) => x.toFixed(1)).join(', ')} |

| template built to explode | status | answered in | heap after − before |
| --- | --- | --- | --- |
${explode.join('\n')}
`);
process.exit(0);
