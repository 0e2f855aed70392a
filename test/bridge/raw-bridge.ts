import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A step of a discover answer. */
export interface RawStep {
  stepId: string;
  type: string;
}

/** What the bridge answers one execute call: a status and a body (sent as JSON unless a string). */
export interface RawAnswer {
  status?: number;
  body: unknown;
}

/** One execute call as the bridge received it. */
export interface ExecuteCall {
  workflowId: string;
  stepId: string;
  body: Record<string, unknown>;
}

export interface RawBridge {
  url: string;
  /** The execute calls received, in order. */
  calls: ExecuteCall[];
  /** Execute calls received, not answered yet, and still open. */
  readonly pending: number;
  close(): Promise<void>;
}

/**
 * A hand-written bridge, no `@novu/framework`: it answers discover with `workflows` and each execute call
 * with what `execute` returns (it may never resolve: a bridge that hangs). It checks no signature, as a
 * hostile bridge would not, and answers what a framework bridge never would (any depth, any size).
 */
export async function startRawBridge(workflows: { workflowId: string; steps: RawStep[] }[], execute: (call: ExecuteCall) => Promise<RawAnswer> | RawAnswer): Promise<RawBridge> {
  const calls: ExecuteCall[] = [];
  let pending = 0;
  const send = (res: http.ServerResponse, { status = 200, body }: RawAnswer) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bridge');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const action = url.searchParams.get('action');
      if (action === 'discover') return send(res, { body: { workflows: workflows.map((w) => ({ ...w, steps: w.steps.map((s) => ({ ...s, options: {} })) })) } });
      if (action !== 'execute') return send(res, { body: { status: 'ok' } });
      const call: ExecuteCall = { workflowId: url.searchParams.get('workflowId') ?? '', stepId: url.searchParams.get('stepId') ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown> };
      calls.push(call);
      pending++;
      let open = true;
      const end = () => {
        if (open) pending--;
        open = false;
      };
      // The mock gave up waiting (its timeout, its close): the call no longer waits for an answer.
      res.on('close', end);
      void Promise.resolve(execute(call)).then((answer) => {
        end();
        send(res, answer);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/novu`,
    calls,
    get pending() {
      return pending;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A value nested `depth` levels deep: `{d: {d: … {}}}`. */
export function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let i = 1; i < depth; i++) value = { d: value };
  return value;
}

/**
 * The JSON text of `nested(depth)`, built as text: `JSON.stringify` of a value thousands of levels deep
 * overflows the stack. Put it into an answer with `answerText`.
 */
export const nestedJson = (depth: number): string => `${'{"d":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;

/** An answer's text with `deepJson` in place of the string `"<deep>"` of `answer`. */
export const answerText = (answer: unknown, deepJson: string): string => JSON.stringify(answer).replace('"<deep>"', deepJson);

/**
 * A bridge that is only a plain Node HTTP handler, `answer`, for every request: a test or an attack answers
 * anything with it (a hand-written discover answer, an answer that trickles, a connection dropped).
 */
export async function startHandlerBridge(answer: http.RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(answer);
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

/**
 * A bridge whose every answer is the JSON text `text()` (a discover answer written as text may nest deeper
 * than `JSON.stringify` goes); `sent` is called once each answer is on its way.
 */
export const discoverBridgeOf = (text: () => string, sent: () => void = () => {}) =>
  startHandlerBridge((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(text(), sent);
  });
