import type { IncomingMessage } from 'node:http';
import { MAX_HANDSHAKES_WITHOUT_TOKEN, MAX_SOCKETS } from '../control/connections.js';

/** socket.io's `allowRequest` callback. */
type Answer = (error: string | null | undefined, ok: boolean) => void;

/** An engine session, as far as the gate follows it. */
interface EngineSession {
  request: IncomingMessage;
  once(event: 'close', listener: () => void): unknown;
}

/** The Inbox session token of a handshake's query, or undefined without one (`null` is none, as for the real service). */
function queryTokenOf(req: IncomingMessage): string | undefined {
  const token = new URL(req.url ?? '/', 'http://mock').searchParams.get('token');
  return token === null || token === '' || token === 'null' ? undefined : token;
}

/**
 * Decides on each engine.io handshake before engine.io allocates a session for it: the `Host` must be one
 * the API answers, there must be room, and a token in the query must be a live Inbox session's (a dead one
 * is refused with 403; the client reports `connect_error`). Without a token in the query, a handshake gets
 * one of few places to send it in the CONNECT packet, so a flood of tokenless handshakes holds at most
 * {@link MAX_HANDSHAKES_WITHOUT_TOKEN} sessions, each until socket.io's connect timeout.
 */
export class HandshakeGate {
  /** The handshakes (by request) of engine sessions opened without a query token that are not a socket yet. */
  readonly #waitingForToken = new Set<IncomingMessage>();
  #refused = 0;

  constructor(
    private readonly isLiveToken: (token: string) => boolean,
    /** Engine sessions open now. */
    private readonly openSessions: () => number,
    private readonly answersHost?: (hostHeader: string) => boolean,
  ) {}

  /** socket.io's `allowRequest`: called for handshakes only (requests of an open session carry its `sid`). */
  readonly allowRequest = (req: IncomingMessage, answer: Answer): void => {
    const refusal = this.#refusalOf(req);
    if (refusal !== undefined) this.#refused++;
    answer(refusal ?? null, refusal === undefined);
  };

  /** Follows a session engine.io allocated (its `connection` event). */
  opened(session: EngineSession): void {
    if (queryTokenOf(session.request) !== undefined) return;
    this.#waitingForToken.add(session.request);
    session.once('close', () => this.#waitingForToken.delete(session.request));
  }

  /** The session of this handshake became a socket (or was refused one): it no longer waits. */
  settled(handshake: IncomingMessage): void {
    this.#waitingForToken.delete(handshake);
  }

  /** Handshakes refused since the channel opened. */
  get refused(): number {
    return this.#refused;
  }

  #refusalOf(req: IncomingMessage): string | undefined {
    if (this.answersHost && !this.answersHost(req.headers.host ?? '')) return 'Host not allowed';
    if (this.openSessions() >= MAX_SOCKETS) return `Too many Inbox sockets open (the mock holds ${MAX_SOCKETS})`;
    const token = queryTokenOf(req);
    if (token !== undefined) return this.isLiveToken(token) ? undefined : 'No live Inbox session for this token';
    if (this.#waitingForToken.size >= MAX_HANDSHAKES_WITHOUT_TOKEN) return 'Send the Inbox session token in the query (token)';
    return undefined;
  }
}
