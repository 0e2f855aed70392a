/**
 * `POST /v2/inbound-webhooks/delivery-providers/{environmentId}/{integrationId}` (the SDK's `activity.track`):
 * a provider's events, in its own body format, change the message and add a `Webhook` execution detail.
 */
import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
type Json = Record<string, any>;

const resetPayload = { expiresInMinutes: 15, resetUrl: 'https://r.test', ipAddress: '10.0.0.1', code: '123456' };

/** An email and an SMS sent through SendGrid and Twilio (the fixture's primary integrations). */
async function sent(t: TestApp) {
  const res = await t.api().post('/v1/events/trigger', { name: 'password-reset', to: { subscriberId: 'hook-user', email: 'h@t.test', phone: '+15555550123' }, payload: resetPayload });
  expect(res.status).toBe(201);
  const { transactionId } = res.body.data;
  const messages: Json[] = (await t.api().get(`/v1/messages?transactionId=${transactionId}`)).body.data;
  const integrations: Json[] = (await t.api().get('/v1/integrations')).body.data;
  const integrationOf = (providerId: string) => integrations.find((i) => i.providerId === providerId && i.active)?._id as string;
  return {
    transactionId,
    email: messages.find((m) => m.channel === 'email') as Json,
    sms: messages.find((m) => m.channel === 'sms') as Json,
    sendgrid: integrationOf('sendgrid'),
    twilio: integrationOf('twilio'),
  };
}

const post = (t: TestApp, integrationId: string, body: unknown, environmentId = DEV_ENV_ID, key = DEV_KEY) =>
  t.api(key).post(`/v2/inbound-webhooks/delivery-providers/${environmentId}/${integrationId}`).send(body as object);

const detailsOf = async (t: TestApp, transactionId: string, channel: string): Promise<Json[]> => {
  const event = (await t.api().get(`/v1/notifications?transactionId=${transactionId}`)).body.data[0];
  return (event.jobs as Json[]).find((j) => j.type === channel)?.executionDetails ?? [];
};

describe('provider delivery webhooks', () => {
  it('a SendGrid bounce marks the email failed and adds a Webhook detail; the answer lists the event', async () => {
    const t = await makeTestApp();
    const { transactionId, email, sendgrid } = await sent(t);
    expect(email).toMatchObject({ status: 'sent', providerId: 'sendgrid' });
    const body = [{ email: 'h@t.test', timestamp: 1513299569, event: 'bounce', id: email._id, response: '550 5.1.1 unknown user', attempt: '2', sg_event_id: 'e1' }];
    const res = await post(t, sendgrid, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ id: email._id, event: { status: 'bounced', date: expect.any(String), externalId: email._id, attempts: 2, response: '550 5.1.1 unknown user', row: JSON.stringify(body[0]) } }]);

    const message = (await t.api().get(`/v1/messages?transactionId=${transactionId}&channel=email`)).body.data[0];
    expect(message).toMatchObject({ _id: email._id, status: 'error', errorId: 'bounced', errorText: '550 5.1.1 unknown user' });
    expect((await detailsOf(t, transactionId, 'email')).at(-1)).toMatchObject({ status: 'Failed', source: 'Webhook', detail: '550 5.1.1 unknown user - (bounced)', providerId: 'sendgrid', raw: JSON.stringify(body[0]) });
  });

  it('delivered and opened events: a Success detail each, the opened message seen; unknown statuses and messages are skipped', async () => {
    const t = await makeTestApp();
    const { transactionId, email, sendgrid } = await sent(t);
    const res = await post(t, sendgrid, [
      { event: 'delivered', id: email._id },
      { event: 'processed', id: email._id },
      { event: 'open', id: email._id },
      { event: 'open', id: '65f1c0de0000000000000001' },
    ]);
    expect(res.body.data.map((r: Json) => r.event.status)).toEqual(['delivered', 'opened']);
    const message = (await t.api().get(`/v1/messages?transactionId=${transactionId}&channel=email`)).body.data[0];
    expect(message).toMatchObject({ status: 'sent', seen: true, lastSeenDate: expect.any(String) });
    expect((await detailsOf(t, transactionId, 'email')).slice(-2).map((d) => [d.status, d.detail])).toEqual([['Success', ' - (delivered)'], ['Success', ' - (opened)']]);
  });

  it('reads Twilio\'s status callback for an SMS', async () => {
    const t = await makeTestApp();
    const { transactionId, sms, twilio } = await sent(t);
    const res = await post(t, twilio, { MessageSid: sms._id, MessageStatus: 'undelivered' });
    expect(res.body.data).toMatchObject([{ id: sms._id, event: { status: 'undelivered' } }]);
    expect((await t.api().get(`/v1/messages?transactionId=${transactionId}&channel=sms`)).body.data[0]).toMatchObject({ status: 'error', errorId: 'undelivered' });
    expect((await detailsOf(t, transactionId, 'sms')).at(-1)).toMatchObject({ status: 'Failed', source: 'Webhook', providerId: 'twilio' });
  });

  it('answers the real errors: unknown integration or another environment 404, no credentials 400, a provider it cannot read 404', async () => {
    const t = await makeTestApp();
    const { sendgrid } = await sent(t);
    const unknown = await post(t, '65f1c0de0000000000000001', {});
    expectErrorShape(unknown.body, 404);
    expect(unknown.body.message).toBe('Integration for 65f1c0de0000000000000001 was not found');
    const otherEnvironment = await post(t, sendgrid, {}, DEV_ENV_ID, PROD_KEY);
    expect(otherEnvironment.status).toBe(404);

    const bare = await t.api().post('/v1/integrations', { providerId: 'sendgrid', channel: 'email', name: 'No credentials', active: false });
    expect(bare.status).toBe(201);
    const noCredentials = await post(t, bare.body.data._id, {});
    expectErrorShape(noCredentials.body, 400);
    expect(noCredentials.body.message).toBe(`Integration ${bare.body.data._id} doesn't have credentials set up`);

    const chatIntegration = t.deps.registry.resolve(DEV_KEY)?.integrations.list().find((i) => i.channel === 'chat' && Object.keys(i.credentials ?? {}).length > 0);
    expect(chatIntegration).toBeDefined();
    const chat = await post(t, chatIntegration?._id ?? '', {});
    expectErrorShape(chat.body, 404);
    expect(chat.body.message).toBe(`Provider with ${chatIntegration?.providerId} can not handle webhooks`);
    expect((await t.request().post(`/v2/inbound-webhooks/delivery-providers/${DEV_ENV_ID}/${sendgrid}`).send([])).status).toBe(401);
  });

  it('POST /__admin/outbox/{id}/events reports an event for a delivery (or a message) without the provider\'s body', async () => {
    const t = await makeTestApp();
    const { transactionId, email } = await sent(t);
    const delivery = (await t.request().get(`/__admin/outbox?transactionId=${transactionId}&channel=email`)).body.data[0];
    expect(delivery.messageId).toBe(email._id);
    const res = await t.request().post(`/__admin/outbox/${delivery.id}/events`).send({ status: 'dropped', response: 'Bounced Address' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: email._id, event: { status: 'dropped', response: 'Bounced Address' } });
    expect((await t.api().get(`/v1/messages?transactionId=${transactionId}&channel=email`)).body.data[0]).toMatchObject({ status: 'error', errorId: 'dropped', errorText: 'Bounced Address' });
    expect((await detailsOf(t, transactionId, 'email')).at(-1)).toMatchObject({ status: 'Failed', source: 'Webhook', detail: 'Bounced Address - (dropped)' });
    // By the message's _id too; an unknown id is a 404, an unknown status a 422.
    expect((await t.request().post(`/__admin/outbox/${email._id}/events`).send({ status: 'clicked' })).status).toBe(200);
    expect((await t.request().post('/__admin/outbox/dlv-unknown/events').send({ status: 'bounced' })).status).toBe(404);
    expect((await t.request().post(`/__admin/outbox/${delivery.id}/events`).send({ status: 'exploded' })).status).toBe(422);
  });
});
