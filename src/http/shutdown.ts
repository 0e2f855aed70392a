import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

export interface ShutdownOptions {
  /** How long in-flight requests may still run once closing has begun (ms). */
  graceMs: number;
  /** Called when the grace period ends with connections still open, before they are cut. */
  onGraceExpired?: (requestsInFlight: number) => void;
}

/**
 * Node's HTTP server checks headersTimeout and requestTimeout with an interval that its `close()` stops.
 * Draining therefore closes the listening socket the way `net.Server` does, so that the timeouts keep
 * applying to clients still sending, and stops the interval (unreferenced, but it holds the server and
 * everything the app references) only once the server has closed.
 */
function stopTimeoutChecks(server: Server): void {
  const key = Object.getOwnPropertySymbols(server).find((symbol) => symbol.description === 'http.server.connectionsCheckingInterval');
  if (key) clearInterval((server as unknown as Record<symbol, NodeJS.Timeout | undefined>)[key]);
}

/**
 * Closing with a deadline. Once `close()` is called: no new connections; idle keep-alive connections close
 * at once; answers still to come tell their client to close the connection; header and request timeouts
 * keep applying (a client that trickles bytes gets its 408 as usual); after `graceMs` every connection left
 * is destroyed. The promise resolves once every connection is gone.
 */
export function closeWithDeadline(server: Server, options: ShutdownOptions): () => Promise<void> {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.on('close', () => inFlight.delete(res));
  });
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= new Promise<void>((resolve, reject) => {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      const deadline = setTimeout(() => {
        options.onGraceExpired?.(inFlight.size);
        server.closeAllConnections();
      }, options.graceMs);
      NetServer.prototype.close.call(server, (error?: Error) => {
        clearTimeout(deadline);
        stopTimeoutChecks(server);
        if (error) reject(error);
        else resolve();
      });
      server.closeIdleConnections();
    }));
}
