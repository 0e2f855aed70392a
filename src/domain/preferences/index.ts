/**
 * Subscribers' preferences: the store, how a channel's choice is resolved, and the v1, v2 and Inbox views.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { ApiKeyPreferences } from './api-key-preferences.js';
export { InboxPreferences } from './inbox-preferences.js';
export { type DecidingLevel, type ResolvedPreference, resolvePreference } from './resolve.js';
export { checkPreferenceRecords, PreferenceStore } from './store.js';
export { SubscriberPreferences } from './subscriber-preferences.js';
export type { PreferenceRecord } from './types.js';
export { V1Preferences } from './v1-preferences.js';
export { checkedScheduleInput } from './schedule-input.js';
