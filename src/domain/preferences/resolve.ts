import type { Channel, ChannelSwitches } from '../shared/index.js';
import type { PreferenceRecord } from './types.js';
import { type Workflow, stepTypeOf } from '../workflows/index.js';
import { PREFERENCE_CHANNELS } from './store.js';

/** Which level decided a channel, as the real service names it in a filtered step's execution detail. */
export type DecidingLevel = 'workflow' | 'user-workflow' | 'subscriber-global' | 'subscriber-workflow';

export interface ResolvedPreference {
  enabled: boolean;
  /** The workflow's channels (those of its active steps), each on or off. */
  channels: ChannelSwitches;
  decidedBy: Partial<Record<Channel, DecidingLevel>>;
}

/** The channels a workflow's active steps deliver on, in the service's channel order. */
export function channelsOfWorkflow(workflow: Workflow): Channel[] {
  const used = new Set(workflow.steps.filter((s) => s.active !== false).map(stepTypeOf));
  return PREFERENCE_CHANNELS.filter((c) => used.has(c));
}

/** The workflow's own defaults (its `preferenceSettings`): a channel it does not list is on. */
function workflowDefault(workflow: Workflow, channel: Channel): boolean {
  const settings = workflow.preferenceSettings as Record<string, unknown> | undefined;
  return settings?.[channel] !== false;
}

/**
 * The v2 workflow's `preferences.user` (the real USER_WORKFLOW preferences), merged over its defaults as the
 * real MergePreferences does: a channel it names, else its `all.enabled`; undefined when it says nothing.
 */
function userWorkflowChoice(workflow: Workflow, channel: Channel): boolean | undefined {
  const user = workflow.userPreferences as { all?: { enabled?: unknown }; channels?: Record<string, { enabled?: unknown } | undefined> } | undefined;
  const own = user?.channels?.[channel]?.enabled;
  if (typeof own === 'boolean') return own;
  return typeof user?.all?.enabled === 'boolean' ? user.all.enabled : undefined;
}

/** Read-only preferences (a critical workflow, or `readOnly` in its user preferences) leave the subscriber's out. */
function isReadOnly(workflow: Workflow): boolean {
  return workflow.critical === true || (workflow.userPreferences as { all?: { readOnly?: unknown } } | undefined)?.all?.readOnly === true;
}

/**
 * Whether `channel` is on for a workflow, and which level decided: the workflow's defaults, overridden by its
 * user preferences, by the subscriber's global choice, then by the subscriber's choice for this workflow. A
 * critical (read-only) workflow's channels are its own: they stand whatever the subscriber chose.
 */
export function channelChoice(
  workflow: Workflow,
  global: PreferenceRecord | undefined,
  own: PreferenceRecord | undefined,
  channel: Channel,
): { on: boolean; decidedBy: DecidingLevel } {
  const readOnly = isReadOnly(workflow);
  const ownChoice = readOnly ? undefined : own?.channels[channel];
  if (ownChoice !== undefined) return { on: ownChoice, decidedBy: 'subscriber-workflow' };
  const globalChoice = readOnly ? undefined : global?.channels[channel];
  if (globalChoice !== undefined) return { on: globalChoice, decidedBy: 'subscriber-global' };
  const userChoice = userWorkflowChoice(workflow, channel);
  if (userChoice !== undefined) return { on: userChoice, decidedBy: 'user-workflow' };
  return { on: workflowDefault(workflow, channel), decidedBy: 'workflow' };
}

/** A subscriber's preference for each channel a workflow uses; `enabled` is false when the subscriber turned the whole workflow off. */
export function resolvePreference(workflow: Workflow, global: PreferenceRecord | undefined, own: PreferenceRecord | undefined): ResolvedPreference {
  const channels: ChannelSwitches = {};
  const decidedBy: ResolvedPreference['decidedBy'] = {};
  for (const channel of channelsOfWorkflow(workflow)) {
    const choice = channelChoice(workflow, global, own, channel);
    channels[channel] = choice.on;
    decidedBy[channel] = choice.decidedBy;
  }
  return { enabled: workflow.critical === true || own?.enabled !== false, channels, decidedBy };
}

/**
 * The channels' `overrides` as today's service lists them: one per channel shown, always naming the subscriber,
 * in the order in_app, sms, email, push, chat. (Its merge names the workflow first and then the merged result
 * as the subscriber's, for every channel, whoever decided it; its own widget tests expect `subscriber` for a
 * channel the workflow turned off.)
 */
export function overridesOf(channels: ChannelSwitches): { channel: Channel; source: 'subscriber' }[] {
  return OVERRIDE_ORDER.filter((c) => typeof channels[c] === 'boolean').map((channel) => ({ channel, source: 'subscriber' as const }));
}
const OVERRIDE_ORDER: readonly Channel[] = ['in_app', 'sms', 'email', 'push', 'chat'];

/** The subscriber's global channels: every channel on unless turned off, shown for `activeChannels` only. */
export function globalChannels(global: PreferenceRecord | undefined, activeChannels: Iterable<Channel>): ChannelSwitches {
  const active = new Set(activeChannels);
  return Object.fromEntries(PREFERENCE_CHANNELS.filter((c) => active.has(c)).map((c) => [c, global?.channels[c] ?? true]));
}
