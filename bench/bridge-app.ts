// The bridge side of `npm run bench:bridge`: a real `@novu/framework` bridge on express (strict signatures),
// in the orchestrator's process, timing its own handler for every execute call.
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@novu/framework/express';
import { Client, workflow } from '@novu/framework';

export const BRIDGE_WORKFLOW = 'bench-bridge';

/**
 * Three steps, each one execute call: a custom step whose outputs the next two read, an email, and the in-app
 * message the benchmark waits for on the socket, last, so that all three calls lie on the measured path.
 */
const benchWorkflow = workflow(BRIDGE_WORKFLOW, async ({ step, payload }) => {
  const lookup = await step.custom('lookup', async () => ({ plan: 'pro', round: Number(payload.round) }), {
    outputSchema: { type: 'object', properties: { plan: { type: 'string' }, round: { type: 'number' } }, required: ['plan', 'round'], additionalProperties: false } as const,
  });
  await step.email('mail', async () => ({ subject: `Round ${lookup.round}`, body: `<p>Your plan: ${lookup.plan}</p><a href="https://acme.test/r">Open</a>` }));
  await step.inApp('inbox', async () => ({ subject: `Round ${lookup.round}`, body: `Plan <b>${lookup.plan}</b>`, data: { round: lookup.round } }));
}, {
  // Without a schema the framework strips every payload field.
  payloadSchema: { type: 'object', properties: { round: { type: 'number' } }, required: ['round'], additionalProperties: false } as const,
});

/** One execute call as the bridge saw it: request start (before body parsing) → response handed to the socket. */
export interface ExecuteCall {
  round: number;
  stepId: string;
  ms: number;
  status: number;
}

export interface TimedBridge {
  url: string;
  calls: ExecuteCall[];
  close(): Promise<void>;
}

export async function startTimedBridge(secretKey: string): Promise<TimedBridge> {
  const app = express();
  const calls: ExecuteCall[] = [];
  app.use('/api/novu', (req, res, next) => {
    const t0 = performance.now();
    res.on('finish', () => {
      if (req.query.action !== 'execute') return;
      const round = Number((req.body as { payload?: { round?: unknown } } | undefined)?.payload?.round);
      calls.push({ round, stepId: String(req.query.stepId), ms: performance.now() - t0, status: res.statusCode });
    });
    next();
  });
  app.use(express.json({ limit: '2mb' }));
  app.use('/api/novu', (req, _res, next) => {
    // Express parses a GET's missing body as undefined; the framework signs and checks `{}`.
    req.body ??= {};
    next();
  });
  app.use('/api/novu', serve({ client: new Client({ secretKey, strictAuthentication: true, verbose: false }), workflows: [benchWorkflow] }));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  server.keepAliveTimeout = 60_000;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/novu`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
