import { workflow } from '@novu/framework';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';
import { startBridge } from './helpers.js';

const welcome = workflow(
  'code-welcome',
  async ({ step, payload }) => {
    const profile = await step.custom('profile', async () => ({ plan: payload.plan === 'pro' ? 'Pro' : 'Free' }), {
      outputSchema: { type: 'object', properties: { plan: { type: 'string' } }, required: ['plan'], additionalProperties: false } as const,
    });
    await step.inApp('inbox', async () => ({
      subject: `Welcome to ${profile.plan}`,
      body: `Hi ${String(payload.name)}, <b>welcome</b>!`,
      avatar: 'https://acme.test/a.png',
      primaryAction: { label: 'Open', redirect: { url: '/start' } },
      data: { plan: profile.plan },
    }));
    await step.email('mail', async () => ({ subject: `Welcome, ${String(payload.name)}`, body: `<p>Your plan: ${profile.plan}</p><a href="https://acme.test/start">Start</a>` }), {
      skip: () => payload.plan !== 'pro',
    });
    await step.sms('text', async () => ({ body: `Welcome ${String(payload.name)}` }));
  },
  {
    payloadSchema: { type: 'object', properties: { name: { type: 'string' }, plan: { type: 'string' } }, required: ['name'], additionalProperties: false } as const,
    tags: ['onboarding'],
    name: 'Code welcome',
  },
);

const failing = workflow('code-failing', async ({ step }) => {
  await step.inApp('broken', async () => {
    throw new Error('template service down');
  });
  await step.sms('after', async () => ({ body: 'still sent' }));
});

let mock: MockServer;
let bridge: Awaited<ReturnType<typeof startBridge>>;
const api = (method: string, path: string, body?: unknown) =>
  fetch(`${mock.url}${path}`, { method, headers: { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

beforeAll(async () => {
  [mock, bridge] = await Promise.all([
    // No bridge call here is meant to time out: the limit is far above what a loaded machine needs.
    (async () => startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures(), bridgeRetries: 0, bridgeTimeoutMs: 30_000 }))(),
    startBridge(DEV_KEY, [welcome, failing]),
  ]);
});
afterAll(async () => {
  await mock?.close();
  await bridge?.close();
});

/** The activity event of a transaction once no job of it waits any more (polled; 30 s without that is a hang). */
async function settledJobs(transactionId: string): Promise<{ type: string; status: string; executionDetails: { detail: string; raw?: string | null }[] }[]> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const res = await api('GET', `/v1/notifications?transactionId=${transactionId}`);
    const page = (await res.json()) as { data: { jobs: { type: string; status: string; executionDetails: { detail: string; raw?: string | null }[] }[] }[] };
    if (!Array.isArray(page.data)) throw new Error(`GET /v1/notifications: ${res.status} ${JSON.stringify(page).slice(0, 1500)}`);
    const jobs = page.data[0]?.jobs ?? [];
    if (jobs.length > 0 && jobs.every((j) => !['pending', 'queued'].includes(j.status))) {
      const last = jobs.at(-1);
      if (last && !['pending'].includes(last.status)) return jobs;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`transaction ${transactionId} did not settle`);
}

describe('code-first workflows: the mock plays the cloud for a @novu/framework bridge', () => {
  it('syncs the bridge (a signed discover) and stores its workflows as code workflows', async () => {
    const res = await api('POST', '/v1/bridge/sync?source=cli', { bridgeUrl: bridge.url });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { name: string; origin: string; type: string; tags: string[]; triggers: { identifier: string }[]; steps: { stepId: string; template: { type: string } }[] }[] };
    expect(data.map((w) => w.triggers[0]?.identifier).sort()).toEqual(['code-failing', 'code-welcome']);
    const code = data.find((w) => w.triggers[0]?.identifier === 'code-welcome');
    expect(code).toMatchObject({ name: 'Code welcome', origin: 'external', type: 'BRIDGE', tags: ['onboarding'] });
    expect(code?.steps.map((s) => `${s.stepId}:${s.template.type}`)).toEqual(['profile:custom', 'inbox:in_app', 'mail:email', 'text:sms']);
    expect(bridge.calls).toContain('GET discover');
    const status = await api('GET', '/v1/bridge/status');
    expect(((await status.json()) as { data: { status: string } }).data.status).toBe('ok');
  });

  it('runs a trigger step by step on the bridge: a custom step feeds the next, in-app and SMS messages, a skipped email', async () => {
    const to = { subscriberId: 'code-user', firstName: 'Ada', email: 'ada@code.test', phone: '+15555550142' };
    const res = await api('POST', '/v1/events/trigger', { name: 'code-welcome', to, payload: { name: 'Ada', plan: 'free' }, context: { tenant: 'acme', project: { id: 'p-1', data: { tier: 'gold' } } } });
    expect(res.status).toBe(201);
    const { transactionId } = ((await res.json()) as { data: { transactionId: string } }).data;
    const jobs = await settledJobs(transactionId);
    expect(jobs.map((j) => `${j.type}:${j.status}`)).toEqual(['custom:completed', 'in_app:completed', 'email:canceled', 'sms:completed']);
    expect(jobs[2]?.executionDetails.at(-1)).toMatchObject({ detail: 'Bridge execution skipped', status: 'Failed', raw: JSON.stringify({ skip: true }) });
    const listed = await api('GET', '/v1/messages?subscriberId=code-user&channel=in_app');
    const messages = (await listed.json()) as { data: { channel: string; subject?: string; content: string; avatar?: string; data?: unknown; cta: { data: { url?: string }; action?: { buttons: { content: string }[] } } }[] };
    if (!Array.isArray(messages.data)) throw new Error(JSON.stringify(messages).slice(0, 1200));
    const inbox = messages.data.find((m) => m.channel === 'in_app');
    expect(inbox).toMatchObject({ subject: 'Welcome to Free', avatar: 'https://acme.test/a.png', data: { plan: 'Free' } });
    expect(inbox?.content).toContain('welcome');
    expect(inbox?.cta.action?.buttons[0]?.content).toBe('Open');
    const sms = await mock.outbox.waitFor({ channel: 'sms', to: '+15555550142' }, { timeout: 30_000 });
    expect(sms.text).toBe('Welcome Ada');
    expect(bridge.calls.filter((c) => c.startsWith('POST execute'))).toEqual(['POST execute profile', 'POST execute inbox', 'POST execute mail', 'POST execute text']);
    // What the worker sends: the payload, the subscriber, the trigger's context, and each earlier step's result, nearest first.
    expect(bridge.executed.at(-1)).toMatchObject({
      payload: { name: 'Ada', plan: 'free' },
      controls: {},
      subscriber: { subscriberId: 'code-user', firstName: 'Ada', email: 'ada@code.test', phone: '+15555550142' },
      context: { tenant: { id: 'acme' }, project: { id: 'p-1', data: { tier: 'gold' } } },
      state: [
        { stepId: 'mail', outputs: {}, state: { status: 'canceled' } },
        { stepId: 'inbox', outputs: { seen: false, read: false, lastSeenDate: null, lastReadDate: null }, state: { status: 'completed' } },
        { stepId: 'profile', outputs: { plan: 'Free' }, state: { status: 'completed' } },
      ],
    });
  });

  it('sends the email a pro subscriber gets, its HTML as the bridge rendered it', async () => {
    const to = { subscriberId: 'code-pro', email: 'pro@code.test' };
    expect((await api('POST', '/v1/events/trigger', { name: 'code-welcome', to, payload: { name: 'Pro', plan: 'pro' } })).status).toBe(201);
    const email = await mock.outbox.waitFor({ channel: 'email', to: 'pro@code.test' }, { timeout: 30_000 });
    expect(email.subject).toBe('Welcome, Pro');
    expect(email.html).toContain('<p>Your plan: Pro</p>');
    expect(email.links).toEqual([{ href: 'https://acme.test/start', text: 'Start' }]);
  });

  it('fails the job of a step whose code throws, with the bridge\'s error in its execution details; the next step still runs', async () => {
    const res = await api('POST', '/v1/events/trigger', { name: 'code-failing', to: { subscriberId: 'code-fail', phone: '+15555550143' }, payload: {} });
    expect(res.status).toBe(201);
    const { transactionId } = ((await res.json()) as { data: { transactionId: string } }).data;
    const jobs = await settledJobs(transactionId);
    expect(jobs.map((j) => `${j.type}:${j.status}`)).toEqual(['in_app:failed', 'sms:completed']);
    const failed = jobs[0]?.executionDetails.at(-1);
    expect(failed?.detail).toBe('Bridge execution failed');
    expect(JSON.parse(failed?.raw ?? '{}')).toMatchObject({ statusCode: 502, code: 'StepExecutionFailedError', message: expect.stringContaining('template service down') });
  });

  it('previews a code step through the bridge, and a fixture step by rendering its controls', async () => {
    const res = await api('POST', '/v2/workflows/code-welcome/step/text/preview', { previewPayload: { payload: { name: 'Grace' } } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({ result: { type: 'sms', preview: { body: 'Welcome Grace' } }, previewPayloadExample: { payload: { name: 'Grace' } } });
    expect(bridge.calls).toContain('POST preview text');
    const own = await api('POST', '/v2/workflows/password-reset/step/reset-code-sms/preview', { previewPayload: { payload: { code: '777', expiresInMinutes: 5 } } });
    expect(((await own.json()) as { data: { result: { preview: { body: string } } } }).data.result.preview.body).toBe('Acme: your password reset code is 777. It expires in 5 minutes.');
    // An unknown step is no error for the real preview: 201 with an empty one.
    const unknown = await api('POST', '/v2/workflows/code-welcome/step/nope/preview', {});
    expect(unknown.status).toBe(201);
    expect(((await unknown.json()) as { data: unknown }).data).toEqual({ result: { preview: {} }, previewPayloadExample: {}, schema: null });
  });

  it('answers 400 with the reason when the bridge cannot be reached or is not a framework bridge', async () => {
    const unreachable = await api('POST', '/v1/bridge/sync', { bridgeUrl: 'http://127.0.0.1:59998/api/novu' });
    expect(unreachable.status).toBe(400);
    expect(((await unreachable.json()) as { message: string }).message).toMatch(/^Unable to reach Bridge Endpoint at `http:\/\/127\.0\.0\.1:59998\/api\/novu\?action=discover`/);
    const notABridge = await api('POST', '/v1/bridge/sync', { bridgeUrl: bridge.plainUrl });
    expect(notABridge.status).toBe(400);
    expect(((await notABridge.json()) as { message: string }).message).toMatch(/^Invalid Bridge URL Response/);
  });
});

describe('a bridge that does not answer in time', () => {
  it('fails the job with BridgeRequestTimeout after --bridge-timeout, and the run goes on', async () => {
    // The slow step answers only once the test is over: no limit is too short for it, and the bridge's other
    // calls (discover, the next step) have the whole limit, whatever the machine's load.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = workflow('code-slow', async ({ step }) => {
      await step.inApp('slow', async () => {
        await released;
        return { body: 'too late' };
      });
      await step.sms('after', async () => ({ body: 'on time' }));
    });
    const slowBridge = await startBridge(DEV_KEY, [slow]);
    const quick = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures(), bridgeRetries: 0, bridgeTimeoutMs: 5_000 });
    try {
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${quick.url}${path}`, { method, headers: { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect((await call('POST', '/v1/bridge/sync', { bridgeUrl: slowBridge.url })).status).toBe(201);
      expect((await call('POST', '/v1/events/trigger', { name: 'code-slow', to: { subscriberId: 'slow-user', phone: '+15555550144' }, payload: {} })).status).toBe(201);
      const sms = await quick.outbox.waitFor({ channel: 'sms', to: '+15555550144' }, { timeout: 60_000 });
      expect(sms.text).toBe('on time');
      const jobs = quick.deps.registry.resolve(DEV_KEY)?.activity.all().find((e) => e.transactionId === sms.transactionId)?.jobs as { type: string; status: string; executionDetails: { detail: string; raw: string }[] }[];
      expect(jobs.map((j) => `${j.type}:${j.status}`)).toEqual(['in_app:failed', 'sms:completed']);
      expect(JSON.parse(jobs[0]?.executionDetails.at(-1)?.raw ?? '{}')).toMatchObject({ statusCode: 408, code: 'BridgeRequestTimeout' });
    } finally {
      release();
      await quick.close();
      await slowBridge.close();
    }
  });
});
