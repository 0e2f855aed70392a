/**
 * Many text modules in one compressed file. Each is compressed on its own (raw deflate), against a dictionary
 * of the text they share, so that one is read back without inflating any other: the contract's few thousand
 * precompiled validators weigh ~43 MB as files and ~5 MB packed, and one inflates in well under a millisecond.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** Where each module lies in the pack's data: `[offset, length]`, the dictionary's included. */
export interface PackIndex {
  dictionary: [number, number];
  entries: Record<string, [number, number]>;
}

/** Deflate's window: a dictionary longer than this is not used. */
const WINDOW = 32 * 1024;
const DICTIONARY_SAMPLES = 12;

/**
 * The shared text: the beginnings of a dozen modules of ordinary size, spread over the set (the code Ajv writes
 * for the common error bodies and envelopes repeats from module to module).
 */
function dictionaryOf(texts: string[]): Buffer {
  const ordinary = texts.filter((text) => text.length > 4_000 && text.length < 40_000);
  const step = Math.max(1, Math.floor(ordinary.length / DICTIONARY_SAMPLES));
  const samples = ordinary.filter((_, i) => i % step === 0).slice(0, DICTIONARY_SAMPLES);
  const per = Math.floor(WINDOW / Math.max(1, samples.length));
  return Buffer.from(samples.map((text) => text.slice(0, per)).join('')).subarray(-WINDOW);
}

/** Packs `modules` (by id, in a stable order: the same modules give the same bytes). */
export function packModules(modules: ReadonlyMap<string, string>): { index: PackIndex; data: Buffer } {
  const ids = [...modules.keys()].sort();
  const dictionary = dictionaryOf(ids.map((id) => modules.get(id) as string));
  const chunks: Buffer[] = [dictionary];
  const index: PackIndex = { dictionary: [0, dictionary.length], entries: {} };
  let offset = dictionary.length;
  for (const id of ids) {
    const compressed = deflateRawSync(Buffer.from(modules.get(id) as string), { level: 9, dictionary });
    index.entries[id] = [offset, compressed.length];
    chunks.push(compressed);
    offset += compressed.length;
  }
  return { index, data: Buffer.concat(chunks) };
}

/** One module's text; undefined when the pack has no such module. */
export function unpackModule(data: Buffer, index: PackIndex, id: string): string | undefined {
  const entry = Object.hasOwn(index.entries, id) ? index.entries[id] : undefined;
  if (!entry) return undefined;
  const [dictionaryAt, dictionaryLength] = index.dictionary;
  const dictionary = data.subarray(dictionaryAt, dictionaryAt + dictionaryLength);
  return inflateRawSync(data.subarray(entry[0], entry[0] + entry[1]), { dictionary }).toString('utf8');
}
