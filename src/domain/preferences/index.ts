export { ApiKeyPreferences } from './api-key-preferences.js';
export { InboxPreferences } from './inbox-preferences.js';
export { type DecidingLevel, type ResolvedPreference, resolvePreference } from './resolve.js';
export { checkPreferenceRecords, PreferenceStore } from './store.js';
export { SubscriberPreferences } from './subscriber-preferences.js';
export type { PreferenceRecord } from './types.js';
export { V1Preferences } from './v1-preferences.js';
