import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_CALLS, MAX_CALLS_PER_ENVIRONMENT } from '../../src/bridge/bridge-executor.js';
import { DEV_KEY, makeTestApp, PROD_KEY } from '../helpers/test-app.js';
import type { JobView, TestApp } from './hostile-mock.js';
import { startRawBridge, type RawAnswer, type RawBridge } from './raw-bridge.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A bridge that never answers its execute calls (until it is closed): workflow `stuck`, one in-app step. */
const hangingBridge = () => startRawBridge([{ workflowId: 'stuck', steps: [{ stepId: 'inbox', type: 'in_app' }] }], () => new Promise<RawAnswer>(() => {}));
/** A bridge that answers at once: workflow `quick`, one SMS step. */
const quickBridge = () => startRawBridge([{ workflowId: 'quick', steps: [{ stepId: 'text', type: 'sms' }] }], () => ({ body: { outputs: { body: 'on time' } } }));

/** An in-process mock whose calls may take 10 minutes, and the bridges it calls; all end with the test. */
async function mockAnd(options: { isolateKeys?: boolean; bridgeRetries?: number } = {}): Promise<TestApp> {
  const t = await makeTestApp({ bridgeRetries: 0, bridgeTimeoutMs: 600_000, ...options });
  cleanups.push(() => t.deps.bridge.close());
  return t;
}
async function bridgeOf(make: () => Promise<RawBridge>): Promise<RawBridge> {
  const bridge = await make();
  cleanups.push(() => bridge.close());
  return bridge;
}

async function syncAndTrigger(t: TestApp, key: string, bridge: RawBridge, workflowId: string, recipients: number): Promise<string> {
  expect((await t.api(key).post('/v1/bridge/sync', { bridgeUrl: bridge.url })).status).toBe(201);
  const to = Array.from({ length: recipients }, (_, i) => ({ subscriberId: `${workflowId}-${i}`, phone: `+1555555${String(i).padStart(4, '0')}` }));
  const res = await t.api(key).post('/v1/events/trigger', { name: workflowId, to, payload: {} });
  expect(res.status).toBe(201);
  return res.body.data.transactionId as string;
}

/** The jobs of a transaction's runs, once every one has ended (30 s without that is a hang). */
async function endedJobs(t: TestApp, key: string, transactionId: string): Promise<JobView[]> {
  return vi.waitFor(
    async () => {
      const page = await t.api(key).get(`/v1/notifications?transactionId=${transactionId}&limit=50`);
      const jobs = (page.body.data as { jobs: JobView[] }[]).flatMap((e) => e.jobs);
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.filter((j) => j.status === 'pending')).toEqual([]);
      return jobs;
    },
    { timeout: 30_000, interval: 20 },
  );
}

describe('bridge calls: a fair share per environment', () => {
  it('runs another environment\'s step while one environment\'s bridge hangs with more steps than the whole pool', async () => {
    const t = await mockAnd();
    const [stuck, quick] = await Promise.all([bridgeOf(hangingBridge), bridgeOf(quickBridge)]);
    await syncAndTrigger(t, DEV_KEY, stuck, 'stuck', MAX_CALLS + 8);
    await vi.waitFor(() => expect(stuck.pending).toBe(MAX_CALLS_PER_ENVIRONMENT), { timeout: 30_000 });
    const transactionId = await syncAndTrigger(t, PROD_KEY, quick, 'quick', 1);
    const jobs = await endedJobs(t, PROD_KEY, transactionId);
    expect(jobs.map((j) => `${j.type}:${j.status}`)).toEqual(['sms:completed']);
    // The order of events: the healthy step finished while the hanging environment's calls were still waiting.
    expect(stuck.pending).toBe(MAX_CALLS_PER_ENVIRONMENT);
    expect(t.deps.registry.resolve(DEV_KEY)?.bridgeTasks()).toHaveLength(MAX_CALLS + 8);
  });

  it('gives an environment with no call in flight one, even when hanging environments fill the whole pool', async () => {
    const t = await mockAnd({ isolateKeys: true });
    const [stuck, quick] = await Promise.all([bridgeOf(hangingBridge), bridgeOf(quickBridge)]);
    const hangingKeys = Array.from({ length: MAX_CALLS / MAX_CALLS_PER_ENVIRONMENT }, (_, i) => `fair-share-stuck-${i}`);
    for (const key of hangingKeys) await syncAndTrigger(t, key, stuck, 'stuck', MAX_CALLS_PER_ENVIRONMENT + 2);
    await vi.waitFor(() => expect(stuck.pending).toBe(MAX_CALLS), { timeout: 30_000 });
    const transactionId = await syncAndTrigger(t, 'fair-share-quick', quick, 'quick', 1);
    expect((await endedJobs(t, 'fair-share-quick', transactionId)).map((j) => j.status)).toEqual(['completed']);
    expect(stuck.pending).toBe(MAX_CALLS);
  });

  it('holds no slot while a step waits to be retried: the environment\'s next step runs meanwhile', async () => {
    const t = await mockAnd({ isolateKeys: true, bridgeRetries: 1 });
    const stuck = await bridgeOf(hangingBridge);
    let releaseFirstAttempts = () => {};
    const firstAttemptsReleased = new Promise<void>((resolve) => (releaseFirstAttempts = resolve));
    let quickAnswered = () => {};
    const afterQuick = new Promise<void>((resolve) => (quickAnswered = resolve));
    const attempts = new Map<string, number>();
    // `flaky` answers 503 (retried) at its first attempt, once the test says so, and 200 at its second, once
    // `quick` was answered: the step of `quick` must run while those of `flaky` wait for their retry.
    const bridge = await bridgeOf(() =>
      startRawBridge([{ workflowId: 'flaky', steps: [{ stepId: 'inbox', type: 'in_app' }] }, { workflowId: 'quick', steps: [{ stepId: 'text', type: 'sms' }] }], async (call) => {
        if (call.workflowId === 'quick') {
          quickAnswered();
          return { body: { outputs: { body: 'on time' } } };
        }
        const subscriberId = String((call.body.subscriber as { subscriberId?: unknown }).subscriberId);
        const attempt = (attempts.get(subscriberId) ?? 0) + 1;
        attempts.set(subscriberId, attempt);
        if (attempt === 1) {
          await firstAttemptsReleased;
          return { status: 503, body: { message: 'try again' } };
        }
        await afterQuick;
        return { body: { outputs: { body: 'second time lucky' } } };
      }),
    );
    // The whole pool in flight: other environments' hanging calls, and this environment's share of first attempts.
    for (let i = 0; i < MAX_CALLS / MAX_CALLS_PER_ENVIRONMENT - 1; i++) await syncAndTrigger(t, `retry-stuck-${i}`, stuck, 'stuck', MAX_CALLS_PER_ENVIRONMENT);
    const flaky = await syncAndTrigger(t, 'retry-flaky', bridge, 'flaky', MAX_CALLS_PER_ENVIRONMENT);
    await vi.waitFor(() => expect(stuck.pending + bridge.pending).toBe(MAX_CALLS), { timeout: 30_000 });
    const res = await t.api('retry-flaky').post('/v1/events/trigger', { name: 'quick', to: { subscriberId: 'quick-0', phone: '+15555550100' }, payload: {} });
    expect(res.status).toBe(201);
    releaseFirstAttempts();
    expect((await endedJobs(t, 'retry-flaky', res.body.data.transactionId as string)).map((j) => j.status)).toEqual(['completed']);
    const flakyJobs = await endedJobs(t, 'retry-flaky', flaky);
    expect(flakyJobs.map((j) => j.status)).toEqual(Array(MAX_CALLS_PER_ENVIRONMENT).fill('completed'));
    expect([...attempts.values()]).toEqual(Array(MAX_CALLS_PER_ENVIRONMENT).fill(2));
  });
});
