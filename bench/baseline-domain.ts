// Second bare Express 5 baseline for the writes of `bench/operations.ts`: a bare route per write operation
// that runs the mock's own domain (the same state work: records copied, frozen, indexed; triggers run)
// and answers with `res.json`, served like the mock (src/http/express-server.ts), without what the mock adds
// around it (request and response validation, the journal, idempotency, fault rules, the envelope). mock ÷ this = the cost of the contract
// machinery alone; mock ÷ bench/baseline-express.ts (a canned body) = the cost of everything.
// Usage: node --import tsx bench/baseline-domain.ts [--port 0]  (runs the built dist/, `npm run build` first)
// Prints "baseline-domain listening on http://127.0.0.1:PORT" when ready.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { loadDist } from './dist.js';
import type { Reply } from '../src/http/context.js';
import { UNLIMITED_STATE } from './targets.js';

type Server = typeof import('../src/server.js');
type Routes = typeof import('../src/http/routes/index.js');
type ExpressServer = typeof import('../src/http/express-server.js');

const { buildDeps } = await loadDist<Server>('server.js');
const { operationHandlers } = await loadDist<Routes>('http/routes/index.js');
const { createExpressServer } = await loadDist<ExpressServer>('http/express-server.js');

const portArg = process.argv.indexOf('--port');
const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : 0;
const deps = await buildDeps({ logLevel: 'warn', journalSize: 0, ...UNLIMITED_STATE });

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.use(express.json({ limit: deps.options.bodyLimit }));
for (const operation of deps.contract.validator.operations) {
  const handler = operationHandlers[operation.iid ?? operation.id];
  // Reads take coerced query parameters (the validator's work): they are compared with the canned baseline only.
  if (!handler || operation.method.toUpperCase() === 'GET') continue;
  const method = operation.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
  app[method](operation.path.replace(/\{([^}]+)\}/g, ':$1'), (req, res) => {
    const [scheme, key = ''] = (req.headers.authorization ?? '').split(' ');
    const environment = scheme === 'ApiKey' ? deps.registry.resolve(key) : undefined;
    if (!environment) {
      res.status(401).json({ statusCode: 401, message: 'API Key not found', error: 'Unauthorized' });
      return;
    }
    environment.runDueWork();
    try {
      // The writes measured here answer at once (only the bridge routes answer later).
      const reply = handler({ environment, params: req.params, query: req.query, body: req.body }) as Reply;
      if (reply.body === undefined) res.status(reply.status).end();
      else res.status(reply.status).json(reply.body);
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      res.status(status).json({ statusCode: status, message: (error as Error).message });
    }
  });
}

// The mock's own HTTP server setup (requests born with the app's prototypes): only the machinery differs.
const server = createExpressServer(app).listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address() as AddressInfo;
  process.stdout.write(`baseline-domain listening on http://127.0.0.1:${actual}\n`);
});
for (const sig of ['SIGTERM', 'SIGINT'] as const) process.on(sig, () => server.close(() => process.exit(0)));
