import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { SecretCipher } from '../domain/shared/index.js';
import type { Random } from './random.js';

const PREFIX = 'aes256gcm:';

/**
 * AES-256-GCM with a fresh 12-byte IV per value. The key comes from `--secret-key` (any string,
 * hashed to 32 bytes) or is generated per process, so sealed values in a snapshot are only readable
 * by a mock started with the same key. A seeded `random` makes IVs (and so snapshots) reproducible.
 */
export function createSecretCipher(secret?: string, random?: Random): SecretCipher {
  const key = secret ? createHash('sha256').update(secret).digest() : randomBytes(32);
  const ivOf = () => (random ? Buffer.from(Array.from({ length: 12 }, () => Math.floor(random() * 256))) : randomBytes(12));
  return {
    seal(plaintext) {
      const iv = ivOf();
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed value');
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
