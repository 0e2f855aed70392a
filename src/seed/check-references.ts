import type { Seed } from '../domain/types.js';
import { FixtureError } from './check-fixtures.js';
import { FIXTURE_KINDS } from './fixture-files.js';

type Ref = { kind: keyof typeof FIXTURE_KINDS; index: number; field: string; id: string; target: string };

/**
 * Every id a record points at must name a record of the same environment: a message's subscriber and
 * event, an event's subscriber and workflow, a subscriber channel's integration.
 */
export function checkReferences(seed: Seed, fixturesDir: string): void {
  const ids = (records: { _id: string; _environmentId: string }[]) => new Set(records.map((r) => `${r._environmentId}/${r._id}`));
  const subscribers = ids(seed.subscribers);
  const integrations = ids(seed.integrations);
  const workflows = ids(seed.workflows);
  const notifications = ids(seed.notifications);
  const broken: Ref[] = [];
  const expect = (set: Set<string>, env: string, ref: Omit<Ref, 'target'>, target: string) => {
    if (!set.has(`${env}/${ref.id}`)) broken.push({ ...ref, target });
  };
  seed.messages.forEach((m, index) => {
    expect(subscribers, m._environmentId, { kind: 'messages', index, field: '_subscriberId', id: m._subscriberId }, 'subscriber');
    expect(notifications, m._environmentId, { kind: 'messages', index, field: '_notificationId', id: m._notificationId }, 'notification');
  });
  seed.notifications.forEach((n, index) => {
    expect(subscribers, n._environmentId, { kind: 'notifications', index, field: '_subscriberId', id: n._subscriberId }, 'subscriber');
    if (n._templateId) expect(workflows, n._environmentId, { kind: 'notifications', index, field: '_templateId', id: n._templateId }, 'workflow');
  });
  seed.subscribers.forEach((s, index) =>
    (s.channels ?? []).forEach((c, i) =>
      expect(integrations, s._environmentId, { kind: 'subscribers', index, field: `channels.${i}._integrationId`, id: c._integrationId }, 'integration'),
    ),
  );
  const first = broken[0];
  if (first) {
    throw new FixtureError(
      `${fixturesDir}/${FIXTURE_KINDS[first.kind].file} record #${first.index}: field "${first.field}": no ${first.target} ${first.id} in the same environment` +
        (broken.length > 1 ? ` (and ${broken.length - 1} more broken references)` : ''),
    );
  }
}
