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

const shift = (value: string, byMs: number): string =>
  ISO_INSTANT.test(value) ? new Date(Date.parse(value) + byMs).toISOString() : value;

/** Returns `data` with every timeline timestamp moved by `byMs` (so fixtures never age out). */
export function shiftTimestamps<T>(data: T, byMs: number): T {
  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v, key));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    return typeof value === 'string' && key !== undefined && TIMELINE_KEYS.has(key) ? shift(value, byMs) : value;
  };
  return walk(data) as T;
}
