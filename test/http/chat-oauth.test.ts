/**
 * A subscriber's chat OAuth (`GET /v1/subscribers/{subscriberId}/credentials/{providerId}/oauth` and
 * `…/oauth/callback`), as the real `ChatOauth` and `ChatOauthCallback` use cases answer it: opened without
 * credentials, the environment named by `environmentId`; the mock never calls the provider.
 */
import { describe, expect, it } from 'vitest';
import { subscriberHashOf } from '../../src/domain/inbox/index.js';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const FIXTURE_SLACK_CLIENT = '1402632275426.4965426010698';
const FIXTURE_REDIRECT = 'https://app.acme.dev/integrations/slack/callback';
const CHAT_PROVIDERS = 'slack, discord, msteams, mattermost, ryver, zulip, grafana-on-call, getstream, rocket-chat, whatsapp-business, chat-webhook, novu-slack';

const start = (t: TestApp, subscriberId: string, providerId: string, query: string) => t.request().get(`/v1/subscribers/${subscriberId}/credentials/${providerId}/oauth?${query}`);
const callback = (t: TestApp, subscriberId: string, providerId: string, query: string) => t.request().get(`/v1/subscribers/${subscriberId}/credentials/${providerId}/oauth/callback?${query}`);
const channelsOf = (t: TestApp, key: string, subscriberId: string) => t.deps.registry.resolve(key)?.subscribers.find(subscriberId)?.channels;
const createSlack = async (t: TestApp, body: object) => (await t.api().post('/v1/integrations', { providerId: 'slack', channel: 'chat', ...body }).expect(201)).body.data as { identifier: string };

describe('GET /v1/subscribers/{subscriberId}/credentials/{providerId}/oauth', () => {
  it("redirects to Slack's authorize page for the integration's clientId, with a redirect_uri back to the mock's callback", async () => {
    const t = await makeTestApp();
    // No Authorization header: the browser opens it.
    const res = await start(t, 'ada', 'slack', `environmentId=${DEV_ENV_ID}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('https://slack.com/oauth/v2/authorize');
    expect([...location.searchParams.keys()]).toEqual(['client_id', 'scope', 'user_scope', 'redirect_uri']);
    expect(location.searchParams.get('client_id')).toBe(FIXTURE_SLACK_CLIENT);
    expect(location.searchParams.get('scope')).toBe('incoming-webhook');
    expect(location.searchParams.get('user_scope')).toBe('');
    expect(location.searchParams.get('redirect_uri')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/v1/subscribers/ada/credentials/slack/oauth/callback\\?environmentId=${DEV_ENV_ID}$`));

    const named = await start(t, 'ada', 'slack', `environmentId=${DEV_ENV_ID}&integrationIdentifier=slack-pn7jfg`);
    expect(new URL(named.headers.location as string).searchParams.get('redirect_uri')).toMatch(/callback\?environmentId=\w+&integrationIdentifier=slack-pn7jfg$/);
  });

  it('answers the real checks: 422 naming the command, 404 for a missing integration or clientId', async () => {
    const t = await makeTestApp();
    const missing = await start(t, 'ada', 'slack', '');
    expectErrorShape(missing.body, 422);
    expect(missing.body.message).toBe('Validation failed for ChatOauthCommand: environmentId: environmentId must be a string, environmentId must be a mongodb id');
    expect(missing.body.errors.environmentId.messages).toEqual(['environmentId must be a string', 'environmentId must be a mongodb id']);

    const notChat = await start(t, 'ada', 'fcm', `environmentId=${DEV_ENV_ID}`);
    expectErrorShape(notChat.body, 422);
    expect(notChat.body.message).toBe(`Validation failed for ChatOauthCommand: providerId: providerId must be one of the following values: ${CHAT_PROVIDERS}`);

    const unknownEnvironment = await start(t, 'ada', 'slack', 'environmentId=0123456789abcdef01234567');
    expectErrorShape(unknownEnvironment.body, 404);
    expect(unknownEnvironment.body.message).toBe('Integration in environment 0123456789abcdef01234567 was not found, channel: chat, providerId: slack');

    const noClient = await start(t, 'ada', 'discord', `environmentId=${DEV_ENV_ID}`);
    expectErrorShape(noClient.body, 404);
    expect(noClient.body.message).toBe(`Integration in environment ${DEV_ENV_ID} missing clientId, channel: chat, providerId: discord`);
  });

  it('checks the HMAC hash when the integration has hmac on', async () => {
    const t = await makeTestApp();
    await createSlack(t, { credentials: { clientId: 'hmac-client', hmac: true } });
    const without = await start(t, 'ada', 'slack', `environmentId=${DEV_ENV_ID}`);
    expect(expectErrorShape(without.body, 400).message).toBe('Hmac is enabled on the integration, please provide a HMAC hash on the request params');
    const wrong = await start(t, 'ada', 'slack', `environmentId=${DEV_ENV_ID}&hmacHash=${subscriberHashOf(DEV_KEY, 'someone-else')}`);
    expect(expectErrorShape(wrong.body, 400).message).toBe('Hmac is enabled on the integration, please provide a valid HMAC hash');
    const right = await start(t, 'ada', 'slack', `environmentId=${DEV_ENV_ID}&hmacHash=${subscriberHashOf(DEV_KEY, 'ada')}`);
    expect(right.status).toBe(302);
    expect(new URL(right.headers.location as string).searchParams.get('client_id')).toBe('hmac-client');
  });
});

describe('GET /v1/subscribers/{subscriberId}/credentials/{providerId}/oauth/callback', () => {
  it("stores the stand-in webhook on a new subscriber of the named environment only, and redirects to the integration's redirectUrl", async () => {
    const t = await makeTestApp();
    const res = await callback(t, 'oauth-newcomer', 'slack', `environmentId=${PROD_ENV_ID}&code=granted-1`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(FIXTURE_REDIRECT);
    const [channel] = channelsOf(t, PROD_KEY, 'oauth-newcomer') ?? [];
    expect(channel).toMatchObject({ providerId: 'slack', credentials: { webhookUrl: 'https://hooks.slack.com/services/mock/oauth-newcomer/granted-1', channel: 'slack' } });
    // Development has no such subscriber.
    expect(t.deps.registry.resolve(DEV_KEY)?.subscribers.find('oauth-newcomer')).toBeUndefined();
    const shown = await t.api(PROD_KEY).get('/v1/subscribers/oauth-newcomer').expect(200);
    expect(shown.body.data.channels[0].credentials.webhookUrl).toBe('https://hooks.slack.com/services/mock/oauth-newcomer/granted-1');
  });

  it('answers the page that closes the tab when the integration has no redirectUrl; the service\'s Slack in either spelling', async () => {
    const t = await makeTestApp();
    const { identifier } = await createSlack(t, { credentials: { clientId: 'page-client' }, active: true });
    const res = await callback(t, 'ada', 'slack', `environmentId=${DEV_ENV_ID}&code=c1&integrationIdentifier=${identifier}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe("default-src 'self'; script-src 'self' 'unsafe-inline'");
    expect(res.text).toBe('<script>window.close();</script>');
    expect(channelsOf(t, DEV_KEY, 'ada')?.find((c) => c.integrationIdentifier === identifier)?.credentials.webhookUrl).toBe('https://hooks.slack.com/services/mock/ada/c1');

    const managed = await callback(t, 'ada', 'svc-slack', `environmentId=${DEV_ENV_ID}&code=c2`);
    expect(managed.status).toBe(302);
    expect(channelsOf(t, DEV_KEY, 'ada')?.find((c) => c.providerId === 'novu-slack')?.credentials).toEqual({ webhookUrl: 'https://hooks.slack.com/services/mock/ada/c2', channel: 'novu-slack' });
  });

  it("answers the real errors: a missing code, the provider's refusal, no active integration", async () => {
    const t = await makeTestApp();
    const noCode = await callback(t, 'ada', 'slack', `environmentId=${DEV_ENV_ID}`);
    expectErrorShape(noCode.body, 422);
    expect(noCode.body.errors['query.code'].messages).toEqual(['code must be a string']);
    // An empty value is no value, as everywhere in the mock's queries.
    const emptyCode = await callback(t, 'ada', 'slack', `environmentId=${DEV_ENV_ID}&code=`);
    expectErrorShape(emptyCode.body, 422);
    expect(emptyCode.body.errors['query.code'].messages).toEqual(['code must be a string']);

    const before = JSON.stringify(channelsOf(t, DEV_KEY, 'ada'));
    const refused = await callback(t, 'ada', 'slack', `environmentId=${DEV_ENV_ID}&code=error:invalid_code`);
    expect(expectErrorShape(refused.body, 400).message).toBe('Provider slack returned error invalid_code');
    expect(JSON.stringify(channelsOf(t, DEV_KEY, 'ada'))).toBe(before);

    const { identifier } = await createSlack(t, { credentials: { clientId: 'off-client' } });
    const inactive = await callback(t, 'oauth-late', 'slack', `environmentId=${DEV_ENV_ID}&code=c3&integrationIdentifier=${identifier}`);
    expect(expectErrorShape(inactive.body, 400).message).toBe(`Subscribers environment (${DEV_ENV_ID}) do not have active slack integration.`);
    // As in the real service, the subscriber was created before the channel failed.
    expect(channelsOf(t, DEV_KEY, 'oauth-late')).toEqual([]);

    const unknownEnvironment = await callback(t, 'ada', 'slack', 'environmentId=0123456789abcdef01234567&code=c4');
    expect(expectErrorShape(unknownEnvironment.body, 404).message).toBe('Integration in environment 0123456789abcdef01234567 was not found, channel: chat, providerId: slack');
  });
});
