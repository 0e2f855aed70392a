import { cursorPageOf, type CursorPage, type CursorQuery } from '../../lib/cursor-page.js';
import { BadRequestError, ConflictError, NotFoundError, deepFreeze, type EnvironmentTime } from '../shared/index.js';
import { diagnose, expectedDnsRecords, initialDns, verifiedAt, type DiagnoseResult, type ExpectedDnsRecord } from './dns.js';
import { domainConnectApplyUrl, domainConnectStatus, type DomainConnectApplyUrl, type DomainConnectStatus } from './domain-connect.js';
import { checkedData, checkedDomainName, checkedRedirectUri } from './rules.js';
import type { DomainRecord, SimulatedDns } from './types.js';

/** A domain as the API shows it (`expectedDnsRecords` on the single-domain answers, not in lists). */
export type DomainView = Omit<DomainRecord, 'dns'> & { expectedDnsRecords?: ExpectedDnsRecord[] };

export function presentDomain(domain: DomainRecord, withRecords: boolean): DomainView {
  const { dns: _dns, ...shown } = domain;
  return withRecords ? { ...shown, expectedDnsRecords: expectedDnsRecords(domain.name) } : shown;
}

/** The real 400 of a list given both cursors. */
export function refuseBothCursors(query: { after?: string; before?: string }): void {
  if (query.after !== undefined && query.before !== undefined) throw new BadRequestError('Cannot specify both "before" and "after" cursors at the same time.');
}

/** A change to the simulated DNS of a domain (what the control plane may set). */
export type DnsChange = Partial<Omit<SimulatedDns, 'mxPropagatesAt'>> & { mxAfterSeconds?: number | null };

/**
 * The inbound-email domains of one environment (`/v1/domains`), keyed by their lowercase name, each with
 * its simulated DNS. The mock's DNS checker runs at every read: a domain whose MX has appeared (set by a
 * test, or propagated on the environment's clock) shows as verified, as the real periodic check makes it.
 */
export class DomainStore {
  #byName = new Map<string, DomainRecord>();

  constructor(
    private readonly scope: { _organizationId: string; _environmentId: string },
    private readonly time: EnvironmentTime,
    /** Charges a write to the environment's budget before it is stored (throws when it does not fit). */
    private readonly charge: (change: unknown, what: string) => void = () => {},
  ) {}

  load(records: Iterable<DomainRecord>): void {
    this.#byName = new Map([...records].map((d) => [d.name, deepFreeze(d)]));
  }

  /** Stored records, simulated DNS included (snapshots). */
  records(): DomainRecord[] {
    return [...this.#byName.values()];
  }

  /** Adds a record or replaces the one with its `_id` (admin fixtures). */
  put(record: DomainRecord): void {
    for (const [name, d] of this.#byName) if (d._id === record._id) this.#byName.delete(name);
    this.#byName.set(record.name, deepFreeze(record));
  }

  create(input: { name: string; data?: Record<string, string> }): DomainView {
    const name = checkedDomainName(input.name);
    const data = checkedData(input.data);
    if (this.#byName.has(name)) throw new ConflictError(`A domain with name "${name}" already exists.`);
    this.charge(input, 'This domain write');
    const now = this.time.clock.now();
    const domain: DomainRecord = {
      _id: this.time.ids.objectId(),
      name,
      status: 'pending',
      mxRecordConfigured: false,
      ...(data !== undefined ? { data } : {}),
      ...this.scope,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      dns: initialDns(now.getTime()),
    };
    this.#byName.set(name, deepFreeze(domain));
    return presentDomain(domain, true);
  }

  /** The domain named `name` (any case), checked by the simulated DNS checker; the real 404 otherwise. */
  require(name: string): DomainRecord {
    const key = name.toLowerCase();
    const domain = this.#byName.get(key);
    if (!domain) throw new NotFoundError(`Domain "${key}" not found.`);
    return this.#checked(domain);
  }

  get(name: string): DomainView {
    return presentDomain(this.require(name), true);
  }

  /** Cursor page (default newest first); `name` keeps the domains whose name contains it, any case. */
  list(query: CursorQuery & { name?: string }): CursorPage<DomainView> {
    refuseBothCursors(query);
    const needle = query.name?.toLowerCase();
    const domains = [...this.#byName.values()].filter((d) => !needle || d.name.includes(needle)).map((d) => this.#checked(d));
    const page = cursorPageOf(domains, query);
    return { ...page, data: page.data.map((d) => presentDomain(d, false)) };
  }

  /** `PATCH`: `data` replaces the metadata; without it nothing changes. */
  update(name: string, input: { data?: Record<string, string> }): DomainView {
    const domain = this.require(name);
    const data = checkedData(input.data);
    if (data === undefined) return presentDomain(domain, true);
    this.charge(input, 'This domain write');
    return presentDomain(this.#store({ ...domain, data, updatedAt: this.time.clock.now().toISOString() }), true);
  }

  /** Removes the domain (its routes go with it: see `DomainRouteStore.removeDomain`). */
  delete(name: string): DomainRecord {
    const domain = this.require(name);
    this.#byName.delete(domain.name);
    return domain;
  }

  /** `POST /verify`: the MX lookup's outcome, stored (here the same as any read's). */
  verify(name: string): DomainView {
    return presentDomain(this.require(name), true);
  }

  diagnose(name: string): DiagnoseResult {
    return diagnose(this.require(name), this.time.clock.now());
  }

  autoConfigureStatus(name: string): DomainConnectStatus {
    return domainConnectStatus(this.require(name));
  }

  /**
   * Starts auto-configuration: the apply URL at the DNS provider. The simulated customer completes the
   * provider's consent at once, so the MX record at the mail host is published now (the next read verifies).
   */
  startAutoConfigure(name: string, redirectUri: string | undefined): DomainConnectApplyUrl {
    const domain = this.require(name);
    const state = Buffer.from(JSON.stringify({ domainId: domain._id, environmentId: domain._environmentId, organizationId: domain._organizationId, timestamp: this.time.clock.nowMs() })).toString('base64url');
    const answer = domainConnectApplyUrl(domain, checkedRedirectUri(redirectUri), state);
    this.#store({ ...domain, dns: { ...domain.dns, mx: 'novu', mxPropagatesAt: null } });
    return answer;
  }

  /** The control plane: changes the simulated DNS of a domain (`mxAfterSeconds` from now; null = never by itself). */
  setDns(name: string, change: DnsChange): DomainRecord {
    const domain = this.require(name);
    const { mxAfterSeconds, ...fields } = change;
    const dns: SimulatedDns = { ...domain.dns, ...fields };
    if (fields.mx !== undefined && fields.mx !== 'none') dns.mxPropagatesAt = null;
    if (mxAfterSeconds !== undefined) {
      dns.mxPropagatesAt = mxAfterSeconds === null ? null : new Date(this.time.clock.nowMs() + mxAfterSeconds * 1000).toISOString();
      if (fields.mx === undefined) dns.mx = 'none';
    }
    const changed = { ...domain, dns, ...(fields.provider !== undefined ? { dnsProvider: fields.provider ?? undefined } : {}) };
    if (changed.dnsProvider === undefined) delete changed.dnsProvider;
    return this.#checked(this.#store(changed));
  }

  /** The domain with the outcome of an MX lookup now; stored (with a new `updatedAt`) when it changes. */
  #checked(domain: DomainRecord): DomainRecord {
    const now = this.time.clock.now();
    const outcome = verifiedAt(domain, now.getTime());
    if (outcome.status === domain.status && outcome.mxRecordConfigured === domain.mxRecordConfigured) return domain;
    return this.#store({ ...domain, ...outcome, updatedAt: now.toISOString() });
  }

  #store(domain: DomainRecord): DomainRecord {
    const frozen = deepFreeze(domain);
    this.#byName.set(domain.name, frozen);
    return frozen;
  }
}
