import { INBOX_SESSION_LIFETIME_MS, MAX_SESSIONS_PER_ENVIRONMENT, MAX_SESSIONS_PER_SUBSCRIBER } from '../domain/inbox/index.js';

/**
 * Engine sessions (sockets, and handshakes not yet a socket) the mock holds at once: twice what
 * `npm run bench:inbox` opens (1,000 Inboxes), well under what one process carries. Past it, new
 * handshakes are refused and the sockets already open stay.
 */
export const MAX_SOCKETS = 2_000;

/**
 * Sockets per subscriber of one environment. The real service sets none; each open `<Inbox />` holds one,
 * so a subscriber past this many has left pages or tests open: the oldest socket is disconnected
 * (`io server disconnect`) and the new one, which a client is using, is kept.
 */
export const MAX_SOCKETS_PER_SUBSCRIBER = 20;

/**
 * Handshakes that sent no token in the query may still send it in socket.io's CONNECT packet
 * (`auth.token`, which the real service reads first); this many at once wait for it. The official clients
 * (`@novu/js`, `@novu/notification-center`) send `query: { token }`, so they never need one of these.
 */
export const MAX_HANDSHAKES_WITHOUT_TOKEN = 16;

/**
 * How long a handshake may take to become a socket (socket.io's CONNECT packet with a live token) before
 * it is closed. Real clients send it as soon as the transport opens; socket.io's default is 45 s.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

/** The Inbox sockets open on the mock, as the control plane shows them. */
export interface ConnectedSubscriber {
  subscriberId: string;
  sockets: number;
}

export interface EnvironmentConnections {
  environmentId: string;
  name: string;
  apiKeys: string[];
  sockets: number;
  subscribers: ConnectedSubscriber[];
}

/** What the real-time channel reports of itself. */
export interface SocketsReport {
  /** Every open socket of every environment. */
  sockets: number;
  /** Engine sessions open that are not a socket yet (waiting for socket.io's CONNECT packet). */
  handshakes: number;
  /** Handshakes refused since the channel opened: without a live session token, from another Host, or past a cap. */
  refusedHandshakes: number;
  /** Sockets disconnected since the channel opened because their subscriber opened one more than its cap. */
  evictedSockets: number;
  /** Environments with at least one open socket. */
  environments: EnvironmentConnections[];
}

/** The caps on sockets and Inbox sessions, as the control plane shows them. */
export interface ConnectionLimits {
  sockets: number;
  socketsPerSubscriber: number;
  handshakesWithoutToken: number;
  connectTimeoutMs: number;
  sessionsPerEnvironment: number;
  sessionsPerSubscriber: number;
  sessionLifetimeMs: number;
}

export interface ConnectionsReport extends SocketsReport {
  /** Live Inbox session tokens of every environment. */
  sessions: number;
  limits: ConnectionLimits;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  sockets: MAX_SOCKETS,
  socketsPerSubscriber: MAX_SOCKETS_PER_SUBSCRIBER,
  handshakesWithoutToken: MAX_HANDSHAKES_WITHOUT_TOKEN,
  connectTimeoutMs: CONNECT_TIMEOUT_MS,
  sessionsPerEnvironment: MAX_SESSIONS_PER_ENVIRONMENT,
  sessionsPerSubscriber: MAX_SESSIONS_PER_SUBSCRIBER,
  sessionLifetimeMs: INBOX_SESSION_LIFETIME_MS,
};

/** The channel's report with the live sessions of `environments` and the caps. */
export function connectionsReport(sockets: SocketsReport, environments: readonly { inboxSessions: { size: number } }[]): ConnectionsReport {
  return { ...sockets, sessions: environments.reduce((n, e) => n + e.inboxSessions.size, 0), limits: CONNECTION_LIMITS };
}

/** Which sockets to drop: all, one environment's, or one subscriber's (external id) of one or every environment. */
export interface ConnectionScope {
  environmentId?: string;
  subscriberId?: string;
}

/** The real-time channel as the control plane drives it. */
export interface ConnectionsPort {
  report(): SocketsReport;
  /** Disconnects the sockets in scope; returns how many. */
  disconnect(scope: ConnectionScope): number;
}

/** No real-time channel (an app without a server): nothing is connected. */
export const NO_CONNECTIONS: ConnectionsPort = {
  report: () => ({ sockets: 0, handshakes: 0, refusedHandshakes: 0, evictedSockets: 0, environments: [] }),
  disconnect: () => 0,
};
