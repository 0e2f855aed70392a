/**
 * The integrations' chat set-up operations: the OAuth URLs of connections and endpoints and the mock's callback
 * that completes them (the provider's answer made up from the code), the identity link (Telegram's deep link),
 * Telegram's webhook and mobile link, and the auto-configuration of delivery webhooks.
 */
import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const SLACK = 'slack-pn7jfg';
const FIXTURE_SLACK_CLIENT = '1402632275426.4965426010698';
const FIXTURE_REDIRECT = 'https://app.acme.dev/integrations/slack/callback';

const urlOf = async (t: TestApp, path: string, body: object, status = 201) => new URL((await t.api().post(path, body).expect(status)).body.data.url as string);
/** What the browser does after the provider: back to the `redirect_uri` with the state and a code. */
const complete = (t: TestApp, url: URL, extra: string) => {
  const back = new URL(url.searchParams.get('redirect_uri') as string);
  return t.request().get(`${back.pathname}?state=${encodeURIComponent(url.searchParams.get('state') as string)}&${extra}`);
};
const connections = async (t: TestApp, key = DEV_KEY) => (await t.api(key).get('/v1/channel-connections').expect(200)).body.data as { identifier: string; subscriberId: string | null; workspace: { id: string }; auth: { accessToken: string }; contextKeys: string[] }[];
const endpoints = async (t: TestApp) => (await t.api().get('/v1/channel-endpoints').expect(200)).body.data as { type: string; endpoint: Record<string, string>; connectionIdentifier: string | null; subscriberId: string }[];

describe('the connect OAuth flow', () => {
  it("answers Slack's authorize URL, and the callback creates the connection and the installing user's endpoint", async () => {
    const t = await makeTestApp();
    const url = await urlOf(t, '/v1/integrations/channel-connections/oauth', { integrationIdentifier: SLACK, subscriberId: 'user_2097', connectionIdentifier: 'acme-slack' });
    expect(`${url.origin}${url.pathname}`).toBe('https://slack.com/oauth/v2/authorize');
    expect([...url.searchParams.keys()]).toEqual(['state', 'client_id', 'redirect_uri', 'scope']);
    expect(url.searchParams.get('client_id')).toBe(FIXTURE_SLACK_CLIENT);
    expect(url.searchParams.get('scope')).toBe('chat:write,chat:write.public,channels:read,groups:read,users:read,users:read.email');
    expect(url.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/integrations\/chat\/oauth\/callback$/);
    // The integration has a redirectUrl: the callback sends the browser there.
    const back = await complete(t, url, 'code=abc').expect(302);
    expect(back.headers.location).toBe(FIXTURE_REDIRECT);
    const [connection] = await connections(t);
    expect(connection).toMatchObject({ identifier: 'acme-slack', subscriberId: 'user_2097', workspace: { id: expect.stringMatching(/^T[0-9A-F]{10}$/) }, auth: { accessToken: expect.stringMatching(/^xoxb-mock-/) } });
    const [endpoint] = await endpoints(t);
    expect(endpoint).toMatchObject({ type: 'slack_user', connectionIdentifier: 'acme-slack', subscriberId: 'user_2097', endpoint: { userId: expect.stringMatching(/^U[0-9A-F]{10}$/) } });
    // The same code is the same workspace and user (deterministic).
    const again = await makeTestApp();
    await complete(again, await urlOf(again, '/v1/integrations/chat/oauth', { integrationIdentifier: SLACK, subscriberId: 'user_2097' }), 'code=abc').expect(302);
    expect((await connections(again))[0]?.workspace).toEqual(connection?.workspace);
  });

  it('keeps no subscriber in shared mode, and no user endpoint with autoLinkUser false', async () => {
    const t = await makeTestApp();
    const url = await urlOf(t, '/v1/integrations/channel-connections/oauth', { integrationIdentifier: SLACK, subscriberId: 'user_2097', connectionMode: 'shared', context: { tenant: 'acme' }, autoLinkUser: false });
    await complete(t, url, 'code=x').expect(302);
    expect(await connections(t)).toMatchObject([{ subscriberId: null, contextKeys: ['tenant:acme'] }]);
    expect(await endpoints(t)).toEqual([]);
  });

  it('an incoming-webhook scope makes a webhook endpoint; MS Teams consent makes a tenant connection', async () => {
    const t = await makeTestApp();
    const hook = await urlOf(t, '/v1/integrations/chat/oauth', { integrationIdentifier: SLACK, subscriberId: 'user_2097', scope: ['incoming-webhook'] });
    await complete(t, hook, 'code=w1').expect(302);
    expect(await endpoints(t)).toMatchObject([{ type: 'webhook', endpoint: { url: 'https://hooks.slack.com/services/mock/user_2097/w1' } }]);

    const integration = (await t.api().get('/v1/integrations').expect(200)).body.data.find((i: { identifier: string }) => i.identifier === 'msteams-h7emcw');
    await t.api().put(`/v1/integrations/${integration._id}`, { credentials: { clientId: 'app', secretKey: 's', tenantId: 'home' } }).expect(200);
    const teams = await urlOf(t, '/v1/integrations/channel-connections/oauth', { integrationIdentifier: 'msteams-h7emcw', subscriberId: 'user_2097' });
    expect(`${teams.origin}${teams.pathname}`).toBe('https://login.microsoftonline.com/organizations/v2.0/adminconsent');
    expect(expectErrorShape((await complete(t, teams, 'tenant=contoso&admin_consent=False').expect(400)).body, 400).message).toBe('Admin consent was not granted');
    const done = await complete(t, teams, 'tenant=contoso&admin_consent=True').expect(200);
    expect(done.text).toBe('<script>window.close();</script>');
    expect((await connections(t)).find((c) => c.workspace.id === 'contoso')?.auth).toEqual({ accessToken: 'app-only' });
  });
});

describe('the link_user OAuth flow and the identity link', () => {
  it("asks Slack for the user's identity and links the subscriber's Slack user", async () => {
    const t = await makeTestApp();
    const url = await urlOf(t, '/v1/integrations/channel-endpoints/oauth', { integrationIdentifier: SLACK, subscriberId: 'ryan@gmail.com' });
    expect(url.searchParams.get('user_scope')).toBe('identity.basic');
    expect(url.searchParams.has('scope')).toBe(false);
    await complete(t, url, 'code=u').expect(302);
    expect(await endpoints(t)).toMatchObject([{ type: 'slack_user', subscriberId: 'ryan@gmail.com', connectionIdentifier: null }]);
    expect(await connections(t)).toEqual([]);
    const linked = await urlOf(t, '/v1/integrations/channel-endpoints/link', { integrationIdentifier: SLACK, subscriberId: 'ryan@gmail.com' }, 200);
    expect(linked.searchParams.get('user_scope')).toBe('identity.basic');
  });

  it("answers Telegram's deep link; following it with a chat id creates the telegram_chat endpoint", async () => {
    const t = await makeTestApp();
    const res = await t.api().post('/v1/integrations/channel-endpoints/link', { integrationIdentifier: 'telegram-92n721', subscriberId: 'user_2097' }).expect(200);
    expect(res.body.data.providerMetadata).toEqual({ botUsername: 'mock_telegram_92n721_bot' });
    const deepLink = new URL(res.body.data.url);
    expect(`${deepLink.origin}${deepLink.pathname}`).toBe('https://t.me/mock_telegram_92n721_bot');
    await t.request().get(`/v1/integrations/chat/oauth/callback?state=${deepLink.searchParams.get('start')}&code=987654`).expect(200);
    expect(await endpoints(t)).toMatchObject([{ type: 'telegram_chat', endpoint: { chatId: '987654' }, subscriberId: 'user_2097' }]);
    const other = await t.api().post('/v1/integrations/channel-endpoints/link', { integrationIdentifier: 'discord-4rgpkd', subscriberId: 'user_2097' }).expect(400);
    expect(other.body.message).toBe('Linking a subscriber is not supported for provider: discord');
  });
});

describe('the OAuth URL and callback refusals', () => {
  it('refuses the URL with the real words', async () => {
    const t = await makeTestApp();
    const refused = async (body: object, status: number) => expectErrorShape((await t.api().post('/v1/integrations/chat/oauth', body).expect(status)).body, status).message;
    expect(await refused({ integrationIdentifier: 'discord-4rgpkd', subscriberId: 'user_2097' }, 404)).toBe(`Integration not found: discord-4rgpkd in environment ${DEV_ENV_ID}`);
    expect(await refused({ integrationIdentifier: SLACK, scope: ['incoming-webhook'], context: { tenant: 'a' } }, 400)).toBe('subscriberId is required for incoming webhook');
    expect(await refused({ integrationIdentifier: SLACK }, 400)).toBe('Either subscriberId or context must be provided');
    expect(await refused({ integrationIdentifier: SLACK, subscriberId: 'ghost' }, 404)).toBe('Subscriber not found: ghost');
    await t.api().post('/v1/integrations/chat/oauth', { integrationIdentifier: '' }).expect(422);
    await t.api().post('/v1/integrations/channel-endpoints/oauth', { integrationIdentifier: SLACK }).expect(422);
  });

  it('refuses the callback in the real order; a state expires after 5 minutes of the clock', async () => {
    const t = await makeTestApp();
    const callback = (query: string) => t.request().get(`/v1/integrations/chat/oauth/callback?${query}`);
    const message = async (query: string, status: number) => expectErrorShape((await callback(query).expect(status)).body, status).message;
    expect(await message('error=access_denied&error_description=no', 400)).toBe('OAuth error: access_denied - no');
    expect(await message('code=x', 400)).toBe('Missing required OAuth parameter: state');
    expect(await message('state=abc', 400)).toBe('Missing required OAuth parameters: code or tenant');
    expect(await message('state=abc&code=x', 400)).toBe('Invalid OAuth state parameter - cannot extract provider');
    const url = await urlOf(t, '/v1/integrations/chat/oauth', { integrationIdentifier: SLACK, subscriberId: 'user_2097' });
    const state = url.searchParams.get('state') as string;
    expect(await message(`state=${state}`, 400)).toBe('Missing required OAuth parameters: code or tenant');
    expect(await message(`state=${state}&code=error:invalid_code`, 400)).toBe('Slack OAuth error: invalid_code');
    const forged = Buffer.from(Buffer.from(state, 'base64url').toString().replace(/\.[0-9a-f]+$/, '.00')).toString('base64url');
    expect(await message(`state=${forged}&code=x`, 400)).toBe('Invalid OAuth state parameter');
    await t.request().post(`/__admin/clock?apiKey=${DEV_KEY}`).send({ action: 'advance', ms: 5 * 60 * 1000 + 1 }).expect(200);
    expect(await message(`state=${state}&code=x`, 400)).toBe('Invalid OAuth state parameter');
    const elsewhere = Buffer.from(Buffer.from(state, 'base64url').toString().replace(DEV_ENV_ID, '0123456789abcdef01234567')).toString('base64url');
    expect(await message(`state=${elsewhere}&code=x`, 404)).toBe('Environment not found: 0123456789abcdef01234567');
  });
});

describe('Telegram webhook, mobile link and auto-configure', () => {
  it('configures the Telegram webhook and records it on the integration', async () => {
    const t = await makeTestApp();
    const res = await t.api().post('/v1/integrations/telegram-92n721/webhook/configure').expect(200);
    expect(res.body.data).toEqual({ webhookUrl: expect.stringMatching(/\/v2\/inbound-webhooks\/chat-providers\/665f1c2a9b1e4a0012a0e001\/[0-9a-f]{24}$/), configuredAt: expect.any(String), botUsername: 'mock_telegram_92n721_bot' });
    const integration = (await t.api().get('/v1/integrations').expect(200)).body.data.find((i: { identifier: string }) => i.identifier === 'telegram-92n721');
    expect(integration.configurations).toMatchObject({ webhookUrl: res.body.data.webhookUrl, botUsername: 'mock_telegram_92n721_bot' });
    expect((await t.api().post(`/v1/integrations/${SLACK}/webhook/configure`).expect(400)).body.message).toBe('Webhook configuration is not supported for provider: slack. Telegram is the only supported provider');
    expect((await t.api().post('/v1/integrations/nope/webhook/configure').expect(404)).body.message).toBe('Integration not found: nope');
  });

  it('issues a mobile link that expires on the environment clock', async () => {
    const t = await makeTestApp();
    const res = await t.api().post('/v1/integrations/telegram-92n721/mobile-link', { subscriberId: 'user_2097' }).expect(200);
    const { token, url, expiresAt } = res.body.data;
    expect(token).toMatch(/^mlt_[0-9a-f]{24}$/);
    expect(url).toContain(token);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    await t.api().post('/v1/integrations/telegram-92n721/mobile-link', { subscriberId: 'ghost' }).expect(404);
    expect((await t.api().post(`/v1/integrations/${SLACK}/mobile-link`, {}).expect(400)).body.message).toBe('Mobile setup is not supported for provider: slack. Telegram is the only supported provider');
  });

  it('auto-configures SendGrid (recorded) and answers the others as the real providers do', async () => {
    const t = await makeTestApp();
    const all = (await t.api().get('/v1/integrations').expect(200)).body.data as { _id: string; providerId: string; _environmentId: string; configurations?: object }[];
    const idOf = (providerId: string) => all.find((i) => i.providerId === providerId && i._environmentId === DEV_ENV_ID)?._id as string;
    const sendgrid = await t.api().post(`/v1/integrations/${idOf('sendgrid')}/auto-configure`).expect(200);
    expect(sendgrid.body.data).toMatchObject({ success: true, message: 'SendGrid webhook configured successfully with signature verification enabled', integration: { configurations: { inboundWebhookEnabled: true } } });
    const after = (await t.api().get('/v1/integrations').expect(200)).body.data.find((i: { _id: string }) => i._id === idOf('sendgrid'));
    expect(after.configurations.inboundWebhookSigningKey).toMatch(/^mock-signing-key-/);
    expect((await t.api().post(`/v1/integrations/${idOf('twilio')}/auto-configure`).expect(200)).body.data).toEqual({
      success: false,
      message: 'A support of auto-configuration of inbound webhook is not implemented by provider, manual configuration is required',
    });
    expect((await t.api().post('/v1/integrations/0123456789abcdef01234567/auto-configure').expect(404)).body.message).toBe('Integration not found, id: 0123456789abcdef01234567');
    // Another environment's integration is not the caller's.
    await t.api(PROD_KEY).post(`/v1/integrations/${idOf('sendgrid')}/auto-configure`).expect(404);
  });
});
