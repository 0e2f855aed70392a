import { randomBytes } from 'node:crypto';

/**
 * How long an Inbox session token opens its subscriber's Inbox: the real service signs a JWT that expires
 * in 15 days (`getSubscriberWidgetToken`, `expiresIn: '15 day'`). Counted in real time, as the real token's
 * expiry is: moving an environment's clock (to run a digest or end a snooze) does not end open Inboxes.
 */
export const INBOX_SESSION_LIFETIME_MS = 15 * 24 * 60 * 60 * 1000;

/**
 * Live tokens per subscriber. The real service keeps none (its tokens are signed, not stored); each
 * `<Inbox />` opens one per page load, so a subscriber past this many has old pages: the oldest token ends.
 */
export const MAX_SESSIONS_PER_SUBSCRIBER = 100;

/**
 * Live tokens per environment, with every subscriber's; one more ends the oldest. Each takes about 350 bytes
 * (a few hundred more with its contexts, at most 5), so an environment holds at most a few MB of them. Far above a test run's needs (a load test of 1,000
 * open Inboxes has 1,000).
 */
export const MAX_SESSIONS_PER_ENVIRONMENT = 5_000;

interface Session {
  subscriberId: string;
  /** The contexts (`type:id`) the session was opened with: the Inbox sees only the notifications of exactly these. */
  contextKeys: readonly string[];
  /** Real time (ms) when the token stops opening the Inbox. */
  expiresAt: number;
}

/** Who a live token opens the Inbox for, and in which contexts. */
export interface OpenSession {
  subscriberId: string;
  contextKeys: readonly string[];
}

/**
 * The Inbox session tokens of one environment: each opens that environment's data for one subscriber until
 * it expires, is pushed out by newer ones past a cap, or the environment is reset or replaced. Opaque (the
 * client never decodes the token); the environment id in front lets the mock find the environment without
 * asking every environment.
 */
export class InboxSessions {
  /** In the order they were opened: the first is the oldest. */
  readonly #sessions = new Map<string, Session>();
  /** Each subscriber's (external id) live tokens, oldest first. */
  readonly #tokensBySubscriber = new Map<string, string[]>();

  constructor(
    private readonly environmentId: string,
    /** Real time in ms (a test's fake timers can move it). */
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * A new token for the subscriber (external id) in `contextKeys` (none: the default context); past a cap the
   * oldest token (its, or the environment's) ends.
   */
  open(subscriberId: string, contextKeys: readonly string[] = []): string {
    this.#dropExpired();
    const own = this.#tokensBySubscriber.get(subscriberId) ?? [];
    if (own.length >= MAX_SESSIONS_PER_SUBSCRIBER) this.#end(own[0] as string);
    if (this.#sessions.size >= MAX_SESSIONS_PER_ENVIRONMENT) this.#end(this.#sessions.keys().next().value as string);
    const token = `${this.environmentId}.${randomBytes(24).toString('base64url')}`;
    this.#sessions.set(token, { subscriberId, contextKeys: Object.freeze([...contextKeys]), expiresAt: this.now() + INBOX_SESSION_LIFETIME_MS });
    const tokens = this.#tokensBySubscriber.get(subscriberId) ?? [];
    tokens.push(token);
    this.#tokensBySubscriber.set(subscriberId, tokens);
    return token;
  }

  /** The subscriber (external id) a live token opens; undefined when this environment did not issue it, or it ended. */
  subscriberOf(token: string): string | undefined {
    return this.sessionOf(token)?.subscriberId;
  }

  /** The subscriber and contexts a live token opens; undefined when this environment did not issue it, or it ended. */
  sessionOf(token: string): OpenSession | undefined {
    const session = this.#sessions.get(token);
    if (!session) return undefined;
    if (session.expiresAt > this.now()) return { subscriberId: session.subscriberId, contextKeys: session.contextKeys };
    this.#end(token);
    return undefined;
  }

  /** Live tokens. */
  get size(): number {
    this.#dropExpired();
    return this.#sessions.size;
  }

  clear(): void {
    this.#sessions.clear();
    this.#tokensBySubscriber.clear();
  }

  /** Tokens are opened in time order, so the expired ones are at the front. */
  #dropExpired(): void {
    const now = this.now();
    for (const [token, session] of this.#sessions) {
      if (session.expiresAt > now) return;
      this.#end(token);
    }
  }

  #end(token: string): void {
    const session = this.#sessions.get(token);
    if (!session) return;
    this.#sessions.delete(token);
    const rest = (this.#tokensBySubscriber.get(session.subscriberId) ?? []).filter((t) => t !== token);
    if (rest.length > 0) this.#tokensBySubscriber.set(session.subscriberId, rest);
    else this.#tokensBySubscriber.delete(session.subscriberId);
  }
}

/** The environment id a token names (undefined for a string of another shape). */
export function environmentIdOfToken(token: string): string | undefined {
  const dot = token.indexOf('.');
  return dot === 24 ? token.slice(0, dot) : undefined;
}
