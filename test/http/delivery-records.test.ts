/**
 * The message records a trigger leaves, as today's real send-message use cases write them (worker
 * `send-message-{email,sms,chat,push,in-app}.usecase.ts`): a message with its error when the address is
 * missing, the reserved values that pick the address, the in-app actor, no `attachments` in a message's
 * payload, and `tags` and `archived: false` on every record. Over HTTP, with strict response validation.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberHashOf } from '../../src/domain/inbox/index.js';
import { DEV_ENV_ID, DEV_KEY, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

type Detail = { detail: string; status: string; providerId?: string; raw?: string | null };
type Job = { type: string; status: string; providerId: string; executionDetails: Detail[] };
type Message = Record<string, unknown> & { _id: string; channel: string; status: string; payload: Record<string, unknown> };

const GENERAL = '665f1c2a9b1e4a0025000001';
const trigger = async (body: object): Promise<string> => {
  const res = await t.api().post('/v1/events/trigger', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.transactionId as string;
};
const jobsOf = async (transactionId: string): Promise<Job[]> => (await t.api().get(`/v1/notifications?transactionId=${transactionId}`)).body.data[0]?.jobs ?? [];
const messagesOf = async (transactionId: string): Promise<Message[]> => (await t.api().get(`/v1/messages?transactionId=${transactionId}&limit=100`)).body.data;
const outboxOf = async (transactionId: string) => (await t.request().get(`/__admin/outbox?transactionId=${transactionId}`).expect(200)).body.data as Record<string, unknown>[];
const details = (job: Job | undefined) => job?.executionDetails.map((d) => [d.detail, d.status]);
const reset = { expiresInMinutes: 15, resetUrl: 'https://r.test', ipAddress: '10.0.0.1', code: '123456' };
const alert = { riskLevel: 'high', ipAddress: '203.0.113.9', location: 'Lisbon', device: 'Firefox on Linux' };

/** A subscriber with these credentials of one provider. */
async function subscriberWith(subscriberId: string, providerId: string, credentials: object): Promise<void> {
  await t.api().post('/v1/subscribers', { subscriberId }).expect(201);
  await t.api().put(`/v1/subscribers/${subscriberId}/credentials`, { providerId, credentials }).expect(200);
}

/** A v1 workflow, active, with these steps; returns its trigger identifier. */
async function workflow(name: string, steps: object[], extra: object = {}): Promise<string> {
  const res = await t.api().post('/v1/workflows', { name, notificationGroupId: GENERAL, active: true, steps, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.triggers[0].identifier as string;
}

describe('a message with its error when the address is missing', () => {
  it('email: stored as a warning, the job canceled with "Subscriber missing email address", nothing sent', async () => {
    const tx = await trigger({ name: 'password-reset', to: { subscriberId: 'no-email', phone: '+15555550100' }, payload: reset });
    const email = (await messagesOf(tx)).find((m) => m.channel === 'email');
    expect(email).toMatchObject({ status: 'warning', errorId: 'mail_unexpected_error', errorText: 'Subscriber does not have an email address', providerId: 'sendgrid', subject: expect.any(String) });
    expect(email).not.toHaveProperty('email');
    const [job] = await jobsOf(tx);
    expect(job).toMatchObject({ type: 'email', status: 'canceled', providerId: 'sendgrid' });
    expect(details(job)?.slice(-2)).toEqual([['Message created', 'Pending'], ['Subscriber missing email address', 'Failed']]);
    expect((await outboxOf(tx)).map((d) => d.channel)).toEqual(['sms']);
  });

  it('sms: stored as a warning, the job canceled with "Subscriber missing phone number"', async () => {
    const tx = await trigger({ name: 'password-reset', to: { subscriberId: 'no-phone', email: 'np@t.test' }, payload: reset });
    const sms = (await messagesOf(tx)).find((m) => m.channel === 'sms');
    expect(sms).toMatchObject({ status: 'warning', errorId: 'no_subscriber_phone', errorText: 'Subscriber does not have active phone', content: expect.any(String) });
    const job = (await jobsOf(tx)).find((j) => j.type === 'sms');
    expect(job?.status).toBe('canceled');
    expect(details(job)?.slice(-2)).toEqual([['Message created', 'Pending'], ['Subscriber missing phone number', 'Failed']]);
  });

  it('chat: credentials without a webhook get their message with its error; no credentials skip the step', async () => {
    await subscriberWith('no-hook', 'slack', { channel: 'alerts' });
    const tx = await trigger({ name: 'security-alert', to: { subscriberId: 'no-hook', email: 'nh@t.test' }, payload: alert });
    const chat = (await messagesOf(tx)).find((m) => m.channel === 'chat');
    expect(chat).toMatchObject({ status: 'warning', errorId: 'no_subscriber_chat_channel_id', errorText: 'Subscriber does not have active chat channel id', providerId: 'slack' });
    const job = (await jobsOf(tx)).find((j) => j.type === 'chat');
    expect(job?.status).toBe('canceled');
    expect(details(job)?.slice(-3)).toEqual([
      ['Message created', 'Pending'],
      ['Webhook URL for the chat channel is missing', 'Failed'],
      ['Some chat channels skipped to send the message', 'Warning'],
    ]);
    expect(job?.executionDetails.at(-2)?.raw).toMatch(/^webhookUrl for integrationId: slack-\w+ is missing$/);
  });

  it('push: credentials without device tokens get no message, and the step is skipped with the real warnings', async () => {
    // Today's send-message-push: a channel whose credentials have no `deviceTokens` at all is skipped.
    await subscriberWith('no-tokens', 'fcm', { webhookUrl: 'https://not-a-token.test' });
    const shipped = { orderId: 'ORD-9', carrier: 'DHL', estimatedDelivery: 'Friday', trackingUrl: 'https://t.test' };
    const tx = await trigger({ name: 'order-shipped', to: 'no-tokens', payload: shipped });
    const job = (await jobsOf(tx)).find((j) => j.type === 'push');
    expect(job?.status).toBe('canceled');
    expect(details(job)?.slice(-2)).toEqual([
      ['Subscriber credentials is missing the tokens for sending a push notification message', 'Failed'],
      ['Some push channels skipped to send the message', 'Warning'],
    ]);
    expect(job?.executionDetails.at(-2)?.providerId).toBe('fcm');
    expect((await messagesOf(tx)).map((m) => m.channel)).not.toContain('push');
  });

  it('push: an empty token list sends nothing, and the real use case fails the job with its general error', async () => {
    // `deviceTokens: []` is a list (the real `!deviceTokens` is false): no token to send to, the status stays failed.
    await subscriberWith('empty-tokens', 'fcm', { deviceTokens: [] });
    const shipped = { orderId: 'ORD-9', carrier: 'DHL', estimatedDelivery: 'Friday', trackingUrl: 'https://t.test' };
    const tx = await trigger({ name: 'order-shipped', to: 'empty-tokens', payload: shipped });
    const job = (await jobsOf(tx)).find((j) => j.type === 'push');
    expect(job?.status).toBe('failed');
    expect(details(job)?.at(-1)).toEqual(['There was one or more errors when trying to execute the notification', 'Failed']);
    expect((await messagesOf(tx)).map((m) => m.channel)).not.toContain('push');
  });

  it('email and sms without an active integration: no message, the job failed with the real words', async () => {
    for (const integration of (await t.api().get('/v1/integrations')).body.data as { _id: string; _environmentId: string; channel: string; active: boolean }[]) {
      if (integration._environmentId === DEV_ENV_ID && integration.channel === 'sms' && integration.active) await t.api().put(`/v1/integrations/${integration._id}`, { active: false }).expect(200);
    }
    const tx = await trigger({ name: 'password-reset', to: { subscriberId: 'no-sms-integration', phone: '+15555550101' }, payload: reset });
    const job = (await jobsOf(tx)).find((j) => j.type === 'sms');
    expect(job).toMatchObject({ status: 'failed' });
    expect(details(job)?.at(-1)).toEqual(['Subscriber does not have an active integration', 'Failed']);
    expect((await messagesOf(tx)).map((m) => m.channel)).toEqual(['email']);
  });
});

describe('the reserved values that pick the address', () => {
  it('overrides.email.toRecipient and payload.phone replace the profile; payload.email does not', async () => {
    const tx = await trigger({
      name: 'password-reset',
      to: { subscriberId: 'reserved', email: 'profile@t.test', phone: '+15555550102' },
      payload: { ...reset, email: 'payload@t.test', phone: '+15555550999' },
      overrides: { email: { toRecipient: 'override@t.test' } },
    });
    const messages = await messagesOf(tx);
    expect(messages.find((m) => m.channel === 'email')).toMatchObject({ email: 'override@t.test', status: 'sent' });
    expect(messages.find((m) => m.channel === 'sms')).toMatchObject({ phone: '+15555550999', status: 'sent' });
    const outbox = await outboxOf(tx);
    expect(outbox.find((d) => d.channel === 'email')?.to).toBe('override@t.test');
    expect(outbox.find((d) => d.channel === 'sms')?.to).toBe('+15555550999');
    // The profile keeps its own address.
    expect((await t.api().get('/v2/subscribers/reserved')).body.data).toMatchObject({ email: 'profile@t.test', phone: '+15555550102' });

    const plain = await trigger({ name: 'password-reset', to: { subscriberId: 'reserved' }, payload: { ...reset, email: 'payload@t.test' } });
    expect((await messagesOf(plain)).find((m) => m.channel === 'email')?.email).toBe('profile@t.test');
  });

  it("payload.webhookUrl sends chat to credentials that have no webhook, and a provider's override wins over it", async () => {
    await subscriberWith('hook-payload', 'slack', { channel: 'alerts' });
    const tx = await trigger({ name: 'security-alert', to: { subscriberId: 'hook-payload', email: 'hp@t.test' }, payload: { ...alert, webhookUrl: 'https://hooks.slack.test/payload' } });
    expect((await messagesOf(tx)).find((m) => m.channel === 'chat')).toMatchObject({ status: 'sent', directWebhookUrl: 'https://hooks.slack.test/payload' });
    expect((await jobsOf(tx)).find((j) => j.type === 'chat')?.status).toBe('completed');
    const overridden = await trigger({
      name: 'security-alert',
      to: 'hook-payload',
      payload: { ...alert, webhookUrl: 'https://hooks.slack.test/payload' },
      overrides: { slack: { webhookUrl: 'https://hooks.slack.test/override' } },
    });
    expect((await outboxOf(overridden)).find((d) => d.channel === 'chat')?.webhookUrl).toBe('https://hooks.slack.test/override');
  });
});

describe('in-app messages', () => {
  it("carry their step's actor (system icon, custom, user with the trigger actor's id); none leaves it out", async () => {
    const step = (actor: object) => ({ template: { type: 'in_app', content: 'Hello', actor } });
    const name = await workflow('Actors', [step({ type: 'system_icon', data: 'warning' }), step({ type: 'system_custom', data: 'https://a.test/logo.png' }), step({ type: 'user', data: null }), step({ type: 'none', data: null })]);
    await t.api().post('/v1/subscribers', { subscriberId: 'the-actor', avatar: 'https://a.test/actor.png' }).expect(201);
    const tx = await trigger({ name, to: 'actor-recipient', actor: 'the-actor' });
    const actorId = (await t.api().get('/v1/subscribers/the-actor')).body.data._id as string;
    const messages = (await messagesOf(tx)).sort((a, b) => String(a._messageTemplateId).localeCompare(String(b._messageTemplateId)));
    expect(messages.map((m) => [m.actor, m._actorId])).toEqual([
      [{ type: 'system_icon', data: 'warning' }, actorId],
      [{ type: 'system_custom', data: 'https://a.test/logo.png' }, actorId],
      [{ type: 'user', data: null }, actorId],
      [undefined, undefined],
    ]);
    // The v1 and widget feeds show a user actor's avatar and populate the actor.
    const feed = (await t.api().get('/v1/subscribers/actor-recipient/notifications/feed?limit=10')).body.data as Message[];
    const user = feed.find((m) => (m.actor as { type?: string } | undefined)?.type === 'user');
    expect(user).toMatchObject({ actor: { type: 'user', data: 'https://a.test/actor.png' }, actorSubscriber: { _id: actorId, subscriberId: 'the-actor', avatar: 'https://a.test/actor.png' } });
  });

  it('leave payload.attachments out of every message record, keeping the rest of the payload', async () => {
    const attachments = [{ name: 'a.txt', mime: 'text/plain', file: 'aGVsbG8=' }];
    const tx = await trigger({ name: 'comment-mention', to: 'with-attachments', payload: { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Hi', commentId: 'c1', attachments } });
    const [inApp] = await messagesOf(tx);
    expect(inApp?.channel).toBe('in_app');
    expect(inApp?.payload).toEqual({ commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Hi', commentId: 'c1' });
  });
});

describe('tags and archived on every message record', () => {
  it("every channel's message has its workflow's tags and archived: false, and the Inbox's tag filter finds them", async () => {
    const tx = await trigger({ name: 'password-reset', to: { subscriberId: 'tagged', email: 't@t.test', phone: '+15555550103' }, payload: reset });
    const messages = await messagesOf(tx);
    expect(messages.map((m) => [m.channel, m.tags, m.archived]).sort()).toEqual([
      ['email', ['auth', 'security', 'transactional'], false],
      ['sms', ['auth', 'security', 'transactional'], false],
    ]);
    const inApp = await trigger({ name: 'comment-mention', to: 'tagged', payload: { commenterName: 'G', postTitle: 'P', commentPreview: 'C', commentId: 'c2' } });
    expect((await messagesOf(inApp))[0]).toMatchObject({ channel: 'in_app', tags: ['collaboration', 'comments'], archived: false });
    const feed = (await t.api().get('/v1/subscribers/tagged/notifications/feed')).body.data as Message[];
    expect(feed.map((m) => [m.tags, m.archived])).toEqual([[['collaboration', 'comments'], false]]);
    const applicationIdentifier = t.deps.registry.fixtureKeys().find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier;
    const session = await t.request().post('/v1/inbox/session').send({ applicationIdentifier, subscriber: { subscriberId: 'tagged' }, subscriberHash: subscriberHashOf(DEV_KEY, 'tagged') }).expect(201);
    const inbox = (tags: string) => t.request().get(`/v1/inbox/notifications?${tags}`).set('Authorization', `Bearer ${session.body.data.token}`).expect(200);
    expect((await inbox('tags[]=comments')).body.data.map((n: { tags: string[] }) => n.tags)).toEqual([['collaboration', 'comments']]);
    expect((await inbox('tags[]=billing')).body.data).toEqual([]);
  });
});
