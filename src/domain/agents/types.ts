/** How an agent acknowledges and resolves conversations (the SDK reads every field on every agent). */
export interface AgentBehavior {
  acknowledgeOnReceived?: boolean;
  reactionOnResolved?: string | null;
  subscriberAccess?: 'open' | 'restricted';
}

export interface AgentRecord {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  name: string;
  identifier: string;
  description?: string;
  active: boolean;
  behavior: AgentBehavior;
  bridgeUrl?: string;
  devBridgeUrl?: string;
  devBridgeActive?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** An agent–integration link: which chat integration of the environment carries the agent's conversations. */
export interface AgentLinkRecord {
  _id: string;
  _agentId: string;
  _integrationId: string;
  _environmentId: string;
  _organizationId: string;
  connectedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One message of a conversation, inbound (from the platform) or posted by the agent. */
export interface ConversationActivity {
  identifier: string;
  type: 'message' | 'edit' | 'signal' | 'resolved';
  from: 'user' | 'agent';
  platformMessageId?: string;
  content: string;
  createdAt: string;
}

/** A conversation on a chat platform's thread, opened by an inbound message (`POST /__admin/agents/conversations`). */
export interface ConversationRecord {
  _id: string;
  _agentId: string;
  _integrationId: string;
  _environmentId: string;
  _organizationId: string;
  platform: string;
  platformThreadId: string;
  subscriberId?: string;
  status: 'active' | 'resolved';
  metadata: Record<string, unknown>;
  activities: ConversationActivity[];
  createdAt: string;
  updatedAt: string;
}

/** Everything an environment keeps of its agents (snapshots). */
export interface AgentsData {
  agents: AgentRecord[];
  links: AgentLinkRecord[];
  conversations: ConversationRecord[];
}
