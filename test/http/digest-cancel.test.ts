import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../helpers/test-app.js';

// Digests, delays and cancel as today's real service runs them (novuhq/novu: the worker's add-job and
// merge-or-create-digest, send-message/digest, the API's cancel-delayed use case), on the frozen clock. The
// fixtures' weekly-digest collects events by projectId for a week, then sends in-app and email; welcome-onboarding
// sends in-app and email, waits a day, then sends a second email; password-reset's email stops the run on failure.
let t: Awaited<ReturnType<typeof makeTestApp>>;
const NOW = new Date('2031-03-01T00:00:00.000Z');
const WEEK = 7 * 86_400_000;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  t.deps.clock.freeze(NOW);
});

interface Detail {
  detail: string;
  status: string;
  raw: string | null;
}
interface Job {
  type: string;
  status: string;
  executionDetails: Detail[];
  digest?: { type?: string; events?: { summary?: string }[] };
}
interface Event {
  _id: string;
  jobs: Job[];
  _digestedNotificationId?: string;
}

const trigger = async (name: string, to: object | string, payload: object = {}) => {
  const res = await t.api().post('/v1/events/trigger', { name, to, payload });
  expect(res.status).toBe(201);
  return res.body.transactionId as string;
};
const eventOf = async (transactionId: string): Promise<Event> => (await t.api().get(`/v1/notifications?transactionId=${transactionId}`)).body.data[0];
const statuses = async (transactionId: string) => (await eventOf(transactionId)).jobs.map((job) => `${job.type}:${job.status}`);
const detailsOf = (job: Job | undefined) => (job?.executionDetails ?? []).map((d) => d.detail);
const cancel = async (transactionId: string) => {
  const res = await t.api().delete(`/v1/events/trigger/${transactionId}`);
  expect(res.status).toBe(200);
  return res.body as boolean;
};
const inAppContents = async (subscriberId: string) =>
  ((await t.api().get(`/v1/messages?subscriberId=${subscriberId}&channel=in_app&limit=100`)).body.data as { content: string; transactionId: string }[]).map((m) => [m.transactionId, m.content]);
const ALICE = { subscriberId: 'digest-alice', email: 'alice@example.com' };
const digest = (summary: string, projectId = 'apollo', to: object = ALICE) => trigger('weekly-digest', to, { projectName: 'Apollo', summary, projectId });

describe('jobs for every step from the trigger on', () => {
  it('shows the steps after a delay pending, in the list and the event, until the clock reaches them', async () => {
    const tx = await trigger('welcome-onboarding', { subscriberId: 'jobs-delay', email: 'd@example.com' }, { workspaceName: 'Orbit', plan: 'pro' });
    expect(await statuses(tx)).toEqual(['in_app:completed', 'email:completed', 'delay:delayed', 'email:pending']);
    const event = await eventOf(tx);
    const one = (await t.api().get(`/v1/notifications/${event._id}`)).body as Event;
    expect(one.jobs.map((job) => job.status)).toEqual(['completed', 'completed', 'delayed', 'pending']);
    // The real add-job: 'Step queued', then 'Step delayed' with the wait in ms; a step not reached has no detail yet.
    expect(one.jobs[2]?.executionDetails.map((d) => [d.detail, d.status, d.raw])).toEqual([
      ['Step queued', 'Pending', null],
      ['Step delayed', 'Pending', JSON.stringify({ delay: 86_400_000 })],
    ]);
    expect(one.jobs[3]?.executionDetails).toEqual([]);
    t.deps.clock.advance(86_400_000);
    const after = await eventOf(tx);
    expect(after.jobs.map((job) => job.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(detailsOf(after.jobs[2]).at(-1)).toBe('Delay is finished');
  });

  it("takes a trigger's overrides.delay for a regular delay's and digest's window, as the real wait-duration service does", async () => {
    const res = await t.api().post('/v1/events/trigger', {
      name: 'welcome-onboarding',
      to: { subscriberId: 'jobs-override', email: 'o@example.com' },
      payload: { workspaceName: 'Orbit', plan: 'pro' },
      overrides: { delay: { amount: 2, unit: 'hours' } },
    });
    const delayJob = (await eventOf(res.body.transactionId)).jobs[2];
    expect(delayJob?.executionDetails.at(-1)).toMatchObject({ detail: 'Step delayed', raw: JSON.stringify({ delay: 7_200_000 }) });
    t.deps.clock.advance(7_200_000);
    expect(await statuses(res.body.transactionId)).toEqual(['in_app:completed', 'email:completed', 'delay:completed', 'email:completed']);
    const digested = await t.api().post('/v1/events/trigger', { name: 'weekly-digest', to: ALICE, payload: { projectId: 'o' }, overrides: { delay: { amount: 5, unit: 'minutes' } } });
    expect((await eventOf(digested.body.transactionId)).jobs[0]?.executionDetails.at(-1)).toMatchObject({ detail: 'Step digested', raw: JSON.stringify({ delay: 300_000 }) });
  });

  it('shows a digest collecting delayed, and the steps after it pending', async () => {
    const tx = await digest('first');
    expect(await statuses(tx)).toEqual(['digest:delayed', 'in_app:pending', 'email:pending']);
    const [job] = (await eventOf(tx)).jobs;
    expect(job?.executionDetails.map((d) => [d.detail, d.status, d.raw])).toEqual([
      ['Step queued', 'Pending', null],
      ['Step digested', 'Pending', JSON.stringify({ delay: WEEK })],
    ]);
  });

  it("shows a digest not reached yet pending, with its step's settings, as the real job carries them from the start", async () => {
    // weekly-digest with welcome-onboarding's one-day delay before its digest.
    const snapshot = (await t.request().get('/__admin/snapshot?apiKey=test-api-key')).body;
    const workflows = snapshot.organizations[0].environments[0].data.workflows as { triggers: { identifier: string }[]; steps: { template?: { type?: string } }[] }[];
    const weekly = workflows.find((w) => w.triggers[0]?.identifier === 'weekly-digest');
    const delayStep = workflows.find((w) => w.triggers[0]?.identifier === 'welcome-onboarding')?.steps.find((step) => step.template?.type === 'delay');
    if (!weekly || !delayStep) throw new Error('the fixtures lack weekly-digest or welcome-onboarding');
    weekly.steps.unshift(delayStep);
    expect((await t.request().post('/__admin/fixtures?apiKey=test-api-key').send({ workflows: [weekly] })).status).toBe(201);
    const tx = await digest('later');
    const jobs = (await eventOf(tx)).jobs;
    expect(jobs.map((job) => `${job.type}:${job.status}`)).toEqual(['delay:delayed', 'digest:pending', 'in_app:pending', 'email:pending']);
    expect(jobs[1]?.digest).toEqual({ type: 'regular', digestKey: 'projectId', amount: 1, unit: 'weeks' });
    expect(jobs[1]?.executionDetails).toEqual([]);
  });

  it('marks a merged event merged, its later jobs too, and completes the digest with every event', async () => {
    const first = await digest('first');
    const second = await digest('second');
    const merged = await eventOf(second);
    expect(merged.jobs.map((job) => job.status)).toEqual(['merged', 'merged', 'merged']);
    expect(detailsOf(merged.jobs[0])).toEqual(['Step queued', 'Digest was merged with other digest']);
    expect(merged._digestedNotificationId).toBe((await eventOf(first))._id);
    t.deps.clock.advance(WEEK);
    const done = await eventOf(first);
    expect(done.jobs.map((job) => job.status)).toEqual(['completed', 'completed', 'completed']);
    const triggered = done.jobs[0]?.executionDetails.find((d) => d.detail === 'Digest triggered events');
    expect(triggered?.status).toBe('Success');
    expect((JSON.parse(String(triggered?.raw)) as { summary: string }[]).map((e) => e.summary)).toEqual(['first', 'second']);
    expect(done.jobs[0]?.digest?.events?.map((e) => e.summary)).toEqual(['first', 'second']);
    // The merged event's jobs stay merged: its events went out in the first one's message.
    expect(await statuses(second)).toEqual(['digest:merged', 'in_app:merged', 'email:merged']);
    expect(await inAppContents(ALICE.subscriberId)).toEqual([[first, 'Your weekly summary for Apollo is ready: first']]);
  });

  it('cancels the steps after a step that failed and stops the run, with the real detail', async () => {
    // The email step fails (no active email integration); a missing address only cancels it and would not stop the run.
    const environmentId = (await t.api().get('/v1/environments/me')).body._id as string;
    const integrations = (await t.api().get('/v1/integrations/active')).body as { _id: string; channel: string; _environmentId: string }[];
    for (const email of integrations.filter((i) => i.channel === 'email' && i._environmentId === environmentId)) expect((await t.api().put(`/v1/integrations/${email._id}`, { active: false })).status).toBe(200);
    const tx = await trigger('password-reset', { subscriberId: 'stop-on-fail', email: 'stop@example.com' }, { expiresInMinutes: 15, resetUrl: 'https://r.test', ipAddress: '10.0.0.1', code: '123456' });
    const [email, sms] = (await eventOf(tx)).jobs;
    expect(email?.status).toBe('failed');
    expect(sms?.status).toBe('canceled');
    expect(sms?.executionDetails.map((d) => [d.detail, d.status])).toEqual([['Step was canceled because a previous step failed', 'Failed']]);
  });
});

describe('DELETE /v1/events/trigger/{transactionId}', () => {
  it('cancels a pending delay and the steps not reached, for every subscriber of the transaction', async () => {
    const res = await t.api().post('/v1/events/trigger', {
      name: 'welcome-onboarding',
      to: [
        { subscriberId: 'cancel-a', email: 'a@example.com' },
        { subscriberId: 'cancel-b', email: 'b@example.com' },
      ],
      payload: { workspaceName: 'Orbit', plan: 'pro' },
    });
    const tx = res.body.transactionId as string;
    expect(await cancel(tx)).toBe(true);
    const events = (await t.api().get(`/v1/notifications?transactionId=${tx}`)).body.data as Event[];
    expect(events.map((event) => event.jobs.map((job) => job.status))).toEqual([
      ['completed', 'completed', 'canceled', 'canceled'],
      ['completed', 'completed', 'canceled', 'canceled'],
    ]);
    // The real use case writes no execution detail: the jobs only change status.
    expect(detailsOf(events[0]?.jobs[2])).toEqual(['Step queued', 'Step delayed']);
    expect(detailsOf(events[0]?.jobs[3])).toEqual([]);
    t.deps.clock.advance(2 * 86_400_000);
    const emails = (await t.api().get('/v1/messages?subscriberId=cancel-a&channel=email')).body.data as unknown[];
    expect(emails).toHaveLength(1);
  });

  it('answers false, changing nothing, when nothing is delayed or merged: a finished transaction, a second cancel, an unknown one', async () => {
    const done = await trigger('comment-mention', 'cancel-done', { commenterName: 'G', postTitle: 'R', commentPreview: 'x', commentId: 'c1' });
    const before = await statuses(done);
    expect(await cancel(done)).toBe(false);
    expect(await statuses(done)).toEqual(before);
    const waiting = await digest('only', 'solo');
    expect(await cancel(waiting)).toBe(true);
    expect(await cancel(waiting)).toBe(false);
    expect(await cancel('no-such-transaction')).toBe(false);
  });

  it('cancels an event merged into another digest: true, its merged jobs canceled, and the digest goes out without it', async () => {
    const first = await digest('first');
    const second = await digest('second');
    const third = await digest('third');
    expect(await cancel(second)).toBe(true);
    expect(await statuses(second)).toEqual(['digest:canceled', 'in_app:canceled', 'email:canceled']);
    expect(await statuses(first)).toEqual(['digest:delayed', 'in_app:pending', 'email:pending']);
    t.deps.clock.advance(WEEK);
    expect((await eventOf(first)).jobs[0]?.digest?.events?.map((e) => e.summary)).toEqual(['first', 'third']);
    expect(await statuses(third)).toEqual(['digest:merged', 'in_app:merged', 'email:merged']);
    expect(await statuses(second)).toEqual(['digest:canceled', 'in_app:canceled', 'email:canceled']);
  });

  it("hands a cancelled main digest to the next merged event, which sends the digest when the first one's window ends", async () => {
    const first = await digest('first');
    t.deps.clock.advance(60_000);
    const second = await digest('second');
    t.deps.clock.advance(60_000);
    const third = await digest('third');
    expect(await cancel(first)).toBe(true);
    expect(await statuses(first)).toEqual(['digest:canceled', 'in_app:canceled', 'email:canceled']);
    // The first event merged into it takes the digest over; the others now belong to it.
    expect(await statuses(second)).toEqual(['digest:delayed', 'in_app:pending', 'email:pending']);
    expect(await statuses(third)).toEqual(['digest:merged', 'in_app:merged', 'email:merged']);
    // A later event with the same key joins the new main digest.
    const fourth = await digest('fourth');
    expect(await statuses(fourth)).toEqual(['digest:merged', 'in_app:merged', 'email:merged']);
    t.deps.clock.advance(WEEK - 2 * 60_000 - 1);
    expect(await inAppContents(ALICE.subscriberId)).toEqual([]);
    t.deps.clock.advance(1);
    expect(await statuses(second)).toEqual(['digest:completed', 'in_app:completed', 'email:completed']);
    expect((await eventOf(second)).jobs[0]?.digest?.events?.map((e) => e.summary)).toEqual(['second', 'third', 'fourth']);
    expect(await inAppContents(ALICE.subscriberId)).toEqual([[second, 'Your weekly summary for Apollo is ready: second']]);
  });

  it('cancels the main digest and then its follower: the digest ends with the next one', async () => {
    const first = await digest('first');
    const second = await digest('second');
    const third = await digest('third');
    expect(await cancel(first)).toBe(true);
    expect(await cancel(second)).toBe(true);
    expect(await statuses(third)).toEqual(['digest:delayed', 'in_app:pending', 'email:pending']);
    t.deps.clock.advance(WEEK);
    expect((await eventOf(third)).jobs[0]?.digest?.events?.map((e) => e.summary)).toEqual(['third']);
    expect(await inAppContents(ALICE.subscriberId)).toEqual([[third, 'Your weekly summary for Apollo is ready: third']]);
  });

  it('cancels a digest with nothing merged: it sends nothing, and the next event opens a new one', async () => {
    const first = await digest('first');
    expect(await cancel(first)).toBe(true);
    const second = await digest('second');
    expect(await statuses(second)).toEqual(['digest:delayed', 'in_app:pending', 'email:pending']);
    t.deps.clock.advance(WEEK);
    expect(await inAppContents(ALICE.subscriberId)).toEqual([[second, 'Your weekly summary for Apollo is ready: second']]);
  });
});
