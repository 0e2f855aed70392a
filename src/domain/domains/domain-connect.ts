import { BadRequestError } from '../shared/index.js';
import { expectedDnsRecords, MAIL_HOST, type ExpectedDnsRecord } from './dns.js';
import type { DomainRecord } from './types.js';

/** The DNS providers whose Domain Connect flow the real service supports, and where their flow starts. */
const SUPPORTED_PROVIDERS: Record<string, { providerId: string; urlSyncUX: string }> = {
  Cloudflare: { providerId: 'cloudflare.com', urlSyncUX: 'https://dash.cloudflare.com/domainconnect' },
  Vercel: { providerId: 'vercel.com', urlSyncUX: 'https://vercel.com/domain-connect' },
};

/** The redirect the real service builds when none is asked for: the dashboard's page of the domain. */
const DASHBOARD_DOMAINS = 'https://dashboard.novu.co/domains';

export interface DomainConnectStatus {
  available: boolean;
  providerName?: string;
  providerId?: string;
  reason?: string;
  reasonCode?: 'discovery_not_configured' | 'unsupported_provider';
  manualRecords: ExpectedDnsRecord[];
}

/**
 * `GET /v1/domains/{domain}/auto-configure`, with the simulated DNS provider standing for the real
 * discovery (the mock has the feature on and its signing configured): no provider → not discoverable;
 * another provider than Cloudflare or Vercel → unsupported; Cloudflare or Vercel → available.
 */
export function domainConnectStatus(domain: DomainRecord): DomainConnectStatus {
  const manualRecords = expectedDnsRecords(domain.name);
  const provider = domain.dns.provider;
  if (provider === null) {
    return { available: false, reason: 'Domain Connect discovery is not configured for this DNS provider.', reasonCode: 'discovery_not_configured', manualRecords };
  }
  const supported = SUPPORTED_PROVIDERS[provider];
  if (!supported) {
    return { available: false, reason: 'Domain Connect auto-configuration currently supports Cloudflare and Vercel.', reasonCode: 'unsupported_provider', manualRecords };
  }
  return { available: true, providerName: provider, providerId: supported.providerId, manualRecords };
}

export interface DomainConnectApplyUrl {
  applyUrl: string;
  providerName: string;
  redirectUri: string;
}

/**
 * `POST /v1/domains/{domain}/auto-configure/start`: the provider's apply URL of Novu's inbound-email template
 * (unsigned here: the mock holds no signing key), and where the provider sends the customer back (with
 * `domainConnect=submitted&domain=<name>`). Unavailable → the real 400.
 */
export function domainConnectApplyUrl(domain: DomainRecord, requestedRedirectUri: string | undefined, stateToken: string): DomainConnectApplyUrl {
  const provider = domain.dns.provider;
  const supported = provider === null ? undefined : SUPPORTED_PROVIDERS[provider];
  if (provider === null || !supported) throw new BadRequestError('Domain Connect auto-configuration is not available for this DNS provider.');
  const redirect = new URL((requestedRedirectUri ?? `${DASHBOARD_DOMAINS}/{domain}`).split('{domain}').join(domain.name).split('{domainId}').join(domain._id));
  redirect.searchParams.set('domainConnect', 'submitted');
  redirect.searchParams.set('domain', domain.name);
  const params = new URLSearchParams({ domain: domain.name, mailServerDomain: MAIL_HOST, redirect_uri: redirect.toString(), state: stateToken });
  return {
    applyUrl: `${supported.urlSyncUX}/v2/domainTemplates/providers/novu.co/services/inbound-email/apply?${params.toString()}`,
    providerName: provider,
    redirectUri: redirect.toString(),
  };
}
