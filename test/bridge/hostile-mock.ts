import { expect, vi } from 'vitest';
import type { StartOptions } from '../../src/server.js';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';
import { startRawBridge, type RawAnswer, type RawBridge, type RawStep } from './raw-bridge.js';

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
export type JobView = { type: string; status: string; executionDetails: { detail: string; raw?: string | null }[] };

const cleanups: (() => Promise<void> | void)[] = [];
/** Stops the mocks' bridge calls and closes the bridges made since the last call: `afterEach(closeAll)`. */
export async function closeAll(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/**
 * A mock (in-process, `options` on top of one attempt per call and a limit no call reaches) synced with a raw
 * bridge whose workflow `hostile` has `steps`, each answered by `answer`. `closeAll` ends both.
 */
export async function mockWithBridge(steps: RawStep[], answer: (stepId: string) => RawAnswer | Promise<RawAnswer>, options: StartOptions = {}): Promise<{ t: TestApp; bridge: RawBridge }> {
  const t = await makeTestApp({ bridgeRetries: 0, bridgeTimeoutMs: 600_000, ...options });
  const bridge = await startRawBridge([{ workflowId: 'hostile', steps }], (call) => answer(call.stepId));
  cleanups.push(() => t.deps.bridge.close(), () => bridge.close());
  expect((await t.api().post('/v1/bridge/sync', { bridgeUrl: bridge.url })).status).toBe(201);
  return { t, bridge };
}

/**
 * Triggers `hostile` for `subscriberId` and waits until no step of the environment waits for the bridge
 * (30 s without that is a hang); returns the jobs of the run.
 */
export async function runToTheEnd(t: TestApp, subscriberId: string): Promise<JobView[]> {
  const res = await t.api().post('/v1/events/trigger', { name: 'hostile', to: { subscriberId, phone: '+15555550190' }, payload: {} });
  expect(res.status).toBe(201);
  const transactionId = res.body.data.transactionId as string;
  return vi.waitFor(
    async () => {
      // Nothing waits first, then the page: read the other way round, a page fetched while the last call was
      // still out could show its step as queued once the call had ended.
      expect(t.deps.registry.resolve(DEV_KEY)?.bridgeTasks()).toHaveLength(0);
      const page = await t.api().get(`/v1/notifications?transactionId=${transactionId}`);
      expect(page.status).toBe(200);
      const jobs = (page.body.data[0]?.jobs ?? []) as JobView[];
      expect(jobs.length).toBeGreaterThan(0);
      return jobs;
    },
    { timeout: 30_000, interval: 20 },
  );
}

/** The four routes that list a subscriber's in-app messages, each answering 200 (and the snapshot); returns how many each listed. */
export async function everyFeedOf(t: TestApp, subscriberId: string): Promise<Record<string, number>> {
  const applicationIdentifier = t.deps.registry.fixtureKeys()[0]?.applicationIdentifier;
  const widget = await t.request().post('/v1/widgets/session/initialize').send({ applicationIdentifier, subscriberId, hmacHash: null });
  const inbox = await t.request().post('/v1/inbox/session').send({ applicationIdentifier, subscriber: subscriberId });
  const reads = {
    messages: await t.api().get(`/v1/messages?subscriberId=${subscriberId}&channel=in_app`),
    'v1 feed': await t.api().get(`/v1/subscribers/${subscriberId}/notifications/feed`),
    'widget feed': await t.request().get('/v1/widgets/notifications/feed?page=0').set('Authorization', `Bearer ${widget.body.data.token as string}`),
    'Inbox list': await t.request().get('/v1/inbox/notifications?limit=10').set('Authorization', `Bearer ${inbox.body.data.token as string}`),
  };
  const counts: Record<string, number> = {};
  for (const [route, res] of Object.entries(reads)) {
    expect(res.status, `${route}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
    counts[route] = (res.body.data as unknown[]).length;
  }
  // The environment's snapshot holds the messages too: it answers whole.
  const snapshot = await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`);
  expect(snapshot.status).toBe(200);
  expect(JSON.stringify(snapshot.body)).toContain(subscriberId);
  return counts;
}

/** A job's status, and its last execution detail with `raw` parsed. */
export const failureOf = (job: JobView | undefined) => {
  const detail = job?.executionDetails.at(-1);
  return { status: job?.status, detail: detail?.detail, raw: JSON.parse(detail?.raw ?? '{}') as Record<string, unknown> };
};
