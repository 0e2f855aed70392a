import express from 'express';
import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';
import { serve } from '@novu/framework/express';
import { Client, type Workflow } from '@novu/framework';

/** A real `@novu/framework` bridge on a free port, checking every signature with `secretKey`. */
export async function startBridge(secretKey: string, workflows: Workflow[]): Promise<{ url: string; plainUrl: string; calls: string[]; executed: Record<string, unknown>[]; close: () => Promise<void> }> {
  const app = express();
  const calls: string[] = [];
  /** The bodies of the execute calls, in order. */
  const executed: Record<string, unknown>[] = [];
  app.use(express.json());
  // Not a bridge: answers any request with a JSON object that is no discover answer.
  app.get('/plain', (_req, res) => res.json({ hello: 'world' }));
  app.use('/api/novu', (req, _res, next) => {
    if (req.query.action === 'execute') executed.push(req.body as Record<string, unknown>);
    calls.push(`${req.method} ${String(req.query.action)}${req.query.stepId ? ` ${String(req.query.stepId)}` : ''}`);
    next();
  });
  app.use('/api/novu', serve({ client: new Client({ secretKey, strictAuthentication: true }), workflows }));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/novu`, plainUrl: `http://127.0.0.1:${port}/plain`, calls, executed, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A bridge that is no framework app: `answer` handles every request as a plain Node HTTP handler, so that a
 * test can answer anything (a hand-written discover answer, a body that trickles, a connection dropped).
 */
export async function startRawBridge(answer: RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/novu`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A raw bridge whose discover answer is the JSON text `body` (text, so that a test may nest it deeper than JSON.stringify goes). */
export const discoverBridgeOf = (body: () => string) =>
  startRawBridge((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body());
  });
