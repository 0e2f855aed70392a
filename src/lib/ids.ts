import type { Clock, IdGenerator } from '../domain/shared/index.js';
import { createRandom } from './random.js';

const HEX_DIGITS = [...'0123456789abcdef'].map((digit) => digit.charCodeAt(0));

/** Writes `value`'s low `width` hex digits into `codes` at `at` (char codes, most significant first). */
function writeHex(codes: number[], at: number, value: number, width: number): void {
  for (let i = width - 1; i >= 0; i--) {
    codes[at + i] = HEX_DIGITS[value & 15] as number;
    value = Math.floor(value / 16);
  }
}

/** Ids of one sequence; `stampedBy` gives the same sequence with another clock's time in its ObjectIds. */
export interface IdSource extends IdGenerator {
  /** Ids drawn from this sequence whose ObjectIds carry `clock`'s time (each environment's own clock). */
  stampedBy(clock: Clock): IdGenerator;
}

/**
 * Ids shaped like the real service's: ObjectIds (4-byte timestamp, 5 random bytes, 3-byte counter)
 * and UUID v4s. Deterministic for a given seed and clocks: every generator `stampedBy` returns draws from
 * the one random stream and counter, so ids stay unique across environments whatever their clocks show.
 *
 * Each id is made in one piece from its char codes (`String.fromCharCode`), as fast as joining its
 * parts with `+`. Joined parts would be a tree of V8 cons strings (three objects and 88 bytes per
 * ObjectId instead of one of 40), kept with every record that holds the id, and flattened into one
 * more copy the first time a response shows it.
 */
export function createIdGenerator(seed: number, clock: Clock): IdSource {
  const random = createRandom(seed);
  const randomByte = (): number => Math.floor(random() * 256);
  const objectId = new Array<number>(24).fill(0);
  for (let i = 0; i < 5; i++) writeHex(objectId, 8 + 2 * i, randomByte(), 2);
  let counter = Math.floor(random() * 0xffffff);
  let lastSeconds = Number.NaN;
  const uuid = [...'xxxxxxxx-xxxx-4xxx-xxxx-xxxxxxxxxxxx'].map((c) => c.charCodeAt(0));
  /** Where each of the UUID's 16 random bytes goes (two hex digits each; byte 6 keeps only its low digit). */
  const UUID_BYTE_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
  const objectIdAt = (ms: number): string => {
    counter = (counter + 1) % 0x1000000;
    const seconds = Math.floor(ms / 1000);
    if (seconds !== lastSeconds) {
      lastSeconds = seconds;
      writeHex(objectId, 0, seconds, 8);
    }
    writeHex(objectId, 18, counter, 6);
    return String.fromCharCode(...objectId);
  };
  const nextUuid = (): string => {
    for (let i = 0; i < 16; i++) {
      const byte = randomByte();
      if (i === 6) writeHex(uuid, 15, byte, 1); // after the version digit 4
      else writeHex(uuid, UUID_BYTE_AT[i] as number, i === 8 ? (byte & 0x3f) | 0x80 : byte, 2); // variant 10xx
    }
    return String.fromCharCode(...uuid);
  };
  const stampedBy = (timeOf: Clock): IdGenerator => ({ objectId: () => objectIdAt(timeOf.nowMs()), uuid: nextUuid });
  return { ...stampedBy(clock), stampedBy };
}
