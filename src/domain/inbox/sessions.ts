import { randomBytes } from 'node:crypto';

/**
 * The Inbox session tokens of one environment: each opens that environment's data for one subscriber.
 * Opaque (the client never decodes the token); the environment id in front lets the mock find the
 * environment without asking every environment. Dropped when the environment is reset or replaced.
 */
export class InboxSessions {
  readonly #subscriberByToken = new Map<string, string>();

  constructor(private readonly environmentId: string) {}

  /** A new token for the subscriber (external id). */
  open(subscriberId: string): string {
    const token = `${this.environmentId}.${randomBytes(24).toString('base64url')}`;
    this.#subscriberByToken.set(token, subscriberId);
    return token;
  }

  /** The subscriber (external id) a token opens, or undefined when this environment did not issue it. */
  subscriberOf(token: string): string | undefined {
    return this.#subscriberByToken.get(token);
  }

  clear(): void {
    this.#subscriberByToken.clear();
  }
}

/** The environment id a token names (undefined for a string of another shape). */
export function environmentIdOfToken(token: string): string | undefined {
  const dot = token.indexOf('.');
  return dot === 24 ? token.slice(0, dot) : undefined;
}
