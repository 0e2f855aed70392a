import { cursorPageOf, type CursorPage, type CursorQuery } from '../../lib/cursor-page.js';
import { ConflictError, NotFoundError, deepFreeze, type EnvironmentTime } from '../shared/index.js';
import { refuseBothCursors, type DomainStore } from './domains.js';
import { AGENT_DRY_RUN_TARGET, agentPayload, matchingRoute, testMail, webhookPayload, WEBHOOK_DRY_RUN_TARGET, type RouteTestInput, type RouteTestResult } from './route-test.js';
import { checkedData, checkedRouteAddress, requireAgentId } from './rules.js';
import type { DomainRecord, DomainRouteRecord, DomainRouteType, InboundDelivery } from './types.js';

/** The agents a route may deliver to: an identifier's internal id, if the environment has that agent. */
export interface AgentDirectory {
  idOf(identifier: string): string | undefined;
}

/** No agents (until the environment's agents are wired in): every agent route is refused with the real 404. */
export const NO_AGENTS: AgentDirectory = { idOf: () => undefined };

/** A route as the API shows it: its agent's internal id as `agentId`. */
export type DomainRouteView = Omit<DomainRouteRecord, 'destination'> & { agentId?: string };

export function presentRoute(route: DomainRouteRecord): DomainRouteView {
  const { destination, ...rest } = route;
  return destination === undefined ? rest : { ...rest, agentId: destination };
}

/** How many route tests' deliveries an environment keeps for the control plane (the oldest go first). */
const KEPT_DELIVERIES = 200;

/**
 * The routes of the domains of one environment (`/v1/domains/{domain}/routes`): one per address of a domain,
 * to the environment's outbound webhooks or to an agent. A route test delivers a synthetic mail as the real
 * one does; what it delivered is kept for the control plane (`deliveries`).
 */
export class DomainRouteStore {
  #routes: DomainRouteRecord[] = [];
  #deliveries: InboundDelivery[] = [];
  #agents: AgentDirectory = NO_AGENTS;

  constructor(
    private readonly domains: DomainStore,
    private readonly time: EnvironmentTime,
    private readonly charge: (change: unknown, what: string) => void = () => {},
  ) {}

  /** Where agent routes find their agents (the environment's agents, once it has them). */
  useAgents(agents: AgentDirectory): void {
    this.#agents = agents;
  }

  load(records: Iterable<DomainRouteRecord>): void {
    this.#routes = [...records].map((r) => deepFreeze(r));
    this.#deliveries = [];
  }

  records(): DomainRouteRecord[] {
    return [...this.#routes];
  }

  put(record: DomainRouteRecord): void {
    this.#routes = [...this.#routes.filter((r) => r._id !== record._id), deepFreeze(record)];
  }

  create(domainName: string, input: { address: string; type: DomainRouteType; agentId?: string; data?: Record<string, string> }): DomainRouteView {
    const address = checkedRouteAddress(input.address);
    const data = checkedData(input.data);
    const domain = this.domains.require(domainName);
    const destination = input.type === 'agent' ? this.#agentId(requireAgentId(input.agentId)) : undefined;
    if (this.#find(domain, address)) throw new ConflictError(`A route for "${address}@${domain.name}" already exists.`);
    this.charge(input, 'This domain route write');
    const now = this.time.clock.now().toISOString();
    const route: DomainRouteRecord = {
      _id: this.time.ids.objectId(),
      _domainId: domain._id,
      address,
      ...(destination !== undefined ? { destination } : {}),
      type: input.type,
      ...(data !== undefined ? { data } : {}),
      _environmentId: domain._environmentId,
      _organizationId: domain._organizationId,
      createdAt: now,
      updatedAt: now,
    };
    this.#routes.push(deepFreeze(route));
    return presentRoute(route);
  }

  get(domainName: string, address: string): DomainRouteView {
    return presentRoute(this.#require(this.domains.require(domainName), address));
  }

  /** Cursor page of a domain's routes (default newest first); `agentId` (an agent identifier) keeps that agent's. */
  list(domainName: string, query: CursorQuery & { agentId?: string }): CursorPage<DomainRouteView> {
    refuseBothCursors(query);
    const domain = this.domains.require(domainName);
    const destination = query.agentId ? this.#agentId(query.agentId) : undefined;
    const routes = this.#routes.filter((r) => r._domainId === domain._id && (destination === undefined || r.destination === destination));
    const page = cursorPageOf(routes, query);
    return { ...page, data: page.data.map(presentRoute) };
  }

  /** `PATCH`: the sent fields; a webhook route has no agent; an agent route needs one. */
  update(domainName: string, address: string, input: { type?: DomainRouteType; agentId?: string; data?: Record<string, string> }): DomainRouteView {
    const data = checkedData(input.data);
    const domain = this.domains.require(domainName);
    const current = this.#require(domain, address);
    const type = input.type ?? current.type;
    const resolved = input.agentId !== undefined ? this.#agentId(input.agentId) : undefined;
    if (type === 'agent') requireAgentId(input.agentId !== undefined ? resolved : current.destination);
    if (input.type === undefined && input.agentId === undefined && data === undefined) return presentRoute(current);
    this.charge(input, 'This domain route write');
    const next: DomainRouteRecord = { ...current, type, ...(data !== undefined ? { data } : {}), updatedAt: this.time.clock.now().toISOString() };
    if (type === 'agent' && resolved !== undefined) next.destination = resolved;
    if (type === 'webhook') delete next.destination;
    this.#routes = this.#routes.map((r) => (r._id === current._id ? deepFreeze(next) : r));
    return presentRoute(next);
  }

  delete(domainName: string, address: string): void {
    const route = this.#require(this.domains.require(domainName), address);
    this.#routes = this.#routes.filter((r) => r._id !== route._id);
  }

  /** A deleted domain's routes go with it. */
  removeDomain(domain: DomainRecord): void {
    this.#routes = this.#routes.filter((r) => r._domainId !== domain._id);
  }

  /**
   * `POST …/test`: a synthetic mail to `<address>@<domain>` reaches the address's route or the catch-all. A dry
   * run answers the payload; otherwise it is delivered (kept in `deliveries`): to the environment's outbound
   * webhooks for a webhook route, to the agent for an agent route (which answers 200 with no reply here).
   */
  test(domainName: string, address: string, input: RouteTestInput): RouteTestResult {
    const domain = this.domains.require(domainName);
    const route = matchingRoute(this.#routes.filter((r) => r._domainId === domain._id), address);
    const dryRun = input.dryRun === true;
    const base: RouteTestResult = { matched: Boolean(route), dryRun, domainStatus: domain.status, mxRecordConfigured: domain.mxRecordConfigured };
    if (!route) return base;
    const now = this.time.clock.now();
    const mail = testMail(input, domain.name, route.address, now, this.time.ids.objectId().slice(-12));
    const payload = route.type === 'webhook' ? webhookPayload(domain, route, mail) : agentPayload(mail);
    if (dryRun) return { ...base, type: route.type, wouldDeliverTo: route.type === 'webhook' ? WEBHOOK_DRY_RUN_TARGET : AGENT_DRY_RUN_TARGET, payload };
    this.#deliveries.push({ id: this.time.ids.objectId(), domain: domain.name, address: route.address, type: route.type, ...(route.destination ? { agentId: route.destination } : {}), payload, deliveredAt: now.toISOString() });
    if (this.#deliveries.length > KEPT_DELIVERIES) this.#deliveries.shift();
    if (route.type === 'webhook') return { ...base, type: 'webhook', webhook: { skipped: false, latencyMs: 0 } };
    return { ...base, type: 'agent', agent: { agentId: route.destination ?? '', httpStatus: 200, latencyMs: 0 } };
  }

  /** What route tests delivered in this environment (since its last load), oldest first; `domain` keeps one domain's. */
  deliveries(domain?: string): InboundDelivery[] {
    return this.#deliveries.filter((d) => domain === undefined || d.domain === domain.toLowerCase());
  }

  #find(domain: DomainRecord, address: string): DomainRouteRecord | undefined {
    return this.#routes.find((r) => r._domainId === domain._id && r.address === address);
  }

  #require(domain: DomainRecord, address: string): DomainRouteRecord {
    const route = this.#find(domain, address);
    if (!route) throw new NotFoundError(`Route "${address}@${domain.name}" not found.`);
    return route;
  }

  #agentId(identifier: string): string {
    const id = this.#agents.idOf(identifier);
    if (id === undefined) throw new NotFoundError(`Agent with identifier "${identifier}" not found.`);
    return id;
  }
}
