import type { Clock, IdGenerator } from '../domain/ports.js';
import { createRandom } from './random.js';

const hex = (value: number, width: number): string => value.toString(16).padStart(width, '0');

/**
 * Ids shaped like the real service's: ObjectIds (4-byte timestamp, 5 random bytes, 3-byte counter)
 * and UUID v4s. Deterministic for a given seed and clock.
 */
export function createIdGenerator(seed: number, clock: Clock): IdGenerator {
  const random = createRandom(seed);
  const randomBytes = (count: number): string => {
    let out = '';
    for (let i = 0; i < count; i++) out += hex(Math.floor(random() * 256), 2);
    return out;
  };
  const processPart = randomBytes(5);
  let counter = Math.floor(random() * 0xffffff);
  return {
    objectId() {
      counter = (counter + 1) % 0x1000000;
      const seconds = Math.floor(clock.nowMs() / 1000);
      return hex(seconds, 8) + processPart + hex(counter, 6);
    },
    uuid() {
      const b = randomBytes(16);
      const variant = ((parseInt(b.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
      return `${b.slice(0, 8)}-${b.slice(8, 12)}-4${b.slice(13, 16)}-${variant}${b.slice(18, 20)}-${b.slice(20, 32)}`;
    },
  };
}
