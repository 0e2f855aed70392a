import { maxHeaderSize, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody, STATUS_TEXT } from './errors.js';

/** The longest request target an error body repeats (a 431 may be about a 16 KB URL). */
const MAX_PATH_ECHO = 256;

interface ClientError extends Error {
  code?: string;
  /** The bytes the HTTP parser choked on (Node sets it on parse errors). */
  rawPacket?: Buffer;
}

/** The request target of a request line at the start of `packet`, cut to a bounded length. */
function targetIn(packet: Buffer | undefined): string | undefined {
  const target = /^[A-Za-z]+ ([^\s]+)/.exec(packet?.subarray(0, MAX_PATH_ECHO + 64).toString('latin1') ?? '')?.[1];
  return target === undefined || target.length <= MAX_PATH_ECHO ? target : `${target.slice(0, MAX_PATH_ECHO)}…`;
}

/** Status and message for what Node's HTTP layer refused (the same statuses Node itself would answer). */
function rejection(error: ClientError, server: Server): { status: number; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: `Request line and headers are larger than the ${maxHeaderSize / 1024} KB limit (a URL that long, or too many or too large headers)` };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'Chunk extensions of the request body are larger than the 16 KB limit' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: `Request timed out: the headers must arrive within ${server.headersTimeout} ms and the whole request within ${server.requestTimeout} ms` };
    default:
      return { status: 400, message: `Malformed HTTP request: ${error.message}` };
  }
}

const rawResponse = (status: number, body: string): string =>
  `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;

/**
 * What Node's HTTP layer refuses before any request reaches the app — a request line and headers over
 * the size limit (431), a malformed request (400), headers or a body that arrive too slowly (408), chunk
 * extensions over their limit (413) — gets the API's error shape, where Node would send an empty body.
 * Node then leaves the connection to this handler, which always closes it. `Expect` headers other than
 * `100-continue` (417) are answered the same way. `now` dates the error bodies.
 */
export function answerClientErrors(server: Server, now: () => Date): void {
  // The response of the request a connection is serving, if any: a timeout while a body trickles in has one.
  const current = new WeakMap<Socket, ServerResponse>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    current.set(req.socket, res);
    res.once('finish', () => {
      if (current.get(req.socket) === res) current.delete(req.socket);
    });
  });
  server.on('clientError', (error: ClientError, socket: Socket) => {
    const inFlight = current.get(socket);
    // Nothing can be written to a connection the client has reset, or into a response already begun.
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    try {
      const { status, message } = rejection(error, server);
      const path = inFlight?.req.url ?? targetIn(error.rawPacket) ?? '';
      socket.end(rawResponse(status, JSON.stringify(errorBody(status, message, path, now()))), () => socket.destroy());
    } catch {
      socket.destroy();
    }
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const body = JSON.stringify(errorBody(417, `Expectation "${String(req.headers.expect).slice(0, MAX_PATH_ECHO)}" is not supported (only 100-continue is)`, req.url ?? '', now()));
    res.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' }).end(body);
  });
}
