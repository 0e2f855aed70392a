import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';

// A backoff digest as today's real worker runs it (merge-or-create-digest's backoff look-back): the first event
// with no other digest job of the same workflow, subscriber and key value created within the backoff window is
// not digested (`skipped`, its steps run at once); the next ones within the window digest as a regular digest.
let t: Awaited<ReturnType<typeof makeTestApp>>;
const MINUTE = 60_000;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  t.deps.clock.freeze(new Date('2031-03-01T00:00:00.000Z'));
  // The fixtures' weekly-digest, made a backoff digest: a 10-minute window, a 5-minute look-back.
  const snapshot = (await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
  const workflows = snapshot.organizations[0].environments[0].data.workflows as { triggers: { identifier: string }[]; steps: { metadata?: object }[] }[];
  const weekly = workflows.find((w) => w.triggers[0]?.identifier === 'weekly-digest');
  if (!weekly?.steps[0]) throw new Error('the fixtures have no weekly-digest workflow');
  weekly.steps[0].metadata = { type: 'backoff', amount: 10, unit: 'minutes', digestKey: 'projectId', backoffAmount: 5, backoffUnit: 'minutes' };
  expect((await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ workflows: [weekly] })).status).toBe(201);
});

interface Job {
  type: string;
  status: string;
  executionDetails: { detail: string }[];
  digest?: { type: string; backoffAmount?: number; events?: { summary: string }[] };
}
const digest = async (summary: string, projectId = 'apollo') => {
  const res = await t.api().post('/v1/events/trigger', { name: 'weekly-digest', to: { subscriberId: 'backoff-ada', email: 'ada@example.com' }, payload: { projectName: 'Apollo', summary, projectId } });
  expect(res.status).toBe(201);
  return res.body.transactionId as string;
};
const jobsOf = async (transactionId: string): Promise<Job[]> => (await t.api().get(`/v1/notifications?transactionId=${transactionId}`)).body.data[0].jobs;
const statuses = async (transactionId: string) => (await jobsOf(transactionId)).map((job) => `${job.type}:${job.status}`);
const inApp = async () => ((await t.api().get('/v1/messages?subscriberId=backoff-ada&channel=in_app&limit=100')).body.data as { transactionId: string }[]).map((m) => m.transactionId);

describe('a backoff digest', () => {
  it('skips the first event of a window (its steps run at once), digests the next ones, and skips again after the window', async () => {
    const first = await digest('first');
    expect(await statuses(first)).toEqual(['digest:skipped', 'in_app:completed', 'email:completed']);
    const [job] = await jobsOf(first);
    expect(job?.executionDetails.map((d) => d.detail)).toEqual(['Step queued', 'Digest was skipped, first backoff event']);
    expect(job?.digest).toMatchObject({ type: 'backoff', backoffAmount: 5 });
    expect(await inApp()).toEqual([first]);

    t.deps.clock.advance(MINUTE);
    const second = await digest('second');
    const third = await digest('third');
    expect(await statuses(second)).toEqual(['digest:delayed', 'in_app:pending', 'email:pending']);
    expect(await statuses(third)).toEqual(['digest:merged', 'in_app:merged', 'email:merged']);
    t.deps.clock.advance(10 * MINUTE);
    expect(await statuses(second)).toEqual(['digest:completed', 'in_app:completed', 'email:completed']);
    expect((await jobsOf(second))[0]?.digest?.events?.map((e) => e.summary)).toEqual(['second', 'third']);
    expect((await inApp()).sort()).toEqual([first, second].sort());

    // Every digest job of the key is older than the 5-minute look-back now: the next event is the first again.
    const fourth = await digest('fourth');
    expect(await statuses(fourth)).toEqual(['digest:skipped', 'in_app:completed', 'email:completed']);
  });

  it('looks back per digest key value: another project starts its own window', async () => {
    await digest('apollo first');
    const other = await digest('gemini first', 'gemini');
    expect(await statuses(other)).toEqual(['digest:skipped', 'in_app:completed', 'email:completed']);
    const apolloAgain = await digest('apollo second');
    expect((await statuses(apolloAgain))[0]).toBe('digest:delayed');
  });
});
