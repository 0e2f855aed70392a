import express from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createExpressServer } from '../../src/http/express-server.js';
import { startMockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';

const listening = (server: Server): Promise<string> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

/** Whether each request and response reached the server already made with the app's prototypes. */
function watchPrototypes(server: Server, app: { request: object; response: object }): boolean[] {
  const seen: boolean[] = [];
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    seen.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
  });
  return seen;
}

// Express re-parents every request and response unless they are born with its prototypes; the re-parenting
// made most per-request garbage outlive the young generation (see src/http/express-server.ts).
describe('the HTTP server of an Express app', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('creates requests and responses with the app’s prototypes, and the app works as under app.listen', async () => {
    const app = express();
    app.use(express.json());
    app.post('/echo/:id', (req, res) => {
      res.status(201).set('x-app', String(req.app === app)).json({ id: req.params.id, query: req.query, body: req.body, ip: typeof req.ip });
    });
    server = createExpressServer(app, { keepAliveTimeout: 1000 });
    const seen = watchPrototypes(server, app);
    const base = await listening(server);
    for (let i = 0; i < 3; i++) {
      const r = await fetch(`${base}/echo/a%20b?x=${i}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n: i }) });
      expect(r.status).toBe(201);
      expect(r.headers.get('x-app')).toBe('true');
      expect(await r.json()).toEqual({ id: 'a b', query: { x: String(i) }, body: { n: i }, ip: 'string' });
    }
    expect(server.keepAliveTimeout).toBe(1000);
    expect(seen).toEqual([true, true, true]);
  });

  it('is the server the mock listens with', async () => {
    const mock = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract() });
    try {
      const seen: boolean[] = [];
      mock.httpServer.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
        const app = (Object.getPrototypeOf(req) as { app?: { request: object; response: object } }).app;
        seen.push(app !== undefined && Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
      });
      const r = await fetch(`${mock.url}/v2/subscribers?limit=1`, { headers: { authorization: `ApiKey ${DEV_KEY}` } });
      expect(r.status).toBe(200);
      expect(seen).toEqual([true]);
    } finally {
      await mock.close();
    }
  });
});
