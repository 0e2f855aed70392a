/**
 * `POST /v1/changes/{changeId}/apply` and `/bulk/apply`: a change, and the changes under it first, promoted
 * to the environment's child (Development to Production), as the real service does it: the record as its
 * promoted changes make it is written in the child with ids of its own, naming the parent environment's
 * record in `_parentId`.
 */
import { BadRequestError, isMongoId, keptBytes, keptGrowth, NotFoundError, type EnvironmentTime, type StoreBudget } from '../shared/index.js';
import type { FeedStore } from '../feeds/index.js';
import type { NotificationGroup, NotificationGroupStore } from '../notification-groups/index.js';
import type { Workflow, WorkflowStore } from '../workflows/index.js';
import type { ChangeStore } from './change-store.js';
import { promotedSteps } from './promoted-steps.js';
import type { ChangeRecord } from './types.js';

/** The stores of an environment that a promotion reads (the parent) or writes (the child). */
export interface ChangeSide {
  readonly id: string;
  readonly changes: ChangeStore;
  readonly workflows: WorkflowStore;
  readonly notificationGroups: NotificationGroupStore;
  readonly feeds: FeedStore;
  readonly budget: StoreBudget;
  readonly time: EnvironmentTime;
}

type Item = Record<string, unknown> & { _id?: string; name?: string; deleted?: boolean };

/**
 * One change (of this environment: else 404 `Parent Change not found`) and those under it, oldest first, then
 * it. Each is marked promoted, then written to `child`; one that fails is marked pending again and the error
 * goes out (those before it stay promoted). A change promoted already is promoted again. Answers the changes
 * as they were found, before being marked.
 */
export function applyChange(from: ChangeSide, child: ChangeSide | undefined, changeId: string): ChangeRecord[] {
  if (!isMongoId(changeId)) throw new BadRequestError('Validation failed for ApplyChangeCommand: changeId: changeId must be a mongodb id');
  const parent = from.changes.find(changeId);
  if (!parent) throw new NotFoundError('Parent Change not found');
  return [...from.changes.children(parent._id), parent].map((change) => applyOne(from, child, change));
}

/** `bulk/apply`: the changes of `changeIds` this environment has (others are skipped), oldest first, each as `applyChange`. */
export function applyChanges(from: ChangeSide, child: ChangeSide | undefined, changeIds: readonly string[]): ChangeRecord[][] {
  const wanted = new Set(changeIds);
  return from.changes
    .all()
    .filter((c) => wanted.has(c._id))
    .map((c) => applyChange(from, child, c._id));
}

function applyOne(from: ChangeSide, child: ChangeSide | undefined, change: ChangeRecord): ChangeRecord {
  from.changes.setEnabled(change._id, true);
  try {
    if (!child) throw new NotFoundError(`Environment ${from.id} not found`);
    promote(from, child, change);
  } catch (error) {
    from.changes.setEnabled(change._id, false);
    throw error;
  }
  return change;
}

function promote(from: ChangeSide, to: ChangeSide, change: ChangeRecord): void {
  const item = from.changes.promotedItem(change.type, change._entityId) as Item;
  if (change.type === 'NotificationTemplate') promoteWorkflow(from, to, item);
  else if (change.type === 'NotificationGroup') to.notificationGroups.promote(String(item._id), String(item.name));
  else if (change.type === 'Feed') promoteFeed(to, item);
  // A message template is promoted with its workflow's steps (the mock keeps them inside the workflow).
}

/** As the real service: the child's feed of that name goes (even for a creation promoted again); none → made, unless deleted. */
function promoteFeed(to: ChangeSide, item: Item): void {
  const existing = item.name ? to.feeds.findByName(item.name) : undefined;
  if (existing) return to.feeds.promote({ remove: existing._id });
  if (!item.deleted) to.feeds.promote({ create: String(item.name) });
}

/**
 * The child's group promoted from the workflow's group; if none, the group's own changes are applied first.
 * A group the child had from the start (the fixtures' groups name no parent) is found by its name.
 */
function promotedGroup(from: ChangeSide, to: ChangeSide, item: Item): NotificationGroup {
  const groupId = String(item._notificationGroupId);
  let group = to.notificationGroups.promotedFrom(groupId);
  if (!group) {
    for (const change of from.changes.entityChanges('NotificationGroup', groupId)) applyChange(from, to, change._id);
    const name = from.notificationGroups.find(groupId)?.name;
    group = to.notificationGroups.promotedFrom(groupId) ?? to.notificationGroups.list().find((g) => g.name === name && g._parentId === undefined);
  }
  if (!group) throw new NotFoundError(`Notification Group Id ${groupId} not found, Notification Template: ${item.name}`);
  return group;
}

/** The fields a promotion copies (the real use case's), the others being the child record's own. */
const PROMOTED_FIELDS = ['name', 'active', 'draft', 'description', 'tags', 'critical', 'triggers', 'preferenceSettings', 'data'] as const;

function promoteWorkflow(from: ChangeSide, to: ChangeSide, item: Item): void {
  const parentId = String(item._id);
  const existing = to.workflows.list().find((w) => w._parentId === parentId);
  const steps = promotedSteps(item.steps, existing, { from: from.feeds, to: to.feeds, ids: to.time.ids });
  const group = promotedGroup(from, to, item);
  if (!existing && item.deleted) return;
  if (existing && !from.workflows.find(parentId)) return to.workflows.remove(existing._id);
  const fields: Record<string, unknown> = { steps, _notificationGroupId: group._id };
  for (const field of PROMOTED_FIELDS) if (item[field] !== undefined) fields[field] = structuredClone(item[field]);
  const now = to.time.clock.now().toISOString();
  const record = (
    existing
      ? { ...existing, ...fields, updatedAt: now }
      : { _id: to.time.ids.objectId(), _environmentId: to.id, _organizationId: item._organizationId, _creatorId: item._organizationId, ...fields, _parentId: parentId, deleted: false, deletedAt: '', deletedBy: '', createdAt: now, updatedAt: now }
  ) as Workflow;
  to.budget.spend({ bytes: existing ? keptGrowth(existing, record) : keptBytes(record) }, 'This workflow write');
  to.workflows.put(record);
}
