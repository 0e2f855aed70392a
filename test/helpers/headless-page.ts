/**
 * Serves the @novu/headless test page (headless-page/main.js bundled with esbuild) on its own origin,
 * another than the mock's, so every call of the client goes through the browser's CORS checks.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = fileURLToPath(new URL('headless-page/main.js', import.meta.url));
const HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>headless</title></head><body><script type="module" src="./main.js"></script></body></html>';

export async function serveHeadlessPage(config: { mockUrl: string; applicationIdentifier: string; subscriberId: string }): Promise<{ url: string; close: () => Promise<void> }> {
  const bundled = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'warning',
  });
  const files: Record<string, { type: string; body: string | Uint8Array }> = {
    '/': { type: 'text/html; charset=utf-8', body: HTML },
    '/main.js': { type: 'text/javascript; charset=utf-8', body: bundled.outputFiles[0]?.contents ?? new Uint8Array() },
    '/config.json': { type: 'application/json', body: JSON.stringify(config) },
  };
  const server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://page').pathname];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
