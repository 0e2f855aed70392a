// The sync half of `npm run bench:bridge`: a bridge declaring thousands of small workflows (a discover answer
// served from the benchmark's process, no framework: the mock's side is what is timed), synced while another
// environment's client keeps asking for a page of subscribers. Each round starts from the fixtures
// (`POST /__admin/reset`), so that every sync creates its workflows.
import { discoverBridgeOf } from '../test/bridge/raw-bridge.js';
import { client } from './outbox-client.js';

/** The targets: a sync of 4,000 workflows within 300 ms, and the other environment's p99 within 50 ms meanwhile. */
export const SYNC_TARGETS = { count: 4_000, syncMs: 300, probeP99Ms: 50 };

export interface SyncRun {
  /** Workflows declared, and the discover answer's size in bytes. */
  count: number;
  answerBytes: number;
  /** Each timed sync: `POST /v1/bridge/sync` sent → its 201 answer arrived (ms), and the answer's size. */
  syncMs: number[];
  replyBytes: number;
  /** Every `GET /v2/subscribers?limit=10` of the other environment answered while a sync ran (ms). */
  probeMs: number[];
}

/** A bridge whose discover answer declares `count` workflows of no step (about 37 bytes each: 4,000 make 150 KB). */
async function discoverBridge(count: number): Promise<{ url: string; bytes: number; close: () => Promise<void> }> {
  const answer = JSON.stringify({ workflows: Array.from({ length: count }, (_, i) => ({ workflowId: `bs-${i}`, steps: [] })) });
  return { ...(await discoverBridgeOf(() => answer)), bytes: Buffer.byteLength(answer) };
}

/**
 * `warm` untimed then `rounds` timed syncs of `count` workflows into the environment of `test-api-key`, each
 * with the other environment (`test-api-key-prod`) probed on its own keep-alive connection until the sync
 * has answered.
 */
export async function measureSyncs(baseUrl: string, count: number, rounds: number, warm: number): Promise<SyncRun> {
  const bridge = await discoverBridge(count);
  const syncing = client(baseUrl);
  const other = client(baseUrl, 'ApiKey test-api-key-prod');
  const run: SyncRun = { count, answerBytes: bridge.bytes, syncMs: [], replyBytes: 0, probeMs: [] };
  try {
    for (let round = 0; round < warm + rounds; round++) {
      const reset = await syncing.send('POST', '/__admin/reset');
      if (reset.status !== 200) throw new Error(`reset → ${reset.status}: ${reset.body.slice(0, 300)}`);
      let done = false;
      const probes: number[] = [];
      const probing = (async () => {
        while (!done) {
          const sent = performance.now();
          const answer = await other.send('GET', '/v2/subscribers?limit=10');
          if (answer.status !== 200) throw new Error(`probe → ${answer.status}: ${answer.body.slice(0, 300)}`);
          if (!done) probes.push(answer.at - sent);
        }
      })();
      const sent = performance.now();
      const sync = await syncing.send('POST', '/v1/bridge/sync', { bridgeUrl: bridge.url });
      done = true;
      await probing;
      if (sync.status !== 201) throw new Error(`sync of ${count} → ${sync.status}: ${sync.body.slice(0, 300)}`);
      if (round < warm) continue;
      run.syncMs.push(sync.at - sent);
      run.replyBytes = Buffer.byteLength(sync.body);
      run.probeMs.push(...probes);
    }
  } finally {
    syncing.close();
    other.close();
    await bridge.close();
  }
  return run;
}
