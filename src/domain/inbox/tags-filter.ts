import { InvalidInputError } from '../shared/index.js';

/** One OR-group (`['a', 'b']` or `{or: [...]}`), or an AND of OR-groups (`{and: [{or: [...]}, ...]}`). */
export type TagsFilter = string[] | { or: string[] } | { and: { or: string[] }[] };

/** The real service's limits on a tags filter. */
const MAX_TAG_GROUPS = 30;
const MAX_TAGS_PER_GROUP = 100;
const MAX_TOTAL_TAGS = 200;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function orGroup(value: unknown, fail: () => never): string[] {
  if (!Array.isArray(value) || value.length > MAX_TAGS_PER_GROUP || value.some((t) => typeof t !== 'string')) fail();
  return value as string[];
}

/**
 * A tags filter as the groups that must all match (each by any of its tags); `[]` when it filters nothing.
 * Anything else than the three forms → 422 naming `field`, with the real service's message.
 */
export function tagGroupsOf(tags: unknown, field: string): string[][] {
  const fail = (): never => {
    throw InvalidInputError.of(field, 'tags must be a flat string[] (OR) or nested string[][] (AND of OR-groups) with non-empty inner arrays', tags);
  };
  if (tags === undefined) return [];
  if (Array.isArray(tags)) return tags.length === 0 ? [] : [orGroup(tags, fail)];
  if (!isObject(tags) || Object.keys(tags).length !== 1) return fail();
  if ('or' in tags) {
    const group = orGroup(tags.or, fail);
    return group.length === 0 ? [] : [group];
  }
  if (!Array.isArray(tags.and) || tags.and.length > MAX_TAG_GROUPS) return fail();
  const groups = tags.and.map((item: unknown) => {
    if (!isObject(item) || Object.keys(item).length !== 1) return fail();
    const group = orGroup(item.or, fail);
    return group.length === 0 ? fail() : group;
  });
  if (groups.reduce((total, group) => total + group.length, 0) > MAX_TOTAL_TAGS) fail();
  return groups;
}

/** Every group has one of the notification's tags. */
export function tagsMatch(groups: readonly string[][], tags: readonly string[] | undefined): boolean {
  return groups.every((group) => group.some((tag) => tags?.includes(tag) === true));
}

const GROUP_KEY = /^tags\[(\d+)\]$/;

/**
 * The tags of a list query: `tags=a&tags=b` (or `tags[]`) is one OR-group; `tags[0][]=a&tags[1][]=b`
 * are AND-ed groups, the form the official client sends for `{and: [...]}`. `indexed` holds the query's
 * `tags[<i>]` keys (the contract cannot declare them).
 */
export function tagsOfQuery(plain: string[] | undefined, indexed: Record<string, unknown>): TagsFilter | undefined {
  const groups = Object.entries(indexed)
    .map(([key, value]) => [Number(GROUP_KEY.exec(key)?.[1]), value] as const)
    .filter(([index]) => Number.isInteger(index))
    .sort(([a], [b]) => a - b)
    .map(([, value]) => (Array.isArray(value) ? value.map(String) : [String(value)]));
  if (groups.length === 0) return plain;
  return { and: [...groups, ...(plain?.length ? [plain] : [])].map((or) => ({ or })) };
}
