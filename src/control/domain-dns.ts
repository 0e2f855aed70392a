import type { TenantRegistry } from '../domain/environments/index.js';
import type { DnsChange, DomainRecord, InboundDelivery } from '../domain/domains/index.js';
import { NotFoundError } from '../domain/shared/index.js';

/** A domain's state as the control plane shows it: its status and its simulated DNS. */
export interface DomainDnsState {
  name: string;
  status: DomainRecord['status'];
  mxRecordConfigured: boolean;
  dns: DomainRecord['dns'];
}

const stateOf = ({ name, status, mxRecordConfigured, dns }: DomainRecord): DomainDnsState => ({ name, status, mxRecordConfigured, dns });

function environmentOf(registry: TenantRegistry, apiKey: string) {
  const environment = registry.resolve(apiKey);
  if (!environment) throw new NotFoundError(`No environment for API key ${apiKey}`);
  return environment;
}

/**
 * The control plane's hold on the simulated DNS of inbound-email domains: a test publishes a domain's MX
 * record (the domain verifies), or sets what any lookup finds, and reads what route tests delivered.
 */
export const domainDns = {
  verify: (registry: TenantRegistry, apiKey: string, name: string): DomainDnsState =>
    stateOf(environmentOf(registry, apiKey).domains.setDns(name, { mx: 'novu' })),

  set: (registry: TenantRegistry, apiKey: string, name: string, change: DnsChange): DomainDnsState =>
    stateOf(environmentOf(registry, apiKey).domains.setDns(name, change)),

  deliveries: (registry: TenantRegistry, apiKey: string, name: string): { data: InboundDelivery[] } => {
    const environment = environmentOf(registry, apiKey);
    return { data: environment.domainRoutes.deliveries(environment.domains.require(name).name) };
  },
};
