import type { Request } from 'express';
import type { Environment } from '../domain/environment.js';
import type { TenantRegistry } from '../domain/registry.js';
import type { Operation } from '../spec/validator.js';
import { HttpError } from './errors.js';

/**
 * Who may call an operation, as its security in the contract says: an API key (the contract's default),
 * an Inbox session token (`SubscriberSession`), or anyone naming an environment by its application
 * identifier (`security: []`, the session opening).
 */
export type OperationAuth = 'api-key' | 'subscriber-session' | 'application';

export function authOf(operation: Operation): OperationAuth {
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
  /** The API key that signs the environment's subscriber hashes (session opening). */
  signingKey?: string;
}

/** `Authorization: Bearer <token>` of a live Inbox session; anything else (an API key too) → 401. */
export function authenticateSession(req: Request, registry: TenantRegistry): Caller {
  const match = /^Bearer (\S+)$/.exec(req.headers.authorization?.trim() ?? '');
  const session = match ? registry.bySessionToken(match[1] as string) : undefined;
  if (!session) throw new HttpError(401, 'Unauthorized');
  return session;
}

/** The environment named by the body's `applicationIdentifier` (the real service's 400 for an unknown one). */
export function identifyApplication(req: Request, registry: TenantRegistry): Caller {
  const identifier = (req.body as { applicationIdentifier?: unknown } | undefined)?.applicationIdentifier;
  const found = typeof identifier === 'string' ? registry.byApplicationIdentifier(identifier) : undefined;
  if (!found) throw new HttpError(400, 'Please provide a valid application identifier');
  return { environment: found.environment, signingKey: found.apiKey };
}
