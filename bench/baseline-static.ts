// Latency floor for `bench/scale.ts`: a bare node:http server (no Express, no work per request) that answers
// each GET with the text stored for its URL beforehand (PUT to the same URL). Pinned to the mock's core and
// given the mock's own search pages, it shows the tail that the box itself (scheduling, loopback TCP, the
// client) adds to a response of that size: the mock's p99 next to it is the part the mock can own.
// Usage: node --import tsx bench/baseline-static.ts [--port 0]; prints "baseline-static listening on http://127.0.0.1:PORT".
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const portArg = process.argv.indexOf('--port');
const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : 0;
const texts = new Map<string, string>();

const server = http.createServer((req, res) => {
  const url = req.url ?? '';
  if (req.method === 'PUT') {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      texts.set(url, Buffer.concat(chunks).toString('utf8'));
      res.statusCode = 204;
      res.end();
    });
    return;
  }
  const text = texts.get(url);
  if (text === undefined) {
    res.statusCode = 404;
    res.end();
    return;
  }
  // As the mock sends a body: one string with its JSON content type.
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(text);
});
server.listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address() as AddressInfo;
  process.stdout.write(`baseline-static listening on http://127.0.0.1:${actual}\n`);
});
for (const sig of ['SIGTERM', 'SIGINT'] as const) process.on(sig, () => server.close(() => process.exit(0)));
