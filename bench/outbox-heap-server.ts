// The mock for the memory part of `npm run bench:outbox`: `startMockServer` from `dist/` in a process of its
// own, started with `--expose-gc` by a parent over IPC. The parent sends "heap"; this process collects
// garbage fully and answers with its memory, so the parent reads the live set, not the collector's sawtooth.
// Usage (by bench/outbox-memory.ts): fork with execArgv ['--expose-gc', '--import', 'tsx'], argv[2] = options JSON.
import { loadDist } from './dist.js';

type Server = typeof import('../src/server.js');

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect || !process.send) throw new Error('run with --expose-gc, as a forked child');
const reply = (message: unknown) => process.send?.(message);

const { startMockServer } = await loadDist<Server>('server.js');
const options = JSON.parse(process.argv[2] ?? '{}') as Record<string, unknown>;
const mock = await startMockServer({ port: 0, host: '127.0.0.1', logLevel: 'warn', ...options });

process.on('message', (message) => {
  if (message !== 'heap') return;
  void (async () => {
    // Several full collections a turn apart: weak references and finalizers let go of what they held.
    for (let i = 0; i < 4; i++) {
      collect();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const { heapUsed, rss, external, arrayBuffers } = process.memoryUsage();
    reply({ heapUsed, rss, external, arrayBuffers });
  })();
});
process.on('disconnect', () => void mock.close().then(() => process.exit(0)));
reply({ url: mock.url });
