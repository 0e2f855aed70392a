/**
 * Agents (`/v1/agents`): conversational agents of an environment, their links to its chat integrations, and
 * their conversations, whose replies land in the outbox.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export type { AgentBehavior, AgentLinkRecord, AgentRecord, AgentsData, ConversationRecord } from './types.js';
export { AgentRefusal, AgentStore, DEFAULT_BEHAVIOR, type AgentEnvironment, type AgentInput, type AgentLinkPageQuery, type AgentPageQuery, type AgentUpdate } from './agents.js';
export { AgentConversations, threadAddress, type OpenConversationInput, type ReplyInput } from './conversations.js';
export { bridgeUrlProblem } from './bridge-url.js';
