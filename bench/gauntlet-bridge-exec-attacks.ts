/**
 * The gauntlet's attacks on how the mock runs the steps of code workflows: hostile bridges (hand-written, in
 * the gauntlet's process) that answer too deep, too much, with huge errors, or never. Each syncs its bridge,
 * triggers, and waits for the runs to end; the gauntlet then resets the state, which ends what still waits.
 */
import { nestedJson, answerText, startRawBridge, type RawAnswer, type RawBridge, type RawStep } from '../test/bridge/raw-bridge.js';
import { APP, type Attack, KEY, type Outcome, type Target, tally } from './gauntlet-client.js';

const PROD_KEY = 'test-api-key-prod';
/** How long the runs of an attack may take to end: only a hang gets near it. */
const SETTLE_MS = 120_000;
/** How long a healthy environment's one-step run may take while another environment's bridge hangs. */
const OTHER_ENVIRONMENT_BUDGET_MS = 1_000;

interface Reply {
  status: number;
  /** The answer's JSON (its text when it is none); the attacks read a few fields of it. */
  body: { data?: { token?: string; transactionId?: string } | { jobs: Job[] }[] } & Record<string, unknown>;
}

async function send(target: Target, method: string, path: string, { key = KEY, bearer, body }: { key?: string; bearer?: string; body?: unknown } = {}): Promise<Reply> {
  const headers: Record<string, string> = { authorization: bearer ? `Bearer ${bearer}` : `ApiKey ${key}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${target.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Reply['body'] };
  } catch {
    return { status: res.status, body: { text } };
  }
}

/** Starts a bridge with one workflow of `steps`, syncs it in `key`'s environment, and runs `attack` with it. */
async function withBridge(target: Target, workflowId: string, steps: RawStep[], answer: (stepId: string) => RawAnswer | Promise<RawAnswer>, attack: (bridge: RawBridge) => Promise<Outcome>, key = KEY): Promise<Outcome> {
  const bridge = await startRawBridge([{ workflowId, steps }], (call) => answer(call.stepId));
  try {
    const sync = await send(target, 'POST', '/v1/bridge/sync', { key, body: { bridgeUrl: bridge.url } });
    if (sync.status !== 201) return `sync ${sync.status} ${JSON.stringify(sync.body).slice(0, 100)}`;
    return await attack(bridge);
  } finally {
    await bridge.close();
  }
}

const recipients = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => ({ subscriberId: `${prefix}-${i}`, phone: `+1555556${String(i).padStart(4, '0')}` }));

async function trigger(target: Target, workflowId: string, to: unknown, key = KEY): Promise<string> {
  const res = await send(target, 'POST', '/v1/events/trigger', { key, body: { name: workflowId, to, payload: {} } });
  if (res.status !== 201) throw new Error(`trigger ${res.status} ${JSON.stringify(res.body).slice(0, 100)}`);
  return (res.body.data as { transactionId: string }).transactionId;
}

type Job = { type: string; status: string; executionDetails: { detail: string; raw?: string | null }[] };

/** The jobs of a transaction once none of them is pending any more (every run has ended or waits on the clock). */
async function settledJobs(target: Target, transactionId: string, key = KEY): Promise<Job[]> {
  for (const deadline = Date.now() + SETTLE_MS; Date.now() < deadline; ) {
    const page = await send(target, 'GET', `/v1/notifications?transactionId=${transactionId}&limit=50`, { key });
    if (page.status !== 200) throw new Error(`GET /v1/notifications ${page.status}`);
    const jobs = (page.body.data as { jobs: Job[] }[]).flatMap((e) => e.jobs);
    if (jobs.length > 0 && jobs.every((j) => j.status !== 'pending')) return jobs;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the runs of ${transactionId} did not end within ${SETTLE_MS} ms`);
}

/** The four routes that list a subscriber's in-app messages: `route status` each. */
async function feedsOf(target: Target, subscriberId: string): Promise<string> {
  const widget = await send(target, 'POST', '/v1/widgets/session/initialize', { body: { applicationIdentifier: APP, subscriberId, hmacHash: null } });
  const inbox = await send(target, 'POST', '/v1/inbox/session', { body: { applicationIdentifier: APP, subscriber: subscriberId } });
  const reads = await Promise.all([
    send(target, 'GET', `/v1/messages?subscriberId=${subscriberId}&channel=in_app`),
    send(target, 'GET', `/v1/subscribers/${subscriberId}/notifications/feed`),
    send(target, 'GET', '/v1/widgets/notifications/feed?page=0', { bearer: tokenOf(widget) }),
    send(target, 'GET', '/v1/inbox/notifications?limit=10', { bearer: tokenOf(inbox) }),
  ]);
  return `feeds ${tally(reads.map((r) => r.status))}`;
}

const tokenOf = (session: Reply): string => (session.body.data as { token?: string } | undefined)?.token ?? 'none';
const lastDetail = (job: Job | undefined) => job?.executionDetails.at(-1);
/** `n×word` for each word seen, in order of first sight. */
function countOf(words: string[]): string {
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].map(([w, n]) => `${n}×${w}`).join(', ');
}

export const BRIDGE_EXEC_ATTACKS: Attack[] = [
  {
    name: 'bridge-exec a. an execute answer with in-app data nested 6,000 deep, then the subscriber\'s four feeds',
    run: (t) =>
      withBridge(t, 'g-deep-step', [{ stepId: 'inbox', type: 'in_app' }], () => ({ body: answerText({ outputs: { body: 'deep', data: '<deep>' } }, nestedJson(6_000)) }), async () => {
        const [job] = await settledJobs(t, await trigger(t, 'g-deep-step', 'g-deep-user'));
        const code = JSON.parse(lastDetail(job)?.raw ?? '{}').code as string | undefined;
        return `step ${job?.status} (${code}); ${await feedsOf(t, 'g-deep-user')}`;
      }),
  },
  {
    name: 'bridge-exec b. custom steps with 7.8 MB of outputs, 10 runs waiting on a frozen clock',
    async run(t) {
      await fetch(`${t.base}/__admin/clock?apiKey=${KEY}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'freeze' }) });
      const outputs = { blob: 'o'.repeat(7_800_000) };
      const steps = [{ stepId: 'lookup', type: 'custom' }, { stepId: 'wait', type: 'delay' }, { stepId: 'inbox', type: 'in_app' }];
      return withBridge(t, 'g-big-outputs', steps, (stepId) => ({ body: { outputs: stepId === 'lookup' ? outputs : stepId === 'wait' ? { amount: 1, unit: 'days' } : { body: 'later' } } }), async () => {
        const customJobs: (Job | undefined)[] = [];
        for (let run = 0; run < 10; run++) customJobs.push((await settledJobs(t, await trigger(t, 'g-big-outputs', `g-outputs-${run}`)))[0]);
        const statuses = customJobs.map((j) => j?.status ?? 'none');
        const details = customJobs.map((j) => lastDetail(j)?.detail.slice(0, 30) ?? 'none');
        return `custom steps ${countOf(statuses)}: ${countOf(details)}`;
      });
    },
  },
  {
    name: 'bridge-exec c. a failing bridge\'s 7 MB error body for 20 jobs',
    run: (t) =>
      withBridge(t, 'g-huge-error', [{ stepId: 'inbox', type: 'in_app' }], () => ({ status: 400, body: { blob: 'e'.repeat(7_000_000) } }), async () => {
        const jobs = await settledJobs(t, await trigger(t, 'g-huge-error', recipients('g-error', 20)));
        const kept = jobs.map((j) => lastDetail(j)?.raw?.length ?? 0);
        return `jobs ${countOf(jobs.map((j) => j.status))}; the largest detail kept: ${Math.max(...kept)} bytes`;
      }),
  },
  {
    name: `bridge-exec d. a bridge that never answers 40 steps, then another environment's code workflow (budget ${OTHER_ENVIRONMENT_BUDGET_MS} ms)`,
    run: (t) => otherEnvironmentWhile(t, () => new Promise<RawAnswer>(() => {})),
  },
  {
    name: `bridge-exec e. a bridge that answers 503 to 40 steps (retried after 2 s and 4 s), then another environment's code workflow (budget ${OTHER_ENVIRONMENT_BUDGET_MS} ms)`,
    run: (t) => otherEnvironmentWhile(t, () => ({ status: 503, body: { message: 'busy' } })),
  },
];

/** Development's bridge answers 40 steps with `stuck`; meanwhile Production's one-step run is timed. */
function otherEnvironmentWhile(t: Target, stuck: () => RawAnswer | Promise<RawAnswer>): Promise<Outcome> {
  return withBridge(t, 'g-stuck', [{ stepId: 'inbox', type: 'in_app' }], stuck, async (stuckBridge) => {
    await trigger(t, 'g-stuck', recipients('g-stuck', 40));
    for (const deadline = Date.now() + SETTLE_MS; stuckBridge.calls.length === 0 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
    return withBridge(
      t,
      'g-other',
      [{ stepId: 'text', type: 'sms' }],
      () => ({ body: { outputs: { body: 'on time' } } }),
      async () => {
        const started = performance.now();
        const [job] = await settledJobs(t, await trigger(t, 'g-other', { subscriberId: 'g-other-user', phone: '+15555550199' }, PROD_KEY), PROD_KEY);
        const ms = Math.round(performance.now() - started);
        const slow = ms > OTHER_ENVIRONMENT_BUDGET_MS;
        return { outcome: `other environment's step ${job?.status} in ${ms} ms${slow ? ' SLOW' : ''}, ${stuckBridge.calls.length} stuck calls so far (${stuckBridge.pending} open)`, slow };
      },
      PROD_KEY,
    );
  });
}
