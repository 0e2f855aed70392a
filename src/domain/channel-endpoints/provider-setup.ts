import { createHash } from 'node:crypto';
import type { Integration, IntegrationStore } from '../integrations/index.js';
import { BadRequestError, NotFoundError, type JsonObject } from '../shared/index.js';
import { encodeState } from './oauth-state.js';
import { chatOauthAuthorizeUrl, type ChannelOauthEnvironment } from './oauth.js';

/**
 * The integration set-up operations that need the provider's side: inbound webhooks (auto-configure, the
 * Telegram webhook), Telegram's mobile link and a subscriber's identity link. The mock never calls a
 * provider; what the provider would answer is made up deterministically from the integration (see
 * docs/channel-endpoints.md), and what the real service records is recorded on the integration.
 */

/** What the real providers' `autoConfigureInboundWebhook` answer, per provider (the others lack it). */
const AUTO_CONFIGURED: Readonly<Record<string, string>> = {
  sendgrid: 'SendGrid webhook configured successfully with signature verification enabled',
  mailgun: 'Mailgun webhooks configured successfully for email events with signature verification enabled',
};
const RESEND_REFUSAL = 'Resend does not currently offer automatic inbound webhook configuration. Please configure your webhook manually.';
const NOT_IMPLEMENTED = 'A support of auto-configuration of inbound webhook is not implemented by provider, manual configuration is required';
/** How long a mobile setup token lasts on the environment's clock (the mock's choice: "short-lived"). */
export const MOBILE_LINK_TTL_MS = 15 * 60 * 1000;

const digest = (...parts: string[]) => createHash('sha256').update(parts.join(':')).digest('hex');

/**
 * `POST /v1/integrations/{integrationId}/auto-configure`, as the real use case answers: the integration by id
 * (404 `Integration not found, id: <id>`); SendGrid and Mailgun "register" the delivery webhook and answer a
 * signing key, stored in `configurations` (`inboundWebhookEnabled`, `inboundWebhookSigningKey`); every other
 * provider answers `success: false` with the real words, and nothing changes.
 */
export function autoConfigure(integrations: IntegrationStore, integrationId: string): JsonObject {
  const integration = integrations.list().find((i) => i._id === integrationId);
  if (!integration) throw new NotFoundError(`Integration not found, id: ${integrationId}`);
  const channel = integration.channel ?? 'undefined';
  if (!['email', 'sms', 'chat', 'push'].includes(channel)) return { success: false, message: `Auto-configuration failed: Channel type '${channel}' is not supported` };
  if (integration.providerId === 'resend') return { success: false, message: RESEND_REFUSAL };
  const message = AUTO_CONFIGURED[integration.providerId];
  if (!message) return { success: false, message: NOT_IMPLEMENTED };
  const configurations = { ...(integration.configurations ?? {}), inboundWebhookEnabled: true, inboundWebhookSigningKey: `mock-signing-key-${digest(integration._id).slice(0, 32)}` };
  const updated = integrations.update(integration._id, { configurations });
  return { success: true, message, integration: updated as unknown as JsonObject };
}

function namedIntegration(integrations: IntegrationStore, identifier: string): Integration {
  const integration = integrations.list().find((i) => i.identifier === identifier);
  if (!integration) throw new NotFoundError(`Integration not found: ${identifier}`);
  return integration;
}

const botUsernameOf = (integration: Integration): string =>
  typeof integration.credentials?.botUsername === 'string' && integration.credentials.botUsername !== '' ? integration.credentials.botUsername : `mock_${integration.identifier.replace(/[^A-Za-z0-9_]/g, '_')}_bot`;

function telegramOnly(integration: Integration, what: string): void {
  if (integration.providerId !== 'telegram') throw new BadRequestError(`${what} is not supported for provider: ${integration.providerId}. Telegram is the only supported provider`);
}

/**
 * `POST /v1/integrations/{integrationIdentifier}/webhook/configure` (Telegram only): registers the mock's URL
 * for the bot's updates; the bot's username is the integration's `botUsername` credential, else
 * `mock_<identifier>_bot`. Recorded in the integration's `configurations`.
 */
export function configureChatWebhook(integrations: IntegrationStore, identifier: string, nowIso: string, apiRoot: string): JsonObject {
  const integration = namedIntegration(integrations, identifier);
  telegramOnly(integration, 'Webhook configuration');
  const webhookUrl = `${apiRoot.replace(/\/$/, '')}/v2/inbound-webhooks/chat-providers/${integration._environmentId}/${integration._id}`;
  const botUsername = botUsernameOf(integration);
  integrations.update(integration._id, { configurations: { ...(integration.configurations ?? {}), inboundWebhookEnabled: true, webhookUrl, webhookConfiguredAt: nowIso, botUsername } });
  return { webhookUrl, configuredAt: nowIso, botUsername };
}

/**
 * `POST /v1/integrations/{integrationIdentifier}/mobile-link` (Telegram only): an opaque token (different on each
 * call), the URL to open it on a phone, and when it expires (`MOBILE_LINK_TTL_MS` on the environment's clock).
 */
export function issueMobileLink(env: ChannelOauthEnvironment, integrations: IntegrationStore, identifier: string, subscriberId: string | undefined, token: string, apiRoot: string): JsonObject {
  const integration = namedIntegration(integrations, identifier);
  telegramOnly(integration, 'Mobile setup');
  if (subscriberId && !env.subscriberExists(subscriberId)) throw new NotFoundError(`Subscriber not found: ${subscriberId}`);
  return { token, url: `${apiRoot.replace(/\/$/, '')}/v1/integrations/mobile-setup/${token}`, expiresAt: new Date(env.nowMs() + MOBILE_LINK_TTL_MS).toISOString() };
}

export interface LinkEndpointRequest {
  integrationIdentifier: string;
  subscriberId: string;
  context?: unknown;
}

/**
 * `POST /v1/integrations/channel-endpoints/link`: the URL a subscriber opens to link their chat identity. Slack and
 * MS Teams: the `link_user` OAuth URL. Telegram: the bot's deep link `https://t.me/<bot>?start=<state>`, the
 * state signed like an OAuth state (the mock's callback completes it with the chat id as `code`).
 */
export function linkEndpointUrl(env: ChannelOauthEnvironment, integrations: IntegrationStore, request: LinkEndpointRequest, apiKey: string, apiRoot: string): JsonObject {
  const integration = namedIntegration(integrations, request.integrationIdentifier);
  if (integration.providerId !== 'telegram') {
    if (!['slack', 'novu-slack', 'msteams'].includes(integration.providerId)) throw new BadRequestError(`Linking a subscriber is not supported for provider: ${integration.providerId}`);
    return { url: chatOauthAuthorizeUrl(env, { ...request, mode: 'link_user' }, apiKey, apiRoot) };
  }
  if (!env.subscriberExists(request.subscriberId)) throw new NotFoundError(`Subscriber not found: ${request.subscriberId}`);
  const botUsername = botUsernameOf(integration);
  const start = encodeState(
    { subscriberId: request.subscriberId, context: request.context, environmentId: env.id, organizationId: env.organizationId, integrationIdentifier: integration.identifier, providerId: 'telegram', timestamp: env.nowMs(), mode: 'link_user' },
    apiKey,
  );
  return { url: `https://t.me/${botUsername}?start=${start}`, providerMetadata: { botUsername } };
}
