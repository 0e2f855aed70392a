import { isIP } from 'node:net';

/** A `Host` header or origin host: a bracketed IPv6 address or a name, then an optional port. */
const HOST_AND_PORT = /^(\[[0-9a-f:.]+\]|[^\s:[\]/@]+)(?::\d*)?$/i;

/** The host name of a `Host` header: lower-cased, without port, brackets or trailing dot; undefined when malformed. */
export function hostnameOf(hostHeader: string): string | undefined {
  const name = HOST_AND_PORT.exec(hostHeader.trim())?.[1];
  if (name === undefined) return undefined;
  return name.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
}

const isLocalhostName = (name: string) => name === 'localhost' || name.endsWith('.localhost');

/** A name or address that can only mean this machine: `localhost`, `*.localhost`, 127.0.0.0/8, `::1`. */
export function isLoopbackHost(host: string): boolean {
  const name = hostnameOf(host) ?? host;
  return isLocalhostName(name) || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(name) || name === '::1';
}

/**
 * Which `Host` headers the mock answers (the DNS-rebinding defence of dev servers), or undefined when it
 * answers any. A web page on another site can point its own name at 127.0.0.1 and then call the mock
 * from that page; its requests then carry the page's name as `Host`, which is how they are told apart.
 *
 * Answered: `localhost` and `*.localhost`, any IP address (rebinding needs a DNS name: a request whose
 * `Host` is an address went to that address), the host the mock is bound to, and `allowed` names (an
 * entry with a leading dot, `.example.test`, also allows its subdomains). The check applies when the mock
 * is bound to a loopback address, or when `allowed` lists names; `'all'` turns it off. Bound to another
 * address (a container, `0.0.0.0`), other machines reach the mock by names it cannot know, so by default
 * it answers them all.
 */
export function hostPolicy(boundHost: string, allowed: readonly string[] | 'all'): ((hostHeader: string) => boolean) | undefined {
  if (allowed === 'all') return undefined;
  if (allowed.length === 0 && !isLoopbackHost(boundHost)) return undefined;
  const bound = hostnameOf(boundHost) ?? boundHost.toLowerCase();
  const entries = allowed.map((entry) => entry.trim().toLowerCase().replace(/\.$/, ''));
  const names = new Set(entries.filter((entry) => !entry.startsWith('.')));
  const domains = entries.filter((entry) => entry.startsWith('.'));
  return (hostHeader) => {
    const name = hostnameOf(hostHeader);
    if (name === undefined) return false;
    return (
      isLocalhostName(name) ||
      isIP(name) !== 0 ||
      name === bound ||
      names.has(name) ||
      domains.some((domain) => name === domain.slice(1) || name.endsWith(domain))
    );
  };
}
