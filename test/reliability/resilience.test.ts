/**
 * Resilience:
 *   - SIGTERM while requests are in flight (held by a latency fault) drains them: every one gets a complete
 *     2xx answer and the CLI exits 0;
 *   - a client that goes away mid-request (aborted fetch during a fault delay, half a body then close,
 *     close right after a full request, close while a large answer is written) leaves consistent state
 *     (nothing, or exactly the completed effect), never keeps its idempotency key locked, and the server
 *     keeps serving.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/server.js';
import { startCli } from '../helpers/spawn-cli.js';
import { DEV_ENV_ID, DEV_KEY } from '../helpers/test-app.js';
import { call, collect, openSocket, startTestServer, waitFor } from './helpers/net.js';

describe('SIGTERM during load', () => {
  it('drops no in-flight request: all complete with 2xx, then the process exits 0', async () => {
    // A grace period longer than any test: the drain must end by itself, however slow the machine.
    const cli = await startCli(['--port', '0', '--strict', '--shutdown-grace', '600000']);
    let exited = false;
    void cli.exit.then(() => (exited = true));
    try {
      const fault = await call(cli.url, 'POST', '/__admin/faults', { body: { path: '/v2/subscribers*', delayMs: 1_500 } });
      expect(fault.status).toBe(201);
      const N = 24;
      const requests = Array.from({ length: N }, (_, i) =>
        i % 2 === 0
          ? call(cli.url, 'POST', '/v2/subscribers', { apiKey: DEV_KEY, body: { subscriberId: `drain-${i}`, firstName: `Drain ${i}` } })
          : call(cli.url, 'GET', `/v2/subscribers?limit=5`, { apiKey: DEV_KEY }),
      );
      const settled = Promise.allSettled(requests);
      // Every request has reached the server and waits in the fault's delay.
      await waitFor(async () => {
        const rules = (await call(cli.url, 'GET', '/__admin/faults')).body as { hits: number }[];
        return rules[0]?.hits === N;
      }, `${N} requests in flight`);
      expect(cli.child.kill('SIGTERM')).toBe(true);
      const results = await settled;
      const failures = results.flatMap((r, i) => (r.status === 'rejected' ? [`#${i}: ${String(r.reason)}`] : r.value.status >= 300 ? [`#${i}: ${r.value.status} ${r.value.text}`] : []));
      expect(failures).toEqual([]);
      results.forEach((r, i) => {
        if (r.status !== 'fulfilled') return;
        if (i % 2 === 0) {
          expect(r.value.status).toBe(201);
          expect((r.value.body as { data: unknown }).data).toMatchObject({ subscriberId: `drain-${i}`, firstName: `Drain ${i}` });
        } else {
          expect(r.value.status).toBe(200);
          expect((r.value.body as { data: unknown[] }).data).toHaveLength(5);
        }
      });
      expect(await cli.exit).toBe(0);
      expect(cli.stderr()).not.toMatch(/error|unhandled/i);
    } finally {
      if (!exited) cli.child.kill('SIGKILL');
    }
  });

  it('answers drained after SIGTERM tell keep-alive clients to close, so the process does not wait for idle sockets', async () => {
    const cli = await startCli(['--port', '0', '--shutdown-grace', '600000']);
    let exited = false;
    void cli.exit.then(() => (exited = true));
    try {
      expect((await call(cli.url, 'POST', '/__admin/faults', { body: { path: '/v2/subscribers*', delayMs: 800 } })).status).toBe(201);
      // Raw HTTP/1.1 clients (keep-alive by default), so that the answers' connection headers are visible.
      const sockets = await Promise.all([0, 1, 2].map(() => openSocket(cli.url)));
      const answers = sockets.map((socket) => {
        const answer = collect(socket, 60_000, true);
        socket.write(`GET /v2/subscribers?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey ${DEV_KEY}\r\n\r\n`);
        return answer;
      });
      await waitFor(async () => ((await call(cli.url, 'GET', '/__admin/faults')).body as { hits: number }[])[0]?.hits === sockets.length, 'requests in flight');
      cli.child.kill('SIGTERM');
      const heads = (await Promise.all(answers)).map((a) => a.text.split('\r\n\r\n')[0] ?? '');
      expect(heads.map((h) => /^HTTP\/1\.1 200/.test(h))).toEqual([true, true, true]);
      // Still `Connection: keep-alive` + `Keep-Alive: timeout=5` today: the process then waits up to 5 s
      // for those idle sockets after the last answer before it can exit.
      expect(heads.map((h) => /\r\nconnection: close/i.test(h))).toEqual([true, true, true]);
      expect(await cli.exit).toBe(0);
    } finally {
      if (!exited) cli.child.kill('SIGKILL');
    }
  });
});

describe('clients that disconnect mid-request', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startTestServer({ envelope: false });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server.reset();
    server.clearFaults();
    server.clearRequests();
  });

  const api = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    call(server.url, method, path, { apiKey: DEV_KEY, headers, ...(body === undefined ? {} : { body }) });
  const variables = () => server.snapshot().organizations[0]?.environmentVariables ?? [];
  const environments = () => server.snapshot().organizations[0]?.environments;
  const keepsServing = async () => {
    expect((await call(server.url, 'GET', '/__admin/health')).status).toBe(200);
    expect((await api('GET', '/v2/subscribers?limit=1')).status).toBe(200);
  };
  /** Retries while the key is reported in flight (its release happens when the server sees the socket close). */
  const retryUntilNotInFlight = async (send: () => ReturnType<typeof api>) => {
    let answer = await send();
    await waitFor(async () => {
      if (answer.status !== 409 || !/currently being processed/.test(answer.text)) return true;
      answer = await send();
      return false;
    }, 'the idempotency key of the aborted request to be released');
    return answer;
  };

  it('an aborted fetch during a delay fault: nothing or the whole effect, the key is released, the server keeps serving', async () => {
    const variablesBefore = variables();
    const environmentsBefore = environments();
    server.fault({ method: 'POST', path: '/v1/environment-variables', delayMs: 300 });
    const body = { key: 'ABORTED_VAR', values: [{ _environmentId: DEV_ENV_ID, value: 'aborted' }] };
    const controller = new AbortController();
    const held = call(server.url, 'POST', '/v1/environment-variables', { apiKey: DEV_KEY, body, headers: { 'idempotency-key': 'abort-1' }, signal: controller.signal }).catch((e: unknown) => e);
    await waitFor(() => (server.faults()[0]?.hits ?? 0) >= 1, 'the request to be held by the delay');
    controller.abort();
    expect(await held).toBeInstanceOf(Error);
    // A sentinel through the same delay: its timer fires after the aborted one's, so once it has answered,
    // the server has dealt with the aborted request.
    const sentinel = await api('POST', '/v1/environment-variables', { key: 'SENTINEL_VAR', values: [] });
    expect(sentinel.status).toBe(200);
    server.clearFaults();

    const added = variables().filter((v) => !variablesBefore.some((b) => b.key === v.key)).map((v) => v.key);
    const abortedLanded = added.includes('ABORTED_VAR');
    expect(added.sort()).toEqual(abortedLanded ? ['ABORTED_VAR', 'SENTINEL_VAR'] : ['SENTINEL_VAR']);
    expect(environments()).toEqual(environmentsBefore);
    if (abortedLanded) expect(variables().find((v) => v.key === 'ABORTED_VAR')).toMatchObject({ values: [{ _environmentId: DEV_ENV_ID, value: 'aborted' }] });

    // The retry with the same key: runs for real if nothing landed, replays if the effect did — never stuck.
    const retry = await retryUntilNotInFlight(() => api('POST', '/v1/environment-variables', body, { 'idempotency-key': 'abort-1' }));
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotency-replay')).toBe(abortedLanded ? 'true' : null);
    expect(variables().filter((v) => v.key === 'ABORTED_VAR')).toHaveLength(1);
    await keepsServing();
  });

  /** Sends a request head and part of its body on a raw socket, then closes it (`end` = FIN, `destroy` = abrupt). */
  async function halfBody(path: string, body: string, sentBytes: number, close: 'end' | 'destroy', headers: Record<string, string> = {}) {
    const socket = await openSocket(server.url);
    const head = [
      `POST ${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Authorization: ApiKey ${DEV_KEY}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      '',
      '',
    ].join('\r\n');
    socket.write(head + body.slice(0, sentBytes));
    if (close === 'end') socket.end();
    else socket.destroy();
  }

  it('half a body, then the socket closes (FIN or abrupt): nothing is written, the key is free, the server keeps serving', async () => {
    const before = server.snapshot();
    const cases: { close: 'end' | 'destroy'; id: string }[] = [
      { close: 'end', id: 'half-fin' },
      { close: 'destroy', id: 'half-rst' },
    ];
    for (const c of cases) {
      const body = JSON.stringify({ subscriberId: c.id, firstName: 'Half', data: { padding: 'p'.repeat(500) } });
      const answered = server.countRequests({ path: '/v2/subscribers' });
      await halfBody('/v2/subscribers', body, 200, c.close, { 'idempotency-key': `key-${c.id}` });
      // The server notices the client is gone and finishes the exchange (recorded in the journal).
      await waitFor(() => server.countRequests({ path: '/v2/subscribers' }) > answered, `the server to finish the ${c.close} exchange`);
      expect(server.snapshot()).toEqual(before);
      expect((await api('GET', `/v2/subscribers/${c.id}`)).status).toBe(404);
    }
    // A chunked body cut in the middle of a chunk.
    const socket = await openSocket(server.url);
    const answered = server.countRequests({ path: '/v2/subscribers' });
    socket.write(`POST /v2/subscribers HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey ${DEV_KEY}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n{"subscriberId":"half-chunked",`);
    socket.destroy();
    await waitFor(() => server.countRequests({ path: '/v2/subscribers' }) > answered, 'the server to finish the chunked exchange');
    expect(server.snapshot()).toEqual(before);

    // Retrying with the same keys runs for real.
    for (const c of cases) {
      const body = { subscriberId: c.id, firstName: 'Half', data: { padding: 'p'.repeat(500) } };
      const retry = await retryUntilNotInFlight(() => api('POST', '/v2/subscribers', body, { 'idempotency-key': `key-${c.id}` }));
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotency-replay')).toBeNull();
      expect(retry.body).toMatchObject({ subscriberId: c.id, firstName: 'Half' });
    }
    await keepsServing();
  });

  it('a client that closes right after a full request: the whole effect lands once and its key replays it', async () => {
    const socket = await openSocket(server.url);
    const body = JSON.stringify({ subscriberId: 'gone-after-send', firstName: 'Gone', email: 'gone@example.com' });
    const answered = server.countRequests({ path: '/v2/subscribers' });
    socket.end(
      `POST /v2/subscribers HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey ${DEV_KEY}\r\nContent-Type: application/json\r\nIdempotency-Key: gone-1\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    await waitFor(() => server.countRequests({ path: '/v2/subscribers' }) > answered, 'the server to finish the exchange');
    socket.destroy();
    const stored = await api('GET', '/v2/subscribers/gone-after-send');
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ subscriberId: 'gone-after-send', firstName: 'Gone', email: 'gone@example.com' });
    const retry = await api('POST', '/v2/subscribers', JSON.parse(body), { 'idempotency-key': 'gone-1' });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotency-replay')).toBe('true');
    expect((await api('GET', '/v2/subscribers?subscriberId=gone-after-send')).body).toMatchObject({ totalCount: 1 });
    await keepsServing();
  });

  it('a client that closes while a large answer is being written does not hurt the server', async () => {
    const before = server.snapshot();
    for (let i = 0; i < 5; i++) {
      const socket = await openSocket(server.url);
      const firstBytes = collect(socket, 30_000);
      socket.write(`GET /v1/messages?limit=1000 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey ${DEV_KEY}\r\n\r\n`);
      await new Promise<void>((resolve) => socket.once('data', () => resolve()));
      socket.destroy();
      await firstBytes;
    }
    expect(server.snapshot()).toEqual(before);
    await keepsServing();
  });
});
