/** Everything the mock writes takes its time from this frozen instant (fixtures are anchored on it too). */
export const FIXED_NOW = new Date('2026-06-01T12:00:00.000Z');
