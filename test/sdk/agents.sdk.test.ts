import { NovuError } from '@novu/api/models/errors/novuerror.js';
import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';
import { DEV_ENV_ID, DEV_KEY } from '../helpers/test-app.js';

describe('agents through @novu/api', () => {
  const sdk = useSdkMock(46);
  const admin = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${sdk.server().url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { data: Record<string, unknown>[] } };
  };

  it('creates, reads back, lists, updates, sets the bridge and deletes an agent', async () => {
    const novu = sdk.novu();
    const created = await novu.agents.create({ name: 'Support', identifier: 'sdk-support', description: 'Answers tickets' }, 'sdk-test');
    expect(created.result).toMatchObject({ name: 'Support', identifier: 'sdk-support', active: true, environmentId: DEV_ENV_ID, behavior: { subscriberAccess: 'restricted' } });
    expect((await novu.agents.retrieve('sdk-support')).result.id).toBe(created.result.id);

    const page = await novu.agents.list({ identifier: 'sdk-sup', limit: 5 });
    expect(page.result.data.map((a) => a.identifier)).toEqual(['sdk-support']);
    expect(page.result).toMatchObject({ next: null, previous: null, totalCount: 1, totalCountCapped: false });

    const updated = await novu.agents.update({ name: 'Support desk', behavior: { acknowledgeOnReceived: false, reactionOnResolved: null } }, 'sdk-support');
    expect(updated.result).toMatchObject({ name: 'Support desk', behavior: { acknowledgeOnReceived: false, reactionOnResolved: null } });
    const bridged = await novu.agents.updateBridge({ bridgeUrl: 'https://example.com/api/novu', devBridgeActive: true }, 'sdk-support');
    expect(bridged.result).toMatchObject({ bridgeUrl: 'https://example.com/api/novu', devBridgeActive: true });

    const taken = await novu.agents.create({ name: 'Again', identifier: 'sdk-support' }, 'sdk-test').catch((e: unknown) => e);
    expect(taken).toMatchObject({ statusCode: 409, message: 'An agent with identifier "sdk-support" already exists in this environment.' });

    await novu.agents.delete('sdk-support', 'false');
    const gone = await novu.agents.retrieve('sdk-support').catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(NovuError);
    expect((gone as NovuError).statusCode).toBe(404);
  });

  it('links integrations, and a reply lands in the outbox as a chat message to the conversation', async () => {
    const novu = sdk.novu();
    await novu.agents.create({ name: 'Replier', identifier: 'sdk-replier' }, 'sdk-test');
    const link = await novu.agents.integrations.create({ integrationIdentifier: 'slack-pn7jfg' }, 'sdk-replier');
    expect(link.result).toMatchObject({ integration: { identifier: 'slack-pn7jfg', providerId: 'slack', channel: 'chat' }, connectedAt: null });
    const extra = await novu.agents.integrations.create({ integrationIdentifier: 'msteams-h7emcw' }, 'sdk-replier');
    const moved = await novu.agents.integrations.update({ identifier: 'sdk-replier', agentIntegrationId: extra.result.id, updateAgentIntegrationRequestDto: { integrationIdentifier: 'whatsapp-business-lyl173' } });
    expect(moved.result.integration.providerId).toBe('whatsapp-business');
    await novu.agents.integrations.delete('sdk-replier', extra.result.id);
    const links = await novu.agents.integrations.list({ identifier: 'sdk-replier' });
    expect(links.result.data.map((l) => l.id)).toEqual([link.result.id]);
    expect((await novu.agents.list({})).result.data.find((a) => a.identifier === 'sdk-replier')?.integrations?.map((i) => i.identifier)).toEqual(['slack-pn7jfg']);

    const opened = await admin('POST', `/__admin/agents/conversations?apiKey=${DEV_KEY}`, { agentIdentifier: 'sdk-replier', integrationIdentifier: 'slack-pn7jfg', platformThreadId: 'C07/1700000000.1', text: 'Hello?' });
    expect(opened.status).toBe(201);
    const conversationId = opened.body._id as string;

    const sent = await novu.agents.sendReply({ conversationId, integrationIdentifier: 'slack-pn7jfg', reply: { markdown: 'Hi! How can I help?' } }, 'sdk-replier');
    expect(sent.result).toEqual({ messageId: expect.any(String), platformThreadId: 'C07/1700000000.1' });

    const outbox = await admin('GET', `/__admin/outbox?apiKey=${DEV_KEY}&to=${encodeURIComponent('slack://C07/1700000000.1')}`);
    expect(outbox.body.data).toHaveLength(1);
    expect(outbox.body.data[0]).toMatchObject({ channel: 'chat', text: 'Hi! How can I help?', transactionId: conversationId, messageId: sent.result.messageId, providerId: 'slack' });
  });

  it('lists the workflows that reference an environment variable', async () => {
    const novu = sdk.novu();
    await novu.environmentVariables.create({ key: 'SDK_SUPPORT_URL', values: [{ environmentId: DEV_ENV_ID, value: 'https://help.example.com' }] } as never);
    await novu.workflows.create({ name: 'Uses support URL', workflowId: 'uses-support-url', steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: 'See {{env.SDK_SUPPORT_URL}}' } }] } as never);
    const usage = await novu.environmentVariables.usage('SDK_SUPPORT_URL');
    expect(usage.result.workflows).toEqual([{ name: 'Uses support URL', workflowId: 'uses-support-url' }]);
  });
});
