// @ts-check
// The app's bridge: express serves the workflows of workflows.mjs at /api/novu, where the notification API
// discovers them (`novu sync`) and runs each step of a trigger. `npm run example:bridge` serves it on
// 127.0.0.1:4001 for the mock at 127.0.0.1:3000 (PORT, NOVU_API_URL and NOVU_SECRET_KEY change these).
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { Client } from '@novu/framework';
import { serve } from '@novu/framework/express';
import { listen, portFrom, runExample } from '../shared/listen.mjs';
import { commentActivity, welcome } from './workflows.mjs';

/**
 * Starts the app. `secretKey` is the environment's secret key: with the mock, its API key.
 * @param {{ secretKey: string; port?: number; host?: string }} options
 * @returns {Promise<{ bridgeUrl: string; close: () => Promise<void> }>}
 */
export async function start({ secretKey, port = 0, host = '127.0.0.1' }) {
  const app = express();
  app.use(express.json());
  // Strict: every call must carry a valid `novu-signature` (the default unless NODE_ENV is development).
  app.use('/api/novu', serve({ client: new Client({ secretKey, strictAuthentication: true }), workflows: [welcome, commentActivity] }));
  const server = createServer(app);
  const actualPort = await listen(server, { port, host, variable: 'PORT' });
  return {
    bridgeUrl: `http://${host}:${actualPort}/api/novu`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const apiUrl = (process.env.NOVU_API_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const secretKey = process.env.NOVU_SECRET_KEY ?? 'test-api-key';
  const { bridgeUrl } = await runExample(() => start({ secretKey, port: portFrom('PORT', 4001) }));
  process.stdout.write(
    [
      `bridge:  ${bridgeUrl} (workflows welcome, comment-activity; secret key ${secretKey})`,
      `sync:    npx --prefix examples/framework-bridge novu sync --bridge-url ${bridgeUrl} --secret-key ${secretKey} --api-url ${apiUrl}`,
      `trigger: NOVU_API_URL=${apiUrl} NOVU_SECRET_KEY=${secretKey} node examples/framework-bridge/trigger.mjs`,
      '',
    ].join('\n'),
  );
}
