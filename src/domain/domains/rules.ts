import { BadRequestError, InvalidInputError } from '../shared/index.js';

/** The real DTOs' bound on `data`: at most 10 string keys, keys and values 500 characters together. */
export const DATA_MAX_KEYS = 10;
export const DATA_MAX_TOTAL_CHARS = 500;
const MAX_LOCAL_PART_LENGTH = 64;
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const TLD = /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;
const LABEL = /^[a-z\u00a1-\uffff0-9-]+$/i;
const FULL_WIDTH = /[\uff01-\uff5e]/;

/**
 * The real `CreateDomainDto.name` check (class-validator's `IsFQDN` with a TLD required, no underscore, no
 * trailing dot, no numeric TLD, no wildcard): `novu`, `inbound_novu.co`, `-novu.co`, `novu.c` and URLs fail.
 */
export function isDomainName(value: string): boolean {
  if (value.endsWith('.') || value.startsWith('*.')) return false;
  const labels = value.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !TLD.test(tld) || /\s/.test(tld)) return false;
  return labels.every((label) => label.length > 0 && label.length <= 63 && LABEL.test(label) && !FULL_WIDTH.test(label) && !label.startsWith('-') && !label.endsWith('-'));
}

/** A domain name as the service keeps it (lowercase), or the real 422 at `name`. */
export function checkedDomainName(name: string): string {
  if (name.length === 0) throw InvalidInputError.of('body.name', 'name should not be empty', name);
  if (!isDomainName(name)) throw InvalidInputError.of('body.name', 'name must be a valid domain name', name);
  return name.toLowerCase();
}

/** The real route DTO's `address`: trimmed and lowercased first, then `*` or a valid inbox local part. */
export function checkedRouteAddress(address: string): string {
  const value = address.trim().toLowerCase();
  if (value.length === 0) throw InvalidInputError.of('body.address', 'address should not be empty', value);
  const valid = value === '*' || (value.length <= MAX_LOCAL_PART_LENGTH && !value.includes('@') && LOCAL_PART.test(value));
  if (!valid) throw InvalidInputError.of('body.address', 'address must be a valid inbox address local part, for example "hello" or "sales+vip".', value);
  return value;
}

/** The real `IsBoundedRecord` check of `data` (the contract has already made every value a string). */
export function checkedData(data: Record<string, string> | undefined): Record<string, string> | undefined {
  if (data === undefined) return undefined;
  const entries = Object.entries(data);
  const total = entries.reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  if (entries.length > DATA_MAX_KEYS || total > DATA_MAX_TOTAL_CHARS) {
    throw InvalidInputError.of(
      'body.data',
      `data must be an object with at most ${DATA_MAX_KEYS} string keys and string values, with combined key+value length at most ${DATA_MAX_TOTAL_CHARS} characters.`,
      data,
    );
  }
  return { ...data };
}

/** The real `redirectUri` check of an auto-configuration start: HTTPS, or HTTP on localhost only. */
export function checkedRedirectUri(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let valid = false;
  try {
    const url = new URL(value);
    valid = url.protocol === 'https:' || (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'));
  } catch {
    valid = false;
  }
  if (!valid) throw InvalidInputError.of('body.redirectUri', 'redirectUri must be an HTTPS URL, or HTTP only for localhost/127.0.0.1.', value);
  return value;
}

/** An agent route needs its agent (the real use case's 400). */
export function requireAgentId(agentId: string | undefined): string {
  if (!agentId) throw new BadRequestError('agentId is required for agent routes.');
  return agentId;
}
