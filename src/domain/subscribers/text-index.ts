import { searchText, type TextField } from './search.js';
import type { Subscriber } from './types.js';

/** Subscribers per chunk: a write re-joins one chunk's texts (on the next search), not every subscriber's. */
const CHUNK_SIZE = 1024;
const SEPARATOR = '\n';

interface JoinedText {
  /** The chunk's values of one field, lower-cased, joined by SEPARATOR. */
  text: string;
  /** Where each value ends in `text` (exclusive), one per live subscriber in chunk order. */
  ends: Int32Array;
}

class Chunk {
  /** Live subscribers, and holes (undefined) where one was removed, until the next join compacts them. */
  items: (Subscriber | undefined)[] = [];
  readonly #joined = new Map<TextField, JoinedText>();

  changed(): void {
    this.#joined.clear();
  }

  joined(field: TextField): JoinedText {
    let joined = this.#joined.get(field);
    if (joined) return joined;
    if (this.items.includes(undefined)) this.items = this.items.filter((s) => s !== undefined);
    const values = (this.items as Subscriber[]).map((s) => searchText(s, field).toLowerCase());
    const ends = new Int32Array(values.length);
    let end = 0;
    values.forEach((value, i) => {
      end += value.length;
      ends[i] = end;
      end += SEPARATOR.length;
    });
    joined = { text: values.join(SEPARATOR), ends };
    this.#joined.set(field, joined);
    return joined;
  }
}

/**
 * The search's substring index of `email`, `phone` and the full name: per chunk of subscribers, each
 * field's lower-cased values joined into one string that `indexOf` scans (the engine's string search
 * skips ahead, so a rare part of an email or phone costs a fraction of testing every value). Writes
 * only mark their chunk; its strings are joined again by the next search that reads that field.
 */
export class TextIndex {
  #chunks: Chunk[] = [];
  readonly #chunkOf = new Map<string, Chunk>();

  add(subscriber: Subscriber): void {
    let chunk = this.#chunks[this.#chunks.length - 1];
    if (!chunk || chunk.items.length >= CHUNK_SIZE) this.#chunks.push((chunk = new Chunk()));
    chunk.items.push(subscriber);
    chunk.changed();
    this.#chunkOf.set(subscriber._id, chunk);
  }

  remove(subscriber: Subscriber): void {
    const chunk = this.#chunkOf.get(subscriber._id);
    const slot = chunk ? chunk.items.indexOf(subscriber) : -1;
    if (!chunk || slot < 0) return;
    chunk.items[slot] = undefined;
    chunk.changed();
    this.#chunkOf.delete(subscriber._id);
  }

  reset(items: Iterable<Subscriber>): void {
    this.#chunks = [];
    this.#chunkOf.clear();
    for (const s of items) this.add(s);
  }

  /**
   * Calls `visit` with each subscriber whose `field` contains `needle` (already lower-cased, not empty), in
   * no particular order, until `visit` answers false.
   */
  scan(field: TextField, needle: string, visit: (s: Subscriber) => boolean): void {
    this.#chunks = this.#chunks.filter((chunk) => chunk.items.length > 0);
    for (const chunk of this.#chunks) {
      const { text, ends } = chunk.joined(field);
      let slot = 0;
      for (let from = 0; ; ) {
        const at = text.indexOf(needle, from);
        if (at < 0) break;
        while ((ends[slot] as number) < at) slot++;
        const end = ends[slot] as number;
        // A hit running past its value's end spans the separator: not a match of that value.
        if (at + needle.length > end) {
          from = at + 1;
          continue;
        }
        if (!visit(chunk.items[slot] as Subscriber)) return;
        from = end + SEPARATOR.length;
        slot++;
      }
    }
  }
}
