import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

type Job = { type: string; status: string; providerId: string; executionDetails: { detail: string; status: string }[]; digest?: { events: unknown[] } };
type Event = { _id: string; transactionId: string; jobs: Job[]; _digestedNotificationId?: string; subscriber: { subscriberId: string }; template: { name: string }; tags: string[]; channels: string[] };

const trigger = (body: object) => t.api().post('/v1/events/trigger', body);
const eventsOf = async (transactionId: string): Promise<Event[]> => (await t.api().get(`/v1/notifications?transactionId=${transactionId}&limit=50`)).body.data;
const messagesOf = async (transactionId: string) => (await t.api().get(`/v1/messages?transactionId=${transactionId}&limit=100`)).body.data;
const mention = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_42' };
const welcome = (plan: string) => ({ workspaceName: 'Orbit', plan });
const DAY = 86_400_000;

describe('POST /v1/events/trigger', () => {
  it('creates the recipient, one activity event with a job per step, and a rendered in-app message', async () => {
    const res = await trigger({ name: 'comment-mention', to: { subscriberId: 'trig-1', firstName: 'Ada', email: 'ada@t.test' }, payload: mention });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ acknowledged: true, status: 'processed', transactionId: expect.stringMatching(/^[0-9a-f-]{36}$/), activityFeedLink: expect.stringMatching(/\/activity\/requests\?selectedLogId=req_[0-9a-f]{24}$/) });
    expect((await t.api().get('/v2/subscribers/trig-1')).body).toMatchObject({ firstName: 'Ada', email: 'ada@t.test' });
    const [event] = await eventsOf(res.body.transactionId);
    expect(event?.subscriber.subscriberId).toBe('trig-1');
    expect(event?.template.name).toBe('Comment mention');
    // The push step has a filter (subscriber isOnline EQUAL false) that a new subscriber does not meet.
    expect(event?.jobs.map((j) => [j.type, j.status])).toEqual([['in_app', 'completed'], ['push', 'canceled']]);
    const [message] = await messagesOf(res.body.transactionId);
    expect(message).toMatchObject({ channel: 'in_app', read: false, seen: false, content: expect.stringContaining('Ship it!') });
    expect(message.cta.data.url).toContain('cmt_42');
  });

  it('sends push only to the device tokens of an active integration', async () => {
    const shipped = { orderId: 'ORD-1', carrier: 'DHL', estimatedDelivery: 'Friday', trackingUrl: 'https://t.test' };
    const without = await trigger({ name: 'order-shipped', to: 'trig-push', payload: shipped });
    // The real push use case skips the step: the job ends canceled with its warning.
    const skipped = (await eventsOf(without.body.transactionId))[0]?.jobs[2];
    expect(skipped).toMatchObject({ type: 'push', status: 'canceled' });
    expect(skipped?.executionDetails.at(-1)).toMatchObject({ status: 'Warning', detail: 'Subscriber does not have a configured channel' });
    await t.api().patch('/v1/subscribers/trig-push/credentials', { providerId: 'fcm', credentials: { deviceTokens: ['tok-1', 'tok-2'] } });
    const res = await trigger({ name: 'order-shipped', to: 'trig-push', payload: shipped });
    const push = (await messagesOf(res.body.transactionId)).find((m: { channel: string }) => m.channel === 'push');
    expect(push).toMatchObject({ deviceTokens: ['tok-1', 'tok-2'], title: 'Order ORD-1 shipped', providerId: 'fcm' });
    expect((await eventsOf(res.body.transactionId))[0]?.jobs[2]).toMatchObject({ status: 'completed', providerId: 'fcm' });
  });

  it('sends email and sms through the primary integration, and skips the sms of a subscriber without a phone', async () => {
    const payload = { expiresInMinutes: 15, resetUrl: 'https://r.test', ipAddress: '10.0.0.1', code: '123456' };
    const res = await trigger({ name: 'password-reset', to: { subscriberId: 'trig-mail', email: 'm@t.test' }, payload });
    const email = (await messagesOf(res.body.transactionId)).find((m: { channel: string }) => m.channel === 'email');
    expect(email).toMatchObject({ channel: 'email', email: 'm@t.test', providerId: 'sendgrid' });
    const jobs = (await eventsOf(res.body.transactionId))[0]?.jobs ?? [];
    expect(jobs.map((j) => [j.type, j.status, j.providerId])).toEqual([['email', 'completed', 'sendgrid'], ['sms', 'canceled', 'twilio']]);
    const mailgun = t.deps.registry.resolve(DEV_KEY)?.integrations.list().find((i) => i.providerId === 'mailgun');
    await t.api().post(`/v1/integrations/${mailgun?._id}/set-primary`);
    const again = await trigger({ name: 'password-reset', to: { subscriberId: 'trig-mail', phone: '+15555550199' }, payload });
    const channels = (await messagesOf(again.body.transactionId)).map((m: { channel: string; providerId: string }) => `${m.channel}:${m.providerId}`);
    expect(channels.sort()).toEqual(['email:mailgun', 'sms:twilio']);
  });

  it('skips steps whose filters fail', async () => {
    const free = await trigger({ name: 'welcome-onboarding', to: 'trig-free', payload: welcome('free') });
    const pro = await trigger({ name: 'welcome-onboarding', to: 'trig-pro', payload: welcome('pro') });
    const last = async (tx: string) => (await eventsOf(tx))[0]?.jobs.at(-1);
    expect(await last(free.body.transactionId)).toMatchObject({ type: 'email', status: 'canceled' });
    expect((await last(free.body.transactionId))?.executionDetails.at(-1)).toMatchObject({ detail: 'Step was skipped based on steps conditions', status: 'Failed' });
    expect((await last(pro.body.transactionId))?.type).toBe('email');
  });

  it('holds a delay until the frozen clock passes it', async () => {
    t.deps.clock.freeze(new Date('2031-01-01T00:00:00.000Z'));
    const res = await trigger({ name: 'welcome-onboarding', to: { subscriberId: 'trig-delay', email: 'd@t.test' }, payload: welcome('pro') });
    let jobs = (await eventsOf(res.body.transactionId))[0]?.jobs ?? [];
    // Every step has its job from the trigger on: the one after the delay waits `pending`.
    expect(jobs.map((j) => `${j.type}:${j.status}`)).toEqual(['in_app:completed', 'email:completed', 'delay:delayed', 'email:pending']);
    t.deps.clock.advance(DAY - 1000);
    expect((await eventsOf(res.body.transactionId))[0]?.jobs.map((j) => j.status)).toEqual(['completed', 'completed', 'delayed', 'pending']);
    t.deps.clock.advance(1000);
    jobs = (await eventsOf(res.body.transactionId))[0]?.jobs ?? [];
    expect(jobs.map((j) => `${j.type}:${j.status}`)).toEqual(['in_app:completed', 'email:completed', 'delay:completed', 'email:completed']);
    expect((await messagesOf(res.body.transactionId)).filter((m: { channel: string }) => m.channel === 'email')).toHaveLength(2);
  });

  it('completes delays at once when the clock runs', async () => {
    const res = await trigger({ name: 'welcome-onboarding', to: { subscriberId: 'trig-now', email: 'n@t.test' }, payload: welcome('pro') });
    expect((await eventsOf(res.body.transactionId))[0]?.jobs.map((j) => j.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
  });

  it('collects events with the same digest key into one message', async () => {
    t.deps.clock.freeze(new Date('2031-01-01T00:00:00.000Z'));
    const digest = (summary: string, projectId = 'p-1') => trigger({ name: 'weekly-digest', to: { subscriberId: 'trig-digest', email: 'g@t.test' }, payload: { projectName: 'Apollo', summary, projectId } });
    const first = (await digest('first')).body.transactionId;
    const second = (await digest('second')).body.transactionId;
    const other = (await digest('other project', 'p-2')).body.transactionId;
    const leader = (await eventsOf(first))[0] as Event;
    expect(leader.jobs[0]).toMatchObject({ type: 'digest', status: 'delayed' });
    const merged = (await eventsOf(second))[0] as Event;
    expect(merged.jobs[0]?.status).toBe('merged');
    expect(merged._digestedNotificationId).toBe(leader._id);
    expect((await eventsOf(other))[0]?.jobs[0]?.status).toBe('delayed');
    t.deps.clock.advance(7 * DAY);
    const done = (await eventsOf(first))[0] as Event;
    expect(done.jobs[0]?.digest?.events).toHaveLength(2);
    expect(done.jobs.map((j) => j.status)).toEqual(['completed', 'completed', 'completed']);
    expect((await messagesOf(first)).map((m: { channel: string }) => m.channel).sort()).toEqual(['email', 'in_app']);
    expect(await messagesOf(second)).toEqual([]);
  });

  it('cancels waiting work of a transaction', async () => {
    t.deps.clock.freeze(new Date('2031-01-01T00:00:00.000Z'));
    const res = await trigger({ name: 'welcome-onboarding', to: 'trig-cancel', payload: welcome('pro') });
    const cancelled = await t.api().delete(`/v1/events/trigger/${res.body.transactionId}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toBe(true);
    expect((await t.api().delete(`/v1/events/trigger/${res.body.transactionId}`)).body).toBe(false);
    t.deps.clock.advance(2 * DAY);
    const jobs = (await eventsOf(res.body.transactionId))[0]?.jobs ?? [];
    // The SMS of a recipient without a phone is stored and its job canceled (as the real service); the
    // delay and the step after it, not reached yet, both end `canceled`.
    expect(jobs.map((j) => j.status)).toEqual(['completed', 'canceled', 'canceled', 'canceled']);
    // Like the real service (cancel-delayed: `if (!jobs?.length) return false`): unknown → 200 false.
    const unknown = await t.api().delete('/v1/events/trigger/no-such-transaction');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBe(false);
  });

  it('triggers for several recipients under one transactionId', async () => {
    const res = await trigger({ name: 'comment-mention', to: ['trig-a', { subscriberId: 'trig-b', firstName: 'Bea' }], payload: mention, transactionId: 'tx-many' });
    expect(res.body.transactionId).toBe('tx-many');
    const events = await eventsOf('tx-many');
    expect(events.map((e) => e.subscriber.subscriberId).sort()).toEqual(['trig-a', 'trig-b']);
  });

  it('answers trigger_not_active for an inactive workflow, with no effect', async () => {
    const before = t.stateOf();
    const res = await trigger({ name: 'team-invite', to: 'trig-x', payload: { inviterName: 'a', teamName: 'b', role: 'c', inviteUrl: 'd' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ acknowledged: true, status: 'trigger_not_active' });
    expect(t.stateOf()).toBe(before);
  });

  it.each([
    ['an unknown workflow', { name: 'no-such-flow', to: 'x' }, 422, 'workflow_not_found'],
    ['a payload that breaks the workflow schema', { name: 'payment-failed', to: 'x', payload: { amount: '49.00' } }, 400, 'Payload validation failed: root.invoiceId: must have required property \'invoiceId\''],
  ])('refuses %s, changing nothing', async (_name, body, status, message) => {
    const before = t.stateOf();
    const activity = t.deps.registry.resolve(DEV_KEY)?.activity.all().length;
    const res = await trigger(body);
    expect(res.status).toBe(status);
    expectErrorShape(res.body, status);
    expect(res.body.message).toBe(message);
    expect(t.stateOf()).toBe(before);
    expect(t.deps.registry.resolve(DEV_KEY)?.activity.all().length).toBe(activity);
  });

  it('accepts a reused transactionId (201) and stores nothing of it, as the real worker drops it', async () => {
    await trigger({ name: 'comment-mention', to: 'x', payload: mention, transactionId: 'tx-once' });
    const again = await trigger({ name: 'comment-mention', to: 'y', payload: mention, transactionId: 'tx-once' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ acknowledged: true, status: 'processed', transactionId: 'tx-once', activityFeedLink: expect.any(String) });
    expect((await eventsOf('tx-once')).map((e) => e.subscriber.subscriberId)).toEqual(['x']);
  });

  it.each([[{ to: 'x' }], [{ name: 'comment-mention' }], [{ name: 'comment-mention', to: [] }], [{ name: 'comment-mention', to: { firstName: 'no id' } }]])(
    'refuses a malformed body %j with 422',
    async (body) => {
      expect((await trigger(body)).status).toBe(422);
    },
  );

  it('upserts recipient channels and turns context into context keys', async () => {
    const shipped = { orderId: 'ORD-2', carrier: 'UPS', estimatedDelivery: 'Monday', trackingUrl: 'https://t.test' };
    const res = await trigger({
      name: 'order-shipped',
      to: { subscriberId: 'trig-ch', channels: [{ providerId: 'apns', credentials: { deviceTokens: ['apns-1'] } }] },
      payload: shipped,
      context: { tenant: 'acme', project: { id: 'p-9' } },
    });
    expect(res.status).toBe(201);
    const push = (await messagesOf(res.body.transactionId)).find((m: { channel: string }) => m.channel === 'push');
    expect(push).toMatchObject({ deviceTokens: ['apns-1'], contextKeys: ['tenant:acme', 'project:p-9'] });
    const listed = await t.api().get('/v1/notifications?contextKeys=project:p-9&contextKeys=tenant:acme');
    expect(listed.body.data.map((e: { transactionId: string }) => e.transactionId)).toEqual([res.body.transactionId]);
  });

  it('changes nothing when one of several recipients is invalid', async () => {
    const before = t.stateOf();
    const res = await trigger({
      name: 'comment-mention',
      to: ['ok-recipient', { subscriberId: 'bad-tz', timezone: 'Mars/Base' }, { subscriberId: 'bad-ch', channels: [{ providerId: 'fcm', integrationIdentifier: 'nope', credentials: {} }] }],
      payload: mention,
    });
    expect(res.status).toBe(422);
    expect(t.stateOf()).toBe(before);
    const noIntegration = await trigger({ name: 'comment-mention', to: ['ok-recipient', { subscriberId: 'bad-ch', channels: [{ providerId: 'fcm', integrationIdentifier: 'nope', credentials: {} }] }], payload: mention });
    expect(noIntegration.status).toBe(400);
    expect(t.stateOf()).toBe(before);
  });

  it('lets mark-as change the messages a trigger created', async () => {
    const res = await trigger({ name: 'comment-mention', to: 'trig-read', payload: mention });
    const [message] = await messagesOf(res.body.transactionId);
    const marked = await t.api().post('/v1/subscribers/trig-read/messages/mark-as', { messageId: message._id, markAs: 'read' });
    expect(marked.body[0]).toMatchObject({ _id: message._id, read: true, seen: true });
  });
});

describe('POST /v1/events/trigger/bulk', () => {
  it('runs each event and reports a failing one as status error', async () => {
    const res = await t.api().post('/v1/events/trigger/bulk', {
      events: [
        { name: 'comment-mention', to: 'bulk-1', payload: mention },
        { name: 'nope', to: 'bulk-2' },
        { name: 'comment-mention', to: 'bulk-3', payload: mention },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.map((r: { status: string }) => r.status)).toEqual(['processed', 'error', 'processed']);
    expect(res.body[1].error[0]).toBe('workflow_not_found');
  });

  it('refuses more than 100 events', async () => {
    const events = Array.from({ length: 101 }, (_, i) => ({ name: 'comment-mention', to: `b-${i}`, payload: mention }));
    expect((await t.api().post('/v1/events/trigger/bulk', { events })).status).toBe(422);
  });
});

describe('GET /v2/workflows', () => {
  it('lists the workflows that triggers can run, filtered and paged', async () => {
    const all = await t.api().get('/v2/workflows?limit=100');
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(t.deps.registry.resolve(DEV_KEY)?.workflows.list().length);
    const welcome = all.body.workflows.find((w: { workflowId: string }) => w.workflowId === 'welcome-onboarding');
    expect(welcome).toMatchObject({ status: 'ACTIVE', origin: 'external', stepTypeOverviews: ['in_app', 'email', 'delay'] });
    expect(all.body.workflows.find((w: { workflowId: string }) => w.workflowId === 'team-invite').status).toBe('INACTIVE');
    expect((await t.api().get('/v2/workflows?status=INACTIVE')).body.workflows.map((w: { workflowId: string }) => w.workflowId)).toEqual(['team-invite']);
    expect((await t.api().get('/v2/workflows?query=DIGEST')).body.workflows.map((w: { workflowId: string }) => w.workflowId)).toEqual(['weekly-digest']);
    const page = await t.api().get('/v2/workflows?limit=3&offset=3&orderBy=name&orderDirection=ASC');
    const names = all.body.workflows.map((w: { name: string }) => w.name).sort();
    expect(page.body.workflows.map((w: { name: string }) => w.name)).toEqual(names.slice(3, 6));
    expect((await t.api().get('/v2/workflows?limit=101')).status).toBe(422);
  });

  it('shows when a workflow was last triggered', async () => {
    t.deps.clock.freeze(new Date('2033-03-03T00:00:00.000Z'));
    await trigger({ name: 'comment-mention', to: 'lt', payload: mention });
    const listed = await t.api().get('/v2/workflows?orderBy=lastTriggeredAt&limit=1');
    expect(listed.body.workflows[0]).toMatchObject({ workflowId: 'comment-mention', lastTriggeredAt: '2033-03-03T00:00:00.000Z' });
  });
});

describe('trigger delivery details', () => {
  const alert = (riskLevel: string) => ({ device: 'Firefox on Linux', location: 'Lisbon', ipAddress: '203.0.113.9', signInTime: '09:12', riskLevel });
  const chatJob = async (transactionId: string) => (await eventsOf(transactionId))[0]?.jobs.find((j) => j.type === 'chat');

  it("sends chat to the webhook of the subscriber's active chat integration, with the rendered content", async () => {
    const res = await trigger({
      name: 'security-alert',
      to: { subscriberId: 'trig-chat', email: 'sec@t.test', channels: [{ providerId: 'slack', credentials: { webhookUrl: 'https://hooks.slack.test/T1/B1' } }] },
      payload: alert('high'),
    });
    expect(res.status).toBe(201);
    expect(await chatJob(res.body.transactionId)).toMatchObject({ status: 'completed', providerId: 'slack' });
    const chat = (await messagesOf(res.body.transactionId)).find((m: { channel: string }) => m.channel === 'chat');
    expect(chat).toMatchObject({ providerId: 'slack', directWebhookUrl: 'https://hooks.slack.test/T1/B1', content: ':rotating_light: High-risk sign-in for sec@t.test from 203.0.113.9 (Lisbon, Firefox on Linux).' });
    // The chat step's filter (payload riskLevel EQUAL high) skips it otherwise.
    const low = await trigger({ name: 'security-alert', to: 'trig-chat', payload: alert('low') });
    expect(await chatJob(low.body.transactionId)).toMatchObject({ status: 'canceled' });
  });

  it('skips the chat job, saying why, when the subscriber has no chat credentials', async () => {
    const res = await trigger({ name: 'security-alert', to: { subscriberId: 'trig-nochat', email: 'n@t.test' }, payload: alert('high') });
    expect(res.status).toBe(201);
    const job = await chatJob(res.body.transactionId);
    expect(job?.status).toBe('canceled');
    expect(job?.executionDetails.at(-1)).toMatchObject({ status: 'Warning', detail: 'Subscriber does not have a configured channel' });
    expect((await messagesOf(res.body.transactionId)).map((m: { channel: string }) => m.channel)).not.toContain('chat');
  });

  it('renders {{subscriber.firstName}} in an in-app message (empty when the subscriber has none)', async () => {
    const named = await trigger({ name: 'welcome-onboarding', to: { subscriberId: 'trig-named', firstName: 'Grace' }, payload: welcome('free') });
    const inApp = (await messagesOf(named.body.transactionId)).find((m: { channel: string }) => m.channel === 'in_app');
    expect(inApp.content).toBe('Welcome to Orbit, Grace! Your workspace is ready, start by inviting your team.');
    const anonymous = await trigger({ name: 'welcome-onboarding', to: 'trig-anonymous', payload: welcome('free') });
    const plain = (await messagesOf(anonymous.body.transactionId)).find((m: { channel: string }) => m.channel === 'in_app');
    expect(plain.content).toBe('Welcome to Orbit, ! Your workspace is ready, start by inviting your team.');
  });

  it('turns `tenant` (an identifier or an object) into the tenant context key and the {{tenant.…}} variables', async () => {
    const environment = t.deps.registry.resolve(DEV_KEY);
    const template = environment?.workflows.list().find((w) => w.triggers[0]?.identifier === 'comment-mention');
    const workflow = structuredClone(template) as NonNullable<typeof template>;
    workflow._id = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    workflow.name = 'Tenant hello';
    (workflow.triggers[0] as { identifier: string; variables: unknown[] }).identifier = 'tenant-hello';
    (workflow.triggers[0] as { identifier: string; variables: unknown[] }).variables = [];
    const inApp = structuredClone(workflow.steps[0]) as (typeof workflow.steps)[number] & { template: { content: string } };
    inApp.template.content = 'Hi {{subscriber.firstName}} of {{tenant.name}} ({{tenant.identifier}}, {{tenant.data.region}})';
    workflow.steps = [inApp];
    const loaded = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ workflows: [workflow] });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(201);

    const full = await trigger({ name: 'tenant-hello', to: { subscriberId: 'trig-tenant', firstName: 'Ada' }, tenant: { identifier: 'acme', name: 'Acme Inc.', data: { region: 'eu' } } });
    expect(full.status).toBe(201);
    const [message] = await messagesOf(full.body.transactionId);
    expect(message).toMatchObject({ content: 'Hi Ada of Acme Inc. (acme, eu)', contextKeys: ['tenant:acme'] });
    expect((await eventsOf(full.body.transactionId))[0]).toMatchObject({ contextKeys: ['tenant:acme'] });

    // A string names a stored tenant: the templates see its name and data.
    expect((await t.api().post('/v1/tenants', { identifier: 'umbrella-qa', name: 'Umbrella QA' })).status).toBe(201);
    const byId = await trigger({ name: 'tenant-hello', to: 'trig-tenant', tenant: 'umbrella-qa' });
    expect((await messagesOf(byId.body.transactionId))[0]).toMatchObject({ content: 'Hi Ada of Umbrella QA (umbrella-qa, )', contextKeys: ['tenant:umbrella-qa'] });
    const listed = await t.api().get('/v1/notifications?contextKeys=tenant:umbrella-qa');
    expect(listed.body.data.map((e: { transactionId: string }) => e.transactionId)).toEqual([byId.body.transactionId]);

    // `tenant` and a `context` tenant entry naming the same tenant give one key, not two.
    const both = await trigger({ name: 'tenant-hello', to: 'trig-tenant', tenant: 'acme', context: { tenant: 'acme', project: 'p-1' } });
    expect((await eventsOf(both.body.transactionId))[0]).toMatchObject({ contextKeys: ['tenant:acme', 'project:p-1'] });
  });
});
