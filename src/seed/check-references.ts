import type { EnvironmentData } from '../domain/environments/index.js';
import { join } from 'node:path';
import { textOf } from './default-values.js';
import type { ProblemList } from './fixture-problems.js';
import { FIXTURE_KINDS, PREFERENCES_FILE } from './fixture-files.js';

type ReferencingKind = 'messages' | 'notifications' | 'subscribers' | 'topicSubscriptions' | 'preferences';

/** One id that names no record of its environment. */
export interface BrokenReference {
  kind: ReferencingKind;
  /** Position of the record in its kind's list. */
  index: number;
  record: { _id: string; _environmentId: string };
  field: string;
  id: string;
  /** What the id should name: subscriber, notification, workflow, integration. */
  target: string;
}

/**
 * Every id a record points at must name a record of the same environment: a message's subscriber and
 * event, an event's subscriber and workflow, a topic subscription's subscriber and topic, a subscriber channel's
 * integration, a preference's subscriber and workflow. Returns the ids that do
 * not (records of several environments may be mixed: each is checked against its own).
 */
export function findBrokenReferences(records: EnvironmentData): BrokenReference[] {
  // Only a string names a record: an absent id on either side must never match "undefined" on the other.
  const named = (id: unknown): id is string => typeof id === 'string' && id !== '';
  const ids = (list: { _id: string; _environmentId: string }[]) => new Set(list.filter((r) => named(r._id)).map((r) => `${textOf(r._environmentId)}/${r._id}`));
  const subscribers = ids(records.subscribers);
  const integrations = ids(records.integrations);
  const workflows = ids(records.workflows);
  const notifications = ids(records.notifications);
  const broken: BrokenReference[] = [];
  const expect = (set: Set<string>, ref: Omit<BrokenReference, 'target'>, target: string) => {
    if (!named(ref.id) || !set.has(`${textOf(ref.record._environmentId)}/${ref.id}`)) broken.push({ ...ref, target });
  };
  records.messages.forEach((m, index) => {
    expect(subscribers, { kind: 'messages', index, record: m, field: '_subscriberId', id: m._subscriberId }, 'subscriber');
    expect(notifications, { kind: 'messages', index, record: m, field: '_notificationId', id: m._notificationId }, 'notification');
  });
  records.notifications.forEach((n, index) => {
    expect(subscribers, { kind: 'notifications', index, record: n, field: '_subscriberId', id: n._subscriberId }, 'subscriber');
    if (n._templateId) expect(workflows, { kind: 'notifications', index, record: n, field: '_templateId', id: n._templateId }, 'workflow');
  });
  const topics = ids(records.topics ?? []);
  (records.topicSubscriptions ?? []).forEach((t, index) => {
    expect(subscribers, { kind: 'topicSubscriptions', index, record: t, field: '_subscriberId', id: t._subscriberId }, 'subscriber');
    expect(topics, { kind: 'topicSubscriptions', index, record: t, field: '_topicId', id: t._topicId }, 'topic');
  });
  (records.preferences ?? []).forEach((p, index) => {
    expect(subscribers, { kind: 'preferences', index, record: p, field: '_subscriberId', id: p._subscriberId }, 'subscriber');
    if (p._templateId) expect(workflows, { kind: 'preferences', index, record: p, field: '_templateId', id: p._templateId }, 'workflow');
  });
  records.subscribers.forEach((s, index) =>
    // A fixture author's subscriber may hold anything here: the contract check reports that, this one must not throw.
    (Array.isArray(s.channels) ? s.channels : []).forEach((c, i) =>
      expect(integrations, { kind: 'subscribers', index, record: s, field: `channels.${i}._integrationId`, id: (c as { _integrationId?: string } | null)?._integrationId as string }, 'integration'),
    ),
  );
  return broken;
}

/**
 * The startup check: every broken reference of the fixtures, naming file, record and field. A record that
 * already has a problem of its own is not judged again here. `records` may have holes where a file holds
 * something that is not a record (the positions stay those of the file).
 */
export function collectReferenceProblems(records: EnvironmentData, fixturesDir: string, problems: ProblemList): void {
  for (const broken of findBrokenReferences(records)) {
    const file = join(fixturesDir, broken.kind === 'preferences' ? PREFERENCES_FILE : FIXTURE_KINDS[broken.kind].file);
    if (problems.hasRecordProblem(file, broken.index)) continue;
    problems.add({
      file,
      index: broken.index,
      record: broken.record,
      field: broken.field,
      message: `no ${broken.target} ${broken.id} in the same environment`,
    });
  }
}
