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

/** Resolves when `check` holds, or fails after `ms` (a ceiling that only catches a hang, even on a loaded machine). */
export async function eventually(check: () => boolean, ms = 30_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * What `listening` heard before the first event that `sendOwn` makes the server send it (a trigger to its
 * subscriber, say), without a blind wait: a socket hears in the order the server sent, so once that event has
 * arrived, whatever was sent before it has too. Returns the events heard before it, from `listening.heard`'s
 * length when called.
 */
export async function heardBefore(listening: Listening, sendOwn: () => Promise<unknown>, isOwn: (heard: Heard) => boolean): Promise<Heard[]> {
  const from = listening.heard.length;
  await sendOwn();
  await eventually(() => listening.heard.slice(from).some(isOwn), undefined, 'its own event');
  return listening.heard.slice(from, listening.heard.findIndex((heard, i) => i >= from && isOwn(heard)));
}

/** A `notification_received` of the message sent with `transactionId`. */
export const messageOf = (transactionId: string) => (heard: Heard): boolean =>
  heard.event === 'notification_received' && (heard.payload.message as { transactionId?: string } | undefined)?.transactionId === transactionId;

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
      // The server refuses a socket by disconnecting it in the tick it connected it. An HTTP round trip to the
      // server started after the connect comes back after that refusal was sent; once the I/O read with it is
      // handled (setImmediate), a refused socket has heard its disconnect, whatever the machine's load.
      socket.once('connect', () => {
        void fetch(`${server().url}/__admin/health`)
          .then((res) => res.arrayBuffer(), () => undefined)
          .then(() => new Promise((handled) => setImmediate(handled)))
          .then(() => socket.connected && resolve({ connected: true }));
      });
    });
  }

  /** An Inbox session token for the subscriber of the environment of `apiKey` (with `context`: a session of those contexts; HMAC off only). */
  async function sessionToken(apiKey: string, subscriberId: string, context?: Record<string, string>): Promise<string> {
    const mock = server();
    const environmentId = mock.deps.registry.resolve(apiKey)?.id as string;
    // An isolated key's environment (`isolateKeys`) is named after its id.
    const applicationIdentifier = mock.apiKeys.find((k) => k.apiKey === apiKey)?.applicationIdentifier ?? `app-${environmentId}`;
    const res = await fetch(`${mock.url}/v1/inbox/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationIdentifier, subscriber: { subscriberId }, subscriberHash: subscriberHashOf(apiKey, subscriberId), context }),
    });
    if (res.status !== 201) throw new Error(`session: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { token: string } }).data.token;
  }

  /** A connected socket of the subscriber's Inbox. */
  async function inboxSocket(apiKey: string, subscriberId: string, context?: Record<string, string>): Promise<Listening> {
    const listening = listen({ token: await sessionToken(apiKey, subscriberId, context) });
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
