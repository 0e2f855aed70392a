/** Media types as Prism compares them: parameters dropped, case-insensitive, `*` wildcards declared. */

/** The bare media type of a Content-Type header value, lower-cased; undefined when there is none. */
export const mediaTypeOf = (value: string | string[] | undefined): string | undefined => {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(';')[0]?.trim().toLowerCase() || undefined;
};

/** Whether a received (bare, lower-cased) media type is one a declared one admits. */
export function mediaTypeMatches(received: string, declared: string): boolean {
  const [type, subtype] = received.split('/');
  const [dType, dSubtype] = declared.toLowerCase().split('/');
  return (dType === '*' || dType === type) && (dSubtype === '*' || dSubtype === subtype);
}

/** Whether one of the declared media types admits the received one. */
export const admitsMediaType = (declared: readonly string[], received: string): boolean => declared.some((m) => mediaTypeMatches(received, m));
