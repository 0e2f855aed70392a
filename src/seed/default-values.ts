import { createHash } from 'node:crypto';

/** A fixture record as parsed: any JSON object. */
export type Fields = Record<string, unknown>;

/**
 * A value as text for a key or a message: strings, numbers and booleans as they are, anything else as ''.
 * `String()` would throw on a record's `{"toString": 1}`, which JSON can hold.
 */
export const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

export const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets `field` when the record does not have it (and there is a value to set: an unknown one stays absent, for the contract check to name). */
export const fill = (record: Fields, field: string, value: () => unknown): void => {
  if (record[field] !== undefined) return;
  const filled = value();
  if (filled !== undefined) record[field] = filled;
};

/** The instant a derived ObjectId carries in its first 4 bytes, as ObjectIds do: 2026-01-01T00:00:00Z. */
const DERIVED_ID_TIME = (Date.UTC(2026, 0, 1) / 1000).toString(16).padStart(8, '0');

const digest = (parts: readonly string[]): string => createHash('sha256').update(parts.join('\0')).digest('hex');

/** A 24-hex ObjectId derived from `parts`: the same parts, the same id. */
export const derivedId = (...parts: string[]): string => `${DERIVED_ID_TIME}${digest(parts).slice(0, 16)}`;

/** A UUID (version 4 layout) derived from `parts`. */
export const derivedUuid = (...parts: string[]): string => {
  const h = digest(parts);
  const variant = '89ab'[Number.parseInt(h.slice(16, 17), 16) % 4] as string;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
