import type { DomainRecord, SimulatedDns, SimulatedMx } from './types.js';

/**
 * The mail host the mock stands for (the real service's `MAIL_SERVER_DOMAIN`, Novu Cloud's inbound SMTP
 * host): the MX target every domain must publish.
 */
export const MAIL_HOST = 'inbound-smtp.us-east-1.amazonaws.com';

/** How long after its creation a domain's MX record appears by itself on the environment's clock, unless a test sets its DNS. */
export const DEFAULT_MX_PROPAGATION_MS = 5 * 60 * 1000;

export interface ExpectedDnsRecord {
  type: string;
  name: string;
  content: string;
  ttl: string;
  priority?: number;
}

/** The records a domain needs (the real `buildExpectedDnsRecords`): one MX at the mail host, priority 10. */
export function expectedDnsRecords(domainName: string): ExpectedDnsRecord[] {
  return [{ type: 'MX', name: domainName, content: MAIL_HOST, ttl: 'Auto', priority: 10 }];
}

/** A new domain's DNS: no MX yet, one at the mail host after the default propagation time. */
export function initialDns(createdAtMs: number): SimulatedDns {
  return {
    mx: 'none',
    mxPropagatesAt: new Date(createdAtMs + DEFAULT_MX_PROPAGATION_MS).toISOString(),
    lowerPriorityMx: false,
    apexCname: false,
    blocklisted: false,
    provider: null,
  };
}

/** What an MX lookup finds at `nowMs`: the set MX, or the mail host's once its propagation time has come. */
export function mxAt(dns: SimulatedDns, nowMs: number): SimulatedMx {
  if (dns.mx === 'none' && dns.mxPropagatesAt !== null && Date.parse(dns.mxPropagatesAt) <= nowMs) return 'novu';
  return dns.mx;
}

/**
 * The real verification's outcome (a definitive MX lookup): `mxRecordConfigured` is whether an MX points
 * at the mail host, and the status follows it. The record itself when nothing changes.
 */
export function verifiedAt(domain: DomainRecord, nowMs: number): Pick<DomainRecord, 'mxRecordConfigured' | 'status'> {
  const configured = mxAt(domain.dns, nowMs) === 'novu';
  return { mxRecordConfigured: configured, status: configured ? 'verified' : 'pending' };
}

type CheckCode = 'mx_missing' | 'mx_wrong_target' | 'mx_low_priority' | 'apex_cname_collision' | 'dnsbl_listed';
type CheckStatus = 'pass' | 'fail' | 'skipped';

export interface DiagnoseResult {
  ok: boolean;
  runAt: string;
  checks: { code: CheckCode; status: CheckStatus; latencyMs: number }[];
  issues: { code: CheckCode; severity: 'warn' | 'error'; message: string; fix: string }[];
}

/** The listing a blocklisted mail host shows (an address of the mail host on a zone the real check queries). */
const SIMULATED_LISTING = '52.0.0.1 on zen.spamhaus.org';

/**
 * The real diagnosis (`DiagnoseDomain`), with the simulated DNS answering its lookups: the MX checks in
 * order (missing, wrong target, lower priority: a failed one skips those after it), the apex CNAME check,
 * then the blocklist check (skipped when no MX was found). Lookups take no time here: `latencyMs` is 0.
 */
export function diagnose(domain: DomainRecord, now: Date): DiagnoseResult {
  const checks: DiagnoseResult['checks'] = [];
  const issues: DiagnoseResult['issues'] = [];
  const check = (code: CheckCode, status: CheckStatus) => checks.push({ code, status, latencyMs: 0 });
  const mx = mxAt(domain.dns, now.getTime());
  const name = domain.name;
  if (mx === 'none') {
    check('mx_missing', 'fail');
    issues.push({
      code: 'mx_missing',
      severity: 'error',
      message: `No MX records were found for ${name}.`,
      fix: `Add an MX record pointing to ${MAIL_HOST} (priority 10 is typical). See Novu inbound email documentation.`,
    });
    check('mx_wrong_target', 'skipped');
    check('mx_low_priority', 'skipped');
  } else {
    check('mx_missing', 'pass');
    if (mx === 'other') {
      check('mx_wrong_target', 'fail');
      issues.push({
        code: 'mx_wrong_target',
        severity: 'error',
        message: `MX exists but none point to Novu's mail server (${MAIL_HOST}).`,
        fix: `Set an MX record for ${name} with target ${MAIL_HOST} and an appropriate priority.`,
      });
      check('mx_low_priority', 'skipped');
    } else {
      check('mx_wrong_target', 'pass');
      check('mx_low_priority', domain.dns.lowerPriorityMx ? 'fail' : 'pass');
      if (domain.dns.lowerPriorityMx) {
        issues.push({
          code: 'mx_low_priority',
          severity: 'warn',
          message: 'Another MX record has a better (lower) priority than the Novu MX record.',
          fix: `Either remove higher-priority MX hosts that should not receive mail for this domain, or give ${MAIL_HOST} the lowest MX priority value.`,
        });
      }
    }
  }
  check('apex_cname_collision', domain.dns.apexCname ? 'fail' : 'pass');
  if (domain.dns.apexCname) {
    issues.push({
      code: 'apex_cname_collision',
      severity: 'error',
      message: `The apex name ${name} has a CNAME record. CNAME cannot coexist with MX at the zone apex.`,
      fix: 'Remove the CNAME at the apex or use a subdomain for the CNAME target; MX must be authoritative for the mail domain.',
    });
  }
  if (mx === 'none') check('dnsbl_listed', 'skipped');
  else {
    check('dnsbl_listed', domain.dns.blocklisted ? 'fail' : 'pass');
    if (domain.dns.blocklisted) {
      issues.push({
        code: 'dnsbl_listed',
        severity: 'warn',
        message: `The inbound mail host ${MAIL_HOST} appears on one or more DNS blocklists (${SIMULATED_LISTING}).`,
        fix: 'Work with your mail infrastructure provider to delist or rotate IPs if this is a false positive.',
      });
    }
  }
  return { ok: issues.every((i) => i.severity !== 'error'), runAt: now.toISOString(), checks, issues };
}
