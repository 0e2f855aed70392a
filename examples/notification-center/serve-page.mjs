// @ts-check
// Bundles the page (esbuild) and serves it on its own port: another origin than the mock's, as a real
// frontend is, so the browser asks the mock's CORS preflight before each widget call.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);

/**
 * The page's script: main.jsx with React and @novu/notification-center, one ES module. `development`
 * bundles React's development build, which reports on the console what the production build keeps quiet.
 * @param {boolean} development
 */
async function bundle(development) {
  const result = await build({
    entryPoints: [new URL('main.jsx', here).pathname],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: !development,
    define: { 'process.env.NODE_ENV': development ? '"development"' : '"production"' },
    logLevel: 'warning',
  });
  return result.outputFiles[0]?.contents ?? new Uint8Array();
}

/**
 * Serves index.html, main.js and config.json (the props the page gives <NovuProvider>).
 * @param {{ mockUrl: string; applicationIdentifier: string; subscriberId: string; port?: number; host?: string; development?: boolean }} options
 * @returns {Promise<{ url: string; close: () => Promise<void> }>}
 */
export async function serveNotificationCenterPage({ mockUrl, applicationIdentifier, subscriberId, port = 0, host = '127.0.0.1', development = false }) {
  const files = {
    '/': { type: 'text/html; charset=utf-8', body: await readFile(new URL('index.html', here)) },
    '/main.js': { type: 'text/javascript; charset=utf-8', body: await bundle(development) },
    '/config.json': { type: 'application/json', body: JSON.stringify({ mockUrl, applicationIdentifier, subscriberId }) },
  };
  const server = createServer((req, res) => {
    const file = files[/** @type {keyof typeof files} */ (new URL(req.url ?? '/', 'http://page').pathname)];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' }).end(file.body);
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
