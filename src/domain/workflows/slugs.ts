/**
 * The v2 API's slugs, as the real service builds and reads them: `<slugified name>_wf_<base62 of the _id>`
 * for a workflow, `<slugified name>_st_<base62 of the step's _id>` for a step. Its routes take a slug
 * wherever they take an id: the part after the last 16 characters' prefix is decoded back to the `_id`.
 */
import { isInternalId } from '../shared/index.js';

export const WORKFLOW_SLUG_PREFIX = 'wf_';
export const STEP_SLUG_PREFIX = 'st_';

/** The real service's base62 alphabet (base-x): digits, then upper case, then lower case. */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE = 62n;
/** The real `parseSlugId`: an encoded ObjectId is this long, and shorter values are identifiers as they are. */
const ENCODED_ID_LENGTH = 16;

/** base-x encoding of the bytes `value` spells in hex (read as Node reads hex: up to the first pair that is not hex); each leading zero byte is one leading `0`. */
export function encodeBase62(value: string): string {
  const hex = /^(?:[0-9a-fA-F]{2})*/.exec(value)?.[0] ?? '';
  const zeros = /^(?:00)*/.exec(hex)?.[0].length ?? 0;
  let n = hex.length > zeros ? BigInt(`0x${hex}`) : 0n;
  let digits = '';
  while (n > 0n) {
    digits = ALPHABET[Number(n % BASE)] + digits;
    n /= BASE;
  }
  return '0'.repeat(zeros / 2) + digits;
}

/** The bytes (as hex) `encoded` stands for; undefined when it has a character outside the alphabet. */
export function decodeBase62(encoded: string): string | undefined {
  let n = 0n;
  for (const char of encoded) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    n = n * BASE + BigInt(digit);
  }
  const zeros = /^0*/.exec(encoded)?.[0].length ?? 0;
  let hex = n === 0n ? '' : n.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return '00'.repeat(zeros) + hex;
}

const DIACRITICS = /[\u0300-\u036f]/g;
/** Letters NFKD does not take apart, and the real slugify's own replacements (`&` → "and"). */
const REPLACEMENTS: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', þ: 'th', Þ: 'TH', '&': ' and ', '♥': ' love ', '🦄': ' unicorn ' };

/**
 * `slugify` of the real service's shared package, with its defaults: transliterated, camel case split
 * ("welcomeEmail" → "welcome-email"), lower case, runs of anything else → one `-`, none at the ends, and
 * contractions kept whole ("Don't" → "dont"). Transliteration covers accents and a few letters; the real
 * table covers more alphabets.
 */
export function slugify(text: string): string {
  return text
    .replace(/[ßæÆœŒøØđĐłŁþÞ&♥]|🦄/g, (c) => REPLACEMENTS[c] ?? c)
    .normalize('NFKD')
    .replace(DIACRITICS, '')
    .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
    .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** The real `buildSlug`: "Order shipped" and a workflow's `_id` → `order-shipped_wf_<16 characters>`. */
export const buildSlug = (name: string, prefix: string, internalId: string): string => `${slugify(name)}_${prefix}${encodeBase62(internalId)}`;

/**
 * The `_id` a slug ends with (the real `parseSlugId`), or undefined when `value` is no slug: an id or a
 * short identifier as they are, else the last 16 characters decoded.
 */
export function internalIdOfSlug(value: string): string | undefined {
  if (value.length < ENCODED_ID_LENGTH || isInternalId(value)) return undefined;
  const decoded = decodeBase62(value.slice(-ENCODED_ID_LENGTH));
  return decoded !== undefined && isInternalId(decoded) ? decoded : undefined;
}
