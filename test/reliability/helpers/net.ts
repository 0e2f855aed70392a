import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { startMockServer, type MockServer, type StartOptions } from '../../../src/server.js';
import { sharedContract, sharedFixtures, silentLogger } from '../../helpers/test-app.js';

/** A mock on a free port with the shared contract and fixtures, strict responses, silent unless told. */
export async function startTestServer(options: StartOptions = {}): Promise<MockServer> {
  return startMockServer({
    port: 0,
    strict: true,
    seed: 7,
    logger: silentLogger,
    contract: await sharedContract(),
    fixtureData: options.fixturesDir === undefined ? await sharedFixtures() : undefined,
    ...options,
  });
}

/** A pino logger at `trace` that keeps every line it writes in memory. */
export function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim() !== '') lines.push(line);
      done();
    },
  });
  return { logger: pino({ level: 'trace' }, sink), lines };
}

/**
 * Polls `condition` until it holds (or fails after `timeoutMs` with `what`). Never a blind sleep; the ceiling
 * only catches a hang, even on a loaded machine.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface RawExchange {
  /** Status of the first response line, if one came. */
  status?: number;
  /** Everything the server sent before it closed the connection (or before we gave up). */
  text: string;
  /** The server closed the connection (as opposed to us giving up after `timeoutMs`). */
  closedByServer: boolean;
}

/** Opens a raw TCP connection to `url`'s host and port. */
export function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Collects what the server sends on `socket` until it closes the connection, or until `timeoutMs`
 * (then `closedByServer` is false). With `untilResponse`, stops as soon as one full response head
 * and its Content-Length body have arrived.
 */
export function collect(socket: Socket, timeoutMs: number, untilResponse = false): Promise<RawExchange> {
  return new Promise((resolve) => {
    let text = '';
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ ...(status ? { status: Number(status) } : {}), text, closedByServer });
      socket.destroy();
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (untilResponse) {
        const headEnd = text.indexOf('\r\n\r\n');
        const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, headEnd))?.[1];
        if (headEnd >= 0 && length !== undefined && text.length >= headEnd + 4 + Number(length)) finish(true);
      }
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

/** Sends `raw` bytes on a fresh connection and collects the answer (see `collect`; the ceiling catches a hang). */
export async function rawExchange(url: string, raw: string | Buffer, timeoutMs = 30_000): Promise<RawExchange> {
  const socket = await openSocket(url);
  const answer = collect(socket, timeoutMs, true);
  socket.write(raw);
  return answer;
}

/** JSON fetch helper against a running mock. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  init: { apiKey?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.apiKey !== undefined) headers.authorization = `ApiKey ${init.apiKey}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body, text };
}
