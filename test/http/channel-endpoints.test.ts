/**
 * `/v1/channel-endpoints`, as the real command and use cases answer them, and their effect: a chat step to a
 * subscriber with endpoints goes to its endpoints (grouped by integration, one message each, in the run's
 * exact context), before any legacy chat credentials, and the outbox shows where.
 */
import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
interface Delivery { channel: string; providerId: string; webhookUrl: string; text: string; endpoints?: { identifier: string; type: string; endpoint: object; connectionIdentifier?: string }[] }

const SLACK = 'slack-pn7jfg';
const endpoint = (body: object = {}) => ({ integrationIdentifier: SLACK, subscriberId: 'user_2097', type: 'slack_channel', endpoint: { channelId: 'C123456789' }, ...body });
const create = (t: TestApp, body: object = {}) => t.api().post('/v1/channel-endpoints', endpoint(body));

async function chatDeliveries(t: TestApp, to: string, extra: object = {}, key = DEV_KEY): Promise<Delivery[]> {
  const res = await t.api(key).post('/v1/events/trigger', { name: 'security-alert', to, payload: { device: 'Pixel', location: 'Oslo', ipAddress: '10.0.0.1', signInTime: 'now', riskLevel: 'high' }, ...extra }).expect(201);
  const transactionId = (res.body.data ?? res.body).transactionId as string;
  return (await t.request().get(`/__admin/outbox?apiKey=${key}&transactionId=${transactionId}&channel=chat`)).body.data as Delivery[];
}

describe('POST /v1/channel-endpoints', () => {
  it('creates an endpoint of each type, read back by its identifier', async () => {
    const t = await makeTestApp();
    const res = await create(t, { identifier: 'slack-channel-1' }).expect(201);
    expect(res.body.data).toEqual({
      identifier: 'slack-channel-1',
      channel: 'chat',
      providerId: 'slack',
      integrationIdentifier: SLACK,
      connectionIdentifier: null,
      subscriberId: 'user_2097',
      contextKeys: [],
      type: 'slack_channel',
      endpoint: { channelId: 'C123456789' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await t.api().get('/v1/channel-endpoints/slack-channel-1').expect(200)).body.data).toEqual(res.body.data);
    const webhook = (await create(t, { type: 'webhook', endpoint: { url: 'https://example.com/webhook', channel: 'general' } }).expect(201)).body.data;
    expect(webhook.identifier).toMatch(/^chendp_[0-9a-f]{12}$/);
    await create(t, { type: 'phone', endpoint: { phoneNumber: '+15550001' } }).expect(201);
    await create(t, { integrationIdentifier: 'msteams-h7emcw', type: 'ms_teams_channel', endpoint: { teamId: '19:a', channelId: '19:b' } }).expect(201);
    await create(t, { integrationIdentifier: 'telegram-92n721', type: 'telegram_chat', endpoint: { chatId: '42' } }).expect(201);
  });

  it('takes a connection and a context', async () => {
    const t = await makeTestApp();
    await t.api().post('/v1/channel-connections', { identifier: 'conn', integrationIdentifier: SLACK, subscriberId: 'user_2097', workspace: { id: 'T1' }, auth: { accessToken: 'xoxb' } }).expect(201);
    const made = (await create(t, { connectionIdentifier: 'conn', context: { tenant: 'acme' } }).expect(201)).body.data;
    expect(made).toMatchObject({ connectionIdentifier: 'conn', contextKeys: ['tenant:acme'] });
  });

  it('refuses with the real words, in the real order', async () => {
    const t = await makeTestApp();
    const refused = async (body: object, status: number) => expectErrorShape((await create(t, body).expect(status)).body, status);
    const shape = await refused({ endpoint: { userId: 'U1' } }, 422);
    expect(shape.message).toBe('Validation failed for CreateChannelEndpointCommand: endpoint: Endpoint must match the required format for type "slack_channel"');
    expect((await refused({ endpoint: { channelId: 'C1', extra: 'x' } }, 422)).message).toMatch(/Endpoint must match the required format/);
    expect((await refused({ type: 'pigeon' }, 422)).message).toMatch(/^Validation failed for CreateChannelEndpointCommand: type: type must be one of the following values: slack_channel, slack_user, webhook/);
    expect((await refused({ integrationIdentifier: 'nope' }, 404)).message).toBe('Integration not found: nope');
    expect((await refused({ subscriberId: 'ghost' }, 404)).message).toBe('Subscriber not found: ghost');
    await create(t, { identifier: 'taken' }).expect(201);
    expect((await refused({ identifier: 'taken' }, 409)).message).toBe(`Channel endpoint with identifier "taken" already exists in environment "${DEV_ENV_ID}"`);
    expect((await refused({ connectionIdentifier: 'none' }, 404)).message).toBe('Channel connection not found: none');
    await refused({ subscriberId: undefined }, 422);
  });
});

describe('GET, PATCH, DELETE /v1/channel-endpoints/{identifier}', () => {
  it('updates within its type, deletes, and answers 404 with the real words', async () => {
    const t = await makeTestApp();
    await create(t, { identifier: 'e1' }).expect(201);
    const updated = await t.api().patch('/v1/channel-endpoints/e1', { endpoint: { channelId: 'C987654321' } }).expect(200);
    expect(updated.body.data.endpoint).toEqual({ channelId: 'C987654321' });
    const wrongType = await t.api().patch('/v1/channel-endpoints/e1', { endpoint: { url: 'https://x' } }).expect(400);
    expect(wrongType.body.message).toBe('Endpoint must match the required format for type "slack_channel"');
    const missing = await t.api().patch('/v1/channel-endpoints/nope', { endpoint: { channelId: 'C' } }).expect(404);
    expect(missing.body.message).toBe(`Channel endpoint with identifier "nope" not found in environment "${DEV_ENV_ID}"`);
    await t.api().delete('/v1/channel-endpoints/e1').expect(204);
    expect((await t.api().get('/v1/channel-endpoints/e1').expect(404)).body.message).toBe("Channel endpoint with identifier 'e1' not found");
    expect((await t.api().delete('/v1/channel-endpoints/e1').expect(404)).body.message).toBe("Channel endpoint with identifier 'e1' not found");
  });

  it('lists with the connection filter too, per environment', async () => {
    const t = await makeTestApp();
    await t.api().post('/v1/channel-connections', { identifier: 'conn', integrationIdentifier: SLACK, subscriberId: 'user_2097', workspace: { id: 'T1' }, auth: { accessToken: 'xoxb' } }).expect(201);
    await create(t, { identifier: 'plain' }).expect(201);
    await create(t, { identifier: 'connected', connectionIdentifier: 'conn' }).expect(201);
    const list = async (query: string, key = DEV_KEY) => (await t.api(key).get(`/v1/channel-endpoints?${query}`).expect(200)).body;
    expect((await list('')).data.map((e: { identifier: string }) => e.identifier)).toEqual(['connected', 'plain']);
    expect((await list('connectionIdentifier=conn')).data.map((e: { identifier: string }) => e.identifier)).toEqual(['connected']);
    expect((await list('', PROD_KEY)).totalCount).toBe(0);
  });
});

describe('the effect: chat goes to the subscriber\'s endpoints', () => {
  it('addresses the outbox entry to the endpoints of each integration, one message per integration', async () => {
    const t = await makeTestApp();
    await t.api().post('/v1/channel-connections', { identifier: 'conn', integrationIdentifier: SLACK, subscriberId: 'user_2097', workspace: { id: 'T1' }, auth: { accessToken: 'xoxb' } }).expect(201);
    await create(t, { identifier: 'ops-channel', connectionIdentifier: 'conn' }).expect(201);
    await create(t, { identifier: 'ops-hook', type: 'webhook', endpoint: { url: 'https://hooks.example.com/ops' } }).expect(201);
    await create(t, { identifier: 'teams', integrationIdentifier: 'msteams-h7emcw', type: 'ms_teams_user', endpoint: { userId: '29:1' } }).expect(201);
    const deliveries = await chatDeliveries(t, 'user_2097');
    expect(deliveries).toHaveLength(2);
    const slack = deliveries.find((d) => d.providerId === 'slack') as Delivery;
    expect(slack.text).toContain('High-risk sign-in');
    expect(slack.webhookUrl).toBe('https://hooks.example.com/ops');
    expect(slack.endpoints).toEqual([
      { identifier: 'ops-channel', type: 'slack_channel', endpoint: { channelId: 'C123456789' }, connectionIdentifier: 'conn' },
      { identifier: 'ops-hook', type: 'webhook', endpoint: { url: 'https://hooks.example.com/ops' } },
    ]);
    expect(deliveries.find((d) => d.providerId === 'msteams')?.endpoints).toEqual([{ identifier: 'teams', type: 'ms_teams_user', endpoint: { userId: '29:1' } }]);
    // The outbox finds a delivery by an endpoint's identifier.
    const found = (await t.request().get(`/__admin/outbox?apiKey=${DEV_KEY}&to=ops-channel`)).body.data as Delivery[];
    expect(found).toHaveLength(1);
  });

  it('reads only the endpoints of the run\'s exact context, and goes to the legacy credentials as well', async () => {
    const t = await makeTestApp();
    await create(t, { identifier: 'acme-only', context: { tenant: 'acme' } }).expect(201);
    // No endpoint in the default context, no chat credentials: the step is skipped.
    expect(await chatDeliveries(t, 'user_2097')).toEqual([]);
    const inAcme = await chatDeliveries(t, 'user_2097', { context: { tenant: 'acme' } });
    expect(inAcme.map((d) => d.endpoints?.[0]?.identifier)).toEqual(['acme-only']);
    // david.smith@gmail.com has Slack credentials: a message to the endpoint, and one to the credentials' webhook.
    await create(t, { identifier: 'david', subscriberId: 'david.smith@gmail.com', type: 'slack_user', endpoint: { userId: 'U1' } }).expect(201);
    const both = await chatDeliveries(t, 'david.smith@gmail.com');
    expect(both.map((d) => d.endpoints?.[0]?.identifier ?? 'credentials').sort()).toEqual(['credentials', 'david']);
  });

  it('fails the endpoints of an inactive integration with the real detail', async () => {
    const t = await makeTestApp();
    const integration = (await t.api().get('/v1/integrations').expect(200)).body.data.find((i: { identifier: string }) => i.identifier === SLACK);
    await create(t, { identifier: 'e' }).expect(201);
    await t.api().put(`/v1/integrations/${integration._id}`, { active: false }).expect(200);
    expect(await chatDeliveries(t, 'user_2097')).toEqual([]);
    const feed = (await t.api().get('/v1/notifications?channels=chat&subscriberIds=user_2097').expect(200)).body.data as { jobs: { type: string; executionDetails: { detail: string; raw?: string }[] }[] }[];
    const details = feed[0]?.jobs.find((j) => j.type === 'chat')?.executionDetails ?? [];
    expect(details.map((d) => d.detail)).toContain('Subscriber does not have an active integration');
    expect(details.map((d) => d.raw)).toContain(`Integration with integrationIdentifier: ${SLACK} is either deleted or not active`);
  });
});
