// The memory part of `npm run bench:outbox`: the heap of a mock that keeps DELIVERIES email deliveries, side
// by side with the same run of a mock whose outbox keeps none (`--outbox-size 0`), so the difference is the
// outbox alone. Each mock is a child (bench/outbox-heap-server.ts) asked for its heap after full collections.
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { client, outboxCount, triggerResets, type Client } from './outbox-client.js';
import type { Pinning } from './pinning.js';
import { ROOT, UNLIMITED_STATE } from './targets.js';

export interface Memory {
  heapUsed: number;
  rss: number;
  external: number;
  arrayBuffers: number;
}

export interface MemoryRun {
  outboxSize: number;
  before: Memory;
  after: Memory;
  /** After `DELETE /__admin/outbox`: what is left once the kept deliveries go. */
  cleared: Memory;
  kept: number;
  dropped: number;
  fillMs: number;
  /** One kept delivery as the admin API returns it (none with the outbox off). */
  sample?: Record<string, unknown>;
}

/** Triggers before the measurement: JIT, lazily loaded modules and caches warm. */
const WARM_UP = 500;

function startChild(options: Record<string, unknown>, pin: Pinning): Promise<{ child: ChildProcess; url: string; tail: () => string }> {
  const child = fork(path.join(ROOT, 'bench', 'outbox-heap-server.ts'), [JSON.stringify(options)], {
    cwd: ROOT,
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  process.on('exit', () => child.kill('SIGKILL'));
  if (pin.pinned && child.pid) spawnSync('taskset', ['-a', '-p', '-c', '0', String(child.pid)]);
  let log = '';
  child.stderr?.on('data', (b: Buffer) => (log = (log + b.toString('utf8')).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, url: (m as { url: string }).url, tail: () => log }));
    child.once('exit', (code) => reject(new Error(`the mock exited (${code}) before it listened:\n${log}`)));
  });
}

async function clearOutbox(c: Client): Promise<void> {
  const r = await c.send('DELETE', '/__admin/outbox');
  if (r.status !== 200) throw new Error(`DELETE /__admin/outbox → ${r.status}: ${r.body.slice(0, 300)}`);
}

const heapOf = (child: ChildProcess): Promise<Memory> =>
  new Promise((resolve) => {
    child.once('message', (m) => resolve(m as Memory));
    child.send('heap');
  });

/**
 * One mock: warmed up, its outbox emptied, heap; then `deliveries` email deliveries, heap again; then its
 * outbox emptied again, heap a third time (what the deliveries alone held, in the same process).
 */
export async function memoryRun(outboxSize: number, deliveries: number, pin: Pinning, log: (m: string) => void): Promise<MemoryRun> {
  // Limits raised so that the budget admits every trigger; the journal off, so that it holds no request bodies.
  const { child, url } = await startChild({ outboxSize, journalSize: 0, ...UNLIMITED_STATE }, pin);
  const c = client(url);
  try {
    await triggerResets(c, 'warm', WARM_UP);
    await clearOutbox(c);
    const before = await heapOf(child);
    const fillMs = await triggerResets(c, 'kept', deliveries);
    const { total, dropped, sample } = await outboxCount(c);
    const after = await heapOf(child);
    await clearOutbox(c);
    const cleared = await heapOf(child);
    log(`--outbox-size ${outboxSize}: ${total} kept (${dropped} dropped) after ${deliveries} triggers in ${(fillMs / 1000).toFixed(1)} s; heap ${(before.heapUsed / 2 ** 20).toFixed(1)} → ${(after.heapUsed / 2 ** 20).toFixed(1)} → ${(cleared.heapUsed / 2 ** 20).toFixed(1)} MiB (cleared)`);
    return { outboxSize, before, after, cleared, kept: total, dropped, fillMs, sample };
  } finally {
    c.close();
    child.disconnect();
    await new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => resolve(clearTimeout(timer)));
    });
  }
}

/** What one kept delivery holds, in characters of its largest fields (V8 keeps ASCII text at a byte a character). */
export function sampleSizes(sample: Record<string, unknown> | undefined): string {
  if (!sample) return 'no delivery kept';
  const len = (k: string) => (typeof sample[k] === 'string' ? (sample[k] as string).length : 0);
  return `JSON ${JSON.stringify(sample).length.toLocaleString('en-US')} characters: html ${len('html').toLocaleString('en-US')}, text ${len('text')}, subject ${len('subject')}, ${(sample.links as unknown[] | undefined)?.length ?? 0} link(s)`;
}
