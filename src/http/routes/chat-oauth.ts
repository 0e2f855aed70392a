import type { Request } from 'express';
import type { Environment, TenantRegistry } from '../../domain/environments/index.js';
import { chatIntegrationNotFound, chatOauthUrl, checkChatOauthRequest, completeChatOauth, type ChatOauthCallbackRequest } from '../../domain/subscribers/index.js';
import type { ApiHandlers, ApiInput, Reply } from '../context.js';

/**
 * The chat OAuth routes of a subscriber (`GET /v1/subscribers/{subscriberId}/credentials/{providerId}/oauth`
 * and `…/oauth/callback`): opened in a browser without credentials, each names its environment in the
 * `environmentId` query.
 */

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The use cases' request, from the route's path and query (what Express has before validation, or the validated input). */
function requestOf(params: Record<string, unknown>, query: Record<string, unknown>): ChatOauthCallbackRequest {
  const request: ChatOauthCallbackRequest = { subscriberId: String(params.subscriberId), providerId: String(params.providerId) };
  for (const field of ['environmentId', 'hmacHash', 'integrationIdentifier', 'code'] as const) {
    const value = text(query[field]);
    if (value !== undefined) request[field] = value;
  }
  return request;
}

const isCallback = (req: Request): boolean => req.path.endsWith('/callback');

/**
 * The caller of a chat OAuth route: the environment `environmentId` names, signed by its first API key. For
 * an environment the mock does not have, the real checks run first, then the real use cases' 404 (they look
 * for the integration in that environment and find none).
 */
export function chatOauthCaller(req: Request, registry: TenantRegistry): { environment: Environment; signingKey?: string; apiRoot: string } {
  const request = requestOf(req.params, req.query as Record<string, unknown>);
  const found = registry.environmentsWithKeys().find(({ environment }) => environment.id === request.environmentId);
  if (!found) {
    checkChatOauthRequest(request, isCallback(req));
    throw chatIntegrationNotFound(String(request.environmentId), request.providerId);
  }
  return { environment: found.environment, signingKey: found.apiKeys[0], apiRoot: `${req.protocol}://${req.get('host') ?? 'localhost'}` };
}

type OauthInput = ApiInput<'chatAccessOauth'> | ApiInput<'chatAccessOauthCallback'>;

const apiRootOf = ({ apiRoot }: OauthInput): string => apiRoot ?? '';

export const chatOauthHandlers: ApiHandlers = {
  chatAccessOauth: (input) => {
    const request = requestOf(input.params, input.query);
    checkChatOauthRequest(request, false);
    return { status: 302, headers: { location: chatOauthUrl(input.environment, request, input.signingKey, apiRootOf(input)) } };
  },

  chatAccessOauthCallback: (input): Reply => {
    const request = requestOf(input.params, input.query);
    checkChatOauthRequest(request, true);
    const outcome = completeChatOauth(input.environment, { ...request, code: request.code ?? '' }, input.signingKey);
    if ('redirect' in outcome) return { status: 302, headers: { location: outcome.redirect } };
    // As the real controller sends it: an HTML page allowed to run its one inline script.
    return { status: 200, body: outcome.page, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" } };
  },
};
