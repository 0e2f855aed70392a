import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_INSTANT } from '../../src/lib/clock.js';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** The last instant a JavaScript Date can hold: valid for a Date, but no RFC 3339 timestamp. */
const LAST_DATE = '+275760-09-13T00:00:00.000Z';
const FIRST_DATE = '-271821-04-20T00:00:00.000Z';
const FUTURE = '2031-02-03T04:05:06.000Z';

let t: TestApp;
const clock = (body: object, apiKey?: string) => t.request().post(`/__admin/clock${apiKey ? `?apiKey=${apiKey}` : ''}`).send(body);
const readClock = async (apiKey?: string) => (await t.request().get(`/__admin/clock${apiKey ? `?apiKey=${apiKey}` : ''}`)).body;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything the issue saw break once the clock left the range: writes, error bodies, the clock itself, the journal. */
async function expectMockAnswers(expectedNow?: string): Promise<void> {
  const write = await t.api().post('/v2/subscribers', { subscriberId: `after-${Math.random()}` });
  expect(write.status).toBe(201);
  if (expectedNow !== undefined) expect(write.body.createdAt).toBe(expectedNow);
  const missing = await t.api().get('/v2/subscribers/no-such-subscriber');
  expect(missing.status).toBe(404);
  expect(missing.headers['content-type']).toMatch(/json/);
  expectErrorShape(missing.body, 404);
  const state = await t.request().get('/__admin/clock');
  expect(state.status).toBe(200);
  expect(Number.isNaN(Date.parse(state.body.now))).toBe(false);
  expect((await t.request().get('/__admin/requests?limit=1')).status).toBe(200);
}

describe('the clock never leaves the range of a timestamp', () => {
  beforeEach(async () => {
    t = await makeTestApp({ envelope: false, isolateKeys: true });
  });

  it('refuses advance by 1e300 ms with 422 naming ms and the range; nothing moves, everything answers', async () => {
    await clock({ action: 'freeze', at: FUTURE });
    const before = await readClock();
    for (const apiKey of [undefined, DEV_KEY]) {
      const res = await clock({ action: 'advance', ms: 1e300 }, apiKey);
      expect(res.status).toBe(422);
      const errors = expectErrorShape(res.body, 422).errors as Record<string, { messages: string[] }>;
      expect(Object.keys(errors)).toEqual(['body.ms']);
      expect(errors['body.ms']?.messages[0]).toContain(LAST_INSTANT);
    }
    expect(await readClock()).toEqual(before);
    await expectMockAnswers(FUTURE);
  });

  it.each([LAST_DATE, FIRST_DATE, '+010000-01-01T00:00:00.000Z'])('refuses to freeze at %s (a Date, but no timestamp), then advancing 1 ms moves nothing past it', async (at) => {
    await clock({ action: 'freeze', at: FUTURE });
    const res = await clock({ action: 'freeze', at });
    expect(res.status).toBe(422);
    expect(Object.keys(expectErrorShape(res.body, 422).errors as object)).toEqual(['body.at']);
    expect((await clock({ action: 'advance', ms: 1 })).status).toBe(200);
    await expectMockAnswers('2031-02-03T04:05:06.001Z');
  });

  it('freezes at the last instant, refuses to advance 1 ms past it, and writes still answer', async () => {
    expect((await clock({ action: 'freeze', at: LAST_INSTANT })).body.now).toBe(LAST_INSTANT);
    const res = await clock({ action: 'advance', ms: 1 });
    expect(res.status).toBe(422);
    expect(expectErrorShape(res.body, 422).timestamp).toBe(LAST_INSTANT);
    await expectMockAnswers(LAST_INSTANT);
  });

  it('a clock resumed at the last instant stays there instead of running past it', async () => {
    await clock({ action: 'freeze', at: LAST_INSTANT }, DEV_KEY);
    expect((await clock({ action: 'resume' }, DEV_KEY)).body.frozen).toBe(false);
    await pause(20);
    expect((await readClock(DEV_KEY)).now).toBe(LAST_INSTANT);
    await expectMockAnswers(LAST_INSTANT);
    expect((await t.request().get('/__admin/requests?limit=1')).body.data[0].at).toBe(LAST_INSTANT);
  });

  it('a running clock advanced up to the last instant stays there', async () => {
    // Real time stands still (a fake Date) while the clock is advanced to 200 ms before the last instant, then
    // moves 250 ms: however long the requests take, the clock runs into the last instant and stops there.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const ms = Date.parse(LAST_INSTANT) - Date.now() - 200;
      expect((await clock({ action: 'advance', ms }, DEV_KEY)).status).toBe(200);
      expect((await readClock(DEV_KEY)).now).toBe(new Date(Date.parse(LAST_INSTANT) - 200).toISOString());
      vi.setSystemTime(Date.now() + 250);
      expect((await readClock(DEV_KEY)).now).toBe(LAST_INSTANT);
      await expectMockAnswers(LAST_INSTANT);
    } finally {
      vi.useRealTimers();
    }
  });

  it('freezes at the first instant and answers writes', async () => {
    expect((await clock({ action: 'freeze', at: '0000-01-01T00:00:00.000Z' })).status).toBe(200);
    await expectMockAnswers('0000-01-01T00:00:00.000Z');
  });

  it('refuses --freeze-clock outside the range at start', async () => {
    await expect(makeTestApp({ envelope: false, freezeClockAt: LAST_DATE })).rejects.toThrow(/freeze-clock must be an instant from 0000-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z/);
  });
});

describe('a wait that ends past the last instant a Date holds', () => {
  it('a delay step of 1e300 days waits for ever instead of failing the trigger with a 500', async () => {
    t = await makeTestApp({ envelope: false });
    const snapshot = (await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
    const workflows = snapshot.organizations[0].environments[0].data.workflows as { triggers: { identifier: string }[]; steps: { metadata?: { amount?: number; unit?: string } }[] }[];
    const workflow = workflows.find((w) => w.triggers[0]?.identifier === 'welcome-onboarding');
    const delay = workflow?.steps.find((step) => step.metadata?.unit === 'days');
    if (!workflow || !delay?.metadata) throw new Error('the fixtures have no welcome-onboarding workflow with a delay in days');
    delay.metadata.amount = 1e300;
    expect((await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ workflows: [workflow] })).status).toBe(201);
    await clock({ action: 'freeze', at: FUTURE });
    const trigger = await t.api().post('/v1/events/trigger', { name: 'welcome-onboarding', to: 'far-future', payload: { workspaceName: 'w', plan: 'p' } });
    expect(trigger.status).toBe(201);
    const events = await t.api().get(`/v1/notifications?transactionId=${trigger.body.transactionId}`);
    expect(events.status).toBe(200);
    // The real worker's words for a delay that waits: 'Step delayed', its raw the wait in ms.
    const delayJob = (events.body.data[0].jobs as { type: string; status: string; executionDetails: { detail: string; raw: string }[] }[]).find((job) => job.type === 'delay');
    expect(delayJob?.status).toBe('delayed');
    expect(delayJob?.executionDetails.at(-1)).toMatchObject({ detail: 'Step delayed', raw: expect.stringMatching(/^\{"delay":8\.64[0-9]*e\+307\}$/) });
  });
});

describe('an error while answering an error', () => {
  it('still answers JSON in the error shape, never an HTML page (admin and API)', async () => {
    t = await makeTestApp({ envelope: false });
    vi.spyOn(t.deps.clock, 'now').mockImplementation(() => new Date(Number.NaN));
    for (const res of [await t.request().get('/__admin/clock'), await t.request().get('/__admin/no-such-route'), await t.request().get('/v2/subscribers')]) {
      expect(res.status).toBe(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(expectErrorShape(res.body, 500).errorId).toEqual(expect.any(String));
    }
    vi.restoreAllMocks();
  });
});
