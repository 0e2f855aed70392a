import { RecentWeakMap } from '../lib/recent-weak-map.js';

/** The text the pieces make, in one join (the text comes out flat, in one copy). */
export const joined = (pieces: readonly string[]): string => (pieces.length === 1 ? (pieces[0] as string) : pieces.join(''));

/**
 * JSON text of a response body, byte for byte what `JSON.stringify` gives, with the text of each
 * stored (frozen) record (the body itself, or a record in its list) kept for the next response that
 * shows it: a page polled again costs a lookup per record instead of serializing it anew. Kept because
 * pages of activity events cost 38 % of their throughput without it (bench/RESULTS.md, "Issue 22").
 */
export class ResponseSerializer {
  /** Record → its JSON text, oldest first; bounded by `budget` characters (the records stay alive meanwhile). */
  readonly #texts = new Map<object, string>();
  /** Records serialized lately: the text is kept from the second time on (a write's answer is shown once). */
  readonly #seen = new RecentWeakMap<object, true>();
  #chars = 0;

  constructor(private readonly budget = 4 * 1024 * 1024) {}

  /**
   * The JSON text of `body` as the pieces that, joined, make it: a remembered record's text is a piece of its
   * own, so a page that shows it again serializes only what is around it.
   */
  pieces(body: unknown): string[] {
    if (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.isFrozen(body)) return [this.#textOf(body)];
    if (typeof body !== 'object' || body === null || typeof (body as { toJSON?: unknown }).toJSON === 'function') return [JSON.stringify(body)];
    const pieces: string[] = [];
    if (Array.isArray(body)) this.#list(body, pieces);
    else this.#object(body as Record<string, unknown>, pieces);
    return pieces;
  }

  #object(body: Record<string, unknown>, pieces: string[]): void {
    pieces.push('{');
    let first = true;
    for (const key of Object.keys(body)) {
      const value = body[key];
      if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
      if (!first) pieces.push(',');
      first = false;
      pieces.push(JSON.stringify(key), ':');
      if (Array.isArray(value)) this.#list(value, pieces);
      else pieces.push(JSON.stringify(value));
    }
    pieces.push('}');
  }

  #list(items: unknown[], pieces: string[]): void {
    pieces.push('[');
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (i > 0) pieces.push(',');
      pieces.push(typeof item === 'object' && item !== null && Object.isFrozen(item) ? this.#textOf(item) : (JSON.stringify(item) ?? 'null'));
    }
    pieces.push(']');
  }

  #textOf(record: object): string {
    let text = this.#texts.get(record);
    if (text !== undefined) return text;
    text = JSON.stringify(record);
    if (!this.#seen.get(record)) {
      this.#seen.set(record, true);
      return text;
    }
    if (text.length > this.budget / 8) return text;
    this.#texts.set(record, text);
    this.#chars += text.length;
    for (const [oldest, old] of this.#texts) {
      if (this.#chars <= this.budget) break;
      this.#texts.delete(oldest);
      this.#chars -= old.length;
    }
    return text;
  }
}
