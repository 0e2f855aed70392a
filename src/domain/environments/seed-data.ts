import type { EnvironmentData, Seed } from './types.js';

/** The records of one environment among a seed's. */
export function environmentDataOf(seed: Seed, environmentId: string): EnvironmentData {
  const mine = <T extends { _environmentId: string }>(records: T[]) => records.filter((r) => r._environmentId === environmentId);
  return {
    subscribers: mine(seed.subscribers),
    integrations: mine(seed.integrations),
    workflows: mine(seed.workflows),
    messages: mine(seed.messages),
    notifications: mine(seed.notifications),
    preferences: mine(seed.preferences ?? []),
    topics: mine(seed.topics ?? []),
    topicSubscriptions: mine(seed.topicSubscriptions ?? []),
    tenants: mine(seed.tenants ?? []),
    workflowOverrides: mine(seed.workflowOverrides ?? []),
    contexts: mine(seed.contexts ?? []),
    // Absent, the groups come from what the workflows name (an empty list would mean: none).
    ...(seed.notificationGroups ? { notificationGroups: mine(seed.notificationGroups) } : {}),
    feeds: mine(seed.feeds ?? []),
    changes: mine(seed.changes ?? []),
    agents: mine(seed.agents ?? []),
    agentIntegrations: mine(seed.agentIntegrations ?? []),
    agentConversations: mine(seed.agentConversations ?? []),
    layouts: mine(seed.layouts ?? []),
    domains: mine(seed.domains ?? []),
    domainRoutes: mine(seed.domainRoutes ?? []),
    translations: mine(seed.translations ?? []),
    channelConnections: mine(seed.channelConnections ?? []),
    channelEndpoints: mine(seed.channelEndpoints ?? []),
  };
}
