import type { Request } from 'express';
import {
  autoConfigure,
  chatOauthAuthorizeUrl,
  checkCallbackQuery,
  completeChannelOauth,
  configureChatWebhook,
  issueMobileLink,
  linkEndpointUrl,
  peekState,
  stateSigningKey,
  type OauthCallbackQuery,
} from '../../domain/channel-endpoints/index.js';
import type { Environment, TenantRegistry } from '../../domain/environments/index.js';
import { NotFoundError } from '../../domain/shared/index.js';
import type { ApiHandlers, OperationContext, Reply } from '../context.js';

/**
 * The integrations' chat set-up routes: the OAuth URLs of channel connections and endpoints, the identity link,
 * Telegram's webhook and mobile link, the delivery webhooks' auto-configuration, and the OAuth callback the
 * provider sends the browser back to (no credentials: the state names the environment).
 */

const apiRootOf = ({ apiRoot }: Pick<OperationContext, 'apiRoot'>): string => apiRoot ?? '';
const signingKeyOf = ({ signingKey }: Pick<OperationContext, 'signingKey'>): string => signingKey ?? '';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function callbackQueryOf(query: Record<string, unknown>): OauthCallbackQuery {
  const read: OauthCallbackQuery = {};
  for (const field of ['code', 'tenant', 'admin_consent', 'state', 'error', 'error_description'] as const) {
    const value = text(query[field]);
    if (value !== undefined && value !== '') read[field] = value;
  }
  return read;
}

/**
 * The caller of the OAuth callback: the environment its `state` names, the key that signed the state (any key
 * of that environment). The real controller's checks of the query come first, then the environment (404
 * `Environment not found: <id>`), then the signature and age (400).
 */
export function oauthStateCaller(req: Request, registry: TenantRegistry): { environment: Environment; signingKey: string; apiRoot: string } {
  const query = callbackQueryOf(req.query as Record<string, unknown>);
  const environmentId = checkCallbackQuery(query, peekState);
  const found = registry.environmentsWithKeys().find(({ environment }) => environment.id === environmentId);
  if (!found) throw new NotFoundError(`Environment not found: ${environmentId}`);
  const signingKey = stateSigningKey(query.state as string, found.apiKeys, found.environment.channels.nowMs());
  return { environment: found.environment, signingKey, apiRoot: `${req.protocol}://${req.get('host') ?? 'localhost'}` };
}

const created = (url: string): Reply => ({ status: 201, body: { url } });

export const channelOauthHandlers: ApiHandlers = {
  IntegrationsController_getChatOAuthUrl: (input) => created(chatOauthAuthorizeUrl(input.environment.channels, input.body, signingKeyOf(input), apiRootOf(input))),

  IntegrationsController_generateConnectOAuthUrl: (input) => created(chatOauthAuthorizeUrl(input.environment.channels, { ...input.body, mode: 'connect' }, signingKeyOf(input), apiRootOf(input))),

  IntegrationsController_generateLinkUserOAuthUrl: (input) => created(chatOauthAuthorizeUrl(input.environment.channels, { ...input.body, mode: 'link_user' }, signingKeyOf(input), apiRootOf(input))),

  IntegrationsController_linkChannelEndpoint: (input) => ({
    status: 200,
    body: linkEndpointUrl(input.environment.channels, input.environment.integrations, input.body, signingKeyOf(input), apiRootOf(input)),
  }),

  IntegrationsController_createIntegrationMobileLink: (input) => ({
    status: 200,
    body: issueMobileLink(input.environment.channels, input.environment.integrations, input.params.integrationIdentifier, input.body.subscriberId, `mlt_${input.environment.time.ids.objectId()}`, apiRootOf(input)),
  }),

  IntegrationsController_configureIntegrationWebhook: (input) => ({
    status: 200,
    body: configureChatWebhook(input.environment.integrations, input.params.integrationIdentifier, input.environment.time.clock.now().toISOString(), apiRootOf(input)),
  }),

  IntegrationsController_autoConfigureIntegration: ({ environment, params }) => ({ status: 200, body: autoConfigure(environment.integrations, params.integrationId) }),

  chatOauthConnectCallback: (input): Reply => {
    const query = callbackQueryOf(input.query);
    const outcome = completeChannelOauth(input.environment.channels, { ...query, state: query.state ?? '' }, [signingKeyOf(input)]);
    if ('redirect' in outcome) return { status: 302, headers: { location: outcome.redirect } };
    return { status: 200, body: outcome.page, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" } };
  },
};
