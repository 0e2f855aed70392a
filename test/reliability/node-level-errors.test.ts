/**
 * What Node's HTTP layer refuses before the app sees a request (431, 400, 408, 413 on chunk extensions,
 * 417) answers with the API's error shape and a JSON content type, never an empty body; the connection
 * is closed and the server keeps serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/server.js';
import { DEV_KEY, expectErrorShape } from '../helpers/test-app.js';
import { call, collect, openSocket, rawExchange, type RawExchange } from './helpers/net.js';
import { startTestServer } from './helpers/net.js';

/** The status, headers (lower-cased names) and JSON body of a raw answer (collected as latin1). */
function parsed(answer: RawExchange) {
  const headEnd = answer.text.indexOf('\r\n\r\n');
  const head = answer.text.slice(0, headEnd);
  const headers = Object.fromEntries(head.split('\r\n').slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  const body = Buffer.from(answer.text.slice(headEnd + 4), 'latin1');
  return { status: answer.status, headers, length: body.length, body: JSON.parse(body.toString('utf8')) as Record<string, unknown> };
}

/** Asserts a JSON error in the API's shape with `status`, on a closed connection; returns the body. */
function expectJsonError(answer: RawExchange, status: number): Record<string, unknown> {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.closedByServer).toBe(true);
  const { headers, length, body } = parsed(answer);
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(headers.connection).toBe('close');
  expect(Number(headers['content-length'])).toBe(length);
  expect(Number.isNaN(Date.parse(String(body.timestamp)))).toBe(false);
  return expectErrorShape(body, status);
}

describe('Node-level rejections in the error shape', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startTestServer({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
  });
  afterAll(() => server?.close());
  const keepsServing = async () => {
    expect((await call(server.url, 'GET', '/__admin/health')).status).toBe(200);
    expect((await call(server.url, 'GET', '/v2/subscribers?limit=1', { apiKey: DEV_KEY })).status).toBe(200);
  };

  it('431 for a URL over the header limit, with a bounded echo of the path', async () => {
    const path = `/v2/subscribers/${'a'.repeat(20_000)}`;
    const body = expectJsonError(await rawExchange(server.url, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey ${DEV_KEY}\r\n\r\n`), 431);
    expect(body).toMatchObject({ error: 'Request Header Fields Too Large', message: expect.stringContaining('16 KB') });
    expect(String(body.path).startsWith('/v2/subscribers/aaa')).toBe(true);
    expect(String(body.path).length).toBeLessThanOrEqual(257);
    await keepsServing();
  });

  it('431 for too many headers and for one huge header', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`).join('\r\n');
    const tooMany = expectJsonError(await rawExchange(server.url, `GET /v2/subscribers?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey ${DEV_KEY}\r\n${many}\r\n\r\n`), 431);
    expect(tooMany.path).toBe('/v2/subscribers?limit=1');
    expectJsonError(await rawExchange(server.url, `GET /__admin/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Huge: ${'h'.repeat(64 * 1024)}\r\n\r\n`), 431);
    await keepsServing();
  });

  it('400 for a malformed request line, a bad header and conflicting body lengths', async () => {
    const malformed = [
      'BREW /coffee HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'GET /v2/subscribers HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n',
      'GET /v2/sub scribers HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'GET /v2/subscribers HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n',
      'POST /v2/subscribers HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ];
    for (const raw of malformed) {
      const body = expectJsonError(await rawExchange(server.url, raw), 400);
      expect(body).toMatchObject({ error: 'Bad Request', message: expect.stringMatching(/^Malformed HTTP request: /) });
    }
    await keepsServing();
  });

  // The slow clients below never finish on their own (their headers never end; their body would take minutes):
  // only the server's timeouts end them, and 45 s without an answer is a hang.
  it('408 for a client that sends its headers too slowly (slowloris)', async () => {
    const socket = await openSocket(server.url);
    const answer = collect(socket, 45_000);
    socket.write('GET /__admin/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const timer = setInterval(() => !socket.destroyed && socket.write('X'), 40);
    const body = expectJsonError(await answer, 408);
    clearInterval(timer);
    expect(body).toMatchObject({ error: 'Request Timeout', message: expect.stringContaining('300 ms') });
    await keepsServing();
  });

  it('408 for a body that arrives too slowly, with the request path', async () => {
    const socket = await openSocket(server.url);
    const answer = collect(socket, 45_000);
    socket.write(`POST /v2/subscribers?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey ${DEV_KEY}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{`);
    const timer = setInterval(() => !socket.destroyed && socket.write(' '), 40);
    const body = expectJsonError(await answer, 408);
    clearInterval(timer);
    expect(body.path).toBe('/v2/subscribers?x=1');
    await keepsServing();
  });

  it('413 for chunk extensions over their limit', async () => {
    const raw = `POST /v2/subscribers HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey ${DEV_KEY}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2;ext=${'e'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`;
    expectJsonError(await rawExchange(server.url, raw), 413);
    await keepsServing();
  });

  it('417 for an Expect header other than 100-continue', async () => {
    const answer = await rawExchange(server.url, `GET /v2/subscribers HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey ${DEV_KEY}\r\nExpect: teapot\r\n\r\n`);
    expect(answer.status).toBe(417);
    const { headers, body } = parsed(answer);
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(expectErrorShape(body, 417)).toMatchObject({ path: '/v2/subscribers', error: 'Expectation Failed' });
    await keepsServing();
  });
});
