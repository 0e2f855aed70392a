/**
 * The order in which routes are registered: Express takes the first route a path matches, so at the first
 * segment where two paths differ a fixed segment comes before a parameter (`/v1/notifications/stats` is
 * never taken for `/v1/notifications/{notificationId}`), whatever order the contract lists them in.
 * Fixed segments compare as text, parameters as equal, a shorter path first; ties keep the given order.
 */
export function staticSegmentsFirst<T extends { path: string }>(operations: readonly T[]): T[] {
  const keyed = operations.map((operation) => ({ operation, segments: operation.path.split('/').filter((s) => s !== '') }));
  return keyed.sort((a, b) => comparePaths(a.segments, b.segments)).map(({ operation }) => operation);
}

const isParameter = (segment: string) => segment.startsWith('{');

function comparePaths(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [x, y] = [a[i] as string, b[i] as string];
    const [xParam, yParam] = [isParameter(x), isParameter(y)];
    if (xParam && yParam) continue;
    if (xParam !== yParam) return xParam ? 1 : -1;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}
