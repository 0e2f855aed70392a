import type { Server as HttpServer } from 'node:http';
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import { CONNECT_TIMEOUT_MS, MAX_SOCKETS_PER_SUBSCRIBER, type ConnectionScope, type ConnectionsPort, type EnvironmentConnections, type SocketsReport } from '../control/connections.js';
import type { Environment, TenantRegistry } from '../domain/environments/index.js';
import { bellCountsOf, inSessionContexts } from '../domain/inbox/index.js';
import { isOwnerId } from '../domain/shared/index.js';
import type { InboxListener, Message } from '../domain/messages/index.js';
import { HandshakeGate } from './handshake-gate.js';
import { HeldRequests } from './held-requests.js';
import { lazyRequire } from '../lib/lazy-require.js';
import { receivedPayload, SOCKET_EVENTS, unreadPayload, unseenPayload } from './socket-payloads.js';

/** Where the Inbox client opens its socket (socket.io's default path). */
export const SOCKET_PATH = '/socket.io/';

/** How often delays and digests that fell due are run for environments with sockets open (ms). */
const DUE_WORK_INTERVAL_MS = 250;

/** Who an accepted socket belongs to. */
interface SocketOwner {
  environmentId: string;
  subscriberId: string;
  subscriberInternalId: string;
  /** The contexts of the session the socket opened with: it hears only messages of exactly those. */
  contextKeys: readonly string[];
}

/** One room per subscriber of one environment: internal ids may repeat across isolated environments. */
const roomOf = (environmentId: string, subscriberInternalId: string): string => `${environmentId}/${subscriberInternalId}`;

/**
 * The Inbox's real-time channel: a socket.io server on the API's HTTP server. A socket opens with an Inbox
 * session token (`query.token`, or `auth.token`) and hears only its subscriber's events. Domain events come
 * in through each environment's listener (`listenerFor`); count events are sent once per subscriber after
 * each write, however many messages it changed.
 */
export class InboxRealtime implements ConnectionsPort {
  #io?: Server;
  #registry?: TenantRegistry;
  #closed = false;
  #dueWork?: NodeJS.Timeout;
  /** Subscribers (internal ids) per environment whose counts changed since the last flush. */
  readonly #changed = new Map<string, Set<string>>();
  #flushQueued = false;
  #gate?: HandshakeGate;
  #evicted = 0;

  constructor(private readonly logger?: Logger) {}

  /** The listener an environment is built with. */
  readonly listenerFor = (environmentId: string): InboxListener => ({
    received: (message) => this.#received(environmentId, message),
    changed: (subscriberInternalId) => this.#countsChanged(environmentId, subscriberInternalId),
    // The sessions the sockets opened with are gone: so are the sockets.
    sessionsEnded: () => void this.disconnect({ environmentId }),
  });

  /**
   * Opens the channel on `httpServer` (path `/socket.io/`), for the `Host` headers `answersHost` accepts
   * (all without it). socket.io is loaded on the first request to its path, not at startup (loading it is
   * a noticeable part of a startup, and most runs never open a socket); requests to the path that arrive
   * meanwhile wait for it.
   */
  attach(httpServer: HttpServer, registry: TenantRegistry, answersHost?: (hostHeader: string) => boolean): void {
    this.#registry = registry;
    const held = new HeldRequests(httpServer, SOCKET_PATH, () => {
      Promise.resolve()
        .then(() => lazyRequire<typeof import('socket.io')>('socket.io'))
        .then(({ Server: SocketServer }) => {
          if (this.#closed) return held.release();
          // The API's `Host` check (DNS rebinding) holds for the socket's handshake too.
          const gate = new HandshakeGate((token) => registry.bySessionToken(token) !== undefined, () => this.#io?.engine.clientsCount ?? 0, answersHost);
          this.#gate = gate;
          held.release(() => {
            const io = new SocketServer(httpServer, { path: SOCKET_PATH, serveClient: false, allowRequest: gate.allowRequest, connectTimeout: CONNECT_TIMEOUT_MS });
            io.engine.on('connection', (session: Parameters<HandshakeGate['opened']>[0]) => gate.opened(session));
            io.on('connection', (socket) => this.#accept(socket));
            this.#io = io;
            this.#dueWork = setInterval(() => this.#runDueWork(), DUE_WORK_INTERVAL_MS).unref();
            return io.engine;
          });
        })
        .catch((error: unknown) => {
          held.release();
          this.logger?.error({ err: error }, 'the Inbox socket channel failed to start');
        });
    });
  }

  /** Disconnects every socket and stops accepting new ones (the HTTP server closes on its own). */
  close(): void {
    this.#closed = true;
    clearInterval(this.#dueWork);
    const io = this.#io;
    this.#io = undefined;
    if (!io) return;
    io.disconnectSockets(true);
    io.engine.close();
  }

  report(): SocketsReport {
    const byEnvironment = new Map<string, Map<string, number>>();
    for (const owner of this.#owners()) {
      const subscribers = byEnvironment.get(owner.environmentId) ?? new Map<string, number>();
      subscribers.set(owner.subscriberId, (subscribers.get(owner.subscriberId) ?? 0) + 1);
      byEnvironment.set(owner.environmentId, subscribers);
    }
    const environments: EnvironmentConnections[] = [];
    for (const { environment, apiKeys } of this.#registry?.environmentsWithKeys() ?? []) {
      const subscribers = byEnvironment.get(environment.id);
      if (!subscribers) continue;
      const list = [...subscribers].map(([subscriberId, sockets]) => ({ subscriberId, sockets }));
      environments.push({ environmentId: environment.id, name: environment.info.name, apiKeys, sockets: list.reduce((n, s) => n + s.sockets, 0), subscribers: list });
    }
    const sockets = environments.reduce((n, e) => n + e.sockets, 0);
    const handshakes = Math.max(0, (this.#io?.engine.clientsCount ?? 0) - (this.#io?.of('/').sockets.size ?? 0));
    return { sockets, handshakes, refusedHandshakes: this.#gate?.refused ?? 0, evictedSockets: this.#evicted, environments };
  }

  disconnect(scope: ConnectionScope): number {
    let dropped = 0;
    for (const socket of this.#io?.of('/').sockets.values() ?? []) {
      const owner = socket.data as Partial<SocketOwner>;
      if (scope.environmentId !== undefined && owner.environmentId !== scope.environmentId) continue;
      if (scope.subscriberId !== undefined && owner.subscriberId !== scope.subscriberId) continue;
      socket.disconnect(true);
      dropped++;
    }
    return dropped;
  }

  /**
   * A handshake with a dead token in its query was refused before it got here. One that sent its token
   * only in the CONNECT packet (`auth.token`) is checked now, as the real service checks every socket: without
   * a live session it is connected, then disconnected by the server (the client sees `io server disconnect`
   * and does not retry). Past its subscriber's cap, the subscriber's oldest socket goes.
   */
  #accept(socket: Socket): void {
    this.#gate?.settled(socket.request);
    const token = (socket.handshake.auth as { token?: unknown }).token ?? socket.handshake.query.token;
    const session = typeof token === 'string' ? this.#registry?.bySessionToken(token) : undefined;
    const subscriber = session?.environment.subscribers.find(session.subscriberId);
    // Rooms are named by the internal id: without one, sockets of different subscribers would share a room.
    if (!session || !subscriber || !isOwnerId(subscriber._id)) {
      socket.disconnect(true);
      return;
    }
    const owner: SocketOwner = {
      environmentId: session.environment.id,
      subscriberId: subscriber.subscriberId,
      subscriberInternalId: subscriber._id,
      contextKeys: session.contextKeys,
    };
    socket.data = owner;
    const room = roomOf(owner.environmentId, owner.subscriberInternalId);
    this.#makeRoom(socket, room);
    void socket.join(room);
  }

  /** Disconnects the room's oldest sockets (a room keeps its members in the order they joined) until one more fits. */
  #makeRoom(socket: Socket, room: string): void {
    const members = [...(socket.nsp.adapter.rooms.get(room) ?? [])];
    for (const id of members.slice(0, Math.max(0, members.length - MAX_SOCKETS_PER_SUBSCRIBER + 1))) {
      socket.nsp.sockets.get(id)?.disconnect(true);
      this.#evicted++;
    }
  }

  #owners(): SocketOwner[] {
    return [...(this.#io?.of('/').sockets.values() ?? [])].map((s) => s.data as SocketOwner).filter((o) => o.environmentId !== undefined);
  }

  #listened(environmentId: string, subscriberInternalId: string): Server | undefined {
    const io = this.#io;
    return io?.of('/').adapter.rooms.has(roomOf(environmentId, subscriberInternalId)) ? io : undefined;
  }

  #socketsIn(io: Server, room: string): Socket[] {
    const ids = io.of('/').adapter.rooms.get(room) ?? new Set<string>();
    return [...ids].flatMap((id) => io.of('/').sockets.get(id) ?? []);
  }

  #environment(environmentId: string): Environment | undefined {
    return this.#registry?.environments().find((e) => e.id === environmentId);
  }

  #received(environmentId: string, message: Message): void {
    const io = this.#listened(environmentId, message._subscriberId);
    const environment = io && this.#environment(environmentId);
    if (!io || !environment) return;
    // As the real gateway: only sockets whose session has exactly the message's contexts hear it.
    const payload = receivedPayload(environment, message);
    for (const socket of this.#socketsIn(io, roomOf(environmentId, message._subscriberId))) {
      if (inSessionContexts((socket.data as SocketOwner).contextKeys)(message)) socket.emit(SOCKET_EVENTS.received, payload);
    }
    this.#countsChanged(environmentId, message._subscriberId);
  }

  #countsChanged(environmentId: string, subscriberInternalId: string): void {
    if (!this.#listened(environmentId, subscriberInternalId)) return;
    const subscribers = this.#changed.get(environmentId) ?? new Set<string>();
    subscribers.add(subscriberInternalId);
    this.#changed.set(environmentId, subscribers);
    if (this.#flushQueued) return;
    this.#flushQueued = true;
    // After the write that changed them (a bulk write changes many messages: one count each).
    queueMicrotask(() => this.#flushCounts());
  }

  #flushCounts(): void {
    this.#flushQueued = false;
    const changed = [...this.#changed];
    this.#changed.clear();
    for (const [environmentId, subscriberIds] of changed) {
      const environment = this.#environment(environmentId);
      for (const subscriberInternalId of subscriberIds) {
        const io = this.#listened(environmentId, subscriberInternalId);
        const subscriber = environment?.subscribers.findByInternalId(subscriberInternalId);
        if (!io || !environment || !subscriber) continue;
        // Each socket gets the counts of its own session's contexts (the real gateway's individualized counts).
        const countsByContexts = new Map<string, ReturnType<typeof bellCountsOf>>();
        for (const socket of this.#socketsIn(io, roomOf(environmentId, subscriberInternalId))) {
          const { contextKeys } = socket.data as SocketOwner;
          const key = [...contextKeys].sort().join('\n');
          let counts = countsByContexts.get(key);
          if (!counts) countsByContexts.set(key, (counts = bellCountsOf(environment, subscriber, contextKeys)));
          socket.emit(SOCKET_EVENTS.unseenCount, unseenPayload(counts));
          socket.emit(SOCKET_EVENTS.unreadCount, unreadPayload(counts));
        }
      }
    }
  }

  /**
   * Delays and digests finish when a request of their environment arrives; an open Inbox waits for them
   * without sending any, so environments with sockets run theirs on a timer.
   */
  #runDueWork(): void {
    const environmentIds = new Set(this.#owners().map((o) => o.environmentId));
    if (environmentIds.size === 0) return;
    for (const environment of this.#registry?.environments() ?? []) {
      if (!environmentIds.has(environment.id)) continue;
      try {
        environment.runDueWork();
      } catch (error) {
        this.logger?.error({ err: error, environmentId: environment.id }, 'delayed work failed');
      }
    }
  }
}
