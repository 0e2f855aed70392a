/**
 * Shutdown always ends: `close()` (and SIGTERM/SIGINT in the CLI) gives in-flight requests a grace period,
 * then cuts what is left; the header and request timeouts keep applying while draining; a second signal
 * exits the CLI at once. Which of them ended a shutdown shows in how it ended (a cut request, a 408, the exit
 * code), never in how long it took: whatever else could end it is minutes away.
 */
import { describe, expect, it } from 'vitest';
import { startCli } from '../helpers/spawn-cli.js';
import { DEV_KEY, expectErrorShape } from '../helpers/test-app.js';
import { call, collect, openSocket, startTestServer, waitFor } from './helpers/net.js';

/** A client that sends a request head and then one more header byte every 100 ms, forever (or 10 minutes). */
async function tricklingClient(url: string) {
  const socket = await openSocket(url);
  const answer = collect(socket, 600_000);
  socket.write(`GET /v2/subscribers HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey ${DEV_KEY}\r\nX-Slow: `);
  let sent = 0;
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write('s', () => sent++);
  }, 100);
  void answer.finally(() => clearInterval(timer));
  return { socket, answer, sent: () => sent };
}

describe('close() with a deadline', () => {
  it('a client trickling one byte every 100 ms does not hold close() beyond the grace period', async () => {
    // Timeouts far beyond the test: only the grace period can end this client.
    const server = await startTestServer({ shutdownGraceMs: 400, headersTimeoutMs: 600_000, requestTimeoutMs: 600_000 });
    const slow = await tricklingClient(server.url);
    await waitFor(() => slow.sent() >= 3, 'the client to be well into its headers');
    await server.close();
    const answer = await slow.answer;
    expect(answer.closedByServer).toBe(true);
    expect(answer.text).toBe(''); // cut, not answered
  });

  it('a request still running when the grace period ends has its connection cut; close() resolves', async () => {
    const server = await startTestServer({ shutdownGraceMs: 300 });
    server.fault({ path: '/v2/subscribers', delayMs: 60_000 });
    const held = call(server.url, 'GET', '/v2/subscribers', { apiKey: DEV_KEY }).catch((error: unknown) => error);
    await waitFor(() => (server.faults()[0]?.hits ?? 0) === 1, 'the request to be held by the delay');
    await server.close();
    // The delay would have answered it a minute later: it was cut instead.
    expect(await held).toBeInstanceOf(Error);
  });

  it('a request that finishes within the grace period gets its whole answer', async () => {
    const server = await startTestServer({ shutdownGraceMs: 10_000 });
    server.fault({ path: '/v2/subscribers', delayMs: 300 });
    const held = call(server.url, 'GET', '/v2/subscribers?limit=2', { apiKey: DEV_KEY });
    await waitFor(() => (server.faults()[0]?.hits ?? 0) === 1, 'the request to be held by the delay');
    const closed = server.close();
    const answer = await held;
    expect(answer.status).toBe(200);
    expect((answer.body as { data: unknown[] }).data).toHaveLength(2);
    expect(answer.headers.get('connection')).toBe('close');
    await closed;
  });

  it('the header timeout keeps applying while draining: a slow client gets its 408 and close() does not wait for the grace period', async () => {
    const server = await startTestServer({ shutdownGraceMs: 60_000, headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const slow = await tricklingClient(server.url);
    await server.close();
    // Cut at the end of the grace period it would have had no answer.
    const answer = await slow.answer;
    expect(answer.status).toBe(408);
    expectErrorShape(JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>, 408);
  });
});

describe('the CLI on SIGTERM / SIGINT', () => {
  /** A CLI whose next GET /v2/subscribers is held for a minute (a fault delay), with that request in flight. */
  async function cliWithHeldRequest(args: string[]) {
    const cli = await startCli(['--port', '0', ...args], { LOG_LEVEL: 'info' });
    expect((await call(cli.url, 'POST', '/__admin/faults', { body: { path: '/v2/subscribers', delayMs: 60_000 } })).status).toBe(201);
    let answered = false;
    const held = call(cli.url, 'GET', '/v2/subscribers', { apiKey: DEV_KEY })
      .catch((error: unknown) => error)
      .finally(() => (answered = true));
    await waitFor(async () => ((await call(cli.url, 'GET', '/__admin/faults')).body as { hits: number }[])[0]?.hits === 1, 'the request to be held');
    return { cli, held, answered: () => answered };
  }

  it('a second signal exits at once with code 130 while a request is still draining', async () => {
    const { cli, held, answered } = await cliWithHeldRequest(['--shutdown-grace', '600000']);
    cli.child.kill('SIGTERM');
    await waitFor(() => cli.stderr().includes('draining in-flight requests'), 'the CLI to start draining');
    expect(cli.child.exitCode).toBeNull();
    expect(answered()).toBe(false);
    cli.child.kill('SIGINT');
    // The grace period would have ended in 10 minutes with 0.
    expect(await cli.exit).toBe(130);
    expect(await held).toBeInstanceOf(Error);
  });

  it('without a second signal, exits 0 once the grace period is over (--shutdown-grace)', async () => {
    const { cli, held } = await cliWithHeldRequest(['--shutdown-grace', '500']);
    cli.child.kill('SIGTERM');
    expect(await cli.exit).toBe(0);
    // Its answer was a minute away: the grace period ended the wait, not the request.
    expect(await held).toBeInstanceOf(Error);
  });
});

