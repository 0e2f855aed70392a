/**
 * The `contextKeys` filter of the list operations (`GET /v1/notifications`, `GET /v1/messages`): a
 * record matches when its context keys (`type:id`) are exactly the queried ones, order aside, as the
 * real service's "exact context keys, order insensitive".
 */
export type ContextKeysFilter = (recordKeys: readonly string[] | undefined) => boolean;

/** The filter for the queried keys; undefined when none are queried (no filter). */
export function contextKeysFilter(queried: readonly string[] | undefined): ContextKeysFilter | undefined {
  if (!queried?.length) return undefined;
  const wanted = new Set(queried);
  // Same size, every key wanted, no key twice (so `[a, a]` does not equal `{a, b}`).
  return (recordKeys = []) => recordKeys.length === wanted.size && recordKeys.every((k) => wanted.has(k)) && new Set(recordKeys).size === wanted.size;
}
