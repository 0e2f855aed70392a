// The socket side of `npm run bench:inbox` and `npm run bench:widget`: many sessions (Inbox or widget) with a
// socket each (socket.io-client, as `@novu/js` and `@novu/headless` open it), and the time from a trigger to
// each socket's `notification_received`.
import { io, type Socket } from 'socket.io-client';
import { httpRequest, sleep } from './procs.js';

export interface Fleet {
  sockets: Socket[];
  subscriberIds: string[];
  close(): void;
}

export interface LatencyRun {
  /** Socket events received / expected. */
  received: number;
  expected: number;
  /** ms from sending the trigger to each socket event. */
  latencies: number[];
  /** ms from sending the trigger to its HTTP response. */
  responseMs: number;
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** `count` subscribers added in one control-plane request (`POST /__admin/fixtures`). */
export async function addSubscribers(baseUrl: string, apiKey: string, count: number, prefix: string): Promise<string[]> {
  const now = new Date().toISOString();
  const ids = Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
  const subscribers = ids.map((subscriberId, i) => ({ _id: `be${String(i).padStart(22, '0')}`, subscriberId, deleted: false, createdAt: now, updatedAt: now }));
  const r = await httpRequest(`${baseUrl}/__admin/fixtures?apiKey=${encodeURIComponent(apiKey)}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ subscribers }), timeoutMs: 30_000 });
  if (r.status !== 201) throw new Error(`loading ${count} subscribers: ${r.status} ${r.body.slice(0, 300)}`);
  return ids;
}

/** An Inbox session token (the environment's in-app HMAC off, as in the default Development fixtures). */
export async function sessionToken(baseUrl: string, applicationIdentifier: string, subscriberId: string): Promise<string> {
  const r = await httpRequest(`${baseUrl}/v1/inbox/session`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ applicationIdentifier, subscriber: { subscriberId } }) });
  if (r.status !== 201) throw new Error(`session for ${subscriberId}: ${r.status} ${r.body.slice(0, 300)}`);
  return (JSON.parse(r.body) as { data: { token: string } }).data.token;
}

/**
 * A widget session token (`POST /v1/widgets/session/initialize`, as `@novu/headless` opens it), without HMAC as
 * in the default Development fixtures; it opens the same socket channel as an Inbox token.
 */
export async function widgetToken(baseUrl: string, applicationIdentifier: string, subscriberId: string): Promise<string> {
  const r = await httpRequest(`${baseUrl}/v1/widgets/session/initialize`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ applicationIdentifier, subscriberId, hmacHash: null }) });
  if (r.status !== 201) throw new Error(`widget session for ${subscriberId}: ${r.status} ${r.body.slice(0, 300)}`);
  return (JSON.parse(r.body) as { data: { token: string } }).data.token;
}

export type TokenOf = (baseUrl: string, applicationIdentifier: string, subscriberId: string) => Promise<string>;

/** In batches: `run` on every item, `size` at a time. */
async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

/**
 * One connected socket per subscriber, each with its own session (an Inbox session unless `tokenOf` says
 * otherwise), as one open `<Inbox />` or widget each.
 */
export async function openFleet(baseUrl: string, applicationIdentifier: string, subscriberIds: string[], tokenOf: TokenOf = sessionToken): Promise<Fleet> {
  const tokens = await inBatches(subscriberIds, 50, (id) => tokenOf(baseUrl, applicationIdentifier, id));
  const sockets = await inBatches(tokens, 100, (token) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(baseUrl, { transports: ['websocket'], query: { token }, reconnection: false, forceNew: true });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
      socket.once('disconnect', (reason) => reject(new Error(`socket refused: ${reason}`)));
    }),
  );
  return { sockets, subscriberIds, close: () => sockets.forEach((s) => s.close()) };
}

/**
 * Sends `trigger` and waits for `expected` `notification_received` events on the fleet (or `timeoutMs`).
 * Latency = socket event time − send time, on this process's clock.
 */
export async function timeTrigger(fleet: Fleet, send: () => Promise<{ status: number; body: string }>, expected: number, timeoutMs = 30_000): Promise<LatencyRun> {
  const latencies: number[] = [];
  let t0 = 0;
  let done: () => void = () => {};
  const all = new Promise<void>((resolve) => (done = resolve));
  const onReceived = () => {
    latencies.push(performance.now() - t0);
    if (latencies.length >= expected) done();
  };
  for (const s of fleet.sockets) s.on('notification_received', onReceived);
  t0 = performance.now();
  const response = await send();
  const responseMs = performance.now() - t0;
  if (response.status !== 201) throw new Error(`trigger → ${response.status}: ${response.body.slice(0, 300)}`);
  await Promise.race([all, sleep(timeoutMs)]);
  for (const s of fleet.sockets) s.off('notification_received', onReceived);
  return { received: latencies.length, expected, latencies, responseMs };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
