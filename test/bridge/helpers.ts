import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
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
