import { realName, type Integration } from '../integrations/index.js';
import { BadRequestError, NotFoundError, type JsonObject } from '../shared/index.js';
import { CLOSE_TAB_PAGE, standInWebhookUrl } from '../subscribers/index.js';
import { checkConnectionMode, type ChannelConnectionStore } from './connections.js';
import type { ChannelEndpointStore } from './endpoints.js';
import { encodeState, standInGrant, verifiedState, type OauthState } from './oauth-state.js';
import type { ConnectionMode } from './types.js';

/** The real callback path the provider sends the browser back to (`CHAT_OAUTH_CALLBACK_PATH`). */
export const CHAT_OAUTH_CALLBACK_PATH = '/v1/integrations/chat/oauth/callback';
const SLACK_AUTHORIZE = 'https://slack.com/oauth/v2/authorize?';
const TEAMS_ADMIN_CONSENT = 'https://login.microsoftonline.com/organizations/v2.0/adminconsent?';
export const SLACK_DEFAULT_SCOPES = ['chat:write', 'chat:write.public', 'channels:read', 'groups:read', 'users:read', 'users:read.email'];
const SLACK_LINK_USER_SCOPES = ['identity.basic'];
/** The client id of the service's own demo Slack app, which the real service reads from its own settings. */
const DEMO_SLACK_CLIENT_ID = 'novu-demo-slack-client';
const REFUSED_CODE = 'error:';

export interface OauthUrlRequest {
  subscriberId?: string;
  integrationIdentifier: string;
  connectionIdentifier?: string;
  context?: unknown;
  scope?: string[];
  userScope?: string[];
  mode?: 'connect' | 'link_user';
  connectionMode?: ConnectionMode;
  autoLinkUser?: boolean;
}

/** What the OAuth use cases read and write of one environment. */
export interface ChannelOauthEnvironment {
  readonly id: string;
  readonly organizationId: string;
  integrations(): readonly Integration[];
  subscriberExists(subscriberId: string): boolean;
  nowMs(): number;
  readonly connections: ChannelConnectionStore;
  readonly endpoints: ChannelEndpointStore;
}

const isSlack = (providerId: string) => providerId === 'slack' || providerId === 'novu-slack';

/**
 * `POST /v1/integrations/chat/oauth` (and its successors `…/channel-connections/oauth`, `…/channel-endpoints/oauth`):
 * the provider's authorize URL as the real `GenerateChatOauthUrl` builds it, with a signed state and a
 * `redirect_uri` back to this mock's callback. Only Slack (and the demo `novu-slack`) and MS Teams.
 */
export function chatOauthAuthorizeUrl(env: ChannelOauthEnvironment, request: OauthUrlRequest, apiKey: string, apiRoot: string): string {
  const integration = env
    .integrations()
    .find((i) => i.channel === 'chat' && (isSlack(i.providerId) || i.providerId === 'msteams') && i.identifier === request.integrationIdentifier);
  if (!integration) throw new NotFoundError(`Integration not found: ${request.integrationIdentifier} in environment ${env.id}`);
  const slack = isSlack(integration.providerId);
  if (slack) {
    if (request.scope?.includes('incoming-webhook') && !request.subscriberId) throw new BadRequestError('subscriberId is required for incoming webhook');
    checkConnectionMode(request);
  } else if (!request.subscriberId && !request.context) {
    throw new BadRequestError('Either subscriberId or context must be provided');
  }
  if (request.subscriberId && !env.subscriberExists(request.subscriberId)) throw new NotFoundError(`Subscriber not found: ${request.subscriberId}`);
  const clientId = slack ? slackClientId(integration) : teamsClientId(integration);
  const state: OauthState = {
    identifier: request.connectionIdentifier,
    subscriberId: request.subscriberId,
    context: request.context,
    environmentId: env.id,
    organizationId: env.organizationId,
    integrationIdentifier: integration.identifier,
    providerId: integration.providerId,
    timestamp: env.nowMs(),
    ...(slack ? { mode: request.mode, connectionMode: request.connectionMode } : {}),
    ...(slack && request.mode !== 'link_user' && request.scope?.includes('incoming-webhook') ? { incomingWebhook: true } : {}),
    ...(request.autoLinkUser === false ? { autoLinkUser: false } : {}),
  };
  const redirectUri = `${apiRoot.replace(/\/$/, '')}${CHAT_OAUTH_CALLBACK_PATH}`;
  const signed = encodeState(state, apiKey);
  if (!slack) return `${TEAMS_ADMIN_CONSENT}${new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, scope: 'https://graph.microsoft.com/.default', state: signed })}`;
  const params = new URLSearchParams({ state: signed, client_id: clientId, redirect_uri: redirectUri });
  if (request.mode === 'link_user') params.set('user_scope', (request.userScope ?? SLACK_LINK_USER_SCOPES).join(','));
  else params.set('scope', (request.scope ?? SLACK_DEFAULT_SCOPES).join(','));
  return `${SLACK_AUTHORIZE}${params}`;
}

function slackClientId(integration: Integration): string {
  if (integration.providerId === 'novu-slack') return text(integration.credentials?.clientId) ?? DEMO_SLACK_CLIENT_ID;
  if (!integration.credentials) throw new NotFoundError('Slack integration missing credentials ');
  const clientId = text(integration.credentials.clientId);
  if (!clientId) throw new NotFoundError('Slack integration missing required OAuth credentials (clientId) ');
  return clientId;
}

function teamsClientId(integration: Integration): string {
  if (!integration.credentials) throw new NotFoundError('MS Teams integration missing credentials ');
  const clientId = text(integration.credentials.clientId);
  if (!clientId) throw new NotFoundError('MS Teams integration missing required OAuth credentials (clientId) ');
  return clientId;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export interface OauthCallbackQuery {
  code?: string;
  tenant?: string;
  admin_consent?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/** Where the callback sends the browser: the integration's `redirectUrl`, or the page that closes the tab. */
export type OauthCallbackOutcome = { redirect: string } | { page: string };

/**
 * `GET /v1/integrations/chat/oauth/callback`, once the state's environment is found: the state's signature
 * and age, then the provider's use case. The mock never calls the provider: Slack's answer to a code is
 * `standInGrant(code)` (a code `error:<reason>` is Slack refusing it), Teams' admin consent is the query's
 * `tenant` and `admin_consent=True`, as the real callback reads them.
 */
export function completeChannelOauth(env: ChannelOauthEnvironment, query: OauthCallbackQuery & { state: string }, apiKeys: readonly string[]): OauthCallbackOutcome {
  const state = verifiedState(query.state, apiKeys, env.nowMs());
  const integration = isSlack(state.providerId)
    ? completeSlack(env, state, query.code ?? '')
    : state.providerId === 'telegram'
      ? completeTelegram(env, state, query.code ?? '')
      : completeTeams(env, state, query);
  const redirectUrl = text(integration.credentials?.redirectUrl);
  return redirectUrl ? { redirect: redirectUrl } : { page: CLOSE_TAB_PAGE };
}

function stateIntegration(env: ChannelOauthEnvironment, state: OauthState, providers: string[], label: string): Integration {
  const found = env.integrations().find((i) => i.channel === 'chat' && providers.includes(i.providerId) && i.identifier === state.integrationIdentifier);
  if (!found) throw new NotFoundError(`${label} integration not found: ${state.integrationIdentifier} in environment ${state.environmentId}`);
  return found;
}

function completeSlack(env: ChannelOauthEnvironment, state: OauthState, code: string): Integration {
  const integration = stateIntegration(env, state, ['slack', 'novu-slack'], 'Slack');
  if (integration.providerId === 'slack') {
    if (!integration.credentials) throw new NotFoundError('Slack integration missing credentials ');
    if (!text(integration.credentials.clientId) || !text(integration.credentials.secretKey)) {
      throw new NotFoundError('Slack integration missing required OAuth credentials (clientId/clientSecret) ');
    }
  }
  if (code.startsWith(REFUSED_CODE)) throw new BadRequestError(`Slack OAuth error: ${code.slice(REFUSED_CODE.length)}`);
  const grant = standInGrant(code);
  const common = { integrationIdentifier: integration.identifier, context: state.context };
  if (state.mode === 'link_user') {
    if (!state.subscriberId) throw new BadRequestError('subscriberId is required for link_user mode');
    env.endpoints.create({ ...common, ...(state.identifier ? { connectionIdentifier: state.identifier } : {}), subscriberId: state.subscriberId, type: 'slack_user', endpoint: { userId: grant.userId } });
  } else if (state.incomingWebhook) {
    if (!state.subscriberId) throw new BadRequestError('subscriberId is required for incoming webhook');
    env.endpoints.create({ ...common, subscriberId: state.subscriberId, type: 'webhook', endpoint: { url: standInWebhookUrl(state.subscriberId, code) } });
  } else {
    const shared = state.connectionMode === 'shared';
    const connection = env.connections.create({
      ...common,
      ...(state.identifier ? { identifier: state.identifier } : {}),
      ...(!shared && state.subscriberId ? { subscriberId: state.subscriberId } : {}),
      ...(state.connectionMode ? { connectionMode: state.connectionMode } : {}),
      auth: { accessToken: grant.accessToken },
      workspace: { id: grant.teamId, name: grant.teamName },
    });
    if (state.subscriberId && state.autoLinkUser !== false) {
      env.endpoints.create({ ...common, connectionIdentifier: connection.identifier, subscriberId: state.subscriberId, type: 'slack_user', endpoint: { userId: grant.userId } });
    }
  }
  return integration;
}

/** The mock's stand-in of a subscriber pressing Start on the bot's deep link: `code` is the Telegram chat id. */
function completeTelegram(env: ChannelOauthEnvironment, state: OauthState, chatId: string): Integration {
  const integration = stateIntegration(env, state, ['telegram'], 'Telegram');
  if (!state.subscriberId) throw new BadRequestError('subscriberId is required for link_user mode');
  env.endpoints.create({ integrationIdentifier: integration.identifier, context: state.context, subscriberId: state.subscriberId, type: 'telegram_chat', endpoint: { chatId } });
  return integration;
}

function completeTeams(env: ChannelOauthEnvironment, state: OauthState, query: OauthCallbackQuery): Integration {
  const integration = stateIntegration(env, state, ['msteams'], 'MS Teams');
  const credentials: JsonObject = integration.credentials ?? {};
  if (!integration.credentials) throw new NotFoundError('MS Teams integration missing credentials');
  if (!text(credentials.clientId) || !text(credentials.secretKey) || !text(credentials.tenantId)) {
    throw new NotFoundError('MS Teams integration missing required credentials (clientId, secretKey, tenantId)');
  }
  if (!query.tenant) throw new BadRequestError('Missing tenant parameter from MS Teams admin consent');
  if (query.admin_consent !== 'True') throw new BadRequestError('Admin consent was not granted');
  env.connections.create({
    integrationIdentifier: integration.identifier,
    ...(state.identifier ? { identifier: state.identifier } : {}),
    ...(state.subscriberId ? { subscriberId: state.subscriberId } : {}),
    context: state.context,
    auth: { accessToken: 'app-only' },
    workspace: { id: query.tenant },
  });
  return integration;
}

/**
 * The checks the real callback controller and `ChatOauthCallback` make before any use case, in their order
 * (all 400): the provider's `error`, no `state`, neither `code` nor `tenant`, a state without a provider,
 * a provider's missing parameter, a provider without a callback. Returns the state's environment id.
 */
export function checkCallbackQuery(query: OauthCallbackQuery, peek: (state: string) => Partial<OauthState> | undefined): string {
  if (query.error) throw new BadRequestError(`OAuth error: ${query.error}${query.error_description ? ` - ${query.error_description}` : ''}`);
  if (!query.state) throw new BadRequestError('Missing required OAuth parameter: state');
  if (!query.code && !query.tenant) throw new BadRequestError('Missing required OAuth parameters: code or tenant');
  const data = peek(query.state);
  if (!data) throw new BadRequestError('Invalid OAuth state parameter - cannot extract provider');
  if (!data.providerId) throw new BadRequestError('Invalid state: missing providerId');
  const providerId = realName(String(data.providerId));
  if ((isSlack(providerId) || providerId === 'telegram') && !query.code) throw new BadRequestError('Missing required parameter: code');
  if (providerId === 'msteams' && !query.tenant) throw new BadRequestError('Missing required parameter: tenant');
  const label = isSlack(providerId) ? 'Slack' : providerId === 'msteams' ? 'MS Teams' : providerId === 'telegram' ? 'Telegram' : undefined;
  if (label === undefined) throw new BadRequestError(`OAuth callback not supported for provider: ${providerId}`);
  if (!data.environmentId) throw new BadRequestError(`Invalid ${label} state: missing environmentId`);
  return String(data.environmentId);
}
