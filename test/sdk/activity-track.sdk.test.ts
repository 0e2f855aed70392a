/**
 * `novu.activity.track` (provider delivery webhooks) through the official SDK, and the test helper that makes a
 * bounce a one-liner: `server.outbox.bounce(delivery.id)`.
 */
import { SDKError } from '@novu/api/models/errors/index.js';
import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID } from '../helpers/test-app.js';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(47);
const payload = { expiresInMinutes: 15, resetUrl: 'https://r.test', ipAddress: '10.0.0.1', code: '123456' };

async function sendEmail(subscriberId: string) {
  const novu = sdk.novu();
  const triggered = await novu.trigger({ workflowId: 'password-reset', to: { subscriberId, email: `${subscriberId}@sdk.test` }, payload });
  const transactionId = triggered.result.transactionId ?? '';
  const delivery = await sdk.server().outbox.waitFor({ channel: 'email', to: `${subscriberId}@sdk.test` });
  return { transactionId, delivery };
}

const emailOf = async (transactionId: string) => (await sdk.novu().messages.retrieve({ transactionId: [transactionId], channel: 'email' })).result.data[0];

describe('the official SDK (@novu/api): activity.track', () => {
  it('a SendGrid bounce posted through activity.track fails the message and adds a Webhook execution detail', async () => {
    const novu = sdk.novu();
    const { transactionId, delivery } = await sendEmail('sdk-track');
    const sendgrid = (await novu.integrations.list()).result.find((i) => i.providerId === 'sendgrid' && i.active);
    const tracked = await novu.activity.track({
      environmentId: DEV_ENV_ID,
      integrationId: sendgrid?.id ?? '',
      requestBody: { event: 'bounce', id: delivery.messageId, response: '550 unknown user', email: 'sdk-track@sdk.test' },
    });
    expect(tracked).toEqual([{ id: delivery.messageId, event: expect.objectContaining({ status: 'bounced', response: '550 unknown user' }) }]);
    expect(JSON.parse(tracked[0]?.event.row ?? '{}')).toMatchObject({ event: 'bounce', id: delivery.messageId });
    expect(await emailOf(transactionId)).toMatchObject({ status: 'error', errorText: '550 unknown user' });

    const unknown = await novu.activity.track({ environmentId: DEV_ENV_ID, integrationId: '65f1c0de0000000000000001', requestBody: {} }).then(() => undefined, (error: unknown) => error);
    // The SDK declares no error body for this operation: a 404 is its generic SDKError, with the real body.
    expect(unknown).toBeInstanceOf(SDKError);
    expect((unknown as SDKError).statusCode).toBe(404);
    expect(JSON.parse((unknown as SDKError).body).message).toBe('Integration for 65f1c0de0000000000000001 was not found');
  });

  it('server.outbox.bounce(delivery.id) is the one-liner, and the activity feed shows the Webhook detail', async () => {
    const { transactionId, delivery } = await sendEmail('sdk-bounce');
    const reported = sdk.server().outbox.bounce(delivery.id, '550 5.1.1 mailbox unavailable');
    expect(reported).toMatchObject({ id: delivery.messageId, event: { status: 'bounced', response: '550 5.1.1 mailbox unavailable' } });
    expect(await emailOf(transactionId)).toMatchObject({ status: 'error', errorId: 'bounced', errorText: '550 5.1.1 mailbox unavailable' });
    const events = await sdk.novu().notifications.list({ transactionId });
    const emailJob = events.result.data[0]?.jobs?.find((job) => job.type === 'email');
    expect(emailJob?.executionDetails.at(-1)).toMatchObject({ status: 'Failed', source: 'Webhook', detail: '550 5.1.1 mailbox unavailable - (bounced)' });

    // Opened: the message is seen.
    sdk.server().outbox.report(delivery.id, 'opened');
    expect(await emailOf(transactionId)).toMatchObject({ seen: true });
    expect(() => sdk.server().outbox.bounce('dlv-unknown')).toThrow('No delivery or message dlv-unknown');
  });
});
