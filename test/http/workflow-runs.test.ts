/**
 * `GET /v1/activity/workflow-runs` and `/{workflowRunId}`, ported from today's real e2e tests
 * (apps/api/src/app/activity/e2e/get-workflow-runs.e2e.ts, get-workflow-run.e2e.ts): triggers through
 * @novu/api, reads over plain HTTP as the real tests do (the SDK of this version has no such method).
 */
import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';
import { DEV_ENV_ID, DEV_KEY } from '../helpers/test-app.js';

const sdk = useSdkMock(46);

interface Step { id?: string; stepRunId: string; stepId: string; stepType: string; status: string; providerId?: string; executionDetails?: { detail: string; status: string }[] }
interface Run { id: string; workflowId: string; subscriberId?: string; transactionId: string; status: string; deliveryLifecycleStatus: string; steps: Step[]; [field: string]: unknown }
interface RunPage { data: Run[]; next: string | null; previous: string | null }

async function get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${sdk.server().url}${path}`, { headers: { Authorization: `ApiKey ${DEV_KEY}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
async function runs(query: Record<string, string | number | string[]>): Promise<RunPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  const res = await get(`/v1/activity/workflow-runs?${params}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as RunPage;
}
async function clock(body: object): Promise<void> {
  const res = await fetch(`${sdk.server().url}/__admin/clock?apiKey=${DEV_KEY}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}
async function workflow(workflowId: string, steps: object[]): Promise<{ id: string; workflowId: string }> {
  const { result } = await sdk.novu().workflows.create({ name: workflowId, workflowId, source: 'editor', active: true, steps: steps as never });
  return { id: result.id, workflowId: result.workflowId };
}
const emailStep = { name: 'Email Step', type: 'email', controlValues: { subject: 'Test subject', body: 'Hello {{payload.firstName}}' } };
const inAppStep = { name: 'In-App Step', type: 'in_app', controlValues: { body: 'In-app notification content' } };

/** Triggers `count` runs per subscriber, the clock one second further for each trigger. */
async function triggerRuns(workflowId: string, to: string[], count: number, extra: object = {}): Promise<string[]> {
  const transactionIds: string[] = [];
  for (let i = 1; i <= count; i++) {
    await clock({ action: 'advance', ms: 1000 });
    const { result } = await sdk.novu().trigger({ workflowId, to, payload: { runNumber: i }, ...extra });
    transactionIds.push(result.transactionId ?? '');
  }
  return transactionIds;
}

describe('GET /v1/activity/workflow-runs', () => {
  it('pages newest first by cursor: 10 by default, then the rest; previous leads back to the first page', async () => {
    await clock({ action: 'freeze', at: '2026-04-01T00:00:00.000Z' });
    const wf = await workflow('runs-paging', [emailStep]);
    await triggerRuns(wf.workflowId, ['runs-a', 'runs-b'], 6);
    const first = await runs({ workflowIds: [wf.id] });
    expect(first.data).toHaveLength(10);
    expect(first.next).not.toBeNull();
    expect(first.previous).toBeNull();
    const second = await runs({ workflowIds: [wf.id], cursor: first.next ?? '' });
    expect(second.data).toHaveLength(2);
    expect(second.next).toBeNull();
    expect(second.previous).not.toBeNull();
    const back = await runs({ workflowIds: [wf.id], cursor: second.previous ?? '' });
    expect(back.data.map((r) => r.id)).toEqual(first.data.map((r) => r.id));
    expect(back.previous).toBeNull();
    // The oldest trigger is last; every run starts with its completed trigger step.
    const oldest = await get(`/v1/activity/workflow-runs/${second.data[1]?.id}`);
    expect((oldest.body.data as { payload: object }).payload).toEqual({ runNumber: 1 });
    const [step] = first.data[0]?.steps ?? [];
    expect(step?.id).toMatch(/^sr_/);
    expect(step).toMatchObject({ stepType: 'trigger', status: 'completed' });
    expect(first.data[0]?.steps.map((s) => s.stepType)).toEqual(['trigger', 'email']);
  });

  it('walks 11 runs two at a time forward without a duplicate, and back page by page to the first', async () => {
    const wf = await workflow('runs-walk', [inAppStep]);
    await triggerRuns(wf.workflowId, ['runs-walker'], 11);
    const forward: RunPage[] = [];
    let cursor: string | null = null;
    do {
      const page: RunPage = await runs({ workflowIds: [wf.id], limit: 2, ...(cursor ? { cursor } : {}) });
      forward.push(page);
      cursor = page.next;
    } while (cursor);
    const ids = forward.flatMap((p) => p.data.map((r) => r.id));
    expect(ids).toHaveLength(11);
    expect(new Set(ids).size).toBe(11);
    let previous = forward.at(-1)?.previous ?? null;
    for (let index = forward.length - 2; index >= 0; index--) {
      expect(previous, `page ${index + 1}`).not.toBeNull();
      const page = await runs({ workflowIds: [wf.id], limit: 2, cursor: previous ?? '' });
      expect(page.data.map((r) => r.id)).toEqual(forward[index]?.data.map((r) => r.id));
      expect(page.next).not.toBeNull();
      previous = page.previous;
    }
    expect(previous).toBeNull();
  });

  it('filters by workflow, subscriber, transaction, status, channel, dates, severity and context', async () => {
    await clock({ action: 'freeze', at: '2026-05-01T00:00:00.000Z' });
    const email = await workflow('runs-filter-email', [emailStep]);
    const inApp = await workflow('runs-filter-in-app', [inAppStep]);
    const delayed = await workflow('runs-filter-delay', [{ name: 'Wait', type: 'delay', controlValues: { amount: 1, unit: 'hours', type: 'regular' } }, inAppStep]);
    const [firstEmail] = await triggerRuns(email.workflowId, ['filter-one'], 1);
    const between = await (async () => {
      await clock({ action: 'advance', ms: 1000 });
      return new Date(Date.parse('2026-05-01T00:00:01.500Z')).toISOString();
    })();
    const [inAppTx] = await triggerRuns(inApp.workflowId, ['filter-two'], 1, { context: { tenant: 'acme' } });
    const [waiting] = await triggerRuns(delayed.workflowId, ['filter-one'], 1);
    const all = [email.id, inApp.id, delayed.id];

    expect((await runs({ workflowIds: [inApp.id] })).data.map((r) => r.transactionId)).toEqual([inAppTx]);
    expect((await runs({ workflowIds: all, subscriberIds: 'filter-one' })).data.map((r) => r.transactionId)).toEqual([waiting, firstEmail]);
    expect((await runs({ transactionIds: [firstEmail ?? ''] })).data.map((r) => r.subscriberId)).toEqual(['filter-one']);
    expect((await runs({ workflowIds: all, statuses: 'processing' })).data.map((r) => r.transactionId)).toEqual([waiting]);
    expect((await runs({ workflowIds: all, statuses: 'completed' })).data.map((r) => r.transactionId)).toEqual([inAppTx, firstEmail]);
    expect((await runs({ workflowIds: all, channels: 'email' })).data.map((r) => r.transactionId)).toEqual([firstEmail]);
    expect((await runs({ workflowIds: all, channels: ['email', 'in_app'] })).data).toHaveLength(3);
    expect((await runs({ workflowIds: all, createdGte: between })).data.map((r) => r.transactionId)).toEqual([waiting, inAppTx]);
    expect((await runs({ workflowIds: all, createdLte: between })).data.map((r) => r.transactionId)).toEqual([firstEmail]);
    expect((await runs({ workflowIds: all, severity: 'none' })).data).toHaveLength(3);
    expect((await runs({ workflowIds: all, severity: 'high' })).data).toEqual([]);
    expect((await runs({ workflowIds: all, contextKeys: 'tenant:acme' })).data.map((r) => r.transactionId)).toEqual([inAppTx]);
    expect((await runs({ workflowIds: all, contextKeys: '' })).data.map((r) => r.transactionId)).toEqual([waiting, firstEmail]);
  });

  it('filters by topic key (a key that contains the text) and by topic subscription (its topic and subscriber)', async () => {
    const wf = await workflow('runs-topics', [inAppStep]);
    for (const subscriberId of ['runs-ada', 'runs-bob']) await sdk.novu().subscribers.create({ subscriberId });
    await sdk.novu().topics.create({ key: 'runs-news', name: 'Runs news' });
    await sdk.novu().topics.subscriptions.create({ subscriptions: [{ identifier: 'runs-sub-ada', subscriberId: 'runs-ada' }, 'runs-bob'] }, 'runs-news');
    const { result } = await sdk.novu().trigger({ workflowId: wf.workflowId, to: { type: 'Topic', topicKey: 'runs-news' }, payload: {} });
    await sdk.novu().trigger({ workflowId: wf.workflowId, to: 'runs-ada', payload: {} });
    const byTopic = await runs({ workflowIds: [wf.id], topicKey: 'news' });
    expect(byTopic.data.map((r) => r.subscriberId).sort()).toEqual(['runs-ada', 'runs-bob']);
    expect(byTopic.data.every((r) => r.transactionId === result.transactionId)).toBe(true);
    expect((await runs({ workflowIds: [wf.id], subscriptionId: 'runs-sub-ada' })).data.map((r) => [r.subscriberId, r.transactionId])).toEqual([['runs-ada', result.transactionId]]);
    // An unknown subscription does not filter, as in the real use case.
    expect((await runs({ workflowIds: [wf.id], subscriptionId: 'nobody' })).data).toHaveLength(3);
    const { body } = await get(`/v1/activity/workflow-runs/${byTopic.data[0]?.id}`);
    expect((body.data as { topics: unknown[] }).topics).toEqual([{ _topicId: expect.any(String), topicKey: 'runs-news' }]);
  });

  it('answers an empty page for an unknown workflow, with both cursors null', async () => {
    expect(await runs({ workflowIds: ['non-existent-id'] })).toEqual({ data: [], next: null, previous: null });
  });

  it('refuses a cursor that is not one (400), an unknown status and a limit over 100 (422)', async () => {
    const bad = await get('/v1/activity/workflow-runs?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid cursor format');
    expect((await get('/v1/activity/workflow-runs?statuses=done')).status).toBe(422);
    expect((await get('/v1/activity/workflow-runs?limit=101')).status).toBe(422);
  });
});

describe('GET /v1/activity/workflow-runs/{workflowRunId}', () => {
  it('returns the run of one recipient: its ids, one trigger step queued first, the payload and overrides', async () => {
    const wf = await workflow('run-detail', [emailStep, inAppStep]);
    const { result } = await sdk.novu().trigger({ workflowId: wf.workflowId, to: ['run-detail-sub', '123'], payload: { firstName: 'John' }, overrides: { email: { toRecipient: 'x@example.com' } } });
    const [listed] = (await runs({ transactionIds: [result.transactionId ?? ''], subscriberIds: 'run-detail-sub' })).data;
    const { status, body } = await get(`/v1/activity/workflow-runs/${listed?.id}`);
    expect(status).toBe(200);
    const run = body.data as Run;
    const [event] = (await get(`/v1/notifications?transactionId=${result.transactionId}&subscriberIds=run-detail-sub`)).body.data as { _id: string; _organizationId: string }[];
    expect(run).toMatchObject({ id: event?._id, subscriberId: 'run-detail-sub', organizationId: event?._organizationId, environmentId: DEV_ENV_ID, workflowId: wf.id, triggerIdentifier: wf.workflowId, workflowName: 'run-detail', status: 'completed', deliveryLifecycleStatus: 'delivered', severity: 'none', critical: false });
    expect(run.payload).toEqual({ firstName: 'John' });
    expect(run.overrides).toEqual({ email: { toRecipient: 'x@example.com' } });
    expect(run.steps.filter((s) => s.stepType === 'trigger')).toHaveLength(1);
    expect(run.steps[0]?.executionDetails?.[0]?.detail).toBe('Step queued');
    expect(run.steps.map((s) => [s.stepType, s.status, s.providerId])).toEqual([['trigger', 'completed', undefined], ['email', 'completed', 'sendgrid'], ['in_app', 'completed', 'novu']]);
    expect(run.steps[1]?.executionDetails?.map((d) => d.detail)).toEqual(['Step queued', 'Message created', 'Message sent']);
  });

  it('answers 404 for an id it does not know', async () => {
    const { status, body } = await get('/v1/activity/workflow-runs/non-existent-workflow-run-id');
    expect(status).toBe(404);
    expect(body.message).toBe('Workflow run not found');
  });
});
