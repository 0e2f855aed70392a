import type { Request } from 'express';

/**
 * The bytes of a JSON request body as it was sent (UTF-8 only), kept for the journal: copying them is
 * cheaper than serializing the parsed body again, and shows what the client sent.
 */
const RAW = Symbol('rawJsonBody');
type Carrier = { [RAW]?: Buffer };

/** body-parser's `verify` hook: called with the body's bytes before they are parsed. */
export function keepRawBody(req: unknown, _res: unknown, bytes: Buffer, encoding: string): void {
  if (encoding === 'utf-8') (req as Carrier)[RAW] = bytes;
}

export const rawBodyOf = (req: Request): Buffer | undefined => (req as Carrier)[RAW];

export function dropRawBody(req: Request): void {
  (req as Carrier)[RAW] = undefined;
}
