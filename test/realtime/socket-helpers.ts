/** A raw socket.io client against a running mock, as the Inbox client opens it. */
import { io, type Socket } from 'socket.io-client';
import { subscriberHashOf } from '../../src/domain/inbox/index.js';
import type { MockServer } from '../../src/server.js';

export interface Heard {
  event: string;
  payload: Record<string, unknown>;
}

/** A socket that records every event it hears. */
export interface Listening {
  socket: Socket;
  heard: Heard[];
  /** Events of one name, in order. */
  of(event: string): Record<string, unknown>[];
}

/** Resolves when `check` holds, or fails after `ms`. */
export async function eventually(check: () => boolean, ms = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Lets the server flush what it sends after a write (counts go out once the write has finished). */
export const settle = (ms = 150): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function socketHelpers(server: () => MockServer) {
  const open: Socket[] = [];

  /** Opens a socket with `query` as the handshake query (`{token}` for the Inbox) and records what it hears. */
  function listen(query: Record<string, string> = {}): Listening {
    const socket = io(server().url, { transports: ['websocket'], query, reconnection: false, forceNew: true });
    open.push(socket);
    const heard: Heard[] = [];
    socket.onAny((event: string, payload: Record<string, unknown>) => heard.push({ event, payload }));
    return { socket, heard, of: (event) => heard.filter((h) => h.event === event).map((h) => h.payload) };
  }

  /** Connected, or the reason it was refused. */
  function outcome(socket: Socket): Promise<{ connected: boolean; reason?: string }> {
    return new Promise((resolve) => {
      socket.once('disconnect', (reason) => resolve({ connected: false, reason }));
      socket.once('connect_error', (error) => resolve({ connected: false, reason: error.message }));
      // The server accepts the transport first and may disconnect right after: wait a moment to be sure.
      socket.once('connect', () => setTimeout(() => socket.connected && resolve({ connected: true }), 100));
    });
  }

  /** An Inbox session token for the subscriber of the environment of `apiKey`. */
  async function sessionToken(apiKey: string, subscriberId: string): Promise<string> {
    const mock = server();
    const environmentId = mock.deps.registry.resolve(apiKey)?.id as string;
    // An isolated key's environment (`isolateKeys`) is named after its id.
    const applicationIdentifier = mock.apiKeys.find((k) => k.apiKey === apiKey)?.applicationIdentifier ?? `app-${environmentId}`;
    const res = await fetch(`${mock.url}/v1/inbox/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationIdentifier, subscriber: { subscriberId }, subscriberHash: subscriberHashOf(apiKey, subscriberId) }),
    });
    if (res.status !== 201) throw new Error(`session: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { token: string } }).data.token;
  }

  /** A connected socket of the subscriber's Inbox. */
  async function inboxSocket(apiKey: string, subscriberId: string): Promise<Listening> {
    const listening = listen({ token: await sessionToken(apiKey, subscriberId) });
    const result = await outcome(listening.socket);
    if (!result.connected) throw new Error(`socket refused: ${result.reason}`);
    return listening;
  }

  /** Calls the API with an API key. */
  async function api(apiKey: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(`${server().url}${path}`, {
      method,
      headers: { authorization: `ApiKey ${apiKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  function closeAll(): void {
    for (const socket of open.splice(0)) socket.close();
  }

  return { listen, outcome, sessionToken, inboxSocket, api, closeAll };
}
