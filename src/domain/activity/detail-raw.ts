import { checkKeptDepth } from '../shared/index.js';

/**
 * The most of one value from outside the mock (a failing bridge's message, code or error `data`) that an
 * execution detail's `raw` keeps: real errors are far smaller, and a bridge may send megabytes of them for
 * each of thousands of jobs.
 */
export const MAX_DETAIL_VALUE_BYTES = 16 * 1024;

/** `text` cut to at most `max` bytes of UTF-8, the rest summarised: `… (N more bytes)`. */
export function cutText(text: string, max = MAX_DETAIL_VALUE_BYTES): string {
  // A character is at least one byte: the first `max` characters hold the first `max` bytes.
  if (text.length <= max / 3 || Buffer.byteLength(text) <= max) return text;
  const head = Buffer.from(text.slice(0, max)).subarray(0, max).toString('utf8').replace(/\uFFFD$/, '');
  return `${head}… (${Buffer.byteLength(text) - Buffer.byteLength(head)} more bytes)`;
}

/** One value as a detail keeps it: whole when it is small, else the start of its JSON text, cut. */
function keptValue(value: unknown): unknown {
  if (typeof value === 'string') return cutText(value);
  if (value === null || typeof value !== 'object') return value;
  try {
    checkKeptDepth(value, 'This value');
  } catch (error) {
    return `(not kept: ${(error as Error).message})`;
  }
  const json = JSON.stringify(value);
  return Buffer.byteLength(json) <= MAX_DETAIL_VALUE_BYTES ? value : cutText(json);
}

/**
 * The `raw` text of an execution detail made of `fields` that came from outside (a bridge's error as the real
 * service records it): JSON still, each value at most `MAX_DETAIL_VALUE_BYTES` (a larger one becomes the
 * start of its text and the count of the bytes left out).
 */
export function detailRaw(fields: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, keptValue(value)])));
}
