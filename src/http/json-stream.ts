import type { Response } from 'express';

/** How many characters are gathered before a write (few large writes, never one huge string). */
const CHUNK_CHARS = 1 << 16;

/**
 * The JSON text of `value` piece by piece: containers down to `splitDepth` are walked, anything deeper
 * (a record) is stringified whole. Same text as `JSON.stringify(value)` for JSON-like data.
 */
export function* jsonPieces(value: unknown, splitDepth: number): Generator<string> {
  if (splitDepth <= 0 || value === null || typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    yield JSON.stringify(value) ?? 'null';
    return;
  }
  if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ',';
      const item: unknown = value[i];
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') yield 'null';
      else yield* jsonPieces(item, splitDepth - 1);
    }
    yield ']';
    return;
  }
  yield '{';
  let first = true;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* jsonPieces(item, splitDepth - 1);
  }
  yield '}';
}

/**
 * Sends `value` as JSON without ever holding its whole text: a large state (hundreds of MB) would pass
 * V8's longest string (~512 MB) and fail as one `JSON.stringify`. Writes wait for the socket to drain.
 */
export async function sendJsonStream(res: Response, status: number, value: unknown, splitDepth: number): Promise<void> {
  res.status(status).type('application/json');
  let pending = '';
  for (const piece of jsonPieces(value, splitDepth)) {
    pending += piece;
    if (pending.length < CHUNK_CHARS) continue;
    if (!res.write(pending)) await drained(res);
    pending = '';
    if (res.destroyed) return;
  }
  res.end(pending);
}

const drained = (res: Response) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
