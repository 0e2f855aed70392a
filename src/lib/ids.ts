import type { Clock, IdGenerator } from '../domain/ports.js';
import { createRandom } from './random.js';

const hex = (value: number, width: number): string => value.toString(16).padStart(width, '0');
/** Two hex digits per byte value (ids are made several times per trigger step: no formatting per byte). */
const BYTE_HEX = Array.from({ length: 256 }, (_, byte) => hex(byte, 2));

/**
 * Ids shaped like the real service's: ObjectIds (4-byte timestamp, 5 random bytes, 3-byte counter)
 * and UUID v4s. Deterministic for a given seed and clock.
 */
export function createIdGenerator(seed: number, clock: Clock): IdGenerator {
  const random = createRandom(seed);
  const randomByte = (): string => BYTE_HEX[Math.floor(random() * 256)] as string;
  const processPart = randomByte() + randomByte() + randomByte() + randomByte() + randomByte();
  let counter = Math.floor(random() * 0xffffff);
  let lastSeconds = Number.NaN;
  let secondsHex = '';
  return {
    objectId() {
      counter = (counter + 1) % 0x1000000;
      const seconds = Math.floor(clock.nowMs() / 1000);
      if (seconds !== lastSeconds) {
        lastSeconds = seconds;
        secondsHex = hex(seconds, 8);
      }
      return secondsHex + processPart + hex(counter, 6);
    },
    uuid() {
      const b = (): number => Math.floor(random() * 256);
      const head = BYTE_HEX[b()]! + BYTE_HEX[b()]! + BYTE_HEX[b()]! + BYTE_HEX[b()]!;
      const mid = BYTE_HEX[b()]! + BYTE_HEX[b()]!;
      const version = '4' + BYTE_HEX[b()]![1]! + BYTE_HEX[b()]!;
      const variant = BYTE_HEX[(b() & 0x3f) | 0x80]! + BYTE_HEX[b()]!;
      let tail = '';
      for (let i = 0; i < 6; i++) tail += BYTE_HEX[b()]!;
      return `${head}-${mid}-${version}-${variant}-${tail}`;
    },
  };
}
