/**
 * The filters the real service adds to LiquidJS's own (`@novu/framework`, createLiquidEngine): `json`,
 * `digest`, `toSentence` and `pluralize`, as written there.
 */
import plur from 'pluralize';

/** Objects and arrays as JSON with single quotes (the real service renders its controls inside a JSON text). */
export function singleQuotedJson(value: unknown, spaces = 0): string {
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) return JSON.stringify(value, null, spaces).replace(/"/g, "'").replace(/\n/g, '\\n');
  return value === undefined || value === null ? '' : String(value);
}

/** The value at a dotted path of an item, own properties only. */
function nested(item: unknown, keyPath: string): unknown {
  let value = item;
  for (const key of keyPath.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const valuesOf = (array: unknown[], keyPath?: string): unknown[] => (keyPath ? array.map((item) => (typeof item !== 'object' || !item ? '' : nested(item, keyPath))) : array);

/** `{{ steps.digest.events | digest: 2, "payload.name" }}` → "John, Josh and 2 others". */
export function digest(array: unknown, maxNames = 2, keyPath?: string, separator = ', '): unknown {
  if (!Array.isArray(array) || array.length === 0) return '';
  const values = valuesOf(array, keyPath);
  if (values.length === 1) return values[0];
  if (values.length === 2) return `${String(values[0])} and ${String(values[1])}`;
  if (values.length === 3 && maxNames >= 3) return `${String(values[0])}, ${separator}${String(values[1])} and ${String(values[2])}`;
  const others = values.length - maxNames;
  return `${values.slice(0, maxNames).join(separator)} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** `{{ payload.names | toSentence }}` → "John, Josh, and 2 others". */
export function toSentence(array: unknown, keyPath = '', limit = 2, overflowSuffix = 'other', wordsConnector = ', ', twoWordsConnector = ' and ', lastWordConnector = ', and '): unknown {
  if (!Array.isArray(array) || array.length === 0) return '';
  const values = valuesOf(array, keyPath);
  if (values.length === 1) return values[0];
  if (values.length === 2) return `${String(values[0])}${twoWordsConnector}${String(values[1])}`;
  if (limit >= values.length) return `${values.slice(0, -1).join(wordsConnector)}${lastWordConnector}${String(values[values.length - 1])}`;
  const more = values.length - limit;
  const connector = limit === 1 ? twoWordsConnector : lastWordConnector;
  return `${values.slice(0, limit).join(wordsConnector)}${connector}${more} ${plur(overflowSuffix, more)}`;
}

/** `{{ payload.count | pluralize: "event" }}` → "2 events"; nothing for 0. */
export function pluralize(item: unknown, singular = '', plural = '', showCount: 'true' | 'false' = 'true'): string {
  if (item === null || item === undefined) return '';
  let count = Array.isArray(item) ? item.length : typeof item === 'object' ? Object.keys(item).length : Number(item);
  if (Number.isNaN(count)) count = 0;
  if (count <= 0) return '';
  const word = plural ? (count === 1 ? singular : plural) : plur(singular, count);
  return showCount === 'true' ? `${count} ${word}` : word;
}
