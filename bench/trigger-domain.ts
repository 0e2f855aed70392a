// The domain work of the trigger benchmarks, in-process: the bulk (or single) trigger route handler called
// directly on the default fixtures, without HTTP, validation or the journal, as `bench/op-catalog.ts` sends it
// (three workflows, seven steps, rotating over 16 recipients). Reports µs per request over three rounds after a
// warm-up; the state grows as it would under load. For profiling the domain: add `--cpu-prof`.
// Usage: npm run build && node [--expose-gc] --import tsx bench/trigger-domain.ts [bulk|single] [requests per round, 20000]
import { loadDist } from './dist.js';
import { UNLIMITED_STATE } from './targets.js';

type Server = typeof import('../src/server.js');
type Routes = typeof import('../src/http/routes/index.js');

const { buildDeps } = await loadDist<Server>('server.js');
const { operationHandlers } = await loadDist<Routes>('http/routes/index.js');

const kind = process.argv[2] === 'single' ? 'single' : 'bulk';
const perRound = Number(process.argv[3] ?? 20_000);
const deps = await buildDeps({ logLevel: 'warn', journalSize: 0, ...UNLIMITED_STATE });
const environment = deps.registry.resolve('test-api-key');
if (!environment) throw new Error('the default fixtures have no API key test-api-key');
const recipients = environment.subscribers.list().slice(0, 16).map((s) => s.subscriberId);
const COMMENT = { commenterName: 'Grace Hopper', postTitle: 'Q3 roadmap', commentPreview: 'Ship it on Friday?', commentId: 'cmt_bench1' };
const ORDER = { orderId: 'ord_1042', carrier: 'UPS', estimatedDelivery: '2026-12-01', trackingUrl: 'https://track.example.com/1Z999' };
const RESET = { expiresInMinutes: 15, resetUrl: 'https://app.example.com/reset/abc', ipAddress: '203.0.113.7', code: '482913' };
const handler = operationHandlers[kind === 'bulk' ? 'triggerEventBulk' : 'triggerEvent'];
if (!handler) throw new Error('no trigger handler');

// Bodies are made up front and parsed per request, as body-parser hands them over.
const bodies = recipients.map((to) =>
  JSON.stringify(
    kind === 'bulk'
      ? { events: [{ name: 'comment-mention', to, payload: COMMENT }, { name: 'order-shipped', to, payload: ORDER }, { name: 'password-reset', to, payload: RESET }] }
      : { name: 'comment-mention', to, payload: COMMENT },
  ),
);
const once = (i: number): void => {
  environment.runDueWork();
  handler({ environment, params: {}, query: {}, body: JSON.parse(bodies[i % bodies.length] as string) as unknown });
};

const collect = (globalThis as { gc?: () => void }).gc;
const heapAfterGc = (): number => {
  collect?.();
  collect?.();
  return process.memoryUsage().heapUsed;
};
// Each request in a turn of its own, as over HTTP (the clock is read once per turn).
for (let i = 0; i < 3_000; i++) {
  once(i);
  await null;
}
const heapBefore = heapAfterGc();
for (let round = 1; round <= 3; round++) {
  const started = process.hrtime.bigint();
  for (let i = 0; i < perRound; i++) {
    once(i);
    await null;
  }
  const us = Number(process.hrtime.bigint() - started) / 1e3 / perRound;
  process.stdout.write(`${kind} trigger domain, round ${round}: ${us.toFixed(1)} µs per request (${environment.messages.all().length.toLocaleString('en-US')} messages stored)\n`);
}
// With --expose-gc: the heap each request leaves behind (the stored records), after full collections.
if (collect) process.stdout.write(`heap kept per request: ${((heapAfterGc() - heapBefore) / (3 * perRound) / 1024).toFixed(2)} KiB\n`);
