/** Whether inbound mail for a domain is accepted: `verified` once its MX record points at the mail host. */
export type DomainStatus = 'pending' | 'verified';

/** Where a route delivers the mail it matches: the environment's outbound webhooks, or an agent. */
export type DomainRouteType = 'agent' | 'webhook';

/** What a simulated MX lookup of the domain finds. */
export type SimulatedMx = 'none' | 'novu' | 'other';

/**
 * The mock's stand-in for the public DNS of one domain name: what the real service's lookups (MX, apex
 * CNAME, blocklists, name servers) would find. Tests steer it through the control plane; nothing else
 * reads the outside world.
 */
export interface SimulatedDns {
  /** The MX records found now: none, one at the mail host (`novu`), or only others. */
  mx: SimulatedMx;
  /** When `mx` is `none`, the instant (environment clock) an MX record at the mail host appears by itself; null = never. */
  mxPropagatesAt: string | null;
  /** Another MX record with a better (lower) priority than the mail host's. */
  lowerPriorityMx: boolean;
  /** The apex name has a CNAME record (it cannot coexist with MX). */
  apexCname: boolean;
  /** The mail host's addresses are on a DNS blocklist. */
  blocklisted: boolean;
  /** The DNS provider the name servers belong to (e.g. `Cloudflare`), or null when unknown. */
  provider: string | null;
}

/** An inbound-email domain as stored: the real record's fields, and its simulated DNS (`dns`, never shown by the API). */
export interface DomainRecord {
  _id: string;
  /** Lowercase, unique in the environment. */
  name: string;
  status: DomainStatus;
  mxRecordConfigured: boolean;
  dnsProvider?: string;
  data?: Record<string, string>;
  _environmentId: string;
  _organizationId: string;
  createdAt: string;
  updatedAt: string;
  dns: SimulatedDns;
}

/** A route of a domain: mail to `<address>@<domain>` (`*`: any address without its own route) goes to its destination. */
export interface DomainRouteRecord {
  _id: string;
  _domainId: string;
  /** The local part, lowercase (`*` for the catch-all). */
  address: string;
  /** The agent's internal id (agent routes only). */
  destination?: string;
  type: DomainRouteType;
  data?: Record<string, string>;
  _environmentId: string;
  _organizationId: string;
  createdAt: string;
  updatedAt: string;
}

/** What a route test delivered (not a dry run): kept per environment for the control plane, newest last. */
export interface InboundDelivery {
  id: string;
  domain: string;
  address: string;
  type: DomainRouteType;
  /** For agent routes, the agent's internal id. */
  agentId?: string;
  payload: Record<string, unknown>;
  deliveredAt: string;
}
