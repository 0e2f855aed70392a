/**
 * `GET /v1/changes` and `GET /v1/changes/count`: the changes under no other change, promoted or pending,
 * newest first, each with what it is about (the real list adds its record's name, and for a workflow its id).
 */
import type { FeedStore } from '../feeds/index.js';
import type { NotificationGroupStore } from '../notification-groups/index.js';
import type { WorkflowStore } from '../workflows/index.js';
import type { ChangeStore } from './change-store.js';
import type { ChangeRecord } from './types.js';

export interface ChangeListSources {
  readonly changes: ChangeStore;
  readonly workflows: WorkflowStore;
  readonly notificationGroups: NotificationGroupStore;
  readonly feeds: FeedStore;
}

export interface ChangePage {
  data: (ChangeRecord & { templateName?: string; templateId?: string; messageType?: string })[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** The name a change shows: its record's now, or (a record deleted since) as the change wrote it. */
function nameOf(sources: ChangeListSources, change: ChangeRecord, live: { name?: unknown } | undefined): string | undefined {
  const name = live?.name ?? sources.changes.writtenItem(change).name;
  return typeof name === 'string' ? name : undefined;
}

function describe(sources: ChangeListSources, change: ChangeRecord): { templateName?: string; templateId?: string; messageType?: string } {
  switch (change.type) {
    case 'NotificationTemplate': {
      const templateName = nameOf(sources, change, sources.workflows.find(change._entityId));
      return templateName === undefined ? {} : { templateId: change._entityId, templateName };
    }
    case 'MessageTemplate': {
      const workflow = sources.workflows.list().find((w) => w.steps.some((s) => (s.template as { _id?: unknown } | undefined)?._id === change._entityId));
      const step = workflow?.steps.find((s) => (s.template as { _id?: unknown } | undefined)?._id === change._entityId);
      const type = (step?.template as { type?: unknown } | undefined)?.type;
      return workflow ? { templateId: workflow._id, templateName: workflow.name, ...(typeof type === 'string' ? { messageType: type } : {}) } : {};
    }
    case 'NotificationGroup': {
      const group = sources.notificationGroups.find(change._entityId);
      return group ? { templateName: group.name } : {};
    }
    case 'Feed': {
      const templateName = nameOf(sources, change, sources.feeds.find(change._entityId));
      return templateName === undefined ? {} : { templateName };
    }
  }
}

export function listChanges(sources: ChangeListSources, query: { promoted: boolean; page: number; limit: number }): ChangePage {
  const all = sources.changes.topLevel(query.promoted);
  const data = all.slice(query.page * query.limit, (query.page + 1) * query.limit).map((change) => ({ ...change, ...describe(sources, change) }));
  return { data, totalCount: all.length, page: query.page, pageSize: query.limit };
}

/** The pending changes `GET /v1/changes?promoted=false` lists. */
export const pendingChangeCount = (changes: ChangeStore): number => changes.topLevel(false).length;
