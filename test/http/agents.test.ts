import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const createAgent = (t: TestApp, identifier: string, extra: object = {}, key = DEV_KEY) => t.api(key).post('/v1/agents', { name: `Agent ${identifier}`, identifier, ...extra });

/** Opens a conversation as an inbound chat message would (the admin control). */
const openConversation = (t: TestApp, body: object, key = DEV_KEY) =>
  t.request().post(`/__admin/agents/conversations?apiKey=${key}`).send(body);

describe('agents: create, read back, update, delete', () => {
  it('creates with 201 and the real defaults, reads it back, lists it, and refuses a taken identifier with 409', async () => {
    const t = await makeTestApp();
    const created = await createAgent(t, 'support-bot', { description: 'Answers tickets' });
    expect(created.status).toBe(201);
    const agent = created.body.data;
    expect(agent).toMatchObject({
      name: 'Agent support-bot',
      identifier: 'support-bot',
      description: 'Answers tickets',
      active: true,
      behavior: { subscriberAccess: 'restricted' },
      _environmentId: DEV_ENV_ID,
    });
    expect(agent._id).toMatch(/^[0-9a-f]{24}$/);
    expect(agent.createdAt).toBe(agent.updatedAt);
    expect((await t.api().get('/v1/agents/support-bot')).body.data).toEqual(agent);

    const page = (await t.api().get('/v1/agents')).body;
    expect(page).toMatchObject({ next: null, previous: null, totalCount: 1, totalCountCapped: false });
    expect(page.data).toEqual([{ ...agent, integrations: [] }]);

    const taken = await createAgent(t, 'support-bot');
    expectErrorShape(taken.body, 409);
    expect(taken.body.message).toBe('An agent with identifier "support-bot" already exists in this environment.');
  });

  it('keeps agents per environment: the same identifier is free in Production, and neither sees the other', async () => {
    const t = await makeTestApp();
    expect((await createAgent(t, 'bot')).status).toBe(201);
    expect((await createAgent(t, 'bot', {}, PROD_KEY)).status).toBe(201);
    await createAgent(t, 'dev-only');
    expect((await t.api(PROD_KEY).get('/v1/agents')).body.data.map((a: { identifier: string }) => a.identifier)).toEqual(['bot']);
    expect((await t.api(PROD_KEY).get('/v1/agents/dev-only')).status).toBe(404);
  });

  it('refuses a missing name and an identifier that is not a slug with 422', async () => {
    const t = await makeTestApp();
    const noName = await t.api().post('/v1/agents', { identifier: 'x' });
    expect(noName.status).toBe(422);
    expect(Object.keys(noName.body.errors).join()).toContain('name');
    const badSlug = await createAgent(t, 'not a slug!');
    expect(badSlug.status).toBe(422);
    expect(JSON.stringify(badSlug.body.errors)).toContain('identifier');
  });

  it('updates the fields sent, merges behavior field by field, and refuses an empty update with 400', async () => {
    const t = await makeTestApp();
    await createAgent(t, 'bot');
    const patched = await t.api().patch('/v1/agents/bot', { name: 'Renamed', behavior: { acknowledgeOnReceived: false } });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ name: 'Renamed', behavior: { acknowledgeOnReceived: false, subscriberAccess: 'restricted' } });
    expect(patched.body.data.behavior).not.toHaveProperty('reactionOnResolved');
    const noReaction = await t.api().patch('/v1/agents/bot', { behavior: { reactionOnResolved: null } });
    expect(noReaction.body.data.behavior).toEqual({ acknowledgeOnReceived: false, reactionOnResolved: null, subscriberAccess: 'restricted' });
    expect((await t.api().get('/v1/agents/bot')).body.data.name).toBe('Renamed');

    const empty = await t.api().patch('/v1/agents/bot', {});
    expectErrorShape(empty.body, 400);
    expect(empty.body.message).toBe('At least one field must be provided.');
    const unknown = await t.api().patch('/v1/agents/nobody', { name: 'x' });
    expectErrorShape(unknown.body, 404);
    expect(unknown.body.message).toBe('Agent with identifier "nobody" was not found.');
  });

  it('sets the bridge, refuses a dev bridge on Production with 403 and a private bridge host with 400', async () => {
    const t = await makeTestApp();
    await createAgent(t, 'bot');
    const bridge = await t.api().put('/v1/agents/bot/bridge', { bridgeUrl: 'https://example.com/api/novu', devBridgeUrl: 'https://tunnel.example.org', devBridgeActive: true });
    expect(bridge.status).toBe(200);
    expect(bridge.body.data).toMatchObject({ bridgeUrl: 'https://example.com/api/novu', devBridgeUrl: 'https://tunnel.example.org', devBridgeActive: true });
    expect((await t.api().get('/v1/agents/bot')).body.data.devBridgeActive).toBe(true);

    const loopback = await t.api().patch('/v1/agents/bot', { bridgeUrl: 'http://127.0.0.1:4000/api/novu' });
    expectErrorShape(loopback.body, 400);
    expect(loopback.body.message).toBe('bridgeUrl: Requests to private or reserved IP addresses are not allowed (resolved: 127.0.0.1).');
    expect((await t.api().patch('/v1/agents/bot', { devBridgeUrl: 'http://localhost:4000' })).body.message).toBe('devBridgeUrl: Requests to "localhost" are not allowed.');
    expect((await t.api().put('/v1/agents/bot/bridge', { bridgeUrl: 'not a url' })).status).toBe(422);

    await createAgent(t, 'bot', {}, PROD_KEY);
    const prod = await t.api(PROD_KEY).put('/v1/agents/bot/bridge', { devBridgeActive: true });
    expectErrorShape(prod.body, 403);
    expect(prod.body.message).toBe('Dev bridge cannot be activated on production environments.');
    expect((await t.api(PROD_KEY).put('/v1/agents/bot/bridge', { bridgeUrl: 'https://example.com/novu' })).status).toBe(200);
  });

  it('deletes with 204, its links with it, and then answers 404', async () => {
    const t = await makeTestApp();
    await createAgent(t, 'bot');
    await t.api().post('/v1/agents/bot/integrations', { integrationIdentifier: 'slack-pn7jfg' });
    expect((await t.api().delete('/v1/agents/bot')).status).toBe(204);
    expect((await t.api().get('/v1/agents/bot')).status).toBe(404);
    expect((await t.api().delete('/v1/agents/bot')).status).toBe(404);
    await createAgent(t, 'bot');
    expect((await t.api().get('/v1/agents/bot/integrations')).body.data).toEqual([]);
  });

  it('pages with cursors, filters by part of the identifier, and refuses before with after (400)', async () => {
    const t = await makeTestApp();
    for (const id of ['alpha', 'beta', 'gamma']) await createAgent(t, id);
    const first = (await t.api().get('/v1/agents?limit=2')).body;
    expect(first.data.map((a: { identifier: string }) => a.identifier)).toEqual(['gamma', 'beta']);
    const second = (await t.api().get(`/v1/agents?limit=2&after=${first.next}`)).body;
    expect(second.data.map((a: { identifier: string }) => a.identifier)).toEqual(['alpha']);
    expect((await t.api().get('/v1/agents?identifier=ET')).body.data.map((a: { identifier: string }) => a.identifier)).toEqual(['beta']);
    const both = await t.api().get(`/v1/agents?after=${first.next}&before=${first.next}`);
    expectErrorShape(both.body, 400);
    expect(both.body.message).toBe('Cannot specify both "before" and "after" cursors at the same time.');
  });
});

describe('agents: integration links', () => {
  it('links an integration by identifier, lists it, re-points it, refuses a duplicate with 409, and removes it', async () => {
    const t = await makeTestApp();
    await createAgent(t, 'bot');
    const added = await t.api().post('/v1/agents/bot/integrations', { integrationIdentifier: 'slack-pn7jfg' });
    expect(added.status).toBe(201);
    const link = added.body.data;
    expect(link).toMatchObject({ integration: { identifier: 'slack-pn7jfg', providerId: 'slack', channel: 'chat', active: true }, connectedAt: null, _environmentId: DEV_ENV_ID });
    expect(link._agentId).toBe((await t.api().get('/v1/agents/bot')).body.data._id);

    const again = await t.api().post('/v1/agents/bot/integrations', { integrationIdentifier: 'slack-pn7jfg' });
    expectErrorShape(again.body, 409);
    expect(again.body.message).toBe('This integration is already linked to the agent.');

    const listed = (await t.api().get('/v1/agents/bot/integrations')).body;
    expect(listed).toMatchObject({ totalCount: 1, next: null, previous: null });
    expect(listed.data).toEqual([link]);
    const agents = (await t.api().get('/v1/agents')).body.data;
    expect(agents[0].integrations).toEqual([{ integrationId: link.integration._id, providerId: 'slack', name: link.integration.name, identifier: 'slack-pn7jfg', channel: 'chat', active: true }]);
    expect((await t.api().get('/v1/agents/bot/integrations?integrationIdentifier=msteams-h7emcw')).body.data).toEqual([]);
    expect((await t.api().get('/v1/agents/bot/integrations?integrationIdentifier=slack-pn7jfg')).body.data).toHaveLength(1);

    const moved = await t.api().patch(`/v1/agents/bot/integrations/${link._id}`, { integrationIdentifier: 'msteams-h7emcw' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ _id: link._id, integration: { identifier: 'msteams-h7emcw', providerId: 'msteams' } });
    const second = (await t.api().post('/v1/agents/bot/integrations', { integrationIdentifier: 'slack-pn7jfg' })).body.data;
    const clash = await t.api().patch(`/v1/agents/bot/integrations/${second._id}`, { integrationIdentifier: 'msteams-h7emcw' });
    expectErrorShape(clash.body, 409);

    expect((await t.api().delete(`/v1/agents/bot/integrations/${link._id}`)).status).toBe(204);
    const gone = await t.api().delete(`/v1/agents/bot/integrations/${link._id}`);
    expectErrorShape(gone.body, 404);
    expect(gone.body.message).toBe(`Agent-integration link "${link._id}" was not found for this agent.`);
    expect((await t.api().get('/v1/agents/bot/integrations')).body.data.map((l: { _id: string }) => l._id)).toEqual([second._id]);
  });

  it('links only integrations of the caller\'s environment (404 in the real words)', async () => {
    const t = await makeTestApp();
    await createAgent(t, 'bot');
    const prodSlack = await t.api().post('/v1/agents/bot/integrations', { integrationIdentifier: 'slack-s4u2wr' });
    expectErrorShape(prodSlack.body, 404);
    expect(prodSlack.body.message).toBe('Integration with identifier "slack-s4u2wr" was not found.');
    const noAgent = await t.api().post('/v1/agents/nobody/integrations', { integrationIdentifier: 'slack-pn7jfg' });
    expect(noAgent.body.message).toBe('Agent with identifier "nobody" was not found.');
    expect((await t.api().post('/v1/agents/bot/integrations', {})).status).toBe(422);
  });
});

describe('agents: replies', () => {
  const setUp = async () => {
    const t = await makeTestApp();
    await createAgent(t, 'bot');
    await t.api().post('/v1/agents/bot/integrations', { integrationIdentifier: 'slack-pn7jfg' });
    const opened = await openConversation(t, { agentIdentifier: 'bot', integrationIdentifier: 'slack-pn7jfg', platformThreadId: 'C042/1700000000.000100', subscriberId: 'sub-1', text: 'Where is my order?' });
    expect(opened.status).toBe(201);
    return { t, conversation: opened.body };
  };

  it('posts the reply through the chat integration: a chat delivery to the thread in the outbox', async () => {
    const { t, conversation } = await setUp();
    expect(conversation).toMatchObject({ platform: 'slack', platformThreadId: 'C042/1700000000.000100', status: 'active', activities: [{ from: 'user', content: 'Where is my order?' }] });
    expect((await t.api().get('/v1/agents/bot/integrations')).body.data[0].connectedAt).toEqual(expect.any(String));

    const sent = await t.api().post('/v1/agents/bot/reply', { conversationId: conversation._id, integrationIdentifier: 'slack-pn7jfg', reply: { markdown: 'It ships **today**.' } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ messageId: expect.stringMatching(/^\d+\.\d{6}$/), platformThreadId: 'C042/1700000000.000100' });

    const outbox = (await t.request().get(`/__admin/outbox?apiKey=${DEV_KEY}&transactionId=${conversation._id}`)).body.data;
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      channel: 'chat',
      webhookUrl: 'slack://C042/1700000000.000100',
      text: 'It ships **today**.',
      subscriberId: 'sub-1',
      workflowId: 'agent:bot',
      stepId: 'reply',
      providerId: 'slack',
      messageId: sent.body.data.messageId,
    });
  });

  it('resolves with a signal, answers null without a reply, and refuses what the real one refuses', async () => {
    const { t, conversation } = await setUp();
    const reply = (body: object, agent = 'bot') => t.api().post(`/v1/agents/${agent}/reply`, { conversationId: conversation._id, integrationIdentifier: 'slack-pn7jfg', ...body });
    const resolved = await reply({ resolve: { summary: 'Shipped' }, signals: [{ type: 'metadata', key: 'orderId', value: 42 }] });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toBeNull();

    expect((await reply({})).body.message).toBe('At least one of reply, edit, resolve, or signals must be provided');
    expect((await reply({ reply: { text: 'a' }, edit: { messageId: '1', content: { text: 'b' } } })).body.message).toBe('Only one of reply or edit can be provided');
    expect((await reply({ reply: { text: 'a', markdown: 'b' } })).status).toBe(422);
    expect((await reply({ signals: [{ type: 'metadata', key: '__proto__', value: 1 }] })).status).toBe(422);
    const missing = await t.api().post('/v1/agents/bot/reply', { conversationId: '65f1c2a9b1e4a0012a0e0999', integrationIdentifier: 'slack-pn7jfg', reply: { text: 'hi' } });
    expectErrorShape(missing.body, 404);
    expect(missing.body.message).toBe('Conversation not found');
    const unlinked = await reply({ reply: { text: 'hi' }, integrationIdentifier: 'msteams-h7emcw' });
    expect(unlinked.status).toBe(422);
    expect(unlinked.body.message).toMatch(/^Agent [0-9a-f]{24} is not linked to integration msteams-h7emcw$/);

    await createAgent(t, 'other');
    await t.api().post('/v1/agents/other/integrations', { integrationIdentifier: 'slack-pn7jfg' });
    const foreign = await reply({ reply: { text: 'hi' } }, 'other');
    expectErrorShape(foreign.body, 403);
    expect(foreign.body.message).toBe('Agent identifier does not match this conversation');
    expect((await t.request().get(`/__admin/outbox?apiKey=${DEV_KEY}&transactionId=${conversation._id}`)).body.data).toEqual([]);
  });

  it('opens a conversation only on a linked chat platform of the agent', async () => {
    const t = await makeTestApp();
    await createAgent(t, 'bot');
    await t.api().post('/v1/agents/bot/integrations', { integrationIdentifier: 'discord-4rgpkd' });
    expect((await openConversation(t, { agentIdentifier: 'nobody', integrationIdentifier: 'slack-pn7jfg' })).status).toBe(404);
    expect((await openConversation(t, { agentIdentifier: 'bot', integrationIdentifier: 'slack-pn7jfg' })).status).toBe(422);
    const discord = await openConversation(t, { agentIdentifier: 'bot', integrationIdentifier: 'discord-4rgpkd' });
    expect(discord.status).toBe(422);
    expect(discord.body.message).toBe('Provider discord is not supported as an agent platform');
  });

  it('survives a snapshot and a restore, and a reset empties it', async () => {
    const { t, conversation } = await setUp();
    const snapshot = (await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
    await t.request().post(`/__admin/reset?apiKey=${DEV_KEY}`);
    expect((await t.api().get('/v1/agents')).body.data).toEqual([]);
    expect((await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot)).status).toBe(200);
    expect((await t.api().get('/v1/agents/bot')).status).toBe(200);
    const sent = await t.api().post('/v1/agents/bot/reply', { conversationId: conversation._id, integrationIdentifier: 'slack-pn7jfg', reply: { text: 'Back' } });
    expect(sent.status).toBe(200);
  });
});

describe('agents: snapshot checks', () => {
  it('refuses a snapshot with two agents of one identifier, or an agent of another environment (422), restoring nothing', async () => {
    const t = await makeTestApp();
    await createAgent(t, 'bot');
    const snapshot = (await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
    const data = snapshot.organizations[0].environments[0].data;
    const twin = structuredClone(snapshot);
    twin.organizations[0].environments[0].data.agents = [...data.agents, { ...data.agents[0], _id: '665f1c2a9b1e4a0022a0ffff' }];
    const refused = await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(twin);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.errors)).toContain('identifier');
    const foreign = structuredClone(snapshot);
    foreign.organizations[0].environments[0].data.agents = [{ ...data.agents[0], _environmentId: '665f1c2a9b1e4a0012a0e002' }];
    expect((await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(foreign)).status).toBe(422);
    expect((await t.api().get('/v1/agents')).body.data).toHaveLength(1);
  });
});
