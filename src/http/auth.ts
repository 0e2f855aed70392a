import type { Request, Response } from 'express';
import type { Environment, TenantRegistry } from '../domain/environments/index.js';
import type { Operation } from '../contract/validator.js';
import { HttpError } from './errors.js';
import { chatOauthCaller } from './routes/chat-oauth.js';
import { oauthStateCaller } from './routes/channel-oauth.js';

/**
 * Who may call an operation, as its security in the contract says: an API key (the contract's default),
 * an Inbox session token (`SubscriberSession`), or anyone naming an environment by its application
 * identifier (`security: []`, the session opening), or, for a browser route marked `x-caller:
 * environment-id-query` (the chat OAuth routes), anyone naming an environment by its id in the query.
 */
export type OperationAuth = 'api-key' | 'subscriber-session' | 'application' | 'environment-id-query' | 'oauth-state';

export function authOf(operation: Operation): OperationAuth {
  // A browser route that names its environment in the query (`x-caller`), without credentials.
  if (operation.extensions?.['x-caller'] === 'environment-id-query') return 'environment-id-query';
  // The chat OAuth callback: its signed `state` names the environment.
  if (operation.extensions?.['x-caller'] === 'oauth-state') return 'oauth-state';
  const security = operation.security;
  if (security === undefined) return 'api-key';
  if (security.length === 0) return 'application';
  return security.some((alternative) => alternative.some((scheme) => scheme.key === 'SubscriberSession')) ? 'subscriber-session' : 'api-key';
}

/** Who calls an operation: the environment, and for the Inbox the session subscriber or the signing key. */
export interface Caller {
  environment: Environment;
  /** The session's subscriber (external id). */
  subscriberId?: string;
  /** The contexts (`type:id`) the Inbox session was opened with (empty: the default context). */
  contextKeys?: readonly string[];
  /** The API key that signs the environment's subscriber hashes (session opening) and its bridge calls. */
  signingKey?: string;
  /** The mock's own base URL, as the caller reached it (for links back to it). */
  apiRoot?: string;
}

const PLAIN_API_KEY = /^ApiKey (\S+)$/;

/** The API key of `Authorization: ApiKey <key>`, if that is the scheme. */
export const apiKeyOf = (req: Request): string | undefined => {
  const header = req.headers.authorization ?? '';
  const plain = PLAIN_API_KEY.exec(header);
  if (plain) return plain[1];
  const [scheme, ...rest] = header.trim().split(/\s+/);
  return scheme === 'ApiKey' ? rest.join(' ') : undefined;
};

/**
 * Resolves the caller's environment from `Authorization: ApiKey <key>` (the real service's 401 messages).
 * The environment counts as in use until the response is over (an isolated one is not evicted meanwhile).
 */
export function authenticateApiKey(req: Request, res: Response, registry: TenantRegistry, onUnknownKey: (apiKey: string) => void): Environment {
  const header = req.headers.authorization;
  if (!header) throw new HttpError(401, 'Missing authorization header');
  const [scheme = ''] = header.trim().split(/\s+/);
  if (scheme !== 'ApiKey') throw new HttpError(401, `Invalid authentication scheme: "${scheme}"`);
  const apiKey = apiKeyOf(req) ?? '';
  const held = registry.acquire(apiKey);
  if (!held) {
    onUnknownKey(apiKey);
    throw new HttpError(401, 'API Key not found');
  }
  res.once('close', held.release);
  return held.environment;
}

/** `Authorization: Bearer <token>` of a live Inbox session; anything else (an API key too) → 401. */
export function authenticateSession(req: Request, registry: TenantRegistry): Caller {
  const match = /^Bearer (\S+)$/.exec(req.headers.authorization?.trim() ?? '');
  const session = match ? registry.bySessionToken(match[1] as string) : undefined;
  if (!session) throw new HttpError(401, 'Unauthorized');
  return session;
}

/** The real service's 400 for an unknown application identifier: the widget's session words it differently from the Inbox's. */
const unknownApplicationMessage = (operation: Operation): string =>
  operation.path.startsWith('/v1/widgets/') ? 'Please provide a valid app identifier' : 'Please provide a valid application identifier';

/** The environment named by the body's `applicationIdentifier`. */
export function identifyApplication(req: Request, registry: TenantRegistry, unknownMessage: string): Caller {
  const identifier = (req.body as { applicationIdentifier?: unknown } | undefined)?.applicationIdentifier;
  const found = typeof identifier === 'string' ? registry.byApplicationIdentifier(identifier) : undefined;
  if (!found) throw new HttpError(400, unknownMessage);
  return { environment: found.environment, signingKey: found.apiKey };
}

/** The caller of `operation`, authenticated as its security says; throws the 401 (or 400) otherwise. */
export function authenticator(operation: Operation, registry: TenantRegistry, onUnknownKey: (apiKey: string) => void): (req: Request, res: Response) => Caller {
  const auth = authOf(operation);
  if (auth === 'subscriber-session') return (req) => authenticateSession(req, registry);
  if (auth === 'environment-id-query') return (req) => chatOauthCaller(req, registry);
  if (auth === 'oauth-state') return (req) => oauthStateCaller(req, registry);
  if (auth === 'application') {
    const unknownMessage = unknownApplicationMessage(operation);
    return (req) => identifyApplication(req, registry, unknownMessage);
  }
  // The key signs what the mock sends on the caller's behalf (a bridge checks it as its secret key).
  return (req, res) => ({ environment: authenticateApiKey(req, res, registry, onUnknownKey), signingKey: apiKeyOf(req), apiRoot: `${req.protocol}://${req.get('host') ?? 'localhost'}` });
}
