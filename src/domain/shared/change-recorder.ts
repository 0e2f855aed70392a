/**
 * The writes the real service keeps as pending changes, to promote from an environment to its child
 * (Development to Production): its `ChangeEntityTypeEnum` values the mock records. Layouts, translations
 * and default layouts are not simulated.
 */
export type ChangeType = 'NotificationTemplate' | 'MessageTemplate' | 'NotificationGroup' | 'Feed';

/** A record as a change keeps it: plain JSON with its `_id` (a deleted one with `deleted: true`); a store's record type, or one made for the change. */
export type ChangedItem = { readonly _id: string } | { readonly _id: string; readonly [field: string]: unknown };

/** Hears the writes that the real service records as changes (the `changes` folder keeps them). */
export interface ChangeRecorder {
  /**
   * `item` as stored after the write. A pending change of the same record in this environment takes it
   * (the real service merges repeated writes into one change); else a new change, under `parentChangeId`
   * when given (a workflow's message templates are children of the workflow's change). Returns the change's id.
   */
  record(type: ChangeType, item: ChangedItem, parentChangeId?: string): string;
  /**
   * Puts the pending change of a record under `parentChangeId` (a workflow's message template naming a feed
   * not promoted yet: promoting the workflow then promotes the feed first, as the real service does).
   */
  adopt(type: ChangeType, entityId: string, parentChangeId: string): void;
  /**
   * Runs a write and the changes it records as one: when `write` throws (a limit of the memory budget), the
   * changes it recorded are undone and none of the bytes charged to the budget meanwhile stays charged.
   */
  together<T>(write: () => T): T;
}

/** For stores built without one (tests of a single store): nothing is recorded. */
export const NO_CHANGE_RECORDER: ChangeRecorder = { record: () => '', adopt: () => {}, together: (write) => write() };
