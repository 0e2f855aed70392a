import { createHash, createHmac } from 'node:crypto';
import { BadRequestError } from '../shared/index.js';
import type { ConnectionMode } from './types.js';

/** What the real OAuth state carries (its `StateData`), and the mock's stand-in of Slack's scope answer. */
export interface OauthState {
  identifier?: string;
  subscriberId?: string;
  context?: unknown;
  environmentId: string;
  organizationId: string;
  integrationIdentifier: string;
  providerId: string;
  /** The environment's clock, in ms: the state is good for 5 minutes of it. */
  timestamp: number;
  mode?: 'connect' | 'link_user';
  connectionMode?: ConnectionMode;
  /** The mock's own: whether the scope asked for an incoming webhook (Slack then answers with one). */
  incomingWebhook?: boolean;
  /** The mock's own: `autoLinkUser: false` (no Slack user endpoint with the connection). */
  autoLinkUser?: boolean;
}

const FIVE_MINUTES = 5 * 60 * 1000;

const sign = (apiKey: string, payload: string) => createHmac('sha256', apiKey).update(payload).digest('hex');

/** As the real `encodeOAuthState`: base64url of `<json>.<hex HMAC-SHA256 of it, keyed by the environment's API key>`. */
export function encodeState(state: OauthState, apiKey: string): string {
  const payload = JSON.stringify(state);
  return Buffer.from(`${payload}.${sign(apiKey, payload)}`).toString('base64url');
}

/** The state's payload, unchecked (to find its provider and environment): undefined when it is no state. */
export function peekState(state: string): Partial<OauthState> | undefined {
  try {
    const decoded = Buffer.from(state, 'base64url').toString();
    const dot = decoded.lastIndexOf('.');
    const parsed: unknown = JSON.parse(dot === -1 ? decoded : decoded.slice(0, dot));
    return parsed !== null && typeof parsed === 'object' ? (parsed as Partial<OauthState>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The real `validateAndDecodeState`: a wrong signature or a state older than 5 minutes → 400 `Invalid OAuth state
 * parameter`. The real service signs with the environment's first API key; the mock signs with the key of the
 * call that made the URL, so any key of the environment verifies.
 */
export function verifiedState(state: string, apiKeys: readonly string[], nowMs: number): OauthState {
  const decoded = Buffer.from(state, 'base64url').toString();
  const dot = decoded.lastIndexOf('.');
  const payload = decoded.slice(0, dot);
  const signed = dot !== -1 && apiKeys.some((apiKey) => sign(apiKey, payload) === decoded.slice(dot + 1));
  const data = signed ? (peekState(state) as OauthState) : undefined;
  if (!data || typeof data.timestamp !== 'number' || nowMs - data.timestamp > FIVE_MINUTES) throw new BadRequestError('Invalid OAuth state parameter');
  return data;
}

/**
 * What the provider would answer for a code, made up deterministically from it: the same code always gives the
 * same workspace, user and token (`T`/`U` and 10 characters of the code's SHA-256, upper case).
 */
export function standInGrant(code: string): { accessToken: string; teamId: string; teamName: string; userId: string } {
  const hash = createHash('sha256').update(code).digest('hex').toUpperCase();
  return { accessToken: `xoxb-mock-${hash.slice(0, 24).toLowerCase()}`, teamId: `T${hash.slice(0, 10)}`, teamName: 'Mock Slack workspace', userId: `U${hash.slice(10, 20)}` };
}

/** The key among `apiKeys` that signed a good state (the one the callback completes it with); 400 as `verifiedState` when none. */
export function stateSigningKey(state: string, apiKeys: readonly string[], nowMs: number): string {
  verifiedState(state, apiKeys, nowMs);
  return apiKeys.find((key) => {
    try {
      verifiedState(state, [key], nowMs);
      return true;
    } catch {
      return false;
    }
  }) as string;
}
