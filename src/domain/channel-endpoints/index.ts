export type { ChannelConnection, ChannelEndpoint, ConnectionMode } from './types.js';
export { ChannelConnectionStore, checkConnectionMode, presentConnection, type CreateConnectionInput } from './connections.js';
export { ChannelEndpointStore, presentEndpoint, type CreateEndpointInput } from './endpoints.js';
export { ENDPOINT_TYPES, endpointFits } from './endpoint-shapes.js';
export type { ChannelListQuery } from './listing.js';
export type { ChannelStoreDeps } from './owners.js';
export { peekState, stateSigningKey } from './oauth-state.js';
export {
  CHAT_OAUTH_CALLBACK_PATH,
  chatOauthAuthorizeUrl,
  checkCallbackQuery,
  completeChannelOauth,
  type ChannelOauthEnvironment,
  type OauthCallbackOutcome,
  type OauthCallbackQuery,
  type OauthUrlRequest,
} from './oauth.js';
export { autoConfigure, configureChatWebhook, issueMobileLink, linkEndpointUrl, MOBILE_LINK_TTL_MS, type LinkEndpointRequest } from './provider-setup.js';
export { ChannelStores } from './channel-stores.js';
