import type { Integration } from './types.js';

/**
 * Channels whose delivery uses a primary integration (email and sms). Only their integrations have a
 * `priority`: the active ones of a channel are numbered from the highest (the primary, normally) down to 1,
 * inactive ones and those of other channels stay at 0.
 */
export const PRIMARY_CHANNELS: ReadonlySet<string> = new Set(['email', 'sms']);

export const supportsPrimary = (integration: Pick<Integration, 'channel'>): boolean =>
  integration.channel !== undefined && PRIMARY_CHANNELS.has(integration.channel);

export const priorityOf = (integration: Integration): number => integration.priority ?? 0;

/** The active integration of `channel` with the highest priority (the first of equals), as the real service finds it. */
export function highestPriority(integrations: readonly Integration[], channel: string): Integration | undefined {
  let highest: Integration | undefined;
  for (const i of integrations) {
    if (i.active && i.channel === channel && (!highest || priorityOf(i) > priorityOf(highest))) highest = i;
  }
  return highest;
}

/**
 * The real service's renumbering of a channel's active integrations: `first` (when given) on top, then the
 * others by their priority, highest first (equals keep their order); the top gets their count, the last 1.
 * Returns the new priority of each one that changes.
 */
export function renumbered(integrations: readonly Integration[], channel: string, first?: Integration): Map<Integration, number> {
  const others = integrations
    .filter((i) => i.active && i.channel === channel && i !== first)
    .map((integration, at) => ({ integration, at }))
    .sort((a, b) => priorityOf(b.integration) - priorityOf(a.integration) || a.at - b.at)
    .map(({ integration }) => integration);
  const ordered = first ? [first, ...others] : others;
  const changes = new Map<Integration, number>();
  ordered.forEach((integration, index) => {
    const priority = ordered.length - index;
    if (priorityOf(integration) !== priority || integration.priority === undefined) changes.set(integration, priority);
  });
  return changes;
}
