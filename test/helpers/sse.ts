import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One server-sent event as a client sees it. */
export interface ServerSentEvent {
  event: string;
  id?: string;
  data: string;
}

export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next event (comments skipped); rejects after `timeoutMs`, or when the stream ends first. */
  next(timeoutMs?: number): Promise<ServerSentEvent>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Parses the events of an SSE text (blocks separated by a blank line); comment lines are skipped. */
export function parseEvents(text: string): ServerSentEvent[] {
  return text
    .split('\n\n')
    .map((block) => {
      const event: ServerSentEvent = { event: 'message', data: '' };
      let hasData = false;
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon === 0 || line === '') continue;
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event.event = value;
        if (field === 'id') event.id = value;
        if (field === 'data') {
          event.data = hasData ? `${event.data}\n${value}` : value;
          hasData = true;
        }
      }
      return hasData ? event : undefined;
    })
    .filter((e): e is ServerSentEvent => e !== undefined);
}

/** GETs `path` of an app listening on a free port and reads its answer as server-sent events. */
export async function openStream(app: http.RequestListener, path: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, headers }, resolve).on('error', reject);
  });
  res.setEncoding('utf8');
  let buffer = '';
  const queue: ServerSentEvent[] = [];
  const waiters: (() => void)[] = [];
  let done = false;
  res.on('data', (chunk: string) => {
    buffer += chunk;
    const end = buffer.lastIndexOf('\n\n');
    if (end < 0) return;
    queue.push(...parseEvents(buffer.slice(0, end)));
    buffer = buffer.slice(end + 2);
    for (const wake of waiters.splice(0)) wake();
  });
  const ended = new Promise<void>((resolve) =>
    res.on('close', () => {
      done = true;
      for (const wake of waiters.splice(0)) wake();
      resolve();
    }),
  );
  const close = () => {
    res.destroy();
    server.closeAllConnections();
    server.close();
  };
  async function next(timeoutMs = 30_000): Promise<ServerSentEvent> {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      if (done) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return queue.shift() as ServerSentEvent;
  }
  return { status: res.statusCode ?? 0, headers: res.headers, next, ended, close };
}
