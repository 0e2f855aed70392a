/** The formats of a subscriber's profile fields that JSON Schema cannot check (the real service's validators). */

export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A BCP 47 language tag, its parts joined by `-` or `_` (`en_US` too), as the real `@IsLocale()` (validator.js) reads it. */
export function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value.replaceAll('_', '-')).length === 1;
  } catch {
    return false;
  }
}
