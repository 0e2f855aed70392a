import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** What serves a path once it is loaded (socket.io's engine). */
export interface PathEngine {
  handleRequest(req: IncomingMessage, res: ServerResponse): void;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
}

/**
 * Holds the requests and WebSocket upgrades under `path` of a running server and calls `onFirst` on the
 * first one, so that what serves the path is loaded only once a client asks for it. Every other request
 * goes to the server's own listeners meanwhile; upgrades elsewhere are refused.
 */
export class HeldRequests {
  readonly #requests: [IncomingMessage, ServerResponse][] = [];
  readonly #upgrades: [IncomingMessage, Duplex, Buffer][] = [];
  readonly #listeners: RequestListener[];
  #asked = false;

  constructor(
    private readonly server: Server,
    private readonly path: string,
    private readonly onFirst: () => void,
  ) {
    this.#listeners = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    server.on('request', this.#onRequest);
    server.on('upgrade', this.#onUpgrade);
  }

  /**
   * Gives the server its own listeners back, then calls `attach` (which puts the engine on the server,
   * as socket.io does with the listeners it finds) and hands it what was held. Without `attach` (the server
   * closed meanwhile, or loading failed) the held connections are closed.
   */
  release(attach?: () => PathEngine): void {
    this.server.off('request', this.#onRequest);
    this.server.off('upgrade', this.#onUpgrade);
    for (const listener of this.#listeners) this.server.on('request', listener);
    const engine = attach?.();
    for (const [req, res] of this.#requests.splice(0)) {
      if (engine) engine.handleRequest(req, res);
      else res.destroy();
    }
    for (const [req, socket, head] of this.#upgrades.splice(0)) {
      if (engine) engine.handleUpgrade(req, socket, head);
      else socket.destroy();
    }
  }

  readonly #onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    if (!req.url?.startsWith(this.path)) {
      for (const listener of this.#listeners) listener.call(this.server, req, res);
      return;
    }
    this.#requests.push([req, res]);
    this.#askOnce();
  };

  readonly #onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (!req.url?.startsWith(this.path)) {
      socket.destroy();
      return;
    }
    this.#upgrades.push([req, socket, head]);
    this.#askOnce();
  };

  #askOnce(): void {
    if (this.#asked) return;
    this.#asked = true;
    this.onFirst();
  }
}
