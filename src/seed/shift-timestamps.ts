const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Keys whose ISO values are moments in the data's timeline (not e.g. a digest's `atTime`). */
const TIMELINE_KEYS = new Set([
  'createdAt',
  'updatedAt',
  'lastOnlineAt',
  'lastSeenDate',
  'lastReadDate',
  'deliveredAt',
  'snoozedUntil',
  'deletedAt',
]);

/**
 * Moves every timeline timestamp in freshly parsed fixture data by `byMs`, in place (so fixtures never
 * age out). Only for data the caller owns.
 */
export function shiftTimestampsInPlace(data: unknown, byMs: number): void {
  if (byMs === 0 || data === null || typeof data !== 'object') return;
  const shift = (value: unknown): unknown =>
    typeof value === 'string' && ISO_INSTANT.test(value) ? new Date(Date.parse(value) + byMs).toISOString() : value;
  walk(data, shift);
}

/**
 * Startup runs this over ~100k objects once, mostly before the JIT has warmed up, so it keeps the work per
 * node small: one closure for the shift, no call per array item that is not an object.
 */
function walk(data: object, shift: (value: unknown) => unknown): void {
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      const item: unknown = data[i];
      if (item !== null && typeof item === 'object') walk(item, shift);
    }
    return;
  }
  const record = data as Record<string, unknown>;
  for (const key in record) {
    const value = record[key];
    if (TIMELINE_KEYS.has(key)) {
      record[key] = Array.isArray(value) ? value.map(shift) : shift(value);
    } else if (value !== null && typeof value === 'object') {
      walk(value, shift);
    }
  }
}
