/** The addresses the real service refuses to call (its SSRF guard), matched on the URL's literal host. */
const PRIVATE_ADDRESS = [/^0\.0\.0\.0$/, /^127\./, /^10\./, /^172\.(1[6-9]|2[0-9]|3[01])\./, /^192\.168\./, /^169\.254\./, /^::ffff:(127|10|192\.168|169\.254)\./i, /^::ffff:172\.(1[6-9]|2[0-9]|3[01])\./i, /^::1$/, /^fc00:/i, /^fe80:/i];
const BLOCKED_HOSTS = new Set(['localhost', 'metadata.google.internal']);

/**
 * Why the real service would refuse to call this bridge URL, in its words, or undefined. The real guard also
 * resolves the host name and refuses one that resolves to a private address; the mock resolves nothing, so
 * it judges only a host written as an address.
 */
export function bridgeUrlProblem(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Invalid URL format.';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `URL scheme "${parsed.protocol}" is not allowed. Only http and https are permitted.`;
  const hostname = parsed.hostname.toLowerCase();
  if (BLOCKED_HOSTS.has(hostname)) return `Requests to "${hostname}" are not allowed.`;
  const address = hostname.replace(/^\[|\]$/g, '');
  if (PRIVATE_ADDRESS.some((range) => range.test(address))) return `Requests to private or reserved IP addresses are not allowed (resolved: ${address}).`;
  return undefined;
}
