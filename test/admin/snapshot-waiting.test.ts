import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

// A snapshot keeps the work still waiting (delays, digest windows, bridge steps): after a restore, moving the
// clock runs it on as if the snapshot had never been taken. The fixtures' payment-failed waits 30 minutes
// before its SMS; weekly-digest collects events for a week before its in-app message.
let t: Awaited<ReturnType<typeof makeTestApp>>;
const NOW = '2030-01-01T00:00:00.000Z';
beforeEach(async () => {
  t = await makeTestApp();
  await clock({ action: 'freeze', at: NOW });
});

const clock = async (body: object) => expect((await t.request().post(`/__admin/clock?apiKey=${DEV_KEY}`).send(body)).status).toBe(200);
const snapshot = async () => (await t.request().get('/__admin/snapshot').expect(200)).text;
const restore = (text: string) => t.request().put('/__admin/snapshot').set('content-type', 'application/json').send(text);
/** A reset, as a suite makes between tests; it puts the clock back to real time, and a snapshot does not hold the clock. */
const reset = async () => {
  expect((await t.request().post('/__admin/reset')).status).toBe(200);
  await clock({ action: 'freeze', at: NOW });
};
/** payment-failed's SMS, after its 30-minute delay, goes out from the second charge attempt on. */
const PAYMENT = { invoiceId: 'in_1', amount: '49.00', attempt: 2 };
const trigger = async (name: string, subscriberId: string, payload: object = {}) => {
  const to = { subscriberId, email: `${subscriberId}@example.com`, phone: '+15555550100' };
  const res = await t.api().post('/v1/events/trigger', { name, to, payload });
  expect(res.status).toBe(201);
  return res.body.data.transactionId as string;
};
const messagesOf = async (subscriberId: string, channel: string) =>
  ((await t.api().get(`/v1/messages?subscriberId=${subscriberId}&channel=${channel}&limit=100`)).body.data as { content: unknown }[]).length;
interface Job {
  type: string;
  status: string;
  executionDetails: { detail: string; raw?: string | null }[];
}
const jobsOf = async (transactionId: string) => {
  const list = (await t.api().get(`/v1/notifications?transactionId=${transactionId}`)).body.data as { jobs: Job[] }[];
  return list[0]?.jobs ?? [];
};

describe('a snapshot taken while work waits', () => {
  it('keeps a delay: after the restore, the clock sends the step after it', async () => {
    const tx = await trigger('payment-failed', 'waiting-delay', PAYMENT);
    const taken = await snapshot();
    expect(JSON.parse(taken).organizations[0].environments[0].data.waiting).toHaveLength(1);
    await reset();
    expect((await restore(taken)).status).toBe(200);
    expect(await messagesOf('waiting-delay', 'sms')).toBe(0);
    await clock({ action: 'advance', ms: 31 * 60_000 });
    expect(await messagesOf('waiting-delay', 'sms')).toBe(1);
    const delay = (await jobsOf(tx)).find((job) => job.type === 'delay');
    expect(delay?.status).toBe('completed');
    expect(delay?.executionDetails.map((d) => d.detail)).toContain('Delay is finished');
  });

  it('keeps a digest window: an event after the restore joins it, and the week sends one message of all', async () => {
    const first = await trigger('weekly-digest', 'waiting-digest', { projectId: 'p1' });
    await trigger('weekly-digest', 'waiting-digest', { projectId: 'p1' });
    const taken = await snapshot();
    await reset();
    expect((await restore(taken)).status).toBe(200);
    await trigger('weekly-digest', 'waiting-digest', { projectId: 'p1' });
    expect(await messagesOf('waiting-digest', 'in_app')).toBe(0);
    await clock({ action: 'advance', ms: 8 * 24 * 3_600_000 });
    expect(await messagesOf('waiting-digest', 'in_app')).toBe(1);
    const digest = (await jobsOf(first)).find((job) => job.type === 'digest');
    const triggered = digest?.executionDetails.find((d) => d.detail === 'Digest triggered events');
    expect(JSON.parse(String(triggered?.raw))).toHaveLength(3);
  });

  it("keeps a digest's merged events as runs: after the restore, cancelling the first event hands the digest to the next", async () => {
    const first = await trigger('weekly-digest', 'waiting-merged', { projectId: 'p3', summary: 'first' });
    const second = await trigger('weekly-digest', 'waiting-merged', { projectId: 'p3', summary: 'second' });
    await trigger('weekly-digest', 'waiting-merged', { projectId: 'p3', summary: 'third' });
    const taken = await snapshot();
    const [waiting] = JSON.parse(taken).organizations[0].environments[0].data.waiting as { merged?: { payload: { summary: string } }[] }[];
    expect(waiting?.merged?.map((m) => m.payload.summary)).toEqual(['second', 'third']);
    await reset();
    expect((await restore(taken)).status).toBe(200);
    expect((await t.api().delete(`/v1/events/trigger/${first}`)).body.data).toBe(true);
    expect((await jobsOf(second)).map((job) => job.status)).toEqual(['delayed', 'pending', 'pending']);
    await clock({ action: 'advance', ms: 8 * 24 * 3_600_000 });
    const digest = (await jobsOf(second)).find((job) => job.type === 'digest');
    const triggered = digest?.executionDetails.find((d) => d.detail === 'Digest triggered events');
    expect((JSON.parse(String(triggered?.raw)) as { summary: string }[]).map((e) => e.summary)).toEqual(['second', 'third']);
    expect(await messagesOf('waiting-merged', 'in_app')).toBe(1);
  });

  it('resumes a snapshot of an older version, whose event has no jobs yet for the steps after the wait', async () => {
    const tx = await trigger('payment-failed', 'waiting-older', PAYMENT);
    const taken = JSON.parse(await snapshot());
    const data = taken.organizations[0].environments[0].data;
    const event = (data.notifications as { transactionId: string; jobs: { type: string }[] }[]).find((n) => n.transactionId === tx);
    if (!event) throw new Error('the snapshot lacks the event');
    // Before every step had its job from the trigger on, the run stopped at the delay's job.
    event.jobs = event.jobs.slice(0, event.jobs.findIndex((job) => job.type === 'delay') + 1);
    await reset();
    expect((await restore(JSON.stringify(taken))).status).toBe(200);
    await clock({ action: 'advance', ms: 31 * 60_000 });
    expect((await jobsOf(tx)).map((job) => `${job.type}:${job.status}`)).toEqual(['in_app:completed', 'email:completed', 'delay:completed', 'sms:completed']);
    expect(await messagesOf('waiting-older', 'sms')).toBe(1);
  });

  it('gives back the same bytes: GET, PUT of them, GET', async () => {
    await trigger('payment-failed', 'waiting-bytes', PAYMENT);
    await trigger('weekly-digest', 'waiting-bytes', { projectId: 'p2' });
    const taken = await snapshot();
    expect((await restore(taken)).status).toBe(200);
    expect(await snapshot()).toBe(taken);
  });

  it('is refused whole (422 naming the record) when its waiting work names a notification it does not hold', async () => {
    await trigger('payment-failed', 'waiting-broken', PAYMENT);
    const taken = JSON.parse(await snapshot());
    const data = taken.organizations[0].environments[0].data;
    data.waiting[0]._notificationId = '665f1c2a9b1e4a00ffffffff';
    await reset();
    const before = await snapshot();
    const res = await restore(JSON.stringify(taken));
    expectErrorShape(res.body, 422);
    expect(JSON.stringify(res.body)).toContain('names notification 665f1c2a9b1e4a00ffffffff');
    expect(await snapshot()).toBe(before);
  });

  it('is refused whole when a merged event of a digest names a job its notification does not have', async () => {
    await trigger('weekly-digest', 'waiting-broken-merge', { projectId: 'p4' });
    await trigger('weekly-digest', 'waiting-broken-merge', { projectId: 'p4' });
    const taken = JSON.parse(await snapshot());
    const [waiting] = taken.organizations[0].environments[0].data.waiting;
    waiting.merged[0]._jobId = '665f1c2a9b1e4a00eeeeeeee';
    await reset();
    const before = await snapshot();
    const res = await restore(JSON.stringify(taken));
    expectErrorShape(res.body, 422);
    expect(JSON.stringify(res.body)).toContain('merged event: names job 665f1c2a9b1e4a00eeeeeeee');
    expect(await snapshot()).toBe(before);
  });
});
