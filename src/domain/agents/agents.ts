import { cursorPageOf, type CursorPage, type CursorQuery } from '../../lib/cursor-page.js';
import type { Integration } from '../integrations/index.js';
import { BadRequestError, ConflictError, NotFoundError, deepFreeze, type Clock, type IdGenerator } from '../shared/index.js';
import { bridgeUrlProblem } from './bridge-url.js';
import type { AgentBehavior, AgentLinkRecord, AgentRecord, AgentsData, ConversationRecord } from './types.js';

/**
 * What a new agent's `behavior` holds: only `subscriberAccess` (a self-hosted agent's is `restricted`). The other
 * fields stay unset until written, and then read as the real service's defaults: `acknowledgeOnReceived` true,
 * `reactionOnResolved` `check`.
 */
export const DEFAULT_BEHAVIOR: AgentBehavior = { subscriberAccess: 'restricted' };

/**
 * A request the real service refuses with a status the domain's typed errors have no kind for: 403 (a dev
 * bridge on Production, an agent replying in another agent's conversation) or its 422 with a plain message
 * (an integration not linked to the agent). The agents' routes turn it into that status.
 */
export class AgentRefusal extends Error {
  constructor(
    readonly status: 403 | 422,
    message: string,
  ) {
    super(message);
  }
}

export interface AgentInput {
  name: string;
  identifier: string;
  description?: string;
  active?: boolean;
}

export interface AgentUpdate {
  name?: string;
  description?: string;
  active?: boolean;
  behavior?: AgentBehavior;
  bridgeUrl?: string;
  devBridgeUrl?: string;
  devBridgeActive?: boolean;
}

/** The fields an update sets (the real DTOs' own): a body's other keys, `__proto__` among them, are never kept. */
const UPDATE_FIELDS = ['name', 'description', 'active', 'bridgeUrl', 'devBridgeUrl', 'devBridgeActive'] as const;
const BEHAVIOR_FIELDS = ['acknowledgeOnReceived', 'reactionOnResolved', 'subscriberAccess'] as const;

function definedFields(from: object, fields: readonly string[]): Record<string, unknown> {
  const source = from as Record<string, unknown>;
  return Object.fromEntries(fields.filter((field) => Object.hasOwn(source, field) && source[field] !== undefined).map((field) => [field, source[field]]));
}

export type AgentPageQuery = CursorQuery & { identifier?: string };
export type AgentLinkPageQuery = CursorQuery & { integrationIdentifier?: string };

/** What the agents read of the environment: its integrations, and whether it is a production environment. */
export interface AgentEnvironment {
  integrations(): readonly Integration[];
  readonly production: boolean;
}

type IntegrationFields = Pick<Integration, '_id' | 'identifier' | 'name' | 'providerId' | 'channel' | 'active'>;

const integrationView = (i: IntegrationFields) => ({ _id: i._id, identifier: i.identifier, name: i.name, providerId: i.providerId, channel: i.channel ?? 'chat', active: i.active });

const agentNotFound = (identifier: string) => new NotFoundError(`Agent with identifier "${identifier}" was not found.`);
const linkNotFound = (id: string) => new NotFoundError(`Agent-integration link "${id}" was not found for this agent.`);
const integrationNotFound = (identifier: string) => new NotFoundError(`Integration with identifier "${identifier}" was not found.`);

/**
 * The agents of one environment (`/v1/agents`): identifiers unique per environment, each agent's links to
 * the environment's integrations (one link per integration), and its conversations (conversations.ts).
 */
export class AgentStore {
  #agents = new Map<string, AgentRecord>();
  #links = new Map<string, AgentLinkRecord>();
  #conversations = new Map<string, ConversationRecord>();

  constructor(
    private readonly scope: { _organizationId: string; _environmentId: string },
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly environment: AgentEnvironment,
    /** Charges a write to the environment's budget before it is stored (throws when it does not fit). */
    private readonly charge: (change: unknown, what: string) => void = () => {},
  ) {}

  load(data: Partial<AgentsData>): void {
    this.#agents = new Map((data.agents ?? []).map((a) => [a.identifier, deepFreeze(a)]));
    this.#links = new Map((data.links ?? []).map((l) => [l._id, deepFreeze(l)]));
    this.#conversations = new Map((data.conversations ?? []).map((c) => [c._id, deepFreeze(c)]));
  }

  records(): AgentsData {
    return { agents: [...this.#agents.values()], links: [...this.#links.values()], conversations: [...this.#conversations.values()] };
  }

  get size(): number {
    return this.#agents.size;
  }

  find(identifier: string): AgentRecord | undefined {
    return this.#agents.get(identifier);
  }

  get(identifier: string): AgentRecord {
    const agent = this.#agents.get(identifier);
    if (!agent) throw agentNotFound(identifier);
    return agent;
  }

  findById(id: string): AgentRecord | undefined {
    for (const agent of this.#agents.values()) if (agent._id === id) return agent;
    return undefined;
  }

  create(input: AgentInput): AgentRecord {
    if (this.#agents.has(input.identifier)) throw new ConflictError(`An agent with identifier "${input.identifier}" already exists in this environment.`);
    const now = this.clock.now().toISOString();
    const agent: AgentRecord = {
      _id: this.ids.objectId(),
      ...this.scope,
      name: input.name,
      identifier: input.identifier,
      ...(input.description !== undefined ? { description: input.description } : {}),
      active: input.active ?? true,
      behavior: { ...DEFAULT_BEHAVIOR },
      createdAt: now,
      updatedAt: now,
    };
    return this.#store(agent, 'agent');
  }

  /** `PATCH /v1/agents/{identifier}` and `PUT …/bridge`: the fields sent, in the real use case's order of checks. */
  update(identifier: string, update: AgentUpdate): AgentRecord {
    const behavior = definedFields(update.behavior ?? {}, BEHAVIOR_FIELDS) as AgentBehavior;
    const general = update.name !== undefined || update.description !== undefined || update.active !== undefined || Object.keys(behavior).length > 0;
    const bridge = update.bridgeUrl !== undefined || update.devBridgeUrl !== undefined || update.devBridgeActive !== undefined;
    if (!general && !bridge) throw new BadRequestError('At least one field must be provided.');
    if ((update.devBridgeActive === true || update.devBridgeUrl !== undefined) && this.environment.production) {
      throw new AgentRefusal(403, 'Dev bridge cannot be activated on production environments.');
    }
    for (const field of ['bridgeUrl', 'devBridgeUrl'] as const) {
      const problem = bridgeUrlProblem(update[field]);
      if (problem) throw new BadRequestError(`${field}: ${problem}`);
    }
    const existing = this.get(identifier);
    const set = definedFields(update, UPDATE_FIELDS);
    return this.#store({ ...existing, ...set, behavior: { ...existing.behavior, ...behavior }, updatedAt: this.clock.now().toISOString() }, 'agent');
  }

  /** Deletes the agent with its links (and, in the mock, its conversations). */
  delete(identifier: string): void {
    const agent = this.get(identifier);
    for (const [id, link] of this.#links) if (link._agentId === agent._id) this.#links.delete(id);
    for (const [id, conversation] of this.#conversations) if (conversation._agentId === agent._id) this.#conversations.delete(id);
    this.#agents.delete(identifier);
  }

  /** The environment's agents, each with the integrations linked to it (by name). */
  list(query: AgentPageQuery): CursorPage<ReturnType<AgentStore['present']> & { integrations: ReturnType<typeof summaryOf>[] }> {
    if (query.before && query.after) throw new BadRequestError('Cannot specify both "before" and "after" cursors at the same time.');
    const needle = query.identifier?.toLowerCase();
    const matches = [...this.#agents.values()].filter((a) => needle === undefined || a.identifier.toLowerCase().includes(needle));
    const page = cursorPageOf(matches, query);
    return { ...page, data: page.data.map((agent) => ({ ...this.present(agent), integrations: this.#summaries(agent) })) };
  }

  /** An agent as the API shows it. */
  present(agent: AgentRecord) {
    return { ...agent, behavior: { ...DEFAULT_BEHAVIOR, ...agent.behavior } };
  }

  addLink(identifier: string, integrationIdentifier: string) {
    const agent = this.get(identifier);
    const integration = this.#integration(integrationIdentifier);
    if (this.#linksOf(agent).some((l) => l._integrationId === integration._id)) throw new ConflictError('This integration is already linked to the agent.');
    const now = this.clock.now().toISOString();
    const link = this.#storeLink({ _id: this.ids.objectId(), _agentId: agent._id, _integrationId: integration._id, ...this.scope, connectedAt: null, createdAt: now, updatedAt: now });
    return this.presentLink(link, integration);
  }

  listLinks(identifier: string, query: AgentLinkPageQuery) {
    if (query.before && query.after) throw new BadRequestError('Cannot specify both "before" and "after" cursors at the same time.');
    const agent = this.get(identifier);
    let links = this.#linksOf(agent);
    if (query.integrationIdentifier !== undefined) {
      const integration = this.#integrations().find((i) => i.identifier === query.integrationIdentifier);
      if (!integration) return { data: [], next: null, previous: null, totalCount: 0, totalCountCapped: false };
      links = links.filter((l) => l._integrationId === integration._id);
    }
    const page = cursorPageOf(links, query);
    const byId = new Map(this.#integrations().map((i) => [i._id, i]));
    return { ...page, data: page.data.flatMap((link) => { const i = byId.get(link._integrationId); return i ? [this.presentLink(link, i)] : []; }) };
  }

  updateLink(identifier: string, linkId: string, integrationIdentifier: string) {
    const agent = this.get(identifier);
    const link = this.#linkOf(agent, linkId);
    const target = this.#integration(integrationIdentifier);
    if (link._integrationId === target._id) return this.presentLink(link, target);
    if (this.#linksOf(agent).some((l) => l._integrationId === target._id && l._id !== linkId)) throw new ConflictError('This integration is already linked to the agent.');
    return this.presentLink(this.#storeLink({ ...link, _integrationId: target._id, updatedAt: this.clock.now().toISOString() }), target);
  }

  removeLink(identifier: string, linkId: string): void {
    this.#linkOf(this.get(identifier), linkId);
    this.#links.delete(linkId);
  }

  /** The agent's link to the integration with this identifier, if any (with the integration). */
  linkTo(agent: AgentRecord, integrationIdentifier: string): { link: AgentLinkRecord; integration: Integration } | undefined {
    const integration = this.#integrations().find((i) => i.identifier === integrationIdentifier);
    const link = integration && this.#linksOf(agent).find((l) => l._integrationId === integration._id);
    return link && integration ? { link, integration } : undefined;
  }

  hasIntegration(identifier: string): boolean {
    return this.#integrations().some((i) => i.identifier === identifier);
  }

  markConnected(link: AgentLinkRecord): void {
    if (link.connectedAt === null) this.#storeLink({ ...link, connectedAt: this.clock.now().toISOString() });
  }

  presentLink(link: AgentLinkRecord, integration: IntegrationFields) {
    const { _integrationId: _ignored, ...shown } = link;
    return { _id: shown._id, _agentId: shown._agentId, integration: integrationView(integration), _environmentId: shown._environmentId, _organizationId: shown._organizationId, connectedAt: shown.connectedAt, createdAt: shown.createdAt, updatedAt: shown.updatedAt };
  }

  conversation(id: string): ConversationRecord | undefined {
    return this.#conversations.get(id);
  }

  /** Stores a conversation, charging the budget for `change` (what the write adds: the whole conversation when new). */
  storeConversation(conversation: ConversationRecord, change: unknown = conversation): ConversationRecord {
    this.charge(change, 'conversation');
    const frozen = deepFreeze(conversation);
    this.#conversations.set(frozen._id, frozen);
    return frozen;
  }

  #integrations(): readonly Integration[] {
    return this.environment.integrations();
  }

  #integration(identifier: string): Integration {
    const integration = this.#integrations().find((i) => i.identifier === identifier);
    if (!integration) throw integrationNotFound(identifier);
    return integration;
  }

  #linksOf(agent: AgentRecord): AgentLinkRecord[] {
    return [...this.#links.values()].filter((l) => l._agentId === agent._id);
  }

  #linkOf(agent: AgentRecord, linkId: string): AgentLinkRecord {
    const link = this.#links.get(linkId);
    if (!link || link._agentId !== agent._id) throw linkNotFound(linkId);
    return link;
  }

  #summaries(agent: AgentRecord) {
    const byId = new Map(this.#integrations().map((i) => [i._id, i]));
    const seen = new Set<string>();
    const summaries = [];
    for (const link of this.#linksOf(agent)) {
      const integration = byId.get(link._integrationId);
      if (!integration || seen.has(integration._id)) continue;
      seen.add(integration._id);
      summaries.push(summaryOf(integration));
    }
    return summaries.sort((a, b) => a.name.localeCompare(b.name));
  }

  #store(agent: AgentRecord, what: string): AgentRecord {
    this.charge(agent, what);
    const frozen = deepFreeze(agent);
    this.#agents.set(frozen.identifier, frozen);
    return frozen;
  }

  #storeLink(link: AgentLinkRecord): AgentLinkRecord {
    this.charge(link, 'agent integration');
    const frozen = deepFreeze(link);
    this.#links.set(frozen._id, frozen);
    return frozen;
  }
}

/** A linked integration as an agent of a list shows it. */
function summaryOf(i: IntegrationFields) {
  return { integrationId: i._id, providerId: i.providerId, name: i.name, identifier: i.identifier, channel: i.channel ?? 'chat', active: i.active };
}
