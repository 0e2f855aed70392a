/**
 * The fuzzer's byte-exact in-process HTTP client.
 *
 * Requests go through `node:http` with a keep-alive agent (not superagent) on purpose: superagent
 * normalizes URLs (`new URL`), always sets a content type for string bodies and cannot send a header
 * twice in a controlled way — the fuzzer needs the exact bytes.
 */
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { describeRequest } from './invariants.js';

/** One request exactly as it goes on the wire. */
export interface RawRequest {
  method: string;
  /** Path and query string, sent verbatim. */
  path: string;
  /** Header lines in order; a name may repeat. */
  headers: [string, string][];
  body?: Buffer;
  /** How it was made (operation and mutation), for failure messages. */
  label: string;
  /** Headers over Node's 16 KB limit: Node's HTTP parser answers 431 before the app sees anything. */
  overHeaderLimit?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json?: unknown;
  jsonError?: string;
}

export interface Connection {
  port: number;
  server: Server;
  send(request: RawRequest): Promise<RawResponse>;
  close(): Promise<void>;
}

/** A request with no answer by then is hung (the slowest answer a fuzzed request gets is a few seconds under load). */
const ANSWER_CEILING_MS = 60_000;

/** Listens on an ephemeral port of 127.0.0.1 and talks to it over one keep-alive socket. */
export async function connect(app: Express): Promise<Connection> {
  const server = createServer(app);
  // One socket for the whole run: between two requests the fuzzer may spend seconds on snapshots (large
  // fixtures, a loaded machine). With Node's 5 s default the server could close the idle socket just as the
  // next request is written on it, and that request would fail with ECONNRESET through no fault of the app.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let previous = '(none)';
  const send = (r: RawRequest) =>
    new Promise<RawResponse>((resolve, rejectRaw) => {
      const before = previous;
      const reject = (error: Error) => rejectRaw(Object.assign(error, { message: `${error.message} sending ${describeRequest(r)} after ${before}` }));
      previous = describeRequest(r);
      // With raw (array) headers Node adds no Host, and its server refuses HTTP/1.1 requests without one.
      const headers: string[] = r.headers.some(([n]) => n.toLowerCase() === 'host') ? [] : ['Host', `127.0.0.1:${port}`];
      for (const [name, value] of r.headers) headers.push(name, value);
      if (r.body !== undefined && !r.headers.some(([n]) => n.toLowerCase() === 'content-length' || n.toLowerCase() === 'transfer-encoding')) {
        headers.push('Content-Length', String(r.body.length));
      }
      const req = httpRequest({ host: '127.0.0.1', port, method: r.method, path: r.path, agent, headers: headers as unknown as Record<string, string> }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const out: RawResponse = { status: res.statusCode ?? 0, headers: res.headers, text };
          if (/json/.test(String(res.headers['content-type'] ?? '')) && text.length > 0) {
            try {
              out.json = JSON.parse(text);
            } catch (error) {
              out.jsonError = (error as Error).message;
            }
          }
          resolve(out);
        });
      });
      req.on('error', reject);
      req.setTimeout(ANSWER_CEILING_MS, () => req.destroy(new Error(`no answer within ${ANSWER_CEILING_MS} ms (hung)`)));
      req.end(r.body);
    });
  return {
    port,
    server,
    send,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
