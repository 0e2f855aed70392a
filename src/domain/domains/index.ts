/**
 * Inbound-email domains and their routes (`/v1/domains`), with the simulated DNS that verifies them.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { DEFAULT_MX_PROPAGATION_MS, MAIL_HOST } from './dns.js';
export { type DnsChange, DomainStore, type DomainView, presentDomain } from './domains.js';
export { type AgentDirectory, DomainRouteStore, type DomainRouteView, NO_AGENTS } from './routes.js';
export { checkedSimulatedDns } from './records.js';
export type { DomainRecord, DomainRouteRecord, InboundDelivery, SimulatedDns } from './types.js';
