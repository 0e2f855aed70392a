// @ts-check
// Bundles an example page (esbuild) and serves it on its own port: another origin than the mock's, as a real
// frontend is, so the browser asks the mock's CORS preflight before each call the page's client makes.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { build } from 'esbuild';
import { listen } from './listen.mjs';

/**
 * The page's script: its folder's main.jsx with React and the client library, one ES module. `development`
 * bundles React's development build, which reports on the console what the production build keeps quiet.
 * @param {URL} dir
 * @param {boolean} development
 */
async function bundle(dir, development) {
  const result = await build({
    entryPoints: [new URL('main.jsx', dir).pathname],
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
 * Serves the folder's index.html, its bundled main.js and config.json (the props the page gives its
 * component). The port is taken before the bundle is made, so that a busy one is said at once; the page is
 * served once the bundle is ready.
 * @param {URL} dir the example's folder
 * @param {{ config: Record<string, string>; port?: number; host?: string; development?: boolean }} options
 * @returns {Promise<{ url: string; close: () => Promise<void> }>}
 */
export async function serveBundledPage(dir, { config, port = 0, host = '127.0.0.1', development = false }) {
  const script = bundle(dir, development);
  script.catch(() => {}); // awaited below; a failed listen must not leave it unhandled
  /** @type {Record<string, { type: string; body: string | Uint8Array }>} */
  const files = {};
  const server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://page').pathname];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' }).end(file.body);
  });
  const actualPort = await listen(server, { port, host, variable: 'EXAMPLE_PORT' });
  try {
    files['/'] = { type: 'text/html; charset=utf-8', body: await readFile(new URL('index.html', dir)) };
    files['/main.js'] = { type: 'text/javascript; charset=utf-8', body: await script };
    files['/config.json'] = { type: 'application/json', body: JSON.stringify(config) };
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    url: `http://${host}:${actualPort}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
