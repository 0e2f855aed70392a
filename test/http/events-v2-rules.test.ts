/**
 * Today's trigger rules (April 2026), through the official SDK where the real e2e tests use it
 * (apps/api/src/app/events/e2e: trigger-event, trigger-event-preferences, send-message-push): the response's
 * activityFeedLink, a workflow whose preferences turn every channel off, push without a configured channel
 * or with an FCM topic override, and overrides.email.toRecipient.
 */
import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';
import { DEV_ENV_ID, DEV_KEY } from '../helpers/test-app.js';

const sdk = useSdkMock(45);

interface Detail { detail: string; status: string; providerId?: string }
interface Job { type: string; status: string; providerId: string; executionDetails: Detail[] }
interface Message { channel: string; email?: string; deviceTokens?: string[]; providerId?: string }

async function get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${sdk.server().url}${path}`, { headers: { Authorization: `ApiKey ${DEV_KEY}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const jobsOf = async (transactionId: string): Promise<Job[]> =>
  ((await get(`/v1/notifications?transactionId=${transactionId}`)).body.data as { jobs: Job[] }[])[0]?.jobs ?? [];
const messagesOf = async (transactionId: string): Promise<Message[]> =>
  (await get(`/v1/messages?transactionId=${transactionId}&limit=100`)).body.data as Message[];
const outboxOf = async (transactionId: string): Promise<Record<string, unknown>[]> =>
  (await get(`/__admin/outbox?transactionId=${transactionId}`)).body.data as Record<string, unknown>[];

const ALL_OFF = { enabled: false };
const everyChannelOff = {
  user: { all: { enabled: false, readOnly: false }, channels: { in_app: ALL_OFF, email: ALL_OFF, sms: ALL_OFF, push: ALL_OFF, chat: ALL_OFF } },
};

describe('the trigger response', () => {
  it('carries activityFeedLink in the real form: the dashboard, the environment, and the request id', async () => {
    const { result } = await sdk.novu().trigger({ workflowId: 'comment-mention', to: 'feed-link', payload: { commenterName: 'Lin', postTitle: 'Q3', commentPreview: 'Hi', commentId: 'c1' } });
    expect(Object.keys(result).sort()).toEqual(['acknowledged', 'activityFeedLink', 'status', 'transactionId']);
    expect(result.activityFeedLink).toMatch(new RegExp(`^https://dashboard\\.novu\\.co/env/${DEV_ENV_ID}/activity/requests\\?selectedLogId=req_[0-9a-f]{24}$`));
  });

  it('gives every request its own id, and the events of one bulk request the same one', async () => {
    const payload = { commenterName: 'Lin', postTitle: 'Q3', commentPreview: 'Hi', commentId: 'c1' };
    const one = await sdk.novu().trigger({ workflowId: 'comment-mention', to: 'feed-a', payload });
    const two = await sdk.novu().trigger({ workflowId: 'comment-mention', to: 'feed-b', payload });
    expect(one.result.activityFeedLink).not.toBe(two.result.activityFeedLink);
    const bulk = await sdk.novu().triggerBulk({ events: [{ workflowId: 'comment-mention', to: 'feed-c', payload }, { workflowId: 'comment-mention', to: 'feed-d', payload }] });
    const links = bulk.result.map((r) => r.activityFeedLink);
    expect(links[0]).toMatch(/selectedLogId=req_[0-9a-f]{24}$/);
    expect(links[1]).toBe(links[0]);
  });
});

describe('a workflow whose preferences turn every channel off', () => {
  it('delivers nothing, in-app included: the step is filtered by the user preferences', async () => {
    const { result: workflow } = await sdk.novu().workflows.create({
      name: 'Disabled Defaults No Override',
      workflowId: 'disabled-no-override',
      source: 'editor',
      active: true,
      steps: [{ name: 'In-App Step', type: 'in_app', controlValues: { body: 'Should not be delivered' } }],
      preferences: everyChannelOff,
    });
    expect(workflow.preferences.user).toMatchObject({ all: { enabled: false } });
    const { result } = await sdk.novu().trigger({ workflowId: workflow.workflowId, to: ['prefs-off'], payload: { message: 'Test message' } });
    const transactionId = result.transactionId ?? '';
    expect(await messagesOf(transactionId)).toEqual([]);
    const [job] = await jobsOf(transactionId);
    expect(job?.status).toBe('canceled');
    expect(job?.executionDetails.map((d) => d.detail).filter((d) => d.startsWith('Step filtered'))).toEqual(['Step filtered by user preferences']);
  });

  it('delivers in-app to a subscriber who turned the channel on for the workflow', async () => {
    const { result: workflow } = await sdk.novu().workflows.create({
      name: 'Disabled Defaults',
      workflowId: 'disabled-defaults',
      source: 'editor',
      active: true,
      steps: [{ name: 'In-App Step', type: 'in_app', controlValues: { body: 'Delivered with disabled workflow defaults' } }],
      preferences: everyChannelOff,
    });
    await sdk.novu().subscribers.create({ subscriberId: 'prefs-on' });
    await sdk.novu().subscribers.preferences.update({ workflowId: workflow.workflowId, channels: { inApp: true } }, 'prefs-on');
    const { result } = await sdk.novu().trigger({ workflowId: workflow.workflowId, to: ['prefs-on'], payload: { message: 'Test message' } });
    const messages = await messagesOf(result.transactionId ?? '');
    expect(messages.map((m) => [m.channel, (m as { content?: string }).content])).toEqual([['in_app', 'Delivered with disabled workflow defaults']]);
  });
});

describe('push', () => {
  const pushWorkflow = async (workflowId: string) =>
    (await sdk.novu().workflows.create({ name: workflowId, workflowId, source: 'editor', active: true, steps: [{ name: 'Push Step', type: 'push', controlValues: { subject: 'Title', body: 'Push Body' } }] })).result;

  it('without a configured channel: no message, the real warning naming the job\'s provider, the job canceled', async () => {
    const workflow = await pushWorkflow('push-no-channel');
    await sdk.novu().subscribers.create({ subscriberId: 'push-nobody' });
    const { result } = await sdk.novu().trigger({ workflowId: workflow.workflowId, to: [{ subscriberId: 'push-nobody' }], payload: {} });
    const transactionId = result.transactionId ?? '';
    expect(await messagesOf(transactionId)).toEqual([]);
    const [job] = await jobsOf(transactionId);
    const noActiveChannel = job?.executionDetails.find((d) => d.detail === 'Subscriber does not have a configured channel');
    expect(noActiveChannel).toMatchObject({ status: 'Warning', providerId: 'fcm' });
    expect(job?.status).toBe('canceled');
  });

  it('with an FCM topic override and no device tokens: one message, and the provider receives the topic', async () => {
    const workflow = await pushWorkflow('push-topic');
    await sdk.novu().subscribers.create({ subscriberId: 'test-subscriber-topic', email: 'test-topic@example.com', firstName: 'Test', lastName: 'Topic' });
    const { result } = await sdk.novu().trigger({
      workflowId: workflow.workflowId,
      to: [{ subscriberId: 'test-subscriber-topic' }],
      payload: {},
      overrides: { providers: { fcm: { topic: 'topic-123' } } },
    });
    const transactionId = result.transactionId ?? '';
    const messages = await messagesOf(transactionId);
    expect(messages.map((m) => [m.channel, m.providerId])).toEqual([['push', 'fcm']]);
    const [job] = await jobsOf(transactionId);
    const details = job?.executionDetails.map((d) => d.detail) ?? [];
    expect(details).not.toContain('Subscriber credentials is missing the tokens for sending a push notification message');
    expect(details).toContain('Message created');
    expect(job?.status).toBe('completed');
    expect(await outboxOf(transactionId)).toEqual([expect.objectContaining({ channel: 'push', providerId: 'fcm', topic: 'topic-123', deviceTokens: [], title: 'Title', body: 'Push Body' })]);
    expect(((await get('/__admin/outbox?to=topic-123')).body.data as unknown[]).length).toBe(1);
  });

  it('a topic override does not replace a subscriber\'s own FCM tokens: one message per token', async () => {
    const workflow = await pushWorkflow('push-own-tokens');
    await sdk.novu().subscribers.create({ subscriberId: 'push-owner' });
    await sdk.novu().subscribers.credentials.update({ providerId: 'fcm', credentials: { deviceTokens: ['tok-a', 'tok-b'] } }, 'push-owner');
    const { result } = await sdk.novu().trigger({ workflowId: workflow.workflowId, to: 'push-owner', payload: {}, overrides: { providers: { fcm: { topic: 'ignored' } } } });
    const transactionId = result.transactionId ?? '';
    expect((await messagesOf(transactionId)).map((m) => m.deviceTokens)).toEqual([['tok-a', 'tok-b'], ['tok-a', 'tok-b']]);
    expect((await outboxOf(transactionId)).map((d) => d.deviceTokens).sort()).toEqual([['tok-a'], ['tok-b']]);
  });
});

describe('overrides.email.toRecipient', () => {
  it('is the email\'s `to` for every recipient; the subscribers keep their own addresses', async () => {
    const { result: workflow } = await sdk.novu().workflows.create({
      name: 'To Recipient',
      workflowId: 'to-recipient',
      source: 'editor',
      active: true,
      steps: [{ name: 'Email Step', type: 'email', controlValues: { subject: 'Test subject', body: 'Hello' } }],
    });
    const { result } = await sdk.novu().trigger({
      workflowId: workflow.workflowId,
      to: [{ subscriberId: 'to-one', email: 'gg@ff.com' }, { subscriberId: 'to-two', email: 'gg@ff.com' }],
      payload: {},
      overrides: { email: { toRecipient: 'new-test-email@gmail.com' } },
    });
    const transactionId = result.transactionId ?? '';
    expect((await messagesOf(transactionId)).map((m) => m.email)).toEqual(['new-test-email@gmail.com', 'new-test-email@gmail.com']);
    expect((await outboxOf(transactionId)).map((d) => d.to)).toEqual(['new-test-email@gmail.com', 'new-test-email@gmail.com']);
    const { result: subscriber } = await sdk.novu().subscribers.retrieve('to-one');
    expect(subscriber.email).toBe('gg@ff.com');
  });
});
