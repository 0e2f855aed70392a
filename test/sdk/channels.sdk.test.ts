/**
 * Channel connections, channel endpoints and the integrations' chat set-up through the official SDK
 * (@novu/api): create, read back, update, the errors, and the effect: a chat step's delivery in the outbox
 * addressed to the subscriber's endpoint.
 */
import { ErrorDto } from '@novu/api/models/errors/index.js';
import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';
import { DEV_KEY } from '../helpers/test-app.js';

const sdk = useSdkMock(46);
const SLACK = 'slack-pn7jfg';
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('the official SDK (@novu/api): channel connections and endpoints', () => {
  it('creates, reads back, lists, updates and deletes a connection', async () => {
    const novu = sdk.novu();
    const created = await novu.channelConnections.create({ identifier: 'sdk-conn', integrationIdentifier: SLACK, subscriberId: 'user_2097', workspace: { id: 'T1', name: 'Acme' }, auth: { accessToken: 'xoxb-1' } });
    expect(created.result).toMatchObject({ identifier: 'sdk-conn', providerId: 'slack', channel: 'chat', subscriberId: 'user_2097', contextKeys: [] });
    expect((await novu.channelConnections.retrieve('sdk-conn')).result.workspace).toEqual({ id: 'T1', name: 'Acme' });
    const listed = await novu.channelConnections.list({ subscriberId: 'user_2097', limit: 5 });
    expect(listed.result.data.map((c) => c.identifier)).toEqual(['sdk-conn']);
    const updated = await novu.channelConnections.update({ workspace: { id: 'T2' }, auth: { accessToken: 'xoxb-2' } }, 'sdk-conn');
    expect(updated.result.auth.accessToken).toBe('xoxb-2');
    const twin = await failure(novu.channelConnections.create({ integrationIdentifier: SLACK, subscriberId: 'user_2097', workspace: { id: 'T3' }, auth: { accessToken: 'x' } }));
    expect(twin).toBeInstanceOf(ErrorDto);
    expect((twin as ErrorDto).statusCode).toBe(409);
    await novu.channelConnections.delete('sdk-conn');
    const gone = await failure(novu.channelConnections.retrieve('sdk-conn'));
    expect((gone as ErrorDto).message).toBe("Channel connection with identifier 'sdk-conn' not found");
  });

  it('creates an endpoint, updates it, and a chat step is delivered to it', async () => {
    const novu = sdk.novu();
    const created = await novu.channelEndpoints.create({ identifier: 'sdk-hook', integrationIdentifier: SLACK, subscriberId: 'ryan@gmail.com', type: 'webhook', endpoint: { url: 'https://hooks.example.com/a' } });
    expect(created.result).toMatchObject({ identifier: 'sdk-hook', type: 'webhook', endpoint: { url: 'https://hooks.example.com/a' }, connectionIdentifier: null });
    const updated = await novu.channelEndpoints.update({ endpoint: { url: 'https://hooks.example.com/b' } }, 'sdk-hook');
    expect(updated.result.endpoint).toEqual({ url: 'https://hooks.example.com/b' });
    expect((await novu.channelEndpoints.retrieve('sdk-hook')).result.subscriberId).toBe('ryan@gmail.com');
    expect((await novu.channelEndpoints.list({ subscriberId: 'ryan@gmail.com' })).result.totalCount).toBe(1);
    const wrongType = await failure(novu.channelEndpoints.update({ endpoint: { channelId: 'C1' } }, 'sdk-hook'));
    expect((wrongType as ErrorDto).message).toBe('Endpoint must match the required format for type "webhook"');
    const noIntegration = await failure(novu.channelEndpoints.create({ integrationIdentifier: 'nope', subscriberId: 'ryan@gmail.com', type: 'slack_channel', endpoint: { channelId: 'C1' } }));
    expect((noIntegration as ErrorDto).message).toBe('Integration not found: nope');

    const triggered = await novu.trigger({ workflowId: 'security-alert', to: 'ryan@gmail.com', payload: { device: 'Pixel', location: 'Oslo', ipAddress: '10.0.0.1', signInTime: 'now', riskLevel: 'high' } });
    const outbox = await fetch(`${sdk.server().url}/__admin/outbox?apiKey=${DEV_KEY}&channel=chat&transactionId=${triggered.result.transactionId}`).then((r) => r.json() as Promise<{ data: { providerId: string; webhookUrl: string; endpoints?: { identifier: string }[] }[] }>);
    const toEndpoint = outbox.data.find((d) => d.endpoints !== undefined);
    expect(toEndpoint).toMatchObject({ providerId: 'slack', webhookUrl: 'https://hooks.example.com/b', endpoints: [{ identifier: 'sdk-hook' }] });
    await novu.channelEndpoints.delete('sdk-hook');
  });

  it('generates the OAuth URLs, links identities, and configures the integrations', async () => {
    const novu = sdk.novu();
    const connect = await novu.integrations.generateConnectOAuthUrl({ integrationIdentifier: SLACK, subscriberId: 'user_2097' });
    expect(connect.result.url).toMatch(/^https:\/\/slack\.com\/oauth\/v2\/authorize\?state=/);
    const link = await novu.integrations.generateLinkUserOAuthUrl({ integrationIdentifier: SLACK, subscriberId: 'user_2097' });
    expect(new URL(link.result.url).searchParams.get('user_scope')).toBe('identity.basic');
    expect((await novu.integrations.generateChatOAuthUrl({ integrationIdentifier: SLACK, subscriberId: 'user_2097', mode: 'link_user' })).result.url).toContain('user_scope=');
    const telegram = await novu.integrations.linkChannelEndpoint({ integrationIdentifier: 'telegram-92n721', subscriberId: 'user_2097' });
    expect(telegram.result.url).toMatch(/^https:\/\/t\.me\/mock_telegram_92n721_bot\?start=/);
    const mobile = await novu.integrations.createMobileLink({ subscriberId: 'user_2097' }, 'telegram-92n721');
    expect(mobile.result.token).toMatch(/^mlt_/);
    const webhook = await novu.integrations.integrationsControllerConfigureIntegrationWebhook('telegram-92n721');
    expect(webhook.result.botUsername).toBe('mock_telegram_92n721_bot');
    const integrations = (await novu.integrations.list()).result;
    const sendgrid = integrations.find((i) => i.providerId === 'sendgrid' && i.environmentId === integrations.find((x) => x.identifier === SLACK)?.environmentId);
    const configured = await novu.integrations.integrationsControllerAutoConfigureIntegration(sendgrid?.id as string);
    expect(configured.result.success).toBe(true);
  });
});
