import { createHmac } from 'node:crypto';
import { BadRequestError, InvalidInputError, NotFoundError, type FieldProblem } from '../shared/index.js';
import { realName, type Integration, type IntegrationStore } from '../integrations/index.js';
import type { CredentialsInput, CredentialsMode } from './credentials.js';
import type { CreateSubscriberInput } from './subscribers.js';
import type { Subscriber } from './types.js';

/**
 * A subscriber's chat OAuth, as the real service's (deprecated) `ChatOauth` and `ChatOauthCallback` use
 * cases run it: the start route sends the browser to Slack's authorize page; Slack sends it back to the
 * callback with a code, which the real service trades for an incoming webhook and stores on the subscriber.
 * The mock has no network: the callback takes the code as a grant of a stand-in webhook (below).
 */

/** The real service's chat providers (`ChatProviderIdEnum`), in its order: the routes' `providerId` must be one. */
const CHAT_PROVIDER_IDS = ['slack', 'discord', 'msteams', 'mattermost', 'ryver', 'zulip', 'grafana-on-call', 'getstream', 'rocket-chat', 'whatsapp-business', 'chat-webhook', 'novu-slack'];
const SLACK_OAUTH_URL = 'https://slack.com/oauth/v2/authorize?';
/** What the callback answers when the integration has no `redirectUrl`: the page closes the OAuth tab. */
export const CLOSE_TAB_PAGE = '<script>window.close();</script>';
/** A code that stands for the provider refusing it (its error word follows). */
const REFUSED_CODE = 'error:';

export interface ChatOauthRequest {
  subscriberId: string;
  providerId: string;
  environmentId?: string;
  hmacHash?: string;
  integrationIdentifier?: string;
}

export interface ChatOauthCallbackRequest extends ChatOauthRequest {
  code?: string;
}

/** What the use cases read and write of the environment `environmentId` names. */
export interface ChatOauthEnvironment {
  readonly id: string;
  readonly integrations: IntegrationStore;
  readonly subscribers: { find(subscriberId: string): Subscriber | undefined };
  createSubscriber(input: CreateSubscriberInput, failIfExists: boolean): unknown;
  upsertCredentials(subscriberId: string, input: CredentialsInput, mode: CredentialsMode): Subscriber;
}

/** Where the callback sends the browser: the integration's `redirectUrl`, or the page that closes the tab. */
export type ChatOauthOutcome = { redirect: string } | { page: string };

/**
 * The checks of the real commands (`ChatOauthCommand`, `ChatOauthCallbackCommand`), whose failure its
 * exception filter answers as a 422 naming the command. A callback without `code` fails the query's own
 * check first (`code must be a string`; an empty value is no value, as in every query of the mock). The
 * provider is checked in the real spelling.
 */
export function checkChatOauthRequest(request: ChatOauthCallbackRequest, callback: boolean): void {
  if (callback && typeof request.code !== 'string') throw InvalidInputError.of('query.code', 'code must be a string');
  const fields: Record<string, FieldProblem> = {};
  const { environmentId } = request;
  // class-validator lists a field's failed checks from the decorator nearest the field upwards.
  const environmentProblems = [
    ...(typeof environmentId === 'string' ? [] : ['environmentId must be a string']),
    ...(typeof environmentId === 'string' && /^[0-9a-fA-F]{24}$/.test(environmentId) ? [] : ['environmentId must be a mongodb id']),
  ];
  if (environmentProblems.length > 0) fields.environmentId = { messages: environmentProblems, value: environmentId };
  if (!CHAT_PROVIDER_IDS.includes(realName(request.providerId))) {
    fields.providerId = { messages: [`providerId must be one of the following values: ${CHAT_PROVIDER_IDS.join(', ')}`], value: request.providerId };
  }
  const failed = Object.entries(fields);
  if (failed.length === 0) return;
  const details = failed.map(([field, problem]) => `${field}: ${problem.messages.join(', ')}`).join('; ');
  throw new InvalidInputError(fields, `Validation failed for ${callback ? 'ChatOauthCallbackCommand' : 'ChatOauthCommand'}: ${details}`);
}

/** The real use cases' 404 for an environment without that chat integration (an unknown environment has none). */
export const chatIntegrationNotFound = (environmentId: string, providerId: string): NotFoundError =>
  new NotFoundError(`Integration in environment ${environmentId} was not found, channel: chat, providerId: ${providerId}`);

/** The environment's newest chat integration of the provider (and identifier), active or not, as the real lookup finds it. */
function chatIntegration(environment: ChatOauthEnvironment, request: ChatOauthRequest): Integration {
  const providerId = realName(request.providerId);
  const found = environment.integrations
    .list()
    .filter((i) => i.channel === 'chat' && i.providerId === providerId && (request.integrationIdentifier === undefined || i.identifier === request.integrationIdentifier))
    .at(-1);
  if (!found) throw chatIntegrationNotFound(environment.id, request.providerId);
  return found;
}

/** The hash check of an integration with `hmac` on: the hex HMAC-SHA256 of the subscriber id keyed by the environment's API key. */
function checkHmac(integration: Integration, request: ChatOauthRequest, apiKey: string | undefined): void {
  if (!integration.credentials?.hmac) return;
  if (!request.hmacHash) throw new BadRequestError('Hmac is enabled on the integration, please provide a HMAC hash on the request params');
  if (apiKey === undefined) throw new NotFoundError(`Environment ID: ${request.environmentId ?? ''} not found`);
  const expected = createHmac('sha256', apiKey).update(request.subscriberId).digest('hex');
  if (request.hmacHash !== expected) throw new BadRequestError('Hmac is enabled on the integration, please provide a valid HMAC hash');
}

/**
 * `GET …/credentials/{providerId}/oauth`: Slack's authorize URL for the integration's `clientId`, whatever the
 * chat provider (as the real use case builds it), with a `redirect_uri` back to `apiRoot`'s callback.
 */
export function chatOauthUrl(environment: ChatOauthEnvironment, request: ChatOauthRequest, apiKey: string | undefined, apiRoot: string): string {
  const integration = chatIntegration(environment, request);
  const missing = (what: string) =>
    new NotFoundError(`Integration in environment ${environment.id} missing ${what}, channel: chat, providerId: ${request.providerId}`);
  if (!integration.credentials) throw missing('credentials');
  const clientId = integration.credentials.clientId;
  if (!clientId) throw missing('clientId');
  checkHmac(integration, request, apiKey);
  let redirectUri = `${apiRoot}/v1/subscribers/${request.subscriberId}/credentials/slack/oauth/callback?environmentId=${environment.id}`;
  if (request.integrationIdentifier) redirectUri = `${redirectUri}&integrationIdentifier=${request.integrationIdentifier}`;
  return `${SLACK_OAUTH_URL}client_id=${String(clientId)}&scope=incoming-webhook&user_scope=&redirect_uri=${encodeURIComponent(redirectUri)}`;
}

/** The webhook the mock grants for a code: no provider is asked, so the code is its own proof. */
export const standInWebhookUrl = (subscriberId: string, code: string): string =>
  `https://hooks.slack.com/services/mock/${encodeURIComponent(subscriberId)}/${encodeURIComponent(code)}`;

/**
 * `GET …/credentials/{providerId}/oauth/callback`: the code's webhook stored as the subscriber's channel of
 * the provider (the subscriber created when missing, as the real use case does, even should the channel
 * then fail for want of an active integration).
 */
export function completeChatOauth(environment: ChatOauthEnvironment, request: ChatOauthCallbackRequest & { code: string }, apiKey: string | undefined): ChatOauthOutcome {
  const integration = chatIntegration(environment, request);
  checkHmac(integration, request, apiKey);
  if (request.code.startsWith(REFUSED_CODE)) throw new BadRequestError(`Provider ${request.providerId} returned error ${request.code.slice(REFUSED_CODE.length)}`);
  const webhookUrl = standInWebhookUrl(request.subscriberId, request.code);
  if (!environment.subscribers.find(request.subscriberId)) environment.createSubscriber({ subscriberId: request.subscriberId }, false);
  const credentials = { webhookUrl, channel: realName(request.providerId) };
  const input: CredentialsInput = { providerId: request.providerId, credentials };
  if (request.integrationIdentifier !== undefined) input.integrationIdentifier = request.integrationIdentifier;
  environment.upsertCredentials(request.subscriberId, input, 'append');
  const redirectUrl = integration.credentials?.redirectUrl;
  return typeof redirectUrl === 'string' && redirectUrl !== '' ? { redirect: redirectUrl } : { page: CLOSE_TAB_PAGE };
}
