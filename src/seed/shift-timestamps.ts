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

const shift = (value: unknown, byMs: number): unknown =>
  typeof value === 'string' && ISO_INSTANT.test(value) ? new Date(Date.parse(value) + byMs).toISOString() : value;

/**
 * Moves every timeline timestamp in freshly parsed fixture data by `byMs`, in place (so fixtures never
 * age out). Only for data the caller owns.
 */
export function shiftTimestampsInPlace(data: unknown, byMs: number): void {
  if (byMs === 0 || data === null || typeof data !== 'object') return;
  if (Array.isArray(data)) {
    for (const item of data) shiftTimestampsInPlace(item, byMs);
    return;
  }
  const record = data as Record<string, unknown>;
  for (const key in record) {
    const value = record[key];
    if (TIMELINE_KEYS.has(key)) {
      record[key] = Array.isArray(value) ? value.map((v) => shift(v, byMs)) : shift(value, byMs);
    } else if (value !== null && typeof value === 'object') {
      shiftTimestampsInPlace(value, byMs);
    }
  }
}
