import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';

// A timed digest as today's real worker schedules it (TimedDigestDelayService, with the same recurrence library):
// the window ends at the next time the schedule names, here 12:30 each day, in UTC.
let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  t.deps.clock.freeze(new Date('2031-03-01T10:00:00.000Z'));
});

/** The fixtures' weekly-digest with `metadata` in place of its weekly window. */
async function digestWith(metadata: object): Promise<void> {
  const snapshot = (await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
  const workflows = snapshot.organizations[0].environments[0].data.workflows as { triggers: { identifier: string }[]; steps: { metadata?: object }[] }[];
  const weekly = workflows.find((w) => w.triggers[0]?.identifier === 'weekly-digest');
  if (!weekly?.steps[0]) throw new Error('the fixtures have no weekly-digest workflow');
  weekly.steps[0].metadata = metadata;
  expect((await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ workflows: [weekly] })).status).toBe(201);
}
interface Job {
  type: string;
  status: string;
  executionDetails: { detail: string; status: string; raw: string | null }[];
  digest?: { type: string; timed?: object; events?: { summary: string }[] };
}
const digest = async (summary: string) => {
  const res = await t.api().post('/v1/events/trigger', { name: 'weekly-digest', to: { subscriberId: 'timed-ada', email: 'ada@example.com' }, payload: { projectName: 'Apollo', summary, projectId: 'apollo' } });
  expect(res.status).toBe(201);
  return res.body.transactionId as string;
};
const jobsOf = async (transactionId: string): Promise<Job[]> => (await t.api().get(`/v1/notifications?transactionId=${transactionId}`)).body.data[0].jobs;

describe('a timed digest', () => {
  it('collects until the next time its schedule names, then sends one message of every event', async () => {
    await digestWith({ type: 'timed', amount: 1, unit: 'days', digestKey: 'projectId', timed: { atTime: '12:30:00' } });
    const first = await digest('first');
    const second = await digest('second');
    const [job] = await jobsOf(first);
    expect(job?.status).toBe('delayed');
    expect(job?.digest).toMatchObject({ type: 'timed', timed: { atTime: '12:30:00' } });
    expect(job?.executionDetails.at(-1)).toMatchObject({ detail: 'Step digested', raw: JSON.stringify({ delay: 150 * 60_000 }) });
    expect((await jobsOf(second))[0]?.status).toBe('merged');
    t.deps.clock.advance(150 * 60_000 - 1);
    expect((await jobsOf(first))[0]?.status).toBe('delayed');
    t.deps.clock.advance(1);
    const done = await jobsOf(first);
    expect(done.map((j) => j.status)).toEqual(['completed', 'completed', 'completed']);
    expect(done[0]?.digest?.events?.map((e) => e.summary)).toEqual(['first', 'second']);
  });

  it('waits for the weekday it names: Monday 09:00 from a Saturday 10:00 is 47 hours', async () => {
    await digestWith({ type: 'timed', amount: 1, unit: 'weeks', timed: { atTime: '09:00:00', weekDays: ['monday'] } });
    const [job] = await jobsOf(await digest('weekly'));
    expect(job?.executionDetails.at(-1)?.raw).toBe(JSON.stringify({ delay: 47 * 3_600_000 }));
  });

  it('fails the job, as the real service does, when the schedule names no time in its window', async () => {
    await digestWith({ type: 'timed', amount: 1, unit: 'days', timed: { monthlyType: 'on', ordinal: '5', ordinalValue: 'day' } });
    const jobs = await jobsOf(await digest('never'));
    expect(jobs[0]).toMatchObject({ status: 'failed' });
    expect(jobs[0]?.executionDetails.at(-1)).toMatchObject({ detail: 'Delay for next digest could not be calculated', status: 'Failed' });
  });
});
