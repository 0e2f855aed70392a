import type { ChatDelivery } from '../outbox/index.js';
import { BadRequestError, InvalidInputError, NotFoundError, type Clock, type IdGenerator } from '../shared/index.js';
import { AgentRefusal, type AgentStore } from './agents.js';
import type { AgentRecord, ConversationActivity, ConversationRecord } from './types.js';

/** The chat providers the real service runs agents on, and the platform each is. */
const PLATFORMS: Readonly<Record<string, string>> = { slack: 'slack', msteams: 'teams', 'whatsapp-business': 'whatsapp' };

export interface ReplyContent {
  text?: string;
  markdown?: string;
  card?: Record<string, unknown>;
  files?: { data?: string; url?: string }[];
}

export interface ReplyInput {
  conversationId: string;
  integrationIdentifier: string;
  reply?: ReplyContent;
  edit?: { messageId: string; content: ReplyContent };
  resolve?: { summary?: string };
  signals?: { type: string; key?: string; value?: unknown; workflowId?: string }[];
}

export interface OpenConversationInput {
  agentIdentifier: string;
  integrationIdentifier: string;
  /** The platform's thread; made up from the clock when absent. */
  platformThreadId?: string;
  subscriberId?: string;
  /** The inbound message that opens the conversation. */
  text?: string;
}

export interface ConversationPorts {
  clock: Clock;
  ids: IdGenerator;
  /** Where a posted reply goes: the environment's outbox. */
  deliver: (delivery: ChatDelivery) => void;
  environmentId: string;
}

const CONTENT_RULE = 'Content must have exactly one of text, markdown, or card. Files only allowed with markdown. Each file needs exactly one of data or url.';
const SIGNAL_RULE =
  'metadata signals require a key 1-128 chars of letters, digits and "-", "_", ":" separators (no leading, trailing or consecutive separators) plus a defined value; trigger signals require workflowId.';
const METADATA_KEY = /^[a-zA-Z0-9]+(?:[-_:][a-zA-Z0-9]+)*$/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_METADATA_BYTES = 65_536;

/** Where the mock's outbox says a reply went: the conversation's thread on its platform. */
export const threadAddress = (conversation: Pick<ConversationRecord, 'platform' | 'platformThreadId'>): string => `${conversation.platform}://${conversation.platformThreadId}`;

/**
 * Conversations of an environment's agents. The real service opens one when a chat platform posts a message
 * to the agent's webhook and calls the agent's bridge; the mock opens one when a test says so
 * (`POST /__admin/agents/conversations`), calls no bridge, and the test answers as the bridge would, with
 * `POST /v1/agents/{agentId}/reply`.
 */
export class AgentConversations {
  constructor(
    private readonly agents: AgentStore,
    private readonly ports: ConversationPorts,
  ) {}

  open(input: OpenConversationInput): ConversationRecord {
    const agent = this.agents.get(input.agentIdentifier);
    const { link, integration } = this.#linked(agent, input.integrationIdentifier);
    const now = this.ports.clock.now().toISOString();
    const platform = PLATFORMS[integration.providerId] as string;
    this.agents.markConnected(link);
    const activities: ConversationActivity[] =
      input.text === undefined ? [] : [{ identifier: this.#activityId(), type: 'message', from: 'user', platformMessageId: this.#messageId(), content: input.text, createdAt: now }];
    return this.agents.storeConversation({
      _id: this.ports.ids.objectId(),
      _agentId: agent._id,
      _integrationId: integration._id,
      _environmentId: agent._environmentId,
      _organizationId: agent._organizationId,
      platform,
      platformThreadId: input.platformThreadId ?? `T${this.ports.clock.nowMs()}`,
      ...(input.subscriberId !== undefined ? { subscriberId: input.subscriberId } : {}),
      status: 'active',
      metadata: {},
      activities,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** `POST /v1/agents/{agentId}/reply`, in the real use case's order of checks. */
  reply(agentIdentifier: string, input: ReplyInput): { messageId: string; platformThreadId: string } | null {
    checkShape(input);
    if (input.reply && input.edit) throw new BadRequestError('Only one of reply or edit can be provided');
    if (input.edit && (input.resolve || input.signals?.length)) throw new BadRequestError('edit cannot be combined with resolve or signals');
    if (!input.reply && !input.edit && !input.resolve && !input.signals?.length) throw new BadRequestError('At least one of reply, edit, resolve, or signals must be provided');
    let conversation = this.agents.conversation(input.conversationId);
    if (!conversation || conversation._environmentId !== this.ports.environmentId) throw new NotFoundError('Conversation not found');
    const owner = this.agents.findById(conversation._agentId);
    if (input.edit) return this.#post(this.#speaker(agentIdentifier, conversation), conversation, input.integrationIdentifier, input.edit.content, 'edit');
    if (input.reply || input.resolve) this.#linked(owner, input.integrationIdentifier, conversation._agentId);
    let sent: { messageId: string; platformThreadId: string } | null = null;
    if (input.reply) {
      sent = this.#post(this.#speaker(agentIdentifier, conversation), conversation, input.integrationIdentifier, input.reply, 'message');
      conversation = this.agents.conversation(conversation._id) as ConversationRecord;
    }
    if (input.signals?.length) conversation = this.#metadata(conversation, input.signals);
    if (input.resolve) this.#resolve(conversation, input.resolve.summary);
    return sent;
  }

  /** The agent's link to the integration, which must be a chat platform agents run on (the real config resolver's checks). */
  #linked(agent: AgentRecord | undefined, integrationIdentifier: string, agentId = agent?._id ?? '') {
    if (!agent) throw new NotFoundError(`Agent ${agentId} not found`);
    const found = this.agents.linkTo(agent, integrationIdentifier);
    if (!found) {
      if (!this.agents.hasIntegration(integrationIdentifier)) throw new NotFoundError(`Integration ${integrationIdentifier} not found for agent ${agent._id}`);
      throw new AgentRefusal(422, `Agent ${agent._id} is not linked to integration ${integrationIdentifier}`);
    }
    if (!PLATFORMS[found.integration.providerId]) throw new AgentRefusal(422, `Provider ${found.integration.providerId} is not supported as an agent platform`);
    return found;
  }

  /** The replying agent, which must be the conversation's. */
  #speaker(agentIdentifier: string, conversation: ConversationRecord): AgentRecord {
    const agent = this.agents.find(agentIdentifier);
    if (!agent) throw new NotFoundError('Agent not found');
    if (agent._id !== conversation._agentId) throw new AgentRefusal(403, 'Agent identifier does not match this conversation');
    return agent;
  }

  /** Posts a message (or an edit) to the conversation's thread: a chat delivery in the outbox. */
  #post(agent: AgentRecord, conversation: ConversationRecord, integrationIdentifier: string, content: ReplyContent, type: 'message' | 'edit') {
    const integration = this.agents.linkTo(agent, integrationIdentifier)?.integration;
    const now = this.ports.clock.now().toISOString();
    const messageId = this.#messageId();
    const text = textOf(content);
    this.ports.deliver({
      id: this.ports.ids.objectId(),
      environmentId: conversation._environmentId,
      subscriberId: conversation.subscriberId ?? '',
      transactionId: conversation._id,
      workflowId: `agent:${agent.identifier}`,
      stepId: type === 'edit' ? 'edit' : 'reply',
      messageId,
      providerId: integration?.providerId ?? conversation.platform,
      integrationId: conversation._integrationId,
      createdAt: now,
      channel: 'chat',
      webhookUrl: threadAddress(conversation),
      text,
    });
    const activity: ConversationActivity = { identifier: this.#activityId(), type, from: 'agent', platformMessageId: messageId, content: text, createdAt: now };
    this.agents.storeConversation({ ...conversation, activities: [...conversation.activities, activity], updatedAt: now }, activity);
    return { messageId, platformThreadId: conversation.platformThreadId };
  }

  #metadata(conversation: ConversationRecord, signals: NonNullable<ReplyInput['signals']>): ConversationRecord {
    const metadata: Record<string, unknown> = { ...conversation.metadata };
    const keys: string[] = [];
    for (const signal of signals) {
      if (signal.type !== 'metadata') continue; // trigger signals: the real service does not run them yet
      metadata[signal.key as string] = signal.value;
      keys.push(signal.key as string);
    }
    if (keys.length === 0) return conversation;
    if (Buffer.byteLength(JSON.stringify(metadata)) > MAX_METADATA_BYTES) throw new BadRequestError('Conversation metadata exceeds 64KB limit');
    const now = this.ports.clock.now().toISOString();
    const activity: ConversationActivity = { identifier: this.#activityId(), type: 'signal', from: 'agent', content: `Metadata updated: ${keys.join(', ')}`, createdAt: now };
    return this.agents.storeConversation({ ...conversation, metadata, activities: [...conversation.activities, activity], updatedAt: now }, { metadata, activity });
  }

  #resolve(conversation: ConversationRecord, summary: string | undefined): void {
    const now = this.ports.clock.now().toISOString();
    const activity: ConversationActivity = { identifier: this.#activityId(), type: 'resolved', from: 'agent', content: summary ?? 'Conversation resolved', createdAt: now };
    this.agents.storeConversation({ ...conversation, status: 'resolved', activities: [...conversation.activities, activity], updatedAt: now }, activity);
  }

  #activityId(): string {
    return `act_${this.ports.ids.objectId().slice(-12)}`;
  }

  /** A platform message id in Slack's style (`<seconds>.<micros>`), from the mock's clock and a counter. */
  #messageId(): string {
    this.#sequence += 1;
    return `${Math.floor(this.ports.clock.nowMs() / 1000)}.${String(this.#sequence % 1_000_000).padStart(6, '0')}`;
  }

  #sequence = 0;
}

/** What the platform shows of a content: its text, its markdown, or its card's title. */
function textOf(content: ReplyContent): string {
  if (content.text) return content.text;
  if (content.markdown) return content.markdown;
  if (content.card) return typeof content.card.title === 'string' ? content.card.title : '[Card]';
  return '';
}

function contentProblem(content: ReplyContent | undefined): boolean {
  if (!content) return false;
  const fields = [content.text, content.markdown, content.card].filter((v) => v !== undefined);
  if (fields.length !== 1) return true;
  if (content.files?.length && !content.markdown) return true;
  return (content.files ?? []).some((f) => [f.data, f.url].filter(Boolean).length !== 1);
}

function signalProblem(signal: NonNullable<ReplyInput['signals']>[number]): boolean {
  if (signal.type === 'metadata') {
    const key = signal.key;
    return typeof key !== 'string' || key.length === 0 || key.length > 128 || FORBIDDEN_KEYS.has(key) || !METADATA_KEY.test(key) || signal.value === undefined;
  }
  return !(typeof signal.workflowId === 'string' && signal.workflowId.length > 0);
}

/** The body's rules the real DTO checks with its own validators (422 `Validation Error`). */
function checkShape(input: ReplyInput): void {
  const problems: Record<string, { messages: string[]; value?: unknown }> = {};
  if (contentProblem(input.reply)) problems.reply = { messages: [CONTENT_RULE], value: input.reply };
  if (input.edit && contentProblem(input.edit.content)) problems['edit.content'] = { messages: [CONTENT_RULE], value: input.edit.content };
  input.signals?.forEach((signal, i) => {
    if (signalProblem(signal)) problems[`signals.${i}`] = { messages: [SIGNAL_RULE], value: signal };
  });
  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems);
}
