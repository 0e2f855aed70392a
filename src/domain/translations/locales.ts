/**
 * Locales as the real translation API takes them: a language and a region (`en_US`, `zh_CN`). A dash is
 * read as an underscore (`en-US` names `en_US`), as the real service normalizes it; a language alone
 * (`en`) or anything else is no locale.
 */
import { BadRequestError, InvalidInputError } from '../shared/index.js';

/** The locale content falls back to when an organization has set none (the real `DEFAULT_LOCALE`). */
export const DEFAULT_LOCALE = 'en_US';

const LOCALE = /^[a-z]{2,3}_[A-Z]{2}$/;

/** `value` with dashes as underscores, when that is a locale; else undefined. */
export function normalizedLocale(value: string): string | undefined {
  const locale = value.replaceAll('-', '_');
  return LOCALE.test(locale) ? locale : undefined;
}

/** A locale of a request's body or query: a bad one is a field's 422 (`Validation Error`). */
export function fieldLocale(value: string, field: string): string {
  const locale = normalizedLocale(value);
  if (locale === undefined) throw InvalidInputError.of(field, `${field.replace(/^\w+\./, '')} must be a valid locale (e.g. en_US)`, value);
  return locale;
}

/** A locale of a request's path: the real controller's pipe answers 400. */
export function pathLocale(value: string): string {
  const locale = normalizedLocale(value);
  if (locale === undefined) throw new BadRequestError(`Invalid locale format: ${value}. Expected a locale such as en_US`);
  return locale;
}

/** The locale a file is named for (`de_DE.json` → `de_DE`); exactly `<locale>.json`, else undefined. */
export function localeOfFileName(fileName: string): string | undefined {
  const match = /^([A-Za-z]{2,3}[_-][A-Za-z]{2})\.json$/.exec(fileName);
  return match ? normalizedLocale(match[1] as string) : undefined;
}
